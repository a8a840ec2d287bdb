import type { ReactElement } from 'react';
import {
  bus as pageBus,
  createBus,
  useSessionStore,
  type Bus,
  type EventName,
  type Locale,
  type Platform,
  type PlatformEvents,
  type RemoteApp,
  type Resources,
} from '@casino/shared';
import { createFakeApi, type FakeApi, type FakeRoutes } from './fakeFetch';
import { renderWithProviders, setupTestI18n, type ProvidersOptions, type ProvidersResult } from './render';

export interface StartRemoteOptions {
  /** Answers of the fake API, by method (`cashier.gethistory`) or path. */
  api?: FakeRoutes;
  /** Language of the page: the remote's strings, `platform.locale()` and the API's locale. 'uz' unless told. */
  locale?: Locale;
  /**
   * The page's address while the remote starts (some remotes look at it in `start()`, e.g. to
   * prefetch for the home page). jsdom's address is left as it is unless told; `stop()` puts it back.
   */
  url?: string;
  /** The platform's `loadSlot` (other parts' slots); the platform has none unless told. */
  loadSlot?: Platform['loadSlot'];
}

/** One event the remote emitted on the platform's bus. */
export interface EmittedEvent<E extends EventName = EventName> {
  event: E;
  payload: PlatformEvents[E];
}

export interface RemoteUnderTest extends FakeApi {
  /** The platform handed to `app.start()`. */
  platform: Platform;
  /** Events emitted on `platform.bus`, in order. */
  events: EmittedEvent[];
  /** Addresses given to `platform.navigate()`, in order. */
  navigations: string[];
  /** Renders `ui` as the shell hosts it, with this remote's strings (in `options.locale` or the start locale). */
  render(ui: ReactElement, options?: ProvidersOptions): Promise<ProvidersResult>;
  /** The clean-up `app.start()` returned; call in afterEach. */
  stop(): void;
}

/** A bus of its own for one test, recording what is emitted on it. */
function recordingBus(): { bus: Bus; events: EmittedEvent[] } {
  const inner = createBus();
  const events: EmittedEvent[] = [];
  const bus: Bus = {
    on: inner.on,
    once: inner.once,
    emit(event, payload) {
      events.push({ event, payload } as EmittedEvent);
      inner.emit(event, payload);
    },
  };
  return { bus, events };
}

/** The shell's slot mount for a test: the given stand-ins by slot key, nothing for the rest. */
async function stringsOf(app: RemoteApp, locale: Locale): Promise<Resources> {
  return app.translations ? app.translations(locale) : {};
}

/**
 * Starts a remote as the shell would, for its tests: the shared i18n instance gets the remote's
 * own strings (namespace = the remote's name) in `locale`, and `app.start()` receives a platform
 * with a fake API, a bus of its own that records emitted events, and a navigate that records
 * addresses. A `balance:changed` on either bus counts a money move in the session store, as the
 * shell does once it holds the new balance.
 */
export async function startRemoteForTest(app: RemoteApp, options: StartRemoteOptions = {}): Promise<RemoteUnderTest> {
  const locale = options.locale ?? 'uz';
  const [uz, ru] = await Promise.all([stringsOf(app, 'uz'), stringsOf(app, 'ru')]);
  const strings: Record<Locale, Resources> = { uz, ru };
  await setupTestI18n(locale, { [app.name]: strings[locale] });
  const fake = createFakeApi(options.api ?? {}, { locale: () => locale });
  const { bus, events } = recordingBus();
  const navigations: string[] = [];
  const platform: Platform = {
    api: fake.api,
    bus,
    locale: () => locale,
    navigate: (to) => void navigations.push(to),
    ...(options.loadSlot ? { loadSlot: options.loadSlot } : {}),
  };

  // The shell's part of a money event: it renews the balance, and the store counts a money move.
  const moneyMoved = () => useSessionStore.getState().moneyMoved();
  const offMoney = [bus.on('balance:changed', moneyMoved), pageBus.on('balance:changed', moneyMoved)];

  const previousUrl = window.location.href;
  if (options.url !== undefined) window.history.replaceState(null, '', options.url);
  const cleanUp = app.start?.(platform);

  return {
    ...fake,
    platform,
    events,
    navigations,
    // Not async: the test awaits renderWithProviders' own promise, with no extra turn in between.
    render(ui, renderOptions = {}) {
      const renderLocale = renderOptions.locale ?? locale;
      const translations = { [app.name]: strings[renderLocale], ...renderOptions.translations };
      return renderWithProviders(ui, { ...renderOptions, locale: renderLocale, translations });
    },
    stop() {
      cleanUp?.();
      offMoney.forEach((off) => off());
      if (options.url !== undefined) window.history.replaceState(null, '', previousUrl);
    },
  };
}
