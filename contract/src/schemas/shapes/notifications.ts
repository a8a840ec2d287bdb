/** Building blocks of the API's schemas for the player's notifications (results and parameters the methods share). */
import { z } from 'zod';

/** One of the player's notifications: a kind and its parameters, worded by the browser (shared/notifications). */
export const notificationItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  params: z.record(z.string(), z.unknown()),
  created_at: z.number().int(),
  read: z.boolean(),
});
export type NotificationItem = z.output<typeof notificationItem>;
/** The signed token of an e-mail's /unsubscribe link (opaque to the browser). */
export const unsubscribeToken = () =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{16,200}$/, 'Field regex');
