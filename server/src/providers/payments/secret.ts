import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { keptSecret } from '../../db/kept-secret';

/**
 * The secret the demo provider signs its callbacks with and the merchant checks them with:
 * PAYMENTS_CALLBACK_SECRET, else one generated once and kept in the database (so every instance
 * and every restart agree).
 */
export function callbackSecret(db: Kysely<DB>, configured: string | null = null): Promise<string> {
  return configured ? Promise.resolve(configured) : keptSecret(db, 'payments.demo.callback_secret');
}
