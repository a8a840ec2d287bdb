import { act, screen, waitFor } from '@testing-library/react';
import { bus, useSessionStore, useToastsStore } from '@casino/shared';
import { resetStores } from '@casino/shared/testing';
import { AuthPanel } from './AuthPanel';
import { account, fakeServer, renderAuth, seedConfig } from './testing';

let server: ReturnType<typeof fakeServer>;
afterEach(() => {
  server?.restore();
  resetStores();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input, select' });

describe('registration', () => {
  it('offers the fields of auth-config: currency, hidden promo code, terms, subscription and betting mark', async () => {
    seedConfig();
    server = fakeServer();
    const { user } = await renderAuth(<AuthPanel initialView="registration" />);
    expect(screen.getByRole('tab', { name: 'Roʻyxatdan oʻtish' })).toHaveAttribute('aria-selected', 'true');
    // Registering in Uzbek: the sum, which the operator offers, before anything is typed.
    expect(field(/^Valyuta/)).toHaveValue('UZS');
    expect(screen.queryByLabelText(/^Promokod/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menda promokod bor' }));
    expect(field(/^Promokod/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Menga 18 yosh/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Qoidalar' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('checkbox', { name: /Aksiyalar va bonuslar/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Sport tikishlari/ })).toBeInTheDocument();
  });

  it('preselects the currency of the phone’s country as the login is typed, until the player picks one', async () => {
    seedConfig();
    server = fakeServer();
    const { user } = await renderAuth(<AuthPanel initialView="registration" />);
    const login = field(/^Elektron pochta yoki telefon/);
    await user.type(login, '+7916');
    expect(field(/^Valyuta/)).toHaveValue('RUB');
    await user.clear(login);
    await user.type(login, '+99890');
    expect(field(/^Valyuta/)).toHaveValue('UZS');
    await user.selectOptions(field(/^Valyuta/), 'USD');
    await user.clear(login);
    await user.type(login, '+7916');
    expect(field(/^Valyuta/)).toHaveValue('USD');
  }, 15_000);

  it('follows auth-config: no promo field, no terms, no betting mark, phone login', async () => {
    seedConfig({ auth: { registration: { promocode: false, terms: false, notify: false, markBetting: { isActive: false } }, authTypes: ['phone'] } });
    server = fakeServer();
    await renderAuth(<AuthPanel initialView="registration" />);
    expect(field(/^Telefon raqami/)).toHaveAttribute('inputmode', 'tel');
    expect(screen.queryByRole('button', { name: 'Menda promokod bor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('checks the rules of spec §5 with the operator messages: terms must be ticked, password 6–20', async () => {
    seedConfig();
    server = fakeServer();
    const { user } = await renderAuth(<AuthPanel initialView="registration" />);
    await user.type(field(/^Elektron pochta yoki telefon/), 'not-an-email@');
    await user.type(field(/^Parol/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Roʻyxatdan oʻtish' }));
    expect(await screen.findByText('Elektron pochta manzili notoʻgʻri')).toBeInTheDocument();
    expect(screen.getByText('Eng kam uzunlik 6')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Menga 18 yosh/ })).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('auth.register')).toHaveLength(0);
  });

  it('registers with the promo code of the query (last value wins), activates it, and marks the page register=success', async () => {
    seedConfig();
    window.history.replaceState(null, '', '/gamehall?promo_code=FIRST&promo_code=SILK&show_popup_reg=1');
    localStorage.setItem('promo_code', 'STORED');
    server = fakeServer({
      'auth.register': { data: account({ uid: 100777 }) },
      'campaigns.activateOffer': { data: { id: 5 } },
    });
    const registered = jest.fn();
    const off = bus.on('auth:register', registered);
    const { user } = await renderAuth(<AuthPanel initialView="registration" />);
    expect(field(/^Promokod/)).toHaveValue('SILK');
    await user.type(field(/^Elektron pochta yoki telefon/), 'new.player@example.org');
    await user.type(field(/^Parol/), 'secret12');
    await user.selectOptions(field(/^Valyuta/), 'UZS');
    await user.click(screen.getByRole('checkbox', { name: /Menga 18 yosh/ }));
    await user.click(screen.getByRole('checkbox', { name: /Aksiyalar va bonuslar/ }));
    await user.click(screen.getByRole('button', { name: 'Roʻyxatdan oʻtish' }));

    await waitFor(() => expect(server.callsTo('campaigns.activateOffer')).toHaveLength(1));
    expect(server.callsTo('auth.register')[0]!.body).toEqual({
      login: 'new.player@example.org',
      password: 'secret12',
      currency: 'UZS',
      promo_code: 'SILK',
      terms: '1',
      is_subscribed: '1',
      mark_betting: '0',
    });
    expect(server.callsTo('campaigns.activateOffer')[0]!.body).toEqual({ promo_code: 'SILK' });
    expect(useSessionStore.getState().account?.uid).toBe(100777);
    expect(registered).toHaveBeenCalledWith({ uid: 100777 });
    expect(server.navigations).toEqual(['/gamehall?promo_code=FIRST&promo_code=SILK&register=success']);
    expect(useToastsStore.getState().toasts.map((t) => t.text)).toContain('SILK promokodi faollashtirildi.');
    expect(localStorage.getItem('promo_code')).toBeNull();
    off();
  });

  it('says why a promo code was refused, by the first code of the error', async () => {
    seedConfig({ locale: 'ru' });
    localStorage.setItem('promo_code', 'USED');
    server = fakeServer({
      'auth.register': { data: account() },
      'campaigns.activateOffer': { error: { type: 'InvalidParameterException', message: 'x', fields: { promo_code: ['promo_code_already_activated'] } } },
    });
    const { user } = await renderAuth(<AuthPanel initialView="registration" />, { locale: 'ru' });
    await user.type(field(/^Электронная почта или телефон/), 'p@example.org');
    await user.type(field(/^Пароль/), 'secret12');
    await user.click(screen.getByRole('checkbox', { name: /Мне есть 18 лет/ }));
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(useToastsStore.getState().toasts.map((t) => t.text)).toContain('Этот промокод уже активирован.'));
  });

  it('puts a taken login on the login field', async () => {
    seedConfig();
    server = fakeServer({
      'auth.register': {
        error: { type: 'InvalidParameterException', message: 'Login is already registered', fields: { login: 'Login is already registered' } },
      },
    });
    const { user } = await renderAuth(<AuthPanel initialView="registration" />);
    await user.type(field(/^Elektron pochta yoki telefon/), 'demo@example.com');
    await user.type(field(/^Parol/), 'secret12');
    await user.click(screen.getByRole('checkbox', { name: /Menga 18 yosh/ }));
    await user.click(screen.getByRole('button', { name: 'Roʻyxatdan oʻtish' }));
    expect(await screen.findByText('Bu login bilan hisob allaqachon mavjud. Kiring yoki parolni tiklang.')).toBeInTheDocument();
    expect(field(/^Elektron pochta yoki telefon/)).toHaveAttribute('aria-invalid', 'true');
    expect(useSessionStore.getState().account).toBeNull();
  });

  it("words a server's validator text on a field with the form's own message, in the player's language", async () => {
    seedConfig();
    server = fakeServer({
      'auth.register': { error: { type: 'InvalidParameterException', message: 'Invalid parameters', fields: { password: ['Min length is 8'] } } },
    });
    const { user } = await renderAuth(<AuthPanel initialView="registration" />);
    await user.type(field(/^Elektron pochta yoki telefon/), 'demo@example.com');
    await user.type(field(/^Parol/), 'secret12');
    await user.click(screen.getByRole('checkbox', { name: /Menga 18 yosh/ }));
    await user.click(screen.getByRole('button', { name: 'Roʻyxatdan oʻtish' }));
    expect(await screen.findByText('Eng kam uzunlik 8')).toBeInTheDocument();
    expect(field(/^Parol/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Min length is 8')).not.toBeInTheDocument();
  });
});

describe('validation strategy (forms-config)', () => {
  it('eager: a filled-in field is checked when left and again on every change; an empty one only focused is not', async () => {
    seedConfig({ strategy: 'eager' });
    server = fakeServer();
    const { user } = await renderAuth(<AuthPanel initialView="registration" />);
    await waitFor(() => expect(field(/^Elektron pochta yoki telefon/)).toHaveFocus());
    await user.tab();
    await act(async () => {});
    expect(screen.queryByText('Majburiy maydon')).not.toBeInTheDocument();
    await user.type(field(/^Parol/), 'abc');
    await user.tab();
    expect(await screen.findByText('Eng kam uzunlik 6')).toBeInTheDocument();
    await user.type(field(/^Parol/), 'def');
    await waitFor(() => expect(screen.queryByText('Eng kam uzunlik 6')).not.toBeInTheDocument());
  });

  it('onSubmit: nothing is checked before the first submit', async () => {
    seedConfig({ strategy: 'onSubmit' });
    server = fakeServer();
    const { user } = await renderAuth(<AuthPanel initialView="registration" />);
    await user.type(field(/^Parol/), 'abc');
    await user.tab();
    await act(async () => {});
    expect(screen.queryByText('Eng kam uzunlik 6')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Roʻyxatdan oʻtish' }));
    expect(await screen.findByText('Eng kam uzunlik 6')).toBeInTheDocument();
  });
});
