/**
 * zod schemas built on the pure rules, for react-hook-form's `zodResolver`. Each schema reports
 * the rule's message (defaults of spec §5 or the operator's override) and tags the zod issue with
 * `params.type` so callers can tell error kinds apart without comparing texts.
 */
import { z } from 'zod';
import { messageFor, type Issue, type MessagesMap } from './messages';
import { parseSum, type RuleOptions } from './rules';
import { RULES, ruleFor } from './types';

export interface FieldSchemaOptions extends RuleOptions {
  /** Field name used to look up overrides in `messages`. */
  field?: string;
  messages?: MessagesMap;
}

type Ctx = { addIssue(issue: { code: 'custom'; message: string; params?: Record<string, unknown> }): void };

function report(found: Issue | null, ctx: Ctx, options: FieldSchemaOptions) {
  if (found) ctx.addIssue({ code: 'custom', message: messageFor(found, options.field, options.messages), params: { type: found.type } });
}

const requiredMessage = (options: FieldSchemaOptions) => messageFor({ type: 'required' }, options.field, options.messages);

/** A string field validated by the rule of `type` (a rule name, an alias or a profile field name). */
export function stringField(type: string, options: FieldSchemaOptions = {}) {
  const rule = RULES[ruleFor(type)];
  // A value that is not a string at all (an unregistered input gives undefined) counts as missing.
  return z.string({ error: () => requiredMessage(options) }).superRefine((value, ctx) => report(rule(value, options), ctx, options));
}

/** Like `stringField`, but an absent or empty value is valid (optional inputs). */
export function optionalStringField(type: string, options: FieldSchemaOptions = {}) {
  const rule = RULES[ruleFor(type)];
  return z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      if (value === undefined || value.trim() === '') return;
      report(rule(value, options), ctx, options);
    });
}

/** A checkbox; with `required` it must be ticked (terms), else any boolean goes. */
export function checkboxField(options: FieldSchemaOptions & { required?: boolean } = {}) {
  const schema = z.boolean({ error: () => requiredMessage(options) });
  if (!options.required) return schema.optional();
  return schema.optional().superRefine((value, ctx) => report(RULES.checkbox(value, options), ctx, options));
}

/** An amount typed as text ("1,500"); the parsed whole number is the output. */
export function sumField(options: FieldSchemaOptions = {}) {
  return stringField('sum', options).transform((value) => parseSum(value));
}

/** A password repeat: the password rule, plus equality with the field named `sameAs` of the same object. */
export function withSameAs<T extends z.ZodObject>(schema: T, field: string, sameAs: string, messages?: MessagesMap) {
  return schema.superRefine((values: Record<string, unknown>, ctx) => {
    const first = values[sameAs];
    const second = values[field];
    if (typeof first === 'string' && first !== '' && typeof second === 'string' && second !== '' && first !== second) {
      ctx.addIssue({ code: 'custom', path: [field], message: messageFor({ type: 'sameAs' }, field, messages), params: { type: 'sameAs' } });
    }
  });
}
