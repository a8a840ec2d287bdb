import { domainPlugin, type DomainPluginOptions } from '../../domain-plugin';
import { registerOpsScope } from '../../ops/guard';
import { startBonusExpiry } from './bonuses';
import { wageringOpsRoutes } from './wagering-ops';

/** How often expired bonuses and free spin packs are forfeited (each player's own calls also end theirs first). */
const BONUS_EXPIRY_SECONDS = 60;

/** The wagering settings' ops routes (`/ops/wagering/…`) and the worker that expires bonuses. */
export const bonusesPlugin = domainPlugin<DomainPluginOptions>('bonuses', async (app, { db, opsToken, workers }) => {
  registerOpsScope(app, opsToken, [wageringOpsRoutes(db)]);
  if (workers) {
    const stop = startBonusExpiry(db, BONUS_EXPIRY_SECONDS, app.log);
    app.addHook('onClose', async () => stop());
  }
});
