import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@casino/shared';
import { messageFor, serverTextIssue, type MessagesMap } from '@casino/shared/validation';

/**
 * The server's field errors (spec §8 `fields`) for the fields a form has, in the player's
 * language: validator texts through the form's messages, texts in `own` (server text → own
 * text) as given, others as sent.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[], messages: MessagesMap, own: Record<string, string> = {}): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError) || !error.fields) return out;
  for (const [field, raw] of Object.entries(error.fields)) {
    if (!fields.includes(field)) continue;
    const text = Array.isArray(raw) ? String(raw[0] ?? '') : String(raw);
    if (own[text]) {
      out[field] = own[text];
      continue;
    }
    const issue = serverTextIssue(text);
    out[field] = issue ? messageFor(issue, field, messages) : text;
  }
  return out;
}

/**
 * Puts the server's field errors on a react-hook-form form, the cursor in the first of them (in
 * the order of `fields`, the order the form shows them); answers the texts put, by field.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  messages: MessagesMap,
  own: Record<string, string> = {},
): Partial<Record<Path<T>, string>> {
  const found = serverFieldErrors(error, fields, messages, own);
  const names = fields.filter((name) => found[name] !== undefined);
  names.forEach((name, i) => setError(name, { type: 'server', message: found[name] }, { shouldFocus: i === 0 }));
  return found as Partial<Record<Path<T>, string>>;
}
