import { useMemo } from 'react';
import { useConfigStore } from '@casino/shared';

/** Feature flags of the `prazer-config` section (spec §3) the profile obeys; each is on unless switched off. */
export interface ProfileFeatures {
  twoFactorAuth: boolean;
  identityVerification: boolean;
  responsibleGaming: boolean;
  betHistory: boolean;
}

export type ProfileFeature = keyof ProfileFeatures;

export function readProfileFeatures(section: unknown): ProfileFeatures {
  const raw = section && typeof section === 'object' ? (section as { features?: unknown }).features : undefined;
  const flags = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return {
    twoFactorAuth: flags.twoFactorAuth !== false,
    identityVerification: flags.identityVerification !== false,
    responsibleGaming: flags.responsibleGaming !== false,
    betHistory: flags.betHistory !== false,
  };
}

export function useProfileFeatures(): ProfileFeatures {
  // The section itself (a stable reference), never a fresh fallback object: the store compares by identity.
  const section = useConfigStore((s) => s.config['prazer-config']);
  return useMemo(() => readProfileFeatures(section), [section]);
}
