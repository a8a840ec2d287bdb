import { SeoHead } from '../features/seo';
import { LiveChat } from '../features/chat';
import { CustomCode } from '../features/custom-code';
import { Analytics } from '../features/analytics';
import { Tracking } from '../features/tracking';
import { BuildUpdates } from '../features/service-worker';
import { PageVitals } from '../features/vitals';
import { useInactivityLogout } from '../features/inactivity';
import { useBalanceRefresh } from '../features/balance-refresh';
import { usePopups } from '../features/popups';
import { useRealityCheck } from '../features/reality-check';

/**
 * Page furniture, loaded after the first paint: SEO head on client navigation, live chat, the
 * operator's custom code, analytics counters, visit and fraud-check hits, new-build offers, page
 * timings per release (the `web-vitals` library stays out of the first-visit bytes), and the
 * services of a signed-in player's timers.
 * Each renders nothing itself; a failure of any is logged and the page goes on (spec §8).
 */
export default function PageFurniture() {
  // Minutes-long timers and operator pop-ups: none of them has anything to show before the first paint.
  useInactivityLogout();
  useBalanceRefresh();
  usePopups();
  useRealityCheck();
  return (
    <>
      <SeoHead />
      <LiveChat />
      <CustomCode />
      <Analytics />
      <Tracking />
      <BuildUpdates />
      <PageVitals />
    </>
  );
}
