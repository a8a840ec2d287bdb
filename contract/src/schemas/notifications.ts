// Parameter and result schemas of the `notifications.*` methods.
import { z } from 'zod';
import { count, flag, id, offset, page } from './common';
import { notificationItem } from './shapes/notifications';

export const notificationsSchemas = {
  /** The player's notifications, newest first, and how many are unread. */
  'notifications.get': {
    params: z.object({ offset: offset(), count: count(10, 50) }),
    result: page(notificationItem).extend({ unread: z.number().int() }),
  },
  /** Marks one notification (`id`) or all of them (`all=1`) read; answers the unread count left. */
  'notifications.markRead': {
    params: z
      .object({ id: id().optional(), all: flag().optional() })
      .refine((p) => (p.id !== undefined) !== (p.all === true), { message: 'Field is required', path: ['id'] }),
    result: z.object({ unread: z.number().int() }),
  },
};
