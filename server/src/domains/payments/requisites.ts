/**
 * Payment details a player types for a method, checked against the method's fields. Messages
 * are the validator texts of spec §5, so the form shows them under the field as it would its own.
 */
import type { ErrorFields } from '@casino/contract';
import type { RequisiteFieldDef } from '../../db/schema';

export function luhn(digits: string): boolean {
  let total = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    total += d;
  }
  return total % 10 === 0;
}

function ibanValid(value: string): boolean {
  const compact = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

function safeRegExp(pattern: string | null | undefined): RegExp | null {
  if (!pattern) return null;
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/** Normalised value of a field (card numbers and phones without spaces), or the message of what is wrong. */
export function checkRequisite(field: RequisiteFieldDef, raw: string | undefined, banks: ReadonlySet<string>): { value: string } | { error: string } {
  const value = (raw ?? '').trim();
  if (value === '') return field.isRequired ? { error: 'Field is required' } : { value: '' };
  const pattern = safeRegExp(field.regex);
  switch (field.type) {
    case 'cardNumber': {
      const digits = value.replace(/[\s-]/g, '');
      return /^\d{12,19}$/.test(digits) && luhn(digits) ? { value: digits } : { error: 'Field Card number' };
    }
    case 'cardHolder':
      return /^[\p{L}\p{M} .'-]{2,60}$/u.test(value) ? { value: value.toUpperCase() } : { error: 'Wrong symbols in name' };
    case 'phone': {
      const phone = value.replace(/[\s\-().]/g, '').replace(/^\+/, '');
      return /^\d{7,15}$/.test(phone) ? { value: phone } : { error: 'Wrong phone number' };
    }
    case 'iban':
      return ibanValid(value) ? { value: value.replace(/\s/g, '').toUpperCase() } : { error: 'Wrong iban' };
    case 'bank':
      return banks.has(value) ? { value } : { error: 'Field regex' };
    case 'wallet':
    case 'text':
      if (pattern && !pattern.test(value)) return { error: 'Field regex' };
      return { value };
  }
}

/**
 * Checks every field of the method; answers the clean details (only the method's own fields)
 * or the errors by field name.
 */
export function checkRequisites(
  fields: readonly RequisiteFieldDef[],
  given: Record<string, string> | undefined,
  banks: ReadonlySet<string> = new Set(),
): { ok: true; requisites: Record<string, string> } | { ok: false; errors: ErrorFields } {
  const requisites: Record<string, string> = {};
  const errors: ErrorFields = {};
  for (const field of fields) {
    const checked = checkRequisite(field, given?.[field.name], banks);
    if ('error' in checked) errors[field.name] = checked.error;
    else if (checked.value !== '') requisites[field.name] = checked.value;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, requisites };
}

/** What history and receipts show of details: card numbers masked to their last four digits. */
export function maskRequisites(fields: readonly RequisiteFieldDef[], requisites: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(requisites)) {
    const type = fields.find((f) => f.name === name)?.type;
    out[name] = type === 'cardNumber' ? `•••• ${value.slice(-4)}` : type === 'iban' ? `${value.slice(0, 4)} •••• ${value.slice(-4)}` : value;
  }
  return out;
}
