/**
 * Payment details (requisites) a method asks for, validated by their type with the rules of
 * spec §5; the server checks them again.
 */
import { z } from 'zod';
import type { Result } from '@casino/shared';
import { messageFor, optionalStringField, RULES, stringField, type MessagesMap, type Rule } from '@casino/shared/validation';

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

/** Only the details the player filled in, trimmed. */
export function cleanRequisites(requisites: Record<string, string | undefined> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(requisites ?? {})) if (typeof v === 'string' && v.trim() !== '') out[k] = v.trim();
  return out;
}

