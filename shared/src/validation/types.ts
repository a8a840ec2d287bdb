/** Which rule a field type or a profile field name uses (spec §5). */
import * as rules from './rules';
import type { Rule, RuleOptions } from './rules';
import { messageFor, type MessagesMap } from './messages';

export const RULES = {
  password: rules.password,
  code: rules.code,
  twoFactorCode: rules.twoFactorCode,
  sum: rules.sum,
  name: rules.name,
  address: rules.address,
  anotherPattern: rules.anotherPattern,
  date: rules.date,
  sex: rules.sex,
  text: rules.text,
  postcode: rules.postcode,
  phone: rules.phone,
  custom: rules.custom,
  email: rules.email,
  cardHolder: rules.cardHolder,
  fakeName: rules.fakeName,
  promocode: rules.promocode,
  checkbox: rules.checkbox,
  iban: rules.iban,
  cardNumber: rules.cardNumber,
} as const satisfies Record<string, Rule>;

export type RuleName = keyof typeof RULES;

/**
 * Input types that reuse another rule. Spec §5 puts `cardHolder` on the text rule; the stricter
 * `RULES.cardHolder` (letters, spaces, . ' -) is there for forms that ask for it by rule name.
 */
export const TYPE_ALIASES: Record<string, RuleName> = {
  login: 'text',
  documentType: 'text',
  documentNumber: 'text',
  cpf: 'text',
  cardHolder: 'text',
  newPassword: 'password',
  newPasswordConfirm: 'password',
  new_password: 'password',
  new_password_confirmation: 'password',
  passwordConfirm: 'password',
  password_confirmation: 'password',
};

/** Profile and contact fields by name (spec §5, last point). */
export const FIELD_RULES: Record<string, RuleName> = {
  first_name: 'name',
  last_name: 'name',
  sex: 'sex',
  birth_date: 'date',
  documentNumber: 'text',
  document_number: 'text',
  address: 'address',
  postcode: 'postcode',
  email: 'email',
  phone: 'phone',
};

const own = (table: object, key: string) => Object.prototype.hasOwnProperty.call(table, key);

/** The rule for a type or field name: alias, then rule name, then profile field, else text. */
export function ruleFor(typeOrField: string): RuleName {
  if (own(TYPE_ALIASES, typeOrField)) return TYPE_ALIASES[typeOrField] as RuleName;
  if (own(RULES, typeOrField)) return typeOrField as RuleName;
  if (own(FIELD_RULES, typeOrField)) return FIELD_RULES[typeOrField] as RuleName;
  return 'text';
}

export interface ValidateContext {
  /** The field's name, for per-field message overrides. */
  field?: string;
  messages?: MessagesMap;
}

/** Validates one value by type; returns the message to show, or null when valid. */
export function validateValue(type: string, value: unknown, options: RuleOptions = {}, context: ValidateContext = {}): string | null {
  const found = RULES[ruleFor(type)](value, options);
  return found ? messageFor(found, context.field, context.messages) : null;
}
