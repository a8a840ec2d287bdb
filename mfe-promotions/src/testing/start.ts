import { startRemoteForTest, type StartRemoteOptions } from '@casino/shared/testing';
import app from '../app';

/**
 * Starts the promotions for a test away from the home page: there `start()` prefetches the
 * banners, and the tests of the banner strip check the strip's own request.
 */
export function startPromotions(options: StartRemoteOptions = {}) {
  return startRemoteForTest(app, { url: '/offers', ...options });
}
