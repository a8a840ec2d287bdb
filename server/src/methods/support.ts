import type { Kysely } from 'kysely';
import { supportSettings } from '@casino/contract/schemas';
import type { z } from 'zod';
import { defineHandlers, type Locale } from '../api/handler';
import { addressKey, enforce } from '../auth/rate-limit';
import { sanitizeHtml } from '../content/sanitize';
import { entriesFor } from '../content/store';
import type { DB } from '../db/schema';
import { sendFeedback } from '../domains/support';

type SupportSettings = z.infer<typeof supportSettings>;

/** Feedback per address: a few an hour; per account: a few more a day (TooManyRequests). */
const FEEDBACK_PER_IP = { max: 5, windowSeconds: 3600 };
const FEEDBACK_PER_ACCOUNT = { max: 10, windowSeconds: 86_400 };
/** Where feedback goes when the content names no e-mail channel. */
export const DEFAULT_SUPPORT_MAILBOX = 'support@example.com';

/**
 * The content service's `support` section for the locale (the locale's entry over the neutral
 * one), checked against the shared schema; FAQ answers are sanitised HTML. Empty when unset.
 */
export async function readSupportSettings(db: Kysely<DB>, locale: Locale): Promise<SupportSettings> {
  const rows = await entriesFor(db, 'support', locale);
  const merged = Object.assign({}, ...rows.map((r) => r.data as object)) as unknown;
  const checked = supportSettings.safeParse({ channels: [], hours: '', faq: [], ...(merged as object) });
  const settings = checked.success ? checked.data : { channels: [], hours: '', faq: [] };
  return { ...settings, faq: await Promise.all(settings.faq.map(async (f) => ({ question: f.question, answer: await sanitizeHtml(f.answer) }))) };
}

/**
 * `support.getsettings` and `support.sendFeedback` (spec §7): the support page's channels, hours
 * and questions from the content service, and its feedback form: each message is stored and
 * queued in the outbox for the support mailbox (the content's e-mail channel).
 */
export const supportHandlers = defineHandlers({
  async 'support.getsettings'(ctx) {
    return readSupportSettings(ctx.db, ctx.locale);
  },

  async 'support.sendFeedback'(ctx) {
    await enforce(ctx.db, `feedback:${addressKey(ctx.ip)}`, FEEDBACK_PER_IP);
    const accountId = ctx.session?.account.id ?? null;
    if (accountId) await enforce(ctx.db, `feedback-account:${accountId}`, FEEDBACK_PER_ACCOUNT);
    const p = ctx.params;
    const settings = await readSupportSettings(ctx.db, ctx.locale);
    const mailbox = settings.channels.find((c) => c.type === 'email')?.value ?? DEFAULT_SUPPORT_MAILBOX;
    const id = await sendFeedback(ctx.db, {
      accountId,
      name: p.name,
      email: p.email,
      topic: p.topic,
      message: p.message,
      locale: ctx.locale,
      ip: ctx.ip,
      mailbox,
    });
    return { id };
  },
});
