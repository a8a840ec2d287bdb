import { bus, clientEventRequest, stripLocale, type ClientEvent } from '@casino/shared';
import { api } from '../../platform/api';

type Send = (event: ClientEvent) => Promise<unknown>;

const toServer: Send = (event) => api.call('events.handle', clientEventRequest(event));

/**
 * Sends every client event of the bus (`analytics:event`) to the server (`events.handle`, spec §7):
 * fire and forget — the player never waits for it, a guest's events count too, and a refused or
 * lost one is only logged. Started once at boot, before any sign-in can fail. Answers the stop.
 */
export function sendClientEvents(send: Send = toServer): () => void {
  return bus.on('analytics:event', (event) => {
    try {
      void send(event).catch((error: unknown) => console.warn('[analytics] client event not sent', event.event, error));
    } catch (error) {
      console.warn('[analytics] client event not sent', event.event, error);
    }
  });
}

const DEPOSIT_PAGE = /^\/cashier\/deposit(?:\/([^/]+))?\/?$/;

/** The deposit page's event for a path (locale prefix or not), or null on any other page. */
export function depositPageEvent(pathname: string): Extract<ClientEvent, { event: 'deposit_page_opened' }> | null {
  const match = DEPOSIT_PAGE.exec(stripLocale(pathname));
  if (!match) return null;
  const raw = match[1] ?? '';
  let method: string;
  try {
    method = decodeURIComponent(raw);
  } catch {
    method = raw;
  }
  return { event: 'deposit_page_opened', method };
}

type DataLayer = { push(entry: Record<string, unknown>): unknown };

/** Reports an event of the shell itself: into the tag manager's data layer and on the bus (and so to the server). */
export function reportClientEvent(event: ClientEvent, win: Window & { dataLayer?: DataLayer } = window as Window & { dataLayer?: DataLayer }): void {
  try {
    win.dataLayer ??= [] as unknown as DataLayer;
    win.dataLayer.push({ ...event });
  } catch (error) {
    console.error('[analytics] data layer push failed', error);
  }
  bus.emit('analytics:event', event);
}
