/**
 * Payment details (requisites) a method asks for, validated by their type with the rules of
 * spec §5; the server checks them again.
 */
import { z } from 'zod';
import type { Result } from '@casino/shared';
import { fieldMask, messageFor, optionalStringField, RULES, stringField, type MessagesMap, type Rule } from '@casino/shared/validation';

export type RequisiteField = Result<'cashier.getdepositsettings'>['methods'][number]['fields'][number];

function ruleField(rule: Rule, field: string, messages: MessagesMap, required: boolean, regex?: string | null) {
  return z.string().superRefine((value, ctx) => {
    if (!required && value.trim() === '') return;
    const found = rule(value, regex ? { regex } : {});
    if (found) ctx.addIssue({ code: 'custom', message: messageFor(found, field, messages), params: { type: found.type } });
  });
}

/** The validation of one detail field, by its type. */
export function requisiteSchema(field: RequisiteField, messages: MessagesMap) {
  const options = { field: field.name, messages };
  const make = field.isRequired ? stringField : optionalStringField;
  switch (field.type) {
    case 'cardNumber':
      return make('cardNumber', options);
    case 'phone':
      return make('phone', options);
    case 'iban':
      return make('iban', options);
    case 'cardHolder':
      return ruleField(RULES.cardHolder, field.name, messages, field.isRequired);
    case 'wallet':
    case 'text':
      return field.regex ? ruleField(RULES.custom, field.name, messages, field.isRequired, field.regex) : make('text', options);
    case 'bank':
      return make('text', options);
  }
}

export function requisitesSchema(fields: readonly RequisiteField[], messages: MessagesMap) {
  return z.object(Object.fromEntries(fields.map((f) => [f.name, requisiteSchema(f, messages)])));
}

/** Details typed through a mask go as the server keeps them: card numbers and phones as digits only. */
const DIGITS_ONLY: ReadonlySet<RequisiteField['type']> = new Set(['cardNumber', 'phone']);

/** Only the details the player filled in, trimmed; card numbers and phones without the mask's separators. */
export function cleanRequisites(
  requisites: Record<string, string | undefined> | undefined,
  fields: readonly Pick<RequisiteField, 'name' | 'type'>[] = [],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(requisites ?? {})) {
    if (typeof v !== 'string' || v.trim() === '') continue;
    const type = fields.find((f) => f.name === k)?.type;
    out[k] = type && DIGITS_ONLY.has(type) ? v.replace(/\D/g, '') : v.trim();
  }
  return out;
}

/** The mask of a detail field: forms-config `deposit` or `withdraw`, by the field's name, then by its type. */
export function requisiteMask(formsConfig: unknown, form: 'deposit' | 'withdraw', field: Pick<RequisiteField, 'name' | 'type'>): string | null {
  return fieldMask(formsConfig, form, [field.name, field.type]);
}
