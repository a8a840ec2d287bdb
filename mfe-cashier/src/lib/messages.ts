import { useMemo } from 'react';
import { useConfigStore } from '@casino/shared';
import { formMessages, messageFor, type MessageKey, type MessagesMap } from '@casino/shared/validation';

/** Validator messages of a cashier form: the operator's texts, then the form's own overrides, then spec §5 (`formMessages`). */
export const cashierFormMessages: (formsConfig: unknown, form: string) => MessagesMap = formMessages;

export function useCashierFormMessages(form: string): MessagesMap {
  const section = useConfigStore((s) => s.config['forms-config']);
  return useMemo(() => cashierFormMessages(section, form), [section, form]);
}

/** The server's validator texts (spec §5 defaults) and the message each stands for. */
const SERVER_TEXTS: Array<[RegExp, MessageKey, string?]> = [
  [/^Field is required$/, 'required'],
  [/^Min value is (.+)$/, 'minValue', 'min'],
  [/^Max value is (.+)$/, 'maxValue', 'max'],
  [/^Min length is (.+)$/, 'minLength', 'min'],
  [/^Max length is (.+)$/, 'maxLength', 'max'],
  [/^Field regex$/, 'regex'],
  [/^Field Card number$/, 'cardNumber'],
  [/^Wrong symbols in name$/, 'name'],
  [/^Wrong phone number$/, 'phone'],
  [/^Wrong iban$/, 'iban'],
];

/**
 * A field error the server sent, in the player's language when it is one of the validator texts
 * (answers null otherwise, so the caller chooses its own text).
 */
export function localiseServerFieldText(text: string, field: string, messages: MessagesMap): string | null {
  for (const [pattern, type, param] of SERVER_TEXTS) {
    const m = pattern.exec(text);
    if (m) return messageFor(param ? { type, params: { [param]: m[1]! } } : { type }, field, messages);
  }
  return null;
}
