/**
 * The demo payout provider (`PAYOUTS_PROVIDER=demo`, the default in the demo, refused in
 * production): it takes approved withdrawals, pays them after a short while (or fails the
 * configured ones) and tells the merchant through signed callbacks to `POST /payouts/callback/demo`
 * (mounted with the payouts, `domains/payouts/routes.ts`), sent again until acknowledged.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { PayoutSettings } from '../../domains/payouts';
import type { PayoutProvider } from '../../domains/payouts';
import { injectDeliver, repeatEvery } from '../callbacks/delivery';
import { createPayout, decideDue, deliverDue, PROVIDER, verifyPayoutCallback } from './demo-provider';

export function demoPayoutProvider(db: Kysely<DB>, settings: PayoutSettings): PayoutProvider {
  return {
    name: PROVIDER,
    requestPayout: (order) => createPayout(db, order, settings.demo.delayMs),
    verifyCallback: (raw, headers) =>
      verifyPayoutCallback(db, raw, headers, { secret: settings.callbackSecret, toleranceSeconds: settings.callbackToleranceSeconds }),
    async register(app, { workers }) {
      if (!workers) return;
      const deliver = injectDeliver(app);
      repeatEvery(app, settings.workerMs, 'demo payouts', async () => {
        const decided = await decideDue(db, settings.demo.fail);
        const sent = await deliverDue(db, deliver, { secret: settings.callbackSecret });
        if (decided || sent) app.log.info({ decided, sent }, 'demo payouts decided and reported');
      });
    },
  };
}
