import { formatNumber, i18n, isAuthenticated, pointsWord, useConfigStore, useSessionStore, type Platform } from '@casino/shared';
import type { LoyaltyNotification } from '@casino/shared/api/schemas';
import { loyaltyConfig, type LoyaltyConfig } from '../../lib/config';

/**
 * A credit notice names the points by the programme's alias with the count's plural form ("5 звёзд",
 * "10 yulduz"); the server's message (one form of the alias) stays for anything else.
 */
export function noticeText(n: LoyaltyNotification, alias: LoyaltyConfig['pointsAlias'], locale: ReturnType<Platform['locale']>): string {
  return creditText(n, alias, locale) ?? `${n.title}: ${n.message}`;
}

/** A points credit's text with the alias's plural form; null for any other notice. */
function creditText(n: LoyaltyNotification, alias: LoyaltyConfig['pointsAlias'], locale: ReturnType<Platform['locale']>): string | null {
  const t = i18n.getFixedT(locale, 'loyalty');
  if (n.type !== 'credit' || n.amountType !== 'points' || !i18n.exists('notices.credited', { ns: 'loyalty', lng: locale })) return null;
  const word = pointsWord(alias, n.amount, locale) ?? t('points.word', { count: n.amount });
  return t('notices.credited', { points: t('points.amount', { count: n.amount, value: formatNumber(n.amount), word }) });
}

/**
 * Spec §9 loyalty notifications: fetched after sign-in and after rounds, each shown as a toast
 * (5 s by default) 300 ms after the fetch, with the section's sound at volume 0.5.
 */
export function startNotices(
  platform: Platform,
  deps: { playSound?: (src: string, volume: number) => void; wait?: (ms: number) => Promise<void> } = {},
): () => void {
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const playSound =
    deps.playSound ??
    ((src: string, volume: number) => {
      if (typeof Audio === 'undefined') return;
      const audio = new Audio(src);
      audio.volume = volume;
      void audio.play().catch(() => undefined);
    });
  let stopped = false;
  let running = false;
  let again = false;

  const show = (items: LoyaltyNotification[]) => {
    const { notification, pointsAlias } = loyaltyConfig(useConfigStore.getState().config);
    for (const n of items) {
      // The shell's registered loyalty body shows title and message; the text is what a toast without it says.
      platform.bus.emit('toast:show', {
        text: noticeText(n, pointsAlias, platform.locale()),
        type: n.trigger === 'level_up' ? 'success' : 'info',
        time: notification.durationMs,
        icon: 'bell',
        component: 'loyalty-notification',
        data: { title: n.title, message: creditText(n, pointsAlias, platform.locale()) ?? n.message, trigger: n.trigger },
      });
    }
    if (notification.sound) playSound(notification.sound, notification.soundVolume);
    platform.bus.emit('loyalty:changed', {});
  };

  const fetchNotices = async () => {
    if (stopped || !isAuthenticated(useSessionStore.getState().account)) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      const { items } = await platform.api.call('loyalty.getnotifications', {});
      if (items.length && !stopped) {
        await wait(loyaltyConfig(useConfigStore.getState().config).notification.delayMs);
        if (!stopped) show(items);
      }
    } catch {
      // A missed fetch is caught up by the next sign-in or round.
    } finally {
      running = false;
      if (again && !stopped) {
        again = false;
        void fetchNotices();
      }
    }
  };

  const offs = [
    platform.bus.on('auth:login', () => void fetchNotices()),
    platform.bus.on('auth:register', () => void fetchNotices()),
    platform.bus.on('balance:changed', (p) => {
      if (p.reason === 'game') void fetchNotices();
    }),
  ];
  return () => {
    stopped = true;
    offs.forEach((off) => off());
  };
}
