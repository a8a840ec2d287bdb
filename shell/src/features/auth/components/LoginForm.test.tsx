import { act, screen, waitFor, within } from '@testing-library/react';
import { bus, useConfigStore, useSessionStore } from '@casino/shared';
import { resetStores } from '@casino/shared/testing';
import { AuthPanel } from './AuthPanel';
import { TwoFactorForm } from './TwoFactorForm';
import { account, fakeServer, renderAuth, seedConfig } from './testing';

let server: ReturnType<typeof fakeServer>;
afterEach(() => {
  server?.restore();
  resetStores();
  window.history.replaceState(null, '', '/');
  delete (window as { dataLayer?: unknown }).dataLayer;
});

describe('sign-in', () => {
  it('shows tabs and labelled fields, and refuses an empty form with the operator messages', async () => {
    seedConfig();
    server = fakeServer();
    const { user } = await renderAuth(<AuthPanel initialView="login" />);
    expect(screen.getByRole('tab', { name: 'Kirish' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Hisobga kirish' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kirish' }));
    expect(await screen.findAllByText('Majburiy maydon')).toHaveLength(2);
    expect(screen.getByLabelText(/Elektron pochta yoki telefon/)).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('auth.login')).toHaveLength(0);
  });

  it('signs in: leading + stripped, session set, auth:login told, home in the player language', async () => {
    seedConfig({ locale: 'ru' });
    server = fakeServer({ 'auth.login': { data: account({ login: '998901234567' }) } });
    const heard = jest.fn();
    const off = bus.on('auth:login', heard);
    const { user } = await renderAuth(<AuthPanel initialView="login" />, { locale: 'ru' });
    await user.type(screen.getByLabelText(/Электронная почта или телефон/), '+998901234567');
    await user.type(screen.getByLabelText(/^Пароль/, { selector: 'input' }), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    await act(async () => {});
    expect(server.callsTo('auth.login')[0]!.body).toEqual({ login: '998901234567', password: 'secret12' });
    expect(useSessionStore.getState().account?.uid).toBe(100001);
    expect(heard).toHaveBeenCalledWith({ uid: 100001 });
    expect(server.navigations).toEqual(['/ru']);
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toEqual(
      expect.arrayContaining([
        { event: 'auth_login', uid: 100001, method: 'password' },
        { event: 'promo_identify', uid: 100001 },
      ]),
    );
    off();
  });

  it('signs in by phone through the mask of forms-config when the site takes phones only, sending the digits', async () => {
    seedConfig({ auth: { authTypes: ['phone'] } });
    const config = useConfigStore.getState().config;
    const forms = config['forms-config'] as { registration: unknown[] };
    act(() =>
      useConfigStore
        .getState()
        .setConfig({ ...config, 'forms-config': { ...forms, registration: [...forms.registration, { name: 'login', mask: '+998 ## ###-##-##' }] } }),
    );
    server = fakeServer({ 'auth.login': { data: account({ login: '998901234567' }) } });
    const { user } = await renderAuth(<AuthPanel initialView="login" />);
    const login = screen.getByLabelText(/^Telefon raqami/) as HTMLInputElement;
    await user.type(login, '90123456');
    expect(login).toHaveValue('+998 90 123-45-6');
    await user.keyboard('{Backspace}{Backspace}');
    expect(login).toHaveValue('+998 90 123-4');
    await user.keyboard('567');
    expect(login).toHaveValue('+998 90 123-45-67');
    await user.type(screen.getByLabelText(/^Parol/, { selector: 'input' }), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Kirish' }));
    await act(async () => {});
    expect(server.callsTo('auth.login')[0]!.body).toEqual({ login: '998901234567', password: 'secret12' });
  });

  it('goes to a safe redirectUrl after sign-in (guest guard round trip)', async () => {
    seedConfig();
    window.history.replaceState(null, '', '/?redirectUrl=%2Fprofile%2Fsettings');
    server = fakeServer({ 'auth.login': { data: account() } });
    const { user } = await renderAuth(<AuthPanel initialView="login" />);
    await user.type(screen.getByLabelText(/Elektron pochta yoki telefon/), 'player@example.org');
    await user.type(screen.getByLabelText(/^Parol/, { selector: 'input' }), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Kirish' }));
    await act(async () => {});
    expect(server.navigations).toEqual(['/profile/settings']);
  });

  it('says wrong credentials in an alert and reports the error code', async () => {
    seedConfig();
    server = fakeServer({
      'auth.login': { error: { type: 'AuthorizationException', message: 'Wrong login or password', fields: { login: 'Wrong login or password' } } },
    });
    const { user } = await renderAuth(<AuthPanel initialView="login" />);
    await user.type(screen.getByLabelText(/Elektron pochta yoki telefon/), 'player@example.org');
    await user.type(screen.getByLabelText(/^Parol/, { selector: 'input' }), 'wrongpass');
    await user.click(screen.getByRole('button', { name: 'Kirish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login yoki parol notoʻgʻri.');
    expect(useSessionStore.getState().account).toBeNull();
    expect((window as unknown as { dataLayer: unknown[] }).dataLayer).toContainEqual({
      event: 'auth_login_error',
      error_code: 'AuthorizationException',
      method: 'password',
    });
  });

  it('shows a busy submit button while the call runs', async () => {
    seedConfig();
    let answer!: () => void;
    server = fakeServer({ 'auth.login': () => new Promise((resolve) => (answer = () => resolve({ data: account() }))) });
    const { user } = await renderAuth(<AuthPanel initialView="login" />);
    await user.type(screen.getByLabelText(/Elektron pochta yoki telefon/), 'player@example.org');
    await user.type(screen.getByLabelText(/^Parol/, { selector: 'input' }), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Kirish' }));
    expect(screen.getByRole('button', { name: 'Kirish' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer());
  });

  it('tabs switch with the arrow keys', async () => {
    seedConfig();
    server = fakeServer();
    const { user } = await renderAuth(<AuthPanel initialView="login" />);
    // The first field gets the cursor when the form opens.
    await waitFor(() => expect(screen.getByLabelText(/Elektron pochta yoki telefon/)).toHaveFocus());
    act(() => screen.getByRole('tab', { name: 'Kirish' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Roʻyxatdan oʻtish' })).toHaveFocus();
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Roʻyxatdan oʻtish' })).toBeInTheDocument();
  });
});

describe('two-factor sign-in (spec §4)', () => {
  const twoFactor = (resend = '60') => ({
    error: { type: 'AuthorizationException', message: 'Two-factor authentication is enabled', fields: { two_factor_auth: 'enabled', resend_time: resend } },
  });

  it('asks for the code, explains a wrong one and signs in with the right one, sending login, password and code', async () => {
    seedConfig();
    server = fakeServer({
      'auth.login': (call) => {
        if (!call.body.code) return twoFactor();
        if (call.body.code === '111111')
          return { error: { type: 'InvalidParameterException', message: 'Code is invalid', fields: { code: 'Code is invalid' } } };
        return { data: account({ two_factor_auth: true }) };
      },
    });
    const { user } = await renderAuth(<AuthPanel initialView="login" />);
    await user.type(screen.getByLabelText(/Elektron pochta yoki telefon/), 'player@example.org');
    await user.type(screen.getByLabelText(/^Parol/, { selector: 'input' }), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Kirish' }));

    expect(await screen.findByRole('heading', { name: 'Tasdiqlash kodi' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Kodni 1:00 dan soʻng/ })).toBeDisabled();
    const code = () => screen.getByLabelText(/^Kod/);
    await waitFor(() => expect(code()).toHaveFocus());

    // Five digits are refused before any call (operator message with the spec's $$min$$).
    await user.type(code(), '12345');
    await user.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    expect(await screen.findByText('Eng kam uzunlik 6')).toBeInTheDocument();
    expect(server.callsTo('auth.login')).toHaveLength(1);

    await user.clear(code());
    await user.type(code(), '111111');
    await user.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    expect(await screen.findByText('Kod notoʻgʻri')).toBeInTheDocument();
    expect(code()).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code());
    await user.type(code(), '123456');
    await user.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    await waitFor(() => expect(useSessionStore.getState().account?.two_factor_auth).toBe(true));
    expect(server.callsTo('auth.login').at(-1)!.body).toEqual({ login: 'player@example.org', password: 'secret12', code: '123456' });
    expect(server.navigations).toEqual(['/']);
  });

  it('counts down the resend time, then sends a new code and counts again', async () => {
    jest.useFakeTimers({ now: new Date('2025-01-01T10:00:00Z') });
    try {
      seedConfig({ locale: 'ru' });
      server = fakeServer({ 'auth.login': twoFactor('60') });
      await renderAuth(<TwoFactorForm payload={{ login: 'player@example.org', password: 'secret12', resend_time: 2 }} onBack={() => {}} />, { locale: 'ru' });
      expect(screen.getByRole('button', { name: 'Отправить код повторно можно через 0:02' })).toBeDisabled();
      await act(async () => void jest.advanceTimersByTime(1000));
      expect(screen.getByRole('button', { name: 'Отправить код повторно можно через 0:01' })).toBeDisabled();
      await act(async () => void jest.advanceTimersByTime(1000));
      const resend = screen.getByRole('button', { name: 'Отправить код ещё раз' });
      expect(resend).toBeEnabled();
      await act(async () => {
        resend.click();
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(server.callsTo('auth.login')[0]!.body).toEqual({ login: 'player@example.org', password: 'secret12' });
      expect(screen.getByRole('status')).toHaveTextContent('Новый код отправлен.');
      expect(screen.getByRole('button', { name: 'Отправить код повторно можно через 1:00' })).toBeDisabled();
    } finally {
      jest.useRealTimers();
    }
  });
});
