import { expect, type APIRequestContext } from '@playwright/test';

/** A message the development outbox (/dev/outbox.json, demo starts only) holds, newest first. */
export interface OutboxMessage {
  id: number;
  recipient: string;
  purpose: string;
  body: string;
}

/** Read through the test's base URL (the site under test). */
export async function outboxMessages(request: APIRequestContext): Promise<OutboxMessage[]> {
  return ((await (await request.get('/dev/outbox.json')).json()) as { items: OutboxMessage[] }).items;
}

/** The id of the newest message, to wait for one sent after it. */
export async function lastOutboxId(request: APIRequestContext): Promise<number> {
  return (await outboxMessages(request))[0]?.id ?? 0;
}

export const sixDigitCode = (body: string) => /\b(\d{6})\b/.exec(body)?.[1];

/**
 * Waits for the newest message to `recipient` (of `purpose`, newer than `afterId`) in which `read`
 * finds something, and answers it with the message's id.
 */
export async function fromOutbox(
  request: APIRequestContext,
  recipient: string,
  { purpose, afterId = 0, read = sixDigitCode }: { purpose?: string; afterId?: number; read?: (body: string) => string | undefined } = {},
): Promise<{ value: string; id: number }> {
  let found: { value: string; id: number } | null = null;
  await expect
    .poll(async () => {
      const message = (await outboxMessages(request)).find((m) => m.recipient === recipient && (!purpose || m.purpose === purpose) && m.id > afterId);
      const value = message && read(message.body);
      found = message && value ? { value, id: message.id } : null;
      return found !== null;
    })
    .toBe(true);
  return found!;
}

/** The newest 6-digit code sent to `recipient` (for `purpose`), once it has arrived. */
export async function outboxCode(request: APIRequestContext, recipient: string, purpose?: string): Promise<string> {
  return (await fromOutbox(request, recipient, purpose ? { purpose } : {})).value;
}
