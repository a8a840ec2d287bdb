import { domainPlugin, type DomainPluginOptions } from '../../domain-plugin';
import { registerOpsScope } from '../../ops/guard';
import { cashbackOpsRoutes } from './ops';
import { startCashbackSchedule } from './schedule';

export interface CashbackPluginOptions extends DomainPluginOptions {
  /** How often the schedule looks for ended periods (`CASHBACK_CHECK_SECONDS`). */
  checkSeconds: number;
}

/** Cashback's ops routes (`/ops/cashback/…`) and its schedule, which settles each ended period. */
export const cashbackPlugin = domainPlugin<CashbackPluginOptions>('cashback', async (app, { db, opsToken, workers, checkSeconds }) => {
  registerOpsScope(app, opsToken, [cashbackOpsRoutes(db)]);
  if (workers) {
    const stop = startCashbackSchedule(db, checkSeconds, { log: app.log });
    app.addHook('onClose', async () => stop());
  }
});
