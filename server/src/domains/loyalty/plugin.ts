import { domainPlugin, type DomainPluginOptions } from '../../domain-plugin';
import { registerOpsScope } from '../../ops/guard';
import { loyaltyShopOpsRoutes } from './ops';

/** The loyalty programme's ops routes (the shop's products, `/ops/loyalty/products…`). */
export const loyaltyPlugin = domainPlugin<DomainPluginOptions>('loyalty', async (app, { db, opsToken }) => {
  registerOpsScope(app, opsToken, [loyaltyShopOpsRoutes(db)]);
});
