/**
 * The content settings the auth forms follow (spec §3): `auth-config` (registration options,
 * authTypes, social list, terms text) and the validation strategy of `forms-config`.
 */
export interface RegistrationOptions {
  /** After an e-mail registration a popup asks to confirm the address on /confirmation. */
  confirmEmailPopup: boolean;
  /** The promo code field is offered at all. */
  promocode: boolean;
  /** It is open from the start (otherwise behind "I have a promo code"). */
  promoFieldShownByDefault: boolean;
  /** A terms checkbox that must be ticked. */
  terms: boolean;
  /** A subscription checkbox (is_subscribed). */
  notify: boolean;
  markBetting: { isActive: boolean; defaultValue: boolean };
  /** The loyalty character select (the loyalty remote's `auth.character` slot). */
  characterSelect: boolean;
}

export interface AuthConfig {
  registration: RegistrationOptions;
  /** How a player signs in: by e-mail, phone or either. */
  loginKind: 'email' | 'phone' | 'emailOrPhone';
  /** Social services to offer, in order; null offers every one the server has. */
  social: string[] | null;
  termsText: string | null;
  termsLink: string | null;
}

const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

export function loginKindOf(authTypes: unknown): AuthConfig['loginKind'] {
  const types = Array.isArray(authTypes) ? authTypes.filter((t): t is string => typeof t === 'string') : [];
  const email = types.includes('email');
  const phone = types.includes('phone');
  if (email && !phone) return 'email';
  if (phone && !email) return 'phone';
  return 'emailOrPhone';
}

export function readAuthConfig(section: unknown): AuthConfig {
  const s = (section && typeof section === 'object' ? section : {}) as Record<string, unknown>;
  const r = (s.registration && typeof s.registration === 'object' ? s.registration : {}) as Record<string, unknown>;
  const mark = (r.markBetting && typeof r.markBetting === 'object' ? r.markBetting : {}) as Record<string, unknown>;
  const social = Array.isArray(s.social)
    ? s.social.map((x) => (typeof x === 'string' ? x : (x as { service?: unknown })?.service)).filter((x): x is string => typeof x === 'string' && x !== '')
    : [];
  return {
    registration: {
      confirmEmailPopup: bool(r.confirmEmailPopup, false),
      promocode: bool(r.promocode, true),
      promoFieldShownByDefault: bool(r.promoFieldShownByDefault, false),
      terms: bool(r.terms, true),
      notify: bool(r.notify, true),
      markBetting: { isActive: bool(mark.isActive, false), defaultValue: bool(mark.defaultValue, false) },
      characterSelect: bool(r.characterSelect, false),
    },
    loginKind: loginKindOf(s.authTypes),
    social: social.length ? social : null,
    termsText: text(s.termsText),
    termsLink: text(s.termsLink),
  };
}

/** Registration validation strategy (spec §4): eager or onSubmit. */
export type ValidationStrategy = 'eager' | 'onSubmit';

export function validationStrategy(formsConfig: unknown): ValidationStrategy {
  const value = (formsConfig as { validationStrategy?: unknown } | null | undefined)?.validationStrategy;
  return value === 'onSubmit' ? 'onSubmit' : 'eager';
}

/**
 * How the forms check fields for a strategy. Nothing is checked on the fly before the first
 * submit, except that with `eager` a field the player typed into is checked when left and then on
 * every change while it is wrong. After a submit every field follows each change. A field only
 * focused and left empty is not marked wrong before a submit.
 */
export interface FormModes {
  mode: 'onSubmit';
  reValidateMode: 'onChange';
  /** Check a filled-in field when it is left (eager). */
  validateOnBlur: boolean;
}

export function formModes(strategy: ValidationStrategy): FormModes {
  return { mode: 'onSubmit', reValidateMode: 'onChange', validateOnBlur: strategy === 'eager' };
}

/** The confirm-e-mail popup follows a registration by e-mail when the operator has it on (spec §3). */
export function offersEmailConfirmation(login: string, options: Pick<RegistrationOptions, 'confirmEmailPopup'>): boolean {
  return options.confirmEmailPopup && login.includes('@');
}
