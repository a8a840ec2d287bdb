import { screen, waitFor } from '@testing-library/react';
import { useDialogsStore, useSessionStore } from '@casino/shared';
import { resetStores } from '@casino/shared/testing';
import { AUTH_DIALOG, STORAGE_KEYS } from '../constants';
import { captureTelegramLaunch } from '../launch';
import { completeSocialLogin } from '../social-login';
import { local } from '../storage';
import AuthDialog from './AuthDialog';
import { AuthPanel } from './AuthPanel';
import { account, fakeServer, renderAuth, seedConfig } from './testing';

/** The two-factor step of social and Telegram sign-ins (spec §4): a ticket in place of login + password. */
let server: ReturnType<typeof fakeServer>;
afterEach(() => {
  server?.restore();
  resetStores();
  sessionStorage.clear();
  localStorage.clear();
  delete (window as { dataLayer?: unknown }).dataLayer;
});

const TICKET = 'T'.repeat(43);
const wrongCode = { error: { type: 'InvalidParameterException', message: 'Code is invalid', fields: { code: 'Code is invalid' } } };

describe('the code step of a social sign-in', () => {
  it('opens the auth popup on the code step and signs in with ticket + code, back on the page it started from', async () => {
    seedConfig({ locale: 'ru' });
    server = fakeServer({ 'auth.login': (call) => (call.body.code === '111111' ? wrongCode : { data: account({ two_factor_auth: true }) }) });
    local.set(STORAGE_KEYS.socialReturn, '/ru/offers');
    await completeSocialLogin({ status: 'two_factor', ticket: TICKET, resend_time: 60 });
    // No session was asked for: the callback started none.
    expect(server.callsTo('account.getInfo')).toHaveLength(0);
    const dialog = useDialogsStore.getState().queue[0]!;
    expect(dialog).toMatchObject({ id: AUTH_DIALOG, props: { view: 'login', twoFactor: { ticket: TICKET, via: 'social', resend_time: 60 } } });

    const { user } = await renderAuth(<AuthDialog {...(dialog.props as object)} />, { locale: 'ru' });
    expect(screen.getByRole('heading', { name: 'Код подтверждения' })).toBeInTheDocument();
    expect(screen.getByText('Мы отправили 6-значный код на контакт вашего аккаунта. Введите его, чтобы войти.')).toBeInTheDocument();
    const code = () => screen.getByLabelText(/^Код/);
    await user.type(code(), '111111');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Неверный код')).toBeInTheDocument();
    expect(useSessionStore.getState().account).toBeNull();

    await user.clear(code());
    await user.type(code(), '123456');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(useSessionStore.getState().account?.two_factor_auth).toBe(true));
    expect(server.callsTo('auth.login').at(-1)!.body).toEqual({ ticket: TICKET, code: '123456' });
    expect(server.navigations).toEqual(['/ru/offers']);
    expect(local.get(STORAGE_KEYS.socialReturn)).toBeNull();
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({ event: 'auth_login', uid: 100001, method: 'social' });
  });

  it('tells the player to sign in again when the ticket is over', async () => {
    seedConfig();
    server = fakeServer({ 'auth.login': { error: { type: 'InvalidParameterException', message: 'Time expired', fields: { ticket: 'Time expired' } } } });
    const { user } = await renderAuth(<AuthPanel initialView="login" initialTwoFactor={{ ticket: TICKET, via: 'social', resend_time: 0 }} />);
    await user.type(screen.getByLabelText(/^Kod/), '123456');
    await user.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kirish seansi eskirdi. Qaytadan kiring.');
    expect(useSessionStore.getState().account).toBeNull();
  });
});

describe('the code step of a Telegram sign-in', () => {
  const tgUser = { id: 5550009, username: 'ann_tg' };
  const initData = new URLSearchParams({ query_id: 'AAH', user: JSON.stringify(tgUser), auth_date: '1700000000', hash: 'cd'.repeat(32) }).toString();
  beforeEach(() => captureTelegramLaunch(`#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=7.0`));

  it('goes from the Telegram answer to the code step and signs in with ticket + code', async () => {
    seedConfig();
    server = fakeServer({
      'auth.registerTelegram': {
        error: {
          type: 'AuthorizationException',
          message: 'Two-factor authentication is enabled',
          fields: { two_factor_auth: 'enabled', resend_time: '60', ticket: TICKET },
        },
      },
      'auth.login': { data: account({ login: 'telegram_5550009', two_factor_auth: true }) },
    });
    const { user } = await renderAuth(<AuthPanel initialView="registration" />);
    await user.click(screen.getByRole('button', { name: 'Telegram orqali roʻyxatdan oʻtish' }));
    expect(await screen.findByRole('heading', { name: 'Tasdiqlash kodi' })).toBeInTheDocument();
    expect(screen.getByText('Hisobingiz kontaktiga 6 xonali kod yubordik. Kirish uchun uni kiriting.')).toBeInTheDocument();
    expect(useSessionStore.getState().account).toBeNull();
    await user.type(screen.getByLabelText(/^Kod/), '654321');
    await user.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    await waitFor(() => expect(useSessionStore.getState().account?.login).toBe('telegram_5550009'));
    expect(server.callsTo('auth.login')[0]!.body).toEqual({ ticket: TICKET, code: '654321' });
  });
});
