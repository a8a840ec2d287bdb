import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { MessagesMap } from '@casino/shared/validation';
import { serverFieldErrors, serverFieldMessage } from '../rules/errors';

/** A server's field text in the player's language (`serverFieldMessage`). */
export function localiseServerText(t: TFunction, text: string, field: string, messages: MessagesMap): string {
  const message = serverFieldMessage(text, field, messages);
  return 'key' in message ? t(message.key) : message.text;
}

/** Puts the server's field errors on the form's fields, worded with the form's messages; answers whether any field got one. */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
  t: TFunction,
  messages: MessagesMap,
): boolean {
  const found = serverFieldErrors(error, fields);
  const names = Object.keys(found) as Path<T>[];
  names.forEach((name, i) => setError(name, { type: 'server', message: localiseServerText(t, found[name]!, name, messages) }, { shouldFocus: i === 0 }));
  return names.length > 0;
}
