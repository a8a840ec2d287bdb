import type { Locale } from '../i18n/locales';
import type { RemoteName } from '../contracts/remote-names';
import type { ClientEvent } from '../api/client-events';
import type { ToastMessage } from '../stores/toasts';

export type DialogType = 'popup' | 'confirm' | 'curtain';
export type { ToastType } from '../stores/toasts';

/** Every event the platform knows; the payload type is fixed per event name. */
export interface PlatformEvents {
  'auth:login': { uid: number };
  'auth:register': { uid: number };
  'auth:logout': { reason?: 'user' | 'inactivity' | 'expired' };
  /** The server ended the player's sessions (a time-out or self-exclusion): the shell signs out in the browser. */
  'session:ended': { reason: 'exclusion' };
  /** The player changed the reality-check interval (minutes, 0 off): the shell reschedules the check. */
  'reality-check:changed': { interval: number };
  /** Something moved money; listeners refetch the balance (or use the one given). */
  'balance:changed': { reason?: string };
  /** The account moved to another currency (account.setCurrency): the shell reloads the account, money shown anywhere follows. */
  'currency:changed': { currency: string };
  'locale:changed': { locale: Locale };
  'dialog:open': { id: string; type?: DialogType; props?: Record<string, unknown>; preventClose?: boolean };
  'dialog:close': { id?: string; immediate?: boolean };
  /** A toast: text, type, time, an icon of the sprite, a registered body and its data (spec §3). */
  'toast:show': ToastMessage;
  'favourites:changed': { sysnames: string[] };
  'loyalty:changed': Record<string, never>;
  /** The player read notifications (or more arrived): the header's unread count follows, with the new count when known. */
  'notifications:changed': { unread?: number };
  /** A client event of the site (spec §7 `events.handle`): the shell's analytics sends it to the server. */
  'analytics:event': ClientEvent;
  'remote:failed': { name: RemoteName; kind: 'load' | 'render' | 'contract'; message: string; release?: string };
}

export type EventName = keyof PlatformEvents;
export type Handler<E extends EventName> = (payload: PlatformEvents[E]) => void;

export interface Bus {
  emit<E extends EventName>(event: E, payload: PlatformEvents[E]): void;
  /** Subscribes; returns the unsubscribe function. */
  on<E extends EventName>(event: E, handler: Handler<E>): () => void;
  once<E extends EventName>(event: E, handler: Handler<E>): () => void;
}

export function createBus(onHandlerError: (event: string, error: unknown) => void = defaultHandlerError): Bus {
  const handlers = new Map<EventName, Set<(payload: never) => void>>();

  const on: Bus['on'] = (event, handler) => {
    let set = handlers.get(event);
    if (!set) handlers.set(event, (set = new Set()));
    set.add(handler as (payload: never) => void);
    return () => void set.delete(handler as (payload: never) => void);
  };

  return {
    on,
    once(event, handler) {
      const off = on(event, (payload) => {
        off();
        handler(payload);
      });
      return off;
    },
    emit(event, payload) {
      const current = handlers.get(event);
      if (!current) return;
      // Iterate a copy (a handler may unsubscribe itself, as once does), but skip handlers
      // removed meanwhile: after its clean-up a torn-down remote must hear nothing more.
      for (const handler of [...current]) {
        if (!current.has(handler)) continue;
        try {
          (handler as (p: typeof payload) => void)(payload);
        } catch (error) {
          // One faulty listener (say, in a broken remote) must not stop the others.
          onHandlerError(event, error);
        }
      }
    },
  };
}

function defaultHandlerError(event: string, error: unknown) {
  console.error(`[bus] handler of "${event}" failed`, error);
}

/** The one bus of the page. `@casino/shared` is a federation singleton, so every part gets this instance. */
export const bus: Bus = createBus();
