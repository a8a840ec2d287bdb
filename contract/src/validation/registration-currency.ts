/**
 * The currency a new account starts in when the player has not chosen one: the currency of the
 * phone's country (+998 → UZS, +7 → RUB), else of the site language's country (uz → UZS,
 * ru → RUB), when the operator offers it; else the operator's default. The registration form
 * preselects it and the server uses it when a registration (social and Telegram ones too) names
 * no currency. Import-free: the server loads it without the browser core.
 */

/** Calling codes (digits) of the countries whose currency the site knows, and that currency. */
const PHONE_CURRENCIES: readonly { prefix: string; currency: string }[] = [
  { prefix: '998', currency: 'UZS' },
  // +7 6xx and +7 7xx are Kazakh numbers; the rest of +7 is Russia.
  { prefix: '76', currency: 'KZT' },
  { prefix: '77', currency: 'KZT' },
  { prefix: '7', currency: 'RUB' },
  { prefix: '996', currency: 'KGS' },
  { prefix: '992', currency: 'TJS' },
  { prefix: '993', currency: 'TMT' },
];

/** The currency of each site language's country. */
const LOCALE_CURRENCIES: Readonly<Record<string, string>> = { uz: 'UZS', ru: 'RUB' };

/**
 * The currency of a phone number's country, or null for an e-mail or a number of another country.
 * Phone logins are international numbers, with or without their + (the server gets them without).
 */
export function phoneCurrency(login: string | null | undefined): string | null {
  const text = (login ?? '').trim();
  if (!text || text.includes('@')) return null;
  const digits = text.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  const number = digits.replace(/^\+/, '');
  const match = [...PHONE_CURRENCIES].sort((a, b) => b.prefix.length - a.prefix.length).find((p) => number.startsWith(p.prefix));
  return match?.currency ?? null;
}

export interface RegistrationCurrencyInput {
  /** The login (or phone) typed; an e-mail or nothing gives no phone country. */
  phone?: string | null | undefined;
  /** The site language the player registers in. */
  locale?: string | null | undefined;
  /** The currencies the operator offers at registration. */
  offered: readonly string[];
  /** The operator's default currency. */
  operatorDefault: string;
}

/** The currency a new account starts in (see the module's comment). */
export function registrationCurrency({ phone, locale, offered, operatorDefault }: RegistrationCurrencyInput): string {
  const candidates = [phoneCurrency(phone), locale ? (LOCALE_CURRENCIES[locale] ?? null) : null];
  const found = candidates.find((c): c is string => c !== null && offered.includes(c));
  if (found) return found;
  return offered.length === 0 || offered.includes(operatorDefault) ? operatorDefault : offered[0]!;
}
