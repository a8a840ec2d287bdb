import { ApiError, type Result } from '@casino/shared';
import { z } from 'zod';
import { applyMask, fieldMask, localPhoneMask, messageFor, RULES, stringField, type MessagesMap } from '@casino/shared/validation';

export type ContactKind = 'email' | 'phone';
export type Contacts = Result<'account.getprofileinfo'>['contacts'];
export type PhoneSettings = Result<'account.getContactPhoneSettings'>;

/** Translation keys (under `contacts.`) of the texts spec §8 names for failed saves and wrong codes (the code's by contact kind: e-mail code or SMS code). */
export const FAILURE_KEYS = {
  email: 'errors.email',
  phone: 'errors.phone',
  code: 'errors.code',
  inUse: 'errors.inUse',
} as const;

/** The add-or-change form: the country option (phones only) and the value typed. */
export interface ContactValues {
  country: string;
  value: string;
}

/**
 * The add-or-change form's schema (spec §5): an e-mail by the e-mail rule; a phone by the phone
 * rule, checked as the full number under the chosen country code. Messages of field `email` or `phone`.
 */
export function contactSchema(kind: ContactKind, settings: PhoneSettings | null, messages: MessagesMap) {
  if (kind === 'email') return z.object({ country: z.string(), value: stringField('email', { field: 'email', messages }) });
  return z.object({ country: z.string(), value: z.string() }).superRefine(({ country, value }, ctx) => {
    const found = RULES.phone(value.trim() === '' ? '' : fullPhone(settings ? codeOf(settings, country) : '', value));
    if (found) ctx.addIssue({ code: 'custom', path: ['value'], message: messageFor(found, 'phone', messages), params: { type: found.type } });
  });
}

/** The confirmation code: 6 digits (spec §5). */
export function codeSchema(messages: MessagesMap) {
  return z.object({ code: stringField('code', { field: 'code', messages }) });
}

/** Digits of a phone number as typed (spaces, dashes, brackets, a leading + dropped). */
export function phoneDigits(value: string): string {
  return value.replace(/[^\d]/g, '');
}

/** The full international number of a local part under a country code; a number typed with + stays as it is. */
export function fullPhone(countryCode: string, local: string): string {
  const digits = phoneDigits(local);
  return local.trim().startsWith('+') ? digits : `${countryCode}${digits}`;
}

/** The part of a saved number after its country code (to edit it under the select). */
export function localPart(value: string, countryCode: string | null): string {
  return countryCode && value.startsWith(countryCode) ? value.slice(countryCode.length) : value;
}

/** The country (option value) of a saved phone, else the operator's default. */
export function countryOf(settings: PhoneSettings, phone: Contacts['phone']): string {
  const saved = phone?.phone_country_code;
  const match = saved ? settings.country_codes.find((c) => c.code === saved.replace(/^\+/, '')) : undefined;
  return match?.country ?? settings.default_country;
}

/**
 * The mask of the number typed after a country code (forms-config `profileSettings`, the phone's
 * mask for that code, without the code the select shows): "## ###-##-##" under 998; none when not configured.
 */
export function localPhoneMaskOf(formsConfig: unknown, countryCode: string): string | null {
  const mask = countryCode ? fieldMask(formsConfig, 'profileSettings', 'phone', countryCode) : null;
  return mask ? localPhoneMask(mask, countryCode) : null;
}

/** The form's starting values: a saved number shown with its country's mask. */
export function maskedInitial(initial: ContactValues, mask: string | null): ContactValues {
  return mask ? { ...initial, value: applyMask(initial.value, mask) } : initial;
}

/** The code of a country option. */
export function codeOf(settings: PhoneSettings, country: string): string {
  return settings.country_codes.find((c) => c.country === country)?.code ?? settings.country_codes[0]?.code ?? '';
}

/** How a contact is shown: e-mail as saved, phone with a leading +. */
export function displayValue(kind: ContactKind, value: string): string {
  return kind === 'phone' ? `+${value}` : value;
}

/** The server's text of a field, if the error is a field error of `field`. */
export function fieldText(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError) || !error.fields) return null;
  const raw = error.fields[field];
  if (raw === undefined) return null;
  return (Array.isArray(raw) ? raw[0] : raw) ?? null;
}

/**
 * The key (under `contacts.`) of the text for a failed save (spec §4, §8): wrong e-mail address,
 * wrong phone format, or a contact another player uses; null when it is no field error of the contact.
 */
export function saveFailureKey(kind: ContactKind, error: unknown): string | null {
  const text = fieldText(error, 'contact') ?? fieldText(error, 'phone_country_code');
  if (text === null) return null;
  return text === 'Contact is already in use' ? FAILURE_KEYS.inUse : FAILURE_KEYS[kind];
}

/** Whether a failed confirmation is a wrong (or expired) code: the field shows "profile sms code error" (spec §8). */
export function isWrongCode(error: unknown): boolean {
  return fieldText(error, 'code') !== null;
}
