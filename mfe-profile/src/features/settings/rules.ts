import { z } from 'zod';
import { normalizeInternalPath, stripLocale, type Params, type Result, type ToastType } from '@casino/shared';
import {
  applyMask,
  fieldMask,
  fieldRules,
  isOldEnough,
  isoDay,
  optionalStringField,
  parseDate,
  stringField,
  unmask,
  type DocumentType,
  type MessagesMap,
  type RuleOptions,
} from '@casino/shared/validation';

type ProfileInfo = Result<'account.getprofileinfo'>;
export type PersonalDataFields = Result<'Account.getPersonalDataFields'>;
export type PersonalDataField = PersonalDataFields['fields'][number]['name'];
/** The form's values; only the fields the operator shows are checked and sent. */
export type PersonalValues = Partial<Record<PersonalDataField, string>>;

/** Masks of the form's fields (forms-config `profileSettings`): the birth date's, the document number's for the document type. */
export type PersonalMasks = Partial<Record<PersonalDataField, string>>;

export function personalMasks(
  formsConfig: unknown,
  form: Pick<PersonalDataFields, 'document_type'>,
  documentType: string | null = form.document_type,
): PersonalMasks {
  const masks: PersonalMasks = {};
  const birth = fieldMask(formsConfig, 'profileSettings', 'birth_date');
  const document = documentType ? fieldMask(formsConfig, 'profileSettings', 'document_number', documentType) : null;
  if (birth) masks.birth_date = birth;
  if (document) masks.document_number = document;
  return masks;
}

/** The document types the player chooses from: the operator's list, else the one type the form names. */
export function documentTypesOf(form: Pick<PersonalDataFields, 'document_type' | 'document_types'>): DocumentType[] {
  return form.document_types ?? (form.document_type ? [form.document_type] : []);
}

/** The document type shown: the saved one when the operator still offers it, else the operator's first. */
export function documentTypeOf(profile: ProfileInfo | undefined, form: Pick<PersonalDataFields, 'document_type' | 'document_types'>): string {
  const offered: readonly string[] = documentTypesOf(form);
  const saved = profile?.document.type ?? null;
  return saved && offered.includes(saved) ? saved : (offered[0] ?? '');
}

const TOAST_TYPES: readonly ToastType[] = ['info', 'success', 'warning', 'error'];

/** The form's values from the saved profile: dates as dd.mm.yyyy, sex 0 (not set) as '', a document number with its mask. */
export function valuesFromProfile(
  profile: ProfileInfo | undefined,
  masks: PersonalMasks = {},
  form: Pick<PersonalDataFields, 'document_type' | 'document_types'> = { document_type: null },
): Required<PersonalValues> {
  const birth = profile?.birth_date ? parseDate(profile.birth_date) : null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    first_name: profile?.first_name ?? '',
    last_name: profile?.last_name ?? '',
    sex: profile?.sex ? String(profile.sex) : '',
    birth_date: birth ? `${pad(birth.getDate())}.${pad(birth.getMonth() + 1)}.${birth.getFullYear()}` : '',
    document_type: documentTypeOf(profile, form),
    document_number: withMask(profile?.document.number ?? profile?.document_number ?? '', masks.document_number),
    country: profile?.country ?? '',
    country_code: profile?.country_code ?? '',
    region: profile?.region ?? '',
    home_town: profile?.home_town ?? '',
    address: profile?.address ?? '',
    postcode: profile?.postcode ?? '',
  };
}

const withMask = (value: string, mask: string | undefined) => (mask ? applyMask(value, mask) : value);

/** The rule of spec §5 each personal data field is checked with, and its options. */
function ruleOf(name: PersonalDataField, today: Date): { type: string; options?: RuleOptions } {
  switch (name) {
    case 'first_name':
    case 'last_name':
      return { type: 'name' };
    case 'sex':
      return { type: 'sex' };
    case 'birth_date':
      return { type: 'date', options: { min: fieldRules.birthDate.earliest, max: today } };
    case 'document_type':
      return { type: 'documentType' };
    case 'document_number':
      return { type: 'documentNumber', options: { max: 50 } };
    case 'country_code':
      return { type: 'custom', options: { regex: '^\\s*[A-Za-z]{2}\\s*$' } };
    case 'postcode':
      return { type: 'postcode' };
    case 'country':
    case 'region':
    case 'home_town':
    case 'address':
      return { type: 'address' };
  }
}

/** The operator's legal age and the words that refuse a younger player (the player's language). */
export interface AgeRule {
  minimumAge: number;
  message: string;
}

/**
 * The zod schema of the fields the operator shows (spec §5 rules, forms-config messages): a
 * required field must be filled in, an empty optional one is valid; a real birth date must be of
 * the operator's legal age (the shared rule the server applies too).
 */
export function personalDataSchema(form: PersonalDataFields, messages: MessagesMap, today = new Date(), age?: AgeRule) {
  const shape = Object.fromEntries(
    form.fields.map(({ name, is_required }) => {
      const { type, options } = ruleOf(name, today);
      const make = is_required ? stringField : optionalStringField;
      const field = make(type, { ...options, field: name, messages });
      if (name !== 'birth_date' || !age) return [name, field];
      return [
        name,
        field.superRefine((value, ctx) => {
          const birth = parseDate(value ?? '');
          // A date the date rule refuses (future, before 1900) is told as a wrong date only.
          if (!birth || birth > today || isoDay(birth) < fieldRules.birthDate.earliest) return;
          if (!isOldEnough(birth, age.minimumAge, today)) ctx.addIssue({ code: 'custom', message: age.message });
        }),
      ];
    }),
  );
  // The shape is the operator's: typed as the form's values, whose fields it checks.
  return z.object(shape) as z.ZodType<PersonalValues, PersonalValues>;
}

/**
 * What `account.saveProfileInfo` gets: every shown field ('' clears one), the birth date as a day,
 * the document type with its number as typed without the mask's separators (the server takes letters, digits, spaces and hyphens).
 */
export function saveParams(values: PersonalValues, form: PersonalDataFields, masks: PersonalMasks = {}): Params<'account.saveProfileInfo'> {
  const params: Record<string, string | number> = {};
  for (const { name } of form.fields) {
    const value = (values[name] ?? '').trim();
    if (name === 'sex') params.sex = Number(value) || 0;
    else if (name === 'birth_date') {
      const date = parseDate(value);
      params.birth_date = date ? isoDay(date) : value;
    } else if (name === 'document_number' && masks.document_number) params.document_number = unmask(value, masks.document_number);
    else params[name] = name === 'country_code' ? value.toUpperCase() : value;
  }
  // A form without the type to choose: the number belongs to the operator's one type.
  if ('document_number' in params && !('document_type' in params) && form.document_type) params.document_type = form.document_type;
  return params as Params<'account.saveProfileInfo'>;
}

/**
 * Where to go after a successful save (spec §2 `from`): a path inside the site, relative to the
 * locale root (the platform's navigation puts the page's language back), else nowhere.
 */
export function returnPath(from: string | null): string | null {
  const safe = normalizeInternalPath(from);
  return safe ? stripLocale(safe) : null;
}

/** The toast type of spec §2 `toastType`; success unless a known one is asked for. */
export function toastTypeOf(value: string | null): ToastType {
  return (TOAST_TYPES as readonly string[]).includes(value ?? '') ? (value as ToastType) : 'success';
}
