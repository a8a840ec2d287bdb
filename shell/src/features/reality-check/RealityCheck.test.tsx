import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, I18nextProvider, i18n, useDialogsStore, useLocaleStore, useLocation, useSessionStore, type AccountInfo, type Locale } from '@casino/shared';
import { createFakeFetch, MemoryRouter, resetStores, setupTestI18n, type FakeHandler } from '@casino/shared/testing';
import { DialogHost } from '../../platform/dialogs';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import { useRealityCheck } from './index';

const MIN = 60_000;
const SIGN_IN = Date.UTC(2025, 5, 1, 9, 0, 0);
let restore: () => void = () => {};
let address = '';

afterEach(() => {
  restore();
  resetStores();
  jest.useRealTimers();
});

function Service() {
  useRealityCheck();
  address = useLocation().pathname;
  return null;
}

const check = (interval: number, net = { bet: 12, won: 4.5 }) => ({
  data: {
    interval,
    started_at: SIGN_IN / 1000,
    now: SIGN_IN / 1000,
    total_bet: { amount: net.bet, currency: 'USD' },
    total_won: { amount: net.won, currency: 'USD' },
    net: { amount: net.won - net.bet, currency: 'USD' },
  },
});

async function start(answers: FakeHandler, locale: Locale = 'uz') {
  jest.useFakeTimers({ now: SIGN_IN, doNotFake: ['queueMicrotask'] });
  const fake = createFakeFetch({
    'account.getRealityCheck': answers,
    'auth.logout': { data: 1 },
    'account.getInfo': { data: { uid: 0 } },
    'metadata.getgeneralinfo': { data: {} },
  });
  const original = globalThis.fetch;
  globalThis.fetch = fake.fetch;
  restore = () => void (globalThis.fetch = original);
  await setupTestI18n(locale, { shell: locale === 'uz' ? uz : ru });
  useLocaleStore.getState().setLocale(locale);
  useSessionStore.getState().setAccount({ uid: 42, login: 'p@example.org' } as AccountInfo);
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[locale === 'ru' ? '/ru/gamehall' : '/gamehall']}>
        <Service />
      </MemoryRouter>
      <DialogHost />
    </I18nextProvider>,
  );
  await settle();
  return fake;
}

/** Lets an answer of the fake server take its few promise steps to the hook (timers are fake, microtasks are not). */
const settle = (then: () => void = () => {}) =>
  act(async () => {
    then();
    for (let step = 0; step < 20; step += 1) await Promise.resolve();
  });

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

describe('the reality check', () => {
  it('comes every interval after sign-in with the time played and the net result of real money, and must be answered', async () => {
    await start(check(15));
    await advance(14 * MIN);
    expect(useDialogsStore.getState().queue).toEqual([]);
    await advance(1 * MIN);
    const dialog = await screen.findByRole('dialog', { name: 'Oʻyin vaqti eslatmasi' });
    expect(dialog).toHaveTextContent('Siz 15 daqiqadan beri oʻynayapsiz.');
    expect(dialog).toHaveTextContent('12.00 USD');
    expect(dialog).toHaveTextContent('-7.50 USD');
    // Not closable aside: no close button, Escape does nothing.
    expect(screen.queryByRole('button', { name: /yopish|×/i })).toBeNull();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Oʻyinni davom ettirish' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await advance(15 * MIN);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Siz 30 daqiqadan beri oʻynayapsiz.');
  });

  it('in Russian, signs out from the dialog and stops', async () => {
    const fake = await start(check(60, { bet: 100, won: 150 }), 'ru');
    await advance(60 * MIN);
    const dialog = await screen.findByRole('dialog', { name: 'Напоминание о времени игры' });
    expect(dialog).toHaveTextContent('Вы играете уже 1 час.');
    expect(dialog).toHaveTextContent('50.00 USD');
    // Signing out reloads the session: every update it brings happens inside this act.
    await act(async () => {
      screen.getByRole('button', { name: 'Остановиться и выйти' }).click();
      while (useSessionStore.getState().account?.uid !== 0) await Promise.resolve();
    });
    await waitFor(() => expect(address).toBe('/ru'));
    expect(fake.callsTo('auth.logout')).toHaveLength(1);
    expect(useSessionStore.getState().account?.uid).toBe(0);
  });

  it('leads to the limits page, and follows a changed interval; off means never', async () => {
    const fake = await start([check(0), check(30)]);
    await advance(3 * 60 * MIN);
    expect(useDialogsStore.getState().queue).toEqual([]);
    await settle(() => bus.emit('reality-check:changed', { interval: 30 }));
    expect(fake.callsTo('account.getRealityCheck')).toHaveLength(2);
    // Three hours after sign-in: the next one comes at 3 h 30 min.
    await advance(30 * MIN);
    await screen.findByRole('dialog');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Limitlar va tanaffus' }));
    expect(address).toBe('/profile/responsible-game');
  });
});
