import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { serverFieldErrors, serverTextKey } from '../rules/errors';

/** A server text in the player's language when it is one the site knows; otherwise as sent. */
export function localiseServerText(t: TFunction, text: string): string {
  const key = serverTextKey(text);
  return key ? t(key) : text;
}

/** Puts the server's field errors on the form's fields; answers whether any field got one. */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, fields: readonly Path<T>[], setError: UseFormSetError<T>, t: TFunction): boolean {
  const found = serverFieldErrors(error, fields);
  const names = Object.keys(found) as Path<T>[];
  names.forEach((name, i) => setError(name, { type: 'server', message: localiseServerText(t, found[name]!) }, { shouldFocus: i === 0 }));
  return names.length > 0;
}
