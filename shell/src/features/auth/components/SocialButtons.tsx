import { useEffect, useState } from 'react';
import { useTranslation } from '@casino/shared';
import { Button } from '@casino/shared/ui';
import { startSocialLogin } from '../social-login';
import type { TypeAuth } from '../rules/social';
import { useAuthFormSettings } from './form-settings';
import styles from './Auth.module.css';

export interface SocialProvider {
  service: string;
  name: string;
}

let providers: Promise<SocialProvider[]> | null = null;

/** The sign-in providers the server offers (asked once per page; a failure offers none). */
export function loadProviders(fetchImpl: typeof fetch = fetch): Promise<SocialProvider[]> {
  providers ??= fetchImpl('/oauth/providers', { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then(async (res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const body = (await res.json()) as { items?: unknown };
      return Array.isArray(body.items) ? body.items.filter((p): p is SocialProvider => typeof p?.service === 'string' && typeof p?.name === 'string') : [];
    })
    .catch((error: unknown) => {
      console.error('[auth] social providers unavailable', error);
      providers = null;
      return [];
    });
  return providers;
}

/** Providers to show: the server's, narrowed to and ordered by auth-config's list when it has one. */
export function visibleProviders(all: SocialProvider[], allowed: string[] | null): SocialProvider[] {
  if (!allowed) return all;
  return allowed.map((service) => all.find((p) => p.service === service)).filter((p): p is SocialProvider => !!p);
}

/**
 * "Continue with …" buttons of the social login (spec §4), above the form so that messages of the
 * form never move them; nothing when no provider is offered.
 */
export function SocialButtons({ typeAuth }: { typeAuth: TypeAuth }) {
  const { t } = useTranslation('shell');
  const { auth } = useAuthFormSettings('login');
  const [list, setList] = useState<SocialProvider[]>([]);

  useEffect(() => {
    let alive = true;
    void loadProviders().then((all) => {
      if (alive && all.length) setList(all);
    });
    return () => {
      alive = false;
    };
  }, []);

  const shown = visibleProviders(list, auth.social);
  if (!shown.length) return null;
  return (
    <div className={styles.social}>
      {shown.map((p) => (
        <Button key={p.service} type="button" variant="secondary" fullWidth onClick={() => startSocialLogin(p.service, typeAuth)}>
          {t('auth.social.continue', { name: p.name })}
        </Button>
      ))}
      <p className={styles.divider}>{t('auth.social.or')}</p>
    </div>
  );
}
