import { useParams, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { act, screen } from '@testing-library/react';
import { ApiError, useConfigStore, useDialogsStore, useLocaleStore, useSessionStore, useToastsStore } from '@casino/shared';
import { createFakeApi, createFakeFetch, renderWithProviders, resetStores } from './index';

describe('createFakeFetch / createFakeApi', () => {
  it('records method, verb, query, form body and headers', async () => {
    const fake = createFakeApi({ 'auth.register': { data: { uid: 1 } }, 'account.getInfo': { data: { uid: 0 } } });
    await fake.api.call('account.getInfo');
    await fake.api.call('auth.register', { login: 'a@b.uz', password: 'secret1', promo_code: undefined }, { idempotencyKey: 'k' });
    expect(fake.calls.map((c) => [c.method, c.verb])).toEqual([
      ['account.getInfo', 'GET'],
      ['auth.register', 'POST'],
    ]);
    const [register] = fake.callsTo('auth.register');
    expect(register!.body).toEqual({ login: 'a@b.uz', password: 'secret1' });
    expect(register!.query).toEqual({ v: '2.34', locale: 'uz' });
    expect(register!.headers['Idempotency-Key']).toBe('k');
  });

  it('answers with data, envelopes, raw statuses and network failures', async () => {
    const fake = createFakeApi({
      'account.getInfo': { data: { uid: 5 } },
      'account.getBalance': { error: { type: 'AuthorizationException', message: 'login first' } },
      'auth.logout': { status: 502, text: '<html>Bad gateway</html>' },
      'auth.login': { networkError: true },
      'account.changelocale': new ApiError('TooManyRequests', 'slow down'),
    });
    await expect(fake.api.call('account.getInfo')).resolves.toEqual({ uid: 5 });
    await expect(fake.api.call('account.getBalance')).rejects.toMatchObject({ type: 'AuthorizationException', status: 401, message: 'login first' });
    await expect(fake.api.call('auth.logout')).rejects.toMatchObject({ type: 'UnknownErrorException' });
    await expect(fake.api.call('auth.login', { login: 'a', password: 'b' })).rejects.toMatchObject({ type: 'ApplicationUnavailableException' });
    await expect(fake.api.call('account.changelocale', { locale: 'ru' })).rejects.toMatchObject({ type: 'TooManyRequestsException' });
  });

  it('answers unknown methods with MethodNotFound', async () => {
    const fake = createFakeApi();
    await expect(fake.api.call('account.getInfo')).rejects.toMatchObject({ type: 'MethodNotFoundException', status: 404 });
  });

  it('plays a list of answers in order, repeating the last, and computes answers from the call', async () => {
    const fake = createFakeApi({
      'account.getInfo': [{ data: { n: 1 } }, { data: { n: 2 } }],
      'account.changelocale': (call) => ({ data: call.body.locale === 'ru' ? 1 : 0 }),
    });
    const n = async () => ((await fake.api.call('account.getInfo')) as unknown as { n: number }).n;
    expect([await n(), await n(), await n()]).toEqual([1, 2, 2]);
    await expect(fake.api.call('account.changelocale', { locale: 'ru' })).resolves.toBe(1);
    fake.answer('account.getInfo', { data: { n: 9 } });
    expect(await n()).toBe(9);
    fake.reset();
    expect(fake.calls).toEqual([]);
  });

  it('answers other paths by path', async () => {
    const fake = createFakeFetch({ '/nfx/cms-config/uz': { status: 200, body: { 'forms-config': {} } } });
    const response = await fake.fetch('/nfx/cms-config/uz');
    expect(response.ok).toBe(true);
    expect(await response.json()).toEqual({ 'forms-config': {} });
    expect(fake.callsTo('/nfx/cms-config/uz')).toHaveLength(1);
  });

  it('passes the locale and iframe flag through', async () => {
    const fake = createFakeApi({ 'account.getInfo': { data: {} } }, { locale: () => 'ru', inIframe: () => true });
    await fake.api.call('account.getInfo');
    expect(fake.calls[0]!.query).toEqual({ v: '2.34', locale: 'ru', _non_strict: '1' });
  });
});

describe('renderWithProviders', () => {
  afterEach(resetStores);

  function Page() {
    const { t } = useTranslation('casino');
    const { sysname } = useParams();
    const location = useLocation();
    return (
      <main>
        <h1>{t('title', { name: sysname })}</h1>
        <p>{location.pathname}</p>
      </main>
    );
  }

  it('wraps in i18n and a router at the given route, in the given locale', async () => {
    await renderWithProviders(<Page />, {
      route: '/ru/game/book-of-ra',
      path: '/ru/game/:sysname',
      locale: 'ru',
      translations: { casino: { title: 'Игра {{name}}' } },
    });
    expect(screen.getByRole('heading', { name: 'Игра book-of-ra' })).toBeInTheDocument();
    expect(screen.getByText('/ru/game/book-of-ra')).toBeInTheDocument();
    expect(useLocaleStore.getState().locale).toBe('ru');
  });

  it('gives a user-event instance', async () => {
    function Counter() {
      const { t } = useTranslation('casino');
      return <button onClick={(e) => (e.currentTarget.textContent = 'clicked')}>{t('play')}</button>;
    }
    const { user } = await renderWithProviders(<Counter />, { translations: { casino: { play: 'Oʻynash' } } });
    await user.click(screen.getByRole('button', { name: 'Oʻynash' }));
    expect(screen.getByRole('button', { name: 'clicked' })).toBeInTheDocument();
  });
});

describe('resetStores', () => {
  it('puts every shared store back to its first state', () => {
    act(() => {
      useLocaleStore.getState().setLocale('ru');
      useConfigStore.getState().setConfig({ loyalty: {} });
      useDialogsStore.getState().open({ component: 'auth' });
      useToastsStore.getState().show({ text: 'x', time: 0 });
      useSessionStore.getState().setStatus('pending');
    });
    resetStores();
    expect(useLocaleStore.getState().locale).toBe('uz');
    expect(useConfigStore.getState()).toMatchObject({ config: {}, loaded: false });
    expect(useDialogsStore.getState().queue).toEqual([]);
    expect(useToastsStore.getState().toasts).toEqual([]);
    expect(useSessionStore.getState().status).toBe('idle');
    // Actions survive the reset.
    useDialogsStore.getState().open({ component: 'auth' });
    expect(useDialogsStore.getState().queue).toHaveLength(1);
    resetStores();
  });
});
