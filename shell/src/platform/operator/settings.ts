import type { ContentConfig } from '@casino/shared';

/**
 * The operator's settings of the `prazer-config` section (spec §3) the shell shows: the site name,
 * logos, feature flags, the loader and the popup fallbacks. Anything missing or malformed falls
 * back to a default, so a half-filled section never breaks a page.
 */
export interface OperatorLogos {
  /** The header logo from laptop width up. */
  desktop: string | null;
  /** The header logo on phones and tablets (the desktop one when missing). */
  mobile: string | null;
  footer: string | null;
}

export interface OperatorFeatures {
  twoFactorAuth: boolean;
  identityVerification: boolean;
  responsibleGaming: boolean;
  betHistory: boolean;
  bettingNotice: boolean;
  /** The logo (site title) links home; otherwise it is plain text. */
  clickableTitle: boolean;
}

export interface OperatorLoader {
  type: 'logo' | 'spinner';
  image: string | null;
}

export interface OperatorSettings {
  /** The operator's site name, or '' when the content service has none. */
  siteName: string;
  logos: OperatorLogos;
  features: OperatorFeatures;
  loader: OperatorLoader;
  /** false: sign-in and registration are the pages /forms/sign_in and /forms/sign_up instead of the popup. */
  authPopupEnabled: boolean;
}

export const OPERATOR_FEATURE_DEFAULTS: OperatorFeatures = {
  twoFactorAuth: true,
  identityVerification: true,
  responsibleGaming: true,
  betHistory: true,
  bettingNotice: false,
  clickableTitle: true,
};

type Loose = Record<string, unknown>;
const obj = (v: unknown): Loose => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Loose) : {});
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const url = (v: unknown): string | null => {
  // Media fields arrive flattened to their url (spec §3), or still as { url }.
  const value = text(v) || text(obj(v).url);
  return /^(https?:\/\/|\/(?!\/))/.test(value) ? value : null;
};
const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);

export function readOperatorSettings(config: ContentConfig): OperatorSettings {
  const section = obj(config['prazer-config']);
  const logos = obj(section.logos);
  const flags = obj(section.features);
  const loader = obj(section.loader);
  const desktop = url(logos.desktop);
  const features = Object.fromEntries(
    (Object.keys(OPERATOR_FEATURE_DEFAULTS) as (keyof OperatorFeatures)[]).map((key) => [key, bool(flags[key], OPERATOR_FEATURE_DEFAULTS[key])]),
  ) as unknown as OperatorFeatures;
  return {
    siteName: text(section.siteName),
    logos: { desktop, mobile: url(logos.mobile) ?? desktop, footer: url(logos.footer) ?? desktop },
    features,
    loader: { type: loader.type === 'logo' && url(loader.image) ? 'logo' : 'spinner', image: url(loader.image) },
    authPopupEnabled: bool(obj(section.popups).authPopupEnabled, true),
  };
}
