/** Building blocks of the API's schemas for per-player storage, support and page metadata (results and parameters the methods share). */
import { z } from 'zod';

/** Per-player storage (`storage.*`): keys like `already_seen_cashback_id`, `confirm_sent_12`. */
export const STORAGE_LIMITS = { keyLength: 64, keys: 100, valueLength: 2048 } as const;
export const storageKey = () =>
  z
    .string()
    .trim()
    .min(1, 'Field is required')
    .max(200)
    .regex(/^[A-Za-z0-9_.:-]+$/, 'Field regex');
export const storageEntry = z.object({ key: z.string(), value: z.string().nullable() });
/** Support (`support.*`): how players reach support, and the feedback form's topics. */
export const SUPPORT_TOPICS = ['account', 'payments', 'games', 'bonuses', 'technical', 'other'] as const;
export const supportSettings = z.object({
  channels: z.array(z.object({ type: z.enum(['chat', 'email', 'phone', 'telegram']), value: z.string(), label: z.string() })),
  hours: z.string(),
  /** Answers are sanitised HTML. */
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
});
/** What `metadata.get` answers: the head the server writes for a page (title, meta and link tags). */
export const pageMetadata = z.object({
  path: z.string(),
  lang: z.enum(['uz', 'ru']),
  title: z.string(),
  tags: z.array(z.object({ tag: z.enum(['meta', 'link']), attrs: z.record(z.string(), z.string()) })),
});
