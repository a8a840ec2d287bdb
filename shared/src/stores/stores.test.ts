import { act } from '@testing-library/react';
import { TOAST_BODIES, TOAST_TIME_MS, toastTimeOf, useToastsStore } from './toasts';
import { TOAST_BODY_SCHEMAS, toastSettings } from '../api/schemas';
import { useDialogsStore } from './dialogs';
import { isAuthenticated, sameBalance, selectIsAuthenticated, useSessionStore } from './session';
import { configLoaded, configSection, useConfigStore } from './config';
import { useLocaleStore } from './locale';
import type { AccountInfo } from '../api/schemas';

const money = (amount: number) => ({ amount, currency: 'UZS' });
const account = (uid: number): AccountInfo => ({
  uid,
  reg_time: null,
  login: 'ali',
  fakename: null,
  is_subscribed: false,
  balance_main: money(100),
  balance_bonus: money(0),
  balance_betting_bonus: money(0),
  balance_fun: money(0),
  is_on_verification: false,
  is_verified: false,
  is_kyc_block_enabled: false,
  is_registration_completed: true,
  country_code: null,
  locale: 'uz',
  two_factor_auth: false,
});

describe('dialogs queue (spec §4)', () => {
  const dialogs = () => useDialogsStore.getState();
  afterEach(() => dialogs().clear());

  it('opens the next dialog only after the previous one closes', () => {
    dialogs().open({ id: 'a', component: 'auth' });
    dialogs().open({ id: 'b', component: 'cashback', type: 'confirm' });
    expect(dialogs().queue.map((d) => d.id)).toEqual(['a', 'b']);
    expect(dialogs().queue[0]).toMatchObject({ id: 'a', type: 'popup' });
    expect(dialogs().close()).toBe(true);
    expect(dialogs().queue[0]).toMatchObject({ id: 'b', type: 'confirm' });
    expect(dialogs().close()).toBe(true);
    expect(dialogs().queue).toEqual([]);
    expect(dialogs().close()).toBe(false);
  });

  it('gives ids and does not queue the same id twice', () => {
    const first = dialogs().open({ component: 'x' });
    const second = dialogs().open({ component: 'x' });
    expect(first).not.toBe(second);
    dialogs().open({ id: first, component: 'x' });
    expect(dialogs().queue).toHaveLength(2);
  });

  it('refuses to close a preventClose dialog unless immediate', () => {
    const onClose = jest.fn();
    dialogs().open({ id: 'reg', component: 'auth', preventClose: true, onClose });
    expect(dialogs().close()).toBe(false);
    expect(dialogs().close('reg')).toBe(false);
    expect(dialogs().queue).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialogs().close('reg', true)).toBe(true);
    expect(dialogs().queue).toHaveLength(0);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onClose of the closed dialog only', () => {
    const onA = jest.fn();
    const onB = jest.fn();
    dialogs().open({ id: 'a', component: 'a', onClose: onA });
    dialogs().open({ id: 'b', component: 'b', onClose: onB });
    dialogs().close('b');
    expect(onB).toHaveBeenCalledTimes(1);
    expect(onA).not.toHaveBeenCalled();
    expect(dialogs().queue.map((d) => d.id)).toEqual(['a']);
  });
});

describe('toasts (spec §4)', () => {
  const toasts = () => useToastsStore.getState();
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    useToastsStore.setState({ toasts: [] });
  });

  it('get a random id and default type', () => {
    const a = toasts().show({ text: 'one' });
    const b = toasts().show({ text: 'two', type: 'error' });
    expect(a).toEqual(expect.any(String));
    expect(a).not.toHaveLength(0);
    expect(a).not.toBe(b);
    expect(toasts().toasts).toEqual([
      { id: a, text: 'one', type: 'info', time: TOAST_TIME_MS },
      { id: b, text: 'two', type: 'error', time: TOAST_TIME_MS },
    ]);
  });

  it('vanish after 5000 ms by default', () => {
    expect(TOAST_TIME_MS).toBe(5000);
    toasts().show({ text: 'bye' });
    act(() => jest.advanceTimersByTime(4999));
    expect(toasts().toasts).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(toasts().toasts).toHaveLength(0);
  });

  it('keep their own time', () => {
    toasts().show({ text: 'short', time: 1000 });
    toasts().show({ text: 'long' });
    jest.advanceTimersByTime(1000);
    expect(toasts().toasts.map((t) => t.text)).toEqual(['long']);
  });

  it('stay with time 0 until dismissed', () => {
    const id = toasts().show({ text: 'sticky', time: 0 });
    jest.advanceTimersByTime(60_000);
    expect(toasts().toasts).toHaveLength(1);
    toasts().dismiss(id);
    expect(toasts().toasts).toHaveLength(0);
  });

  it('dismiss removes only the given toast', () => {
    const a = toasts().show({ text: 'a' });
    toasts().show({ text: 'b' });
    toasts().dismiss(a);
    expect(toasts().toasts.map((t) => t.text)).toEqual(['b']);
  });

  it('carry an icon of the sprite, a registered body and its data (spec §3)', () => {
    const id = toasts().show({
      text: 'Level 2: +50 points',
      icon: 'bell',
      component: 'loyalty-notification',
      data: { title: 'Level 2', message: '+50 points' },
    });
    expect(toasts().toasts).toEqual([
      {
        id,
        text: 'Level 2: +50 points',
        type: 'info',
        time: TOAST_TIME_MS,
        icon: 'bell',
        component: 'loyalty-notification',
        data: { title: 'Level 2', message: '+50 points' },
      },
    ]);
  });

  it("last the content service's prazer-config.toast.time when the sender gives no time", () => {
    useConfigStore.getState().setConfig({ 'prazer-config': { toast: { time: 8000 } } });
    try {
      toasts().show({ text: 'configured' });
      toasts().show({ text: 'own', time: 2000 });
      expect(toasts().toasts.map((t) => t.time)).toEqual([8000, 2000]);
      act(() => jest.advanceTimersByTime(7999));
      expect(toasts().toasts.map((t) => t.text)).toEqual(['configured']);
      act(() => jest.advanceTimersByTime(1));
      expect(toasts().toasts).toEqual([]);
    } finally {
      useConfigStore.setState({ config: {}, loaded: false });
    }
  });
});

describe('toast settings and bodies', () => {
  it.each([
    [{ 'prazer-config': { toast: { time: 3000 } } }, 3000],
    [{ 'prazer-config': { toast: { time: 1000 } } }, 1000],
    [{ 'prazer-config': { toast: { time: 60_000 } } }, 60_000],
    [{ 'prazer-config': { toast: { time: 999 } } }, 5000],
    [{ 'prazer-config': { toast: { time: 60_001 } } }, 5000],
    [{ 'prazer-config': { toast: { time: 2500.5 } } }, 5000],
    [{ 'prazer-config': { toast: { time: '3000' } } }, 5000],
    [{ 'prazer-config': { toast: null } }, 5000],
    [{ 'prazer-config': {} }, 5000],
    [{}, 5000],
  ])('toastTimeOf(%j) is %d, as the schema of the setting says', (config, time) => {
    expect(toastTimeOf(config as never)).toBe(time);
    const toast = (config as { 'prazer-config'?: { toast?: unknown } })['prazer-config']?.toast;
    expect(toastSettings.safeParse(toast).success).toBe(time !== 5000 || (toast as { time?: unknown } | undefined)?.time === 5000);
  });

  it('every registered body has the schema of its data, and only those', () => {
    expect(Object.keys(TOAST_BODY_SCHEMAS).sort()).toEqual([...TOAST_BODIES].sort());
    expect(TOAST_BODY_SCHEMAS['loyalty-notification'].safeParse({ title: 'Level 2', message: '+50' }).success).toBe(true);
    expect(TOAST_BODY_SCHEMAS['bonus-credited'].safeParse({ title: '' }).success).toBe(false);
    expect(TOAST_BODY_SCHEMAS['bonus-credited'].safeParse({ title: 'Bonus', amount: '5.00 USD' }).success).toBe(true);
  });
});

describe('session, locale and config stores', () => {
  it('counts a player as authenticated when uid > 0', () => {
    expect(isAuthenticated(null)).toBe(false);
    expect(isAuthenticated(account(0))).toBe(false);
    expect(isAuthenticated(account(5))).toBe(true);
    useSessionStore.getState().setAccount(account(5));
    expect(selectIsAuthenticated(useSessionStore.getState())).toBe(true);
  });

  it('merges a balance into the account, and ignores it for guests', () => {
    useSessionStore.getState().setAccount(account(5));
    useSessionStore.getState().setBalance({ balance_main: money(250), balance_bonus: money(1), balance_betting_bonus: money(0), balance_fun: money(0) });
    expect(useSessionStore.getState().account?.balance_main.amount).toBe(250);
    expect(useSessionStore.getState().account?.login).toBe('ali');
    useSessionStore.getState().setAccount(null);
    useSessionStore.getState().setBalance({ balance_main: money(1), balance_bonus: money(1), balance_betting_bonus: money(0), balance_fun: money(0) });
    expect(useSessionStore.getState().account).toBeNull();
  });

  it('counts money moves: a balance after a money event, a periodic balance that differs, a currency change', () => {
    const session = () => useSessionStore.getState();
    const figures = (main: number, bonus = 0) => ({
      balance_main: money(main),
      balance_bonus: money(bonus),
      balance_betting_bonus: money(0),
      balance_fun: money(0),
    });
    session().setAccount(account(5));
    const start = session().balanceVersion;
    // The periodic refresh brought the same figures: nothing moved, no part loads again.
    session().setBalance(figures(100));
    expect(session().balanceVersion).toBe(start);
    // After a money event the parts load again even when the figures match (a withdrawal paid moves no figure).
    session().setBalance(figures(100), true);
    expect(session().balanceVersion).toBe(start + 1);
    // A periodic balance that differs: money moved elsewhere (a round in another tab, a payout rejected).
    session().setBalance(figures(100, 55));
    expect(session().balanceVersion).toBe(start + 2);
    session().moneyMoved();
    expect(session().balanceVersion).toBe(start + 3);
    // The same player's account in another currency moves the figures; another player is not a money move.
    session().setAccount({ ...account(5), balance_main: { amount: 0, currency: 'USD' } });
    expect(session().balanceVersion).toBe(start + 4);
    session().setAccount(account(6));
    session().setAccount(null);
    expect(session().balanceVersion).toBe(start + 4);
  });

  it('compares the four balance figures, amounts and currencies', () => {
    const figures = { balance_main: money(1), balance_bonus: money(2), balance_betting_bonus: money(3), balance_fun: money(4) };
    expect(sameBalance(figures, { ...figures })).toBe(true);
    expect(sameBalance(figures, { ...figures, balance_bonus: money(2.01) })).toBe(false);
    expect(sameBalance(figures, { ...figures, balance_main: { amount: 1, currency: 'USD' } })).toBe(false);
    // An account without figures (a test's, a partial answer) is no money move, and no error.
    const none = {} as typeof figures;
    expect(sameBalance(none, none)).toBe(true);
    expect(sameBalance(none, figures)).toBe(false);
  });

  it('starts in Uzbek', () => {
    expect(useLocaleStore.getState().locale).toBe('uz');
  });

  it('reads config sections, empty when missing', () => {
    useConfigStore.getState().setConfig({ 'games-config': { pageSize: 15 } });
    expect(useConfigStore.getState().loaded).toBe(true);
    expect(configSection(useConfigStore.getState().config, 'games-config')).toEqual({ pageSize: 15 });
    expect(configSection(useConfigStore.getState().config, 'loyalty')).toEqual({});
  });

  it('configLoaded waits for the settings, then answers at once', async () => {
    useConfigStore.setState({ config: {}, loaded: false });
    let settled = false;
    const waiting = configLoaded().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    useConfigStore.getState().setConfig({ 'games-config': { categoryRedirects: { slots: 'slot' } } });
    await waiting;
    expect(settled).toBe(true);
    await expect(configLoaded()).resolves.toBeUndefined();
  });
});
