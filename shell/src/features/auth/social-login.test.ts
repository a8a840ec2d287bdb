import { act, waitFor } from '@testing-library/react';
import { bus, useLocaleStore, useSessionStore, useToastsStore } from '@casino/shared';
import { resetStores, setupTestI18n } from '@casino/shared/testing';
import { account, fakeServer, guest, seedConfig, STRINGS } from './components/testing';
import { SOCIAL_CHANNEL } from './rules/social';
import { completeSocialLogin, deliverSocialOutcome, startSocialLogin } from './social-login';

let server: ReturnType<typeof fakeServer>;
let open: jest.SpyInstance;

beforeEach(async () => {
  await setupTestI18n('uz', { shell: STRINGS.uz });
  seedConfig();
});
afterEach(() => {
  server?.restore();
  open?.mockRestore();
  resetStores();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const general = () => useSessionStore.getState().general;

describe('social login (spec §4)', () => {
  it('opens a 640 × 480 popup on /oauth/init and remembers the page', () => {
    server = fakeServer();
    window.history.replaceState(null, '', '/offers/welcome?x=1');
    act(() => useLocaleStore.getState().setLocale('ru'));
    const popup = { closed: false, focus: jest.fn() };
    open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    startSocialLogin('dev', 'registration');
    const [url, name, features] = open.mock.calls[0]!;
    const init = new URL(url as string, window.location.origin);
    expect(init.pathname).toBe('/oauth/init');
    expect(Object.fromEntries(init.searchParams)).toEqual({ service: 'dev', redirect_url: 'http://localhost/ru', type_auth: 'registration', locale: 'ru' });
    expect(name).toBe('casino-social-auth');
    expect(features).toMatch(/width=640,height=480/);
    expect(localStorage.getItem('social_auth_return')).toBe('/offers/welcome?x=1');
  });

  it('on the popup message: reloads the session, reads and removes the saved page and goes there', async () => {
    server = fakeServer({ 'account.getInfo': { data: account({ uid: 100900 }) }, 'metadata.getgeneralinfo': { data: general() } });
    window.history.replaceState(null, '', '/gamehall');
    open = jest.spyOn(window, 'open').mockReturnValue({ closed: false, focus: jest.fn() } as unknown as Window);
    const heard = jest.fn();
    const off = bus.on('auth:login', heard);
    startSocialLogin('dev', 'login');
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.example', data: { type: SOCIAL_CHANNEL, outcome: { status: 'login' } } }));
    expect(server.callsTo('account.getInfo')).toHaveLength(0);
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: { type: SOCIAL_CHANNEL, outcome: { status: 'login' } } }));
    await waitFor(() => expect(heard).toHaveBeenCalledWith({ uid: 100900 }));
    expect(server.navigations).toEqual(['/gamehall']);
    expect(localStorage.getItem('social_auth_return')).toBeNull();
    expect(useSessionStore.getState().account?.uid).toBe(100900);
    off();
  });

  it('a registration through a provider adds register=success and activates the kept promo code', async () => {
    server = fakeServer({
      'account.getInfo': { data: account({ is_registration_completed: false }) },
      'metadata.getgeneralinfo': { data: general() },
      'campaigns.activateOffer': { data: { id: 5 } },
    });
    localStorage.setItem('social_auth_return', '/offers');
    localStorage.setItem('promo_code', 'SILK');
    await completeSocialLogin({ status: 'register' });
    expect(server.navigations).toEqual(['/offers?register=success']);
    expect(server.callsTo('campaigns.activateOffer')[0]!.body).toEqual({ promo_code: 'SILK' });
  });

  it('explains a refused sign-in in the player language; a declined consent says nothing', async () => {
    server = fakeServer();
    localStorage.setItem('social_auth_return', '/offers');
    await completeSocialLogin({ status: 'error', error: 'account_exists' });
    expect(useToastsStore.getState().toasts).toEqual([
      expect.objectContaining({ type: 'error', text: 'Bu elektron pochta bilan hisob allaqachon bor. Parolingiz bilan kiring.' }),
    ]);
    expect(localStorage.getItem('social_auth_return')).toBeNull();
    await completeSocialLogin({ status: 'error', error: 'denied' });
    expect(useToastsStore.getState().toasts).toHaveLength(1);
  });

  it('a popup closed without signing in changes nothing', async () => {
    server = fakeServer({ 'account.getInfo': { data: guest() }, 'metadata.getgeneralinfo': { data: general() } });
    await completeSocialLogin(null);
    expect(server.navigations).toEqual([]);
    expect(useToastsStore.getState().toasts).toEqual([]);
  });

  it('in the popup: the outcome goes to the opener, then the popup closes', () => {
    const postMessage = jest.fn();
    const close = jest.spyOn(window, 'close').mockImplementation(() => {});
    Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true });
    try {
      deliverSocialOutcome({ status: 'register' });
      expect(postMessage).toHaveBeenCalledWith({ type: SOCIAL_CHANNEL, outcome: { status: 'register' } }, window.location.origin);
      expect(close).toHaveBeenCalled();
    } finally {
      Object.defineProperty(window, 'opener', { value: null, configurable: true });
      close.mockRestore();
    }
  });
});
