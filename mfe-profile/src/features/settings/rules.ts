import { isLocale, localePath, stripLocale, type Locale, type Params, type Result, type ToastType } from '@casino/shared';
import { fieldRules, isoDay, parseDate, validateValue, type MessagesMap } from '@casino/shared/validation';
import { safeInternalPath } from '@casino/shared/remote';
import type { FieldErrors } from '../../lib/form';

type ProfileInfo = Result<'account.getprofileinfo'>;
export type PersonalDataFields = Result<'Account.getPersonalDataFields'>;
export type PersonalDataField = PersonalDataFields['fields'][number]['name'];
export type PersonalValues = Record<PersonalDataField, string>;

const TOAST_TYPES: readonly ToastType[] = ['info', 'success', 'warning', 'error'];

/** The form's values from the saved profile: dates as dd.mm.yyyy, sex 0 (not set) as ''. */
export function valuesFromProfile(profile: ProfileInfo | undefined): PersonalValues {
  const birth = profile?.birth_date ? parseDate(profile.birth_date) : null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    first_name: profile?.first_name ?? '',
    last_name: profile?.last_name ?? '',
    sex: profile?.sex ? String(profile.sex) : '',
    birth_date: birth ? `${pad(birth.getDate())}.${pad(birth.getMonth() + 1)}.${birth.getFullYear()}` : '',
    document_number: profile?.document.number ?? profile?.document_number ?? '',
    country: profile?.country ?? '',
    country_code: profile?.country_code ?? '',
    region: profile?.region ?? '',
    home_town: profile?.home_town ?? '',
    address: profile?.address ?? '',
    postcode: profile?.postcode ?? '',
  };
}

/** The rule of spec §5 each personal data field is checked with, and its options. */
function check(name: PersonalDataField, value: string, messages: MessagesMap, today: Date): string | null {
  const context = { field: name, messages };
  switch (name) {
    case 'first_name':
    case 'last_name':
      return validateValue('name', value, {}, context);
    case 'sex':
      return validateValue('sex', value, {}, context);
    case 'birth_date':
      return validateValue('date', value, { min: fieldRules.birthDate.earliest, max: today }, context);
    case 'document_number':
      return validateValue('documentNumber', value, { max: 50 }, context);
    case 'country_code':
      return validateValue('custom', value.trim(), { regex: '^[A-Za-z]{2}$' }, context);
    case 'postcode':
      return validateValue('postcode', value, {}, context);
    case 'country':
    case 'region':
    case 'home_town':
    case 'address':
      return validateValue('address', value, {}, context);
  }
}

/** The messages of the shown fields: an empty optional field is valid. */
export function validatePersonalData(values: PersonalValues, form: PersonalDataFields, messages: MessagesMap, today = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  for (const { name, is_required } of form.fields) {
    const value = values[name] ?? '';
    if (value.trim() === '') {
      if (is_required) errors[name] = validateValue('text', '', {}, { field: name, messages })!;
      continue;
    }
    const message = check(name, value, messages, today);
    if (message) errors[name] = message;
  }
  return errors;
}

/** What `account.saveProfileInfo` gets: every shown field ('' clears one), the document type with its number. */
export function saveParams(values: PersonalValues, form: PersonalDataFields): Params<'account.saveProfileInfo'> {
  const params: Record<string, string | number> = {};
  for (const { name } of form.fields) {
    const value = (values[name] ?? '').trim();
    if (name === 'sex') params.sex = Number(value) || 0;
    else if (name === 'birth_date') {
      const date = parseDate(value);
      params.birth_date = date ? isoDay(date) : value;
    } else params[name] = name === 'country_code' ? value.toUpperCase() : value;
  }
  if ('document_number' in params && form.document_type) params.document_type = form.document_type;
  return params as Params<'account.saveProfileInfo'>;
}

/** Where to go after a successful save (spec §2 `from`): a path inside the site in the page's language, else nowhere. */
export function returnPath(from: string | null, locale: Locale): string | null {
  const safe = safeInternalPath(from);
  if (!safe) return null;
  const stripped = stripLocale(safe);
  return isLocale(locale) ? localePath(locale, stripped) : stripped;
}

/** The toast type of spec §2 `toastType`; success unless a known one is asked for. */
export function toastTypeOf(value: string | null): ToastType {
  return (TOAST_TYPES as readonly string[]).includes(value ?? '') ? (value as ToastType) : 'success';
}
