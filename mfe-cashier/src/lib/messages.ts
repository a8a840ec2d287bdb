import { useMemo } from 'react';
import { useConfigStore } from '@casino/shared';
import { formMessages, messageFor, serverTextIssue, type MessagesMap } from '@casino/shared/validation';

/** Validator messages of a cashier form: the operator's texts, then the form's own overrides, then spec §5 (`formMessages`). */
export const cashierFormMessages: (formsConfig: unknown, form: string) => MessagesMap = formMessages;

export function useCashierFormMessages(form: string): MessagesMap {
  const section = useConfigStore((s) => s.config['forms-config']);
  return useMemo(() => cashierFormMessages(section, form), [section, form]);
}

/**
 * A field error the server sent, in the player's language when it is one of the validator texts
 * (answers null otherwise, so the caller chooses its own text).
 */
export function localiseServerFieldText(text: string, field: string, messages: MessagesMap): string | null {
  const issue = serverTextIssue(text);
  return issue ? messageFor(issue, field, messages) : null;
}
