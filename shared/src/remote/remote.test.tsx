import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { ApiError, bus, createBus, useLocaleStore, type Platform } from '@casino/shared';
import { MemoryRouter } from '@casino/shared/testing';
import { askToSignIn, createPlatformHolder, errorKey, toastError } from './platform';
import { useAsync } from './useAsync';
import { LocaleNavLink, useLocalePath } from './LocaleLink';
import { secondsUntil, useSecondsLeft } from './useSecondsLeft';
import { safeInternalPath } from './paths';

describe('platform holder', () => {
  it('hands out the platform the shell started the remote with, and refuses before that', () => {
    const holder = createPlatformHolder('casino');
    expect(() => holder.api()).toThrow('The casino remote has not been started by the shell');
    const platform = { api: { call: jest.fn() } } as unknown as Platform;
    holder.set(platform);
    expect(holder.api()).toBe(platform.api);
  });

  it('start() keeps the platform and its clean-up forgets only that one', () => {
    const holder = createPlatformHolder('cashier');
    const first = { api: {}, bus: createBus() } as unknown as Platform;
    const second = { api: {}, bus: createBus() } as unknown as Platform;
    const stopFirst = holder.start(first);
    expect(holder.bus()).toBe(first.bus);
    const stopSecond = holder.start(second);
    stopFirst();
    expect(holder.get()).toBe(second);
    stopSecond();
    expect(() => holder.bus()).toThrow('The cashier remote has not been started by the shell');
  });
});

describe('locale paths', () => {
  afterEach(() => act(() => useLocaleStore.getState().setLocale('uz')));

  it('prefix paths with the page language, with one function per language', () => {
    const { result, rerender } = renderHook(() => useLocalePath());
    const uzPath = result.current;
    expect(uzPath('/cashier/deposit')).toBe('/cashier/deposit');
    rerender();
    expect(result.current).toBe(uzPath);
    act(() => useLocaleStore.getState().setLocale('ru'));
    expect(result.current('/cashier/deposit')).toBe('/ru/cashier/deposit');
  });

  it('nav links keep the language and mark the open page', () => {
    act(() => useLocaleStore.getState().setLocale('ru'));
    render(
      <MemoryRouter initialEntries={['/ru/profile/security']}>
        <LocaleNavLink to="/profile/security">Security</LocaleNavLink>
        <LocaleNavLink to="/profile/settings">Settings</LocaleNavLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/ru/profile/settings');
    expect(screen.getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
  });

  it('take only in-site paths from configuration or a query', () => {
    expect(safeInternalPath('/game/book_of_silk?x=1')).toBe('/game/book_of_silk?x=1');
    expect(['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '', null, undefined].map(safeInternalPath)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('errors of calls', () => {
  it('maps catalogue errors to the remote’s message keys', () => {
    expect(errorKey(new ApiError('ApplicationUnavailable', ''))).toBe('errors.network');
    expect(errorKey(new ApiError('Authorization', ''))).toBe('errors.auth');
    expect(errorKey(new ApiError('TooManyRequests', ''))).toBe('errors.tooMany');
    expect(errorKey(new Error('x'))).toBe('errors.generic');
  });

  it('toasts failures through the bus but not aborted requests; asks the shell to sign in', () => {
    const toasts: unknown[] = [];
    const dialogs: unknown[] = [];
    const offs = [bus.on('toast:show', (t) => toasts.push(t)), bus.on('dialog:open', (d) => dialogs.push(d))];
    toastError(new ApiError('Authorization', ''), (k) => `t:${k}`);
    toastError(Object.assign(new Error('aborted'), { name: 'AbortError' }), (k) => k);
    askToSignIn('registration');
    offs.forEach((off) => off());
    expect(toasts).toEqual([{ text: 't:errors.auth', type: 'error' }]);
    expect(dialogs).toEqual([{ id: 'auth', props: { view: 'registration' } }]);
  });
});

describe('useAsync', () => {
  it('tracks pending → success, and ignores the answer of a run that a newer one replaced', async () => {
    const resolvers: ((v: string) => void)[] = [];
    const { result, rerender } = renderHook(({ q }) => useAsync(() => new Promise<string>((r) => resolvers.push(r)), [q]), {
      initialProps: { q: 'a' },
    });
    expect(result.current.status).toBe('pending');
    rerender({ q: 'b' });
    act(() => resolvers[0]!('old'));
    act(() => resolvers[1]!('new'));
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toBe('new');
  });

  it('keeps data on error, reloads on demand and stays idle when disabled', async () => {
    let fail = false;
    const { result } = renderHook(() => useAsync(async () => (fail ? Promise.reject(new Error('x')) : 'ok'), []));
    await waitFor(() => expect(result.current.data).toBe('ok'));
    fail = true;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.data).toBe('ok');
    const idle = renderHook(() => useAsync(async () => 'x', [], false));
    expect(idle.result.current.status).toBe('idle');
  });

  it("loads again after sign-in, registration and sign-out, and forgets a signed-out player's answer", async () => {
    const answers = ['guest', 'player', 'registered', 'guest again'];
    let calls = 0;
    let release: () => void = () => undefined;
    const { result } = renderHook(() =>
      useAsync(() => {
        const answer = answers[calls++]!;
        return calls === 4 ? new Promise<string>((r) => (release = () => r(answer))) : Promise.resolve(answer);
      }, []),
    );
    await waitFor(() => expect(result.current.data).toBe('guest'));
    act(() => bus.emit('auth:login', { uid: 1 }));
    await waitFor(() => expect(result.current.data).toBe('player'));
    act(() => bus.emit('auth:register', { uid: 2 }));
    await waitFor(() => expect(result.current.data).toBe('registered'));
    act(() => bus.emit('auth:logout', { reason: 'user' }));
    expect(result.current).toMatchObject({ status: 'pending', data: undefined });
    act(() => release());
    await waitFor(() => expect(result.current.data).toBe('guest again'));
    expect(calls).toBe(4);
  });
});

describe('resend countdowns', () => {
  afterEach(() => jest.useRealTimers());

  it('count whole seconds down to a deadline', () => {
    expect(secondsUntil(61_000, 1_000)).toBe(60);
    expect(secondsUntil(61_000, 30_999)).toBe(31);
    expect(secondsUntil(61_000, 59_500)).toBe(2);
    expect(secondsUntil(61_000, 100_000)).toBe(0);
  });

  it('tick once a second and stop at zero', () => {
    jest.useFakeTimers({ now: 0 });
    const { result } = renderHook(() => useSecondsLeft(2_000));
    expect(result.current).toBe(2);
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current).toBe(1);
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current).toBe(0);
  });
});
