import { bus, type ClientEvent } from '@casino/shared';

/**
 * Auth analytics (spec §4, §8): sign-in and registration identify the player for the promo
 * analytics, sign-out anonymises, and failed sign-ins and sign-outs report their error code.
 * Events go to the tag manager's data layer, which the operator's tags read, and on the bus to
 * the shell's analytics, which sends them to the server (`events.handle`). Names: the shared
 * client events.
 */
export type AuthAnalyticsEvent = Exclude<ClientEvent, { event: 'deposit_page_opened' }>;

type DataLayer = { push(entry: Record<string, unknown>): unknown };

function dataLayer(): DataLayer | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { dataLayer?: DataLayer };
  w.dataLayer ??= [] as unknown as DataLayer;
  return w.dataLayer;
}

export function track(event: AuthAnalyticsEvent, layer: DataLayer | null = dataLayer()): void {
  try {
    layer?.push({ ...event });
  } catch (error) {
    console.error('[auth] analytics push failed', error);
  }
  bus.emit('analytics:event', event);
}

/** What a finished sign-in or registration reports. */
export function signedInEvents(kind: 'login' | 'register', uid: number, method: string): AuthAnalyticsEvent[] {
  return [kind === 'login' ? { event: 'auth_login', uid, method } : { event: 'auth_register', uid, method }, { event: 'promo_identify', uid }];
}

export function signedOutEvents(reason: string): AuthAnalyticsEvent[] {
  return [{ event: 'auth_logout', reason }, { event: 'promo_anonymise' }];
}
