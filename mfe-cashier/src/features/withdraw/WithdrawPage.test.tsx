import { act, screen, waitFor, within } from '@testing-library/react';
import { useConfigStore, useSessionStore, type AccountInfo } from '@casino/shared';
import { resetStores, startRemoteForTest, type RemoteUnderTest, type ProvidersResult } from '@casino/shared/testing';
import { WithdrawPage } from './WithdrawPage';
import { codeRequest, confirmContactLink, contactOfLogin, kycDialog, withCode, withdrawErrorAction, withdrawMax } from './rules';
import { readCashierConfig } from '../../lib/config';
import app from '../../app';
import { money, VISA } from '../../testing/fixtures';
import { ApiError } from '@casino/shared';

const CARD = {
  ...VISA,
  min: 20,
  max: 10000,
  fields: [
    { name: 'card_number', type: 'cardNumber' as const, label: 'Karta raqami', isRequired: true, regex: null },
    { name: 'card_holder', type: 'cardHolder' as const, label: 'Karta egasi', isRequired: true, regex: null },
  ],
};
const BANK = {
  ...VISA,
  id: 6,
  sysname: 'bank_transfer',
  name: 'Bank oʻtkazmasi',
  min: 20,
  max: 10000,
  fields: [
    { name: 'bank', type: 'bank' as const, label: 'Bank', isRequired: true, regex: null },
    { name: 'account_number', type: 'text' as const, label: 'Hisob raqami', isRequired: true, regex: '^\\d{20}$' },
  ],
};
const SETTINGS = { data: { currency: 'USD', available: money(150), methods: [CARD, BANK], pending_count: 1 } };
const BUTTONS = {
  'cashier-config': {
    withdrawErrorButtons: { KycWithdrawal: { show: true, link: '/profile/verification' }, UserNeedConfirmContact: { show: false, link: '/profile/settings' } },
  },
};

let cashier: RemoteUnderTest;
afterEach(() => {
  cashier.stop();
  resetStores();
});

async function fill(user: ProvidersResult['user'], amount = '100') {
  await user.type(await screen.findByRole('textbox', { name: /Summa, USD/ }), amount);
  await user.type(screen.getByRole('textbox', { name: /Karta raqami/ }), '4111 1111 1111 1111');
  await user.type(screen.getByRole('textbox', { name: /Karta egasi/ }), 'Aziz Karimov');
  await user.click(screen.getByRole('button', { name: /ni yechish/ }));
}

describe('the withdrawal page', () => {
  it('shows the balance, pending withdrawals and the bounds within the balance', async () => {
    cashier = await startRemoteForTest(app, { api: { 'cashier.getwithdrawsettings': SETTINGS } });
    const { user } = await cashier.render(<WithdrawPage />, { route: '/cashier/withdraw' });
    expect(await screen.findByText('150.00 USD')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kutilayotgan yechimlar: 1' })).toHaveAttribute('href', '/cashier/history?tab=withdrawal');
    expect(screen.getByText('20 dan 150 USD gacha')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Summa, USD/ }), '200');
    await user.tab();
    expect(await screen.findByText('Max value is 150')).toBeInTheDocument();
  });

  it('formats the card number with the forms-config mask as it is typed and pasted, and sends its digits', async () => {
    cashier = await startRemoteForTest(app, {
      api: {
        'cashier.getwithdrawsettings': SETTINGS,
        'cashier.makewithdrawal': { data: { id: 32, amount: money(-100), method_name: 'Visa / Mastercard', status: 'pending', type: 'withdrawal' } },
      },
    });
    act(() => useConfigStore.getState().setConfig({ 'forms-config': { withdraw: [{ name: 'cardNumber', mask: '#### #### #### #### ###' }] } }));
    const { user } = await cashier.render(<WithdrawPage />, { route: '/cashier/withdraw' });
    await user.type(await screen.findByRole('textbox', { name: /Summa, USD/ }), '100');
    const number = screen.getByRole('textbox', { name: /Karta raqami/ }) as HTMLInputElement;
    expect(number).toHaveAttribute('inputmode', 'numeric');
    await user.type(number, '41111111');
    expect(number).toHaveValue('4111 1111');
    await user.tripleClick(number);
    await user.paste('4111-1111-1111-1111');
    expect(number).toHaveValue('4111 1111 1111 1111');
    await user.type(screen.getByRole('textbox', { name: /Karta egasi/ }), 'Aziz Karimov');
    await user.click(screen.getByRole('button', { name: /ni yechish/ }));
    expect(await screen.findByRole('heading', { name: 'Soʻrov qabul qilindi' })).toBeInTheDocument();
    expect(JSON.parse(cashier.callsTo('cashier.makewithdrawal')[0]!.body.requisites as string)).toEqual({
      card_number: '4111111111111111',
      card_holder: 'Aziz Karimov',
    });
  });

  it('requests a withdrawal with a key, tells the bus and shows the receipt link', async () => {
    cashier = await startRemoteForTest(app, {
      api: {
        'cashier.getwithdrawsettings': SETTINGS,
        'cashier.makewithdrawal': { data: { id: 31, amount: money(-100), method_name: 'Visa / Mastercard', status: 'pending', type: 'withdrawal' } },
      },
    });
    const { user } = await cashier.render(<WithdrawPage />, { route: '/cashier/withdraw' });
    await fill(user);
    expect(await screen.findByRole('heading', { name: 'Soʻrov qabul qilindi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kvitansiya' })).toHaveAttribute('href', '/cashier/receipt?id=31');
    const [call] = cashier.callsTo('cashier.makewithdrawal');
    expect(call!.body).toEqual({
      method: 'visa_mastercard',
      methodId: '1',
      amount: '100',
      requisites: JSON.stringify({ card_number: '4111111111111111', card_holder: 'Aziz Karimov' }),
    });
    expect(call!.headers['Idempotency-Key']).toBeTruthy();
    expect(cashier.events.map((e) => e.event)).toEqual(['balance:changed', 'toast:show']);
  });

  it('follows the money: after the withdrawal (or any money move) the withdrawable amount is asked again, no reload', async () => {
    const after = { data: { ...SETTINGS.data, available: money(50), pending_count: 2 } };
    cashier = await startRemoteForTest(app, {
      api: {
        'cashier.getwithdrawsettings': [SETTINGS, after, { data: { ...after.data, available: money(80) } }],
        'cashier.makewithdrawal': { data: { id: 33, amount: money(-100), method_name: 'Visa / Mastercard', status: 'pending', type: 'withdrawal' } },
      },
    });
    const { user } = await cashier.render(<WithdrawPage />, { route: '/cashier/withdraw' });
    expect(await screen.findByText('150.00 USD')).toBeInTheDocument();
    await fill(user);
    expect(await screen.findByRole('heading', { name: 'Soʻrov qabul qilindi' })).toBeInTheDocument();
    expect(await screen.findByText('50.00 USD')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kutilayotgan yechimlar: 2' })).toBeInTheDocument();
    // Money moved elsewhere (the shell's periodic balance differs): asked again.
    act(() => useSessionStore.getState().moneyMoved());
    expect(await screen.findByText('80.00 USD')).toBeInTheDocument();
    expect(cashier.callsTo('cashier.getwithdrawsettings')).toHaveLength(3);
  });

  it('opens the identity verification dialog on the KYC error, and again from the button of the content config', async () => {
    cashier = await startRemoteForTest(app, {
      api: { 'cashier.getwithdrawsettings': SETTINGS, 'cashier.makewithdrawal': { error: { type: 'KycWithdrawalException' } } },
    });
    act(() => useConfigStore.getState().setConfig(BUTTONS));
    const { user } = await cashier.render(<WithdrawPage />, { route: '/cashier/withdraw' });
    await fill(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Pul yechish uchun shaxsingizni tasdiqlang.');
    const dialog = { event: 'dialog:open', payload: { id: 'profile:identity-verification', type: 'popup', props: { link: '/profile/verification' } } };
    expect(cashier.events).toEqual([dialog]);
    await user.click(within(alert).getByRole('button', { name: 'Shaxsni tasdiqlash' }));
    expect(cashier.events).toEqual([dialog, dialog]);
  });

  it('hides a button the content config turns off, and puts insufficient funds on the amount', async () => {
    cashier = await startRemoteForTest(app, {
      api: {
        'cashier.getwithdrawsettings': SETTINGS,
        'cashier.makewithdrawal': [
          { error: { type: 'UserNeedConfirmContactException' } },
          { error: { type: 'WithdrawalDeclinedException', message: 'Insufficient funds', fields: { amount: 'Insufficient funds' } } },
        ],
      },
    });
    act(() => useConfigStore.getState().setConfig(BUTTONS));
    const { user } = await cashier.render(<WithdrawPage />, { route: '/cashier/withdraw' });
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('elektron pochta yoki telefon');
    expect(screen.queryByRole('link', { name: 'Kontaktni tasdiqlash' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /ni yechish/ }));
    expect(await screen.findByText('Hisobda mablagʻ yetarli emas')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Summa, USD/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('leads an unconfirmed contact to its confirmation, which brings the player back to the withdrawal (ru)', async () => {
    cashier = await startRemoteForTest(app, {
      locale: 'ru',
      api: { 'cashier.getwithdrawsettings': SETTINGS, 'cashier.makewithdrawal': { error: { type: 'UserNeedConfirmContactException' } } },
    });
    act(() => {
      useSessionStore.getState().setAccount({ uid: 7, login: 'aziz@example.org', balance_main: { amount: 0, currency: 'USD' } } as AccountInfo);
      useConfigStore.getState().setConfig({ 'cashier-config': { withdrawErrorButtons: { UserNeedConfirmContact: { show: true, link: '/confirmation' } } } });
    });
    const { user } = await cashier.render(<WithdrawPage />, { route: '/ru/cashier/withdraw', locale: 'ru' });
    await user.type(await screen.findByRole('textbox', { name: /Сумма, USD/ }), '100');
    await user.type(screen.getByRole('textbox', { name: /Karta raqami/ }), '4111 1111 1111 1111');
    await user.type(screen.getByRole('textbox', { name: /Karta egasi/ }), 'Aziz Karimov');
    await user.click(screen.getByRole('button', { name: /Вывести/ }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link')).toHaveAttribute('href', '/ru/confirmation?contact=email&redirectUrl=%2Fcashier%2Fwithdraw');
  });

  it('asks for the code sent for new details, then sends the same request with it', async () => {
    const sent = {
      error: {
        type: 'RequisitesValidationRequiredException',
        message: 'A confirmation code was sent',
        fields: { code: 'sent', contact: 'a***@example.org', resend_time: '1' },
      },
    };
    cashier = await startRemoteForTest(app, {
      api: {
        'cashier.getwithdrawsettings': SETTINGS,
        'cashier.makewithdrawal': [
          sent,
          { error: { type: 'InvalidParameterException', message: 'Code is invalid', fields: { code: 'Code is invalid' } } },
          sent,
          { data: { id: 32, amount: money(-100), method_name: 'Visa / Mastercard', status: 'pending', type: 'withdrawal' } },
        ],
      },
    });
    const { user } = await cashier.render(<WithdrawPage />, { route: '/cashier/withdraw' });
    await fill(user);
    expect(await screen.findByRole('heading', { name: 'Yangi rekvizitlarga yechishni tasdiqlang' })).toBeInTheDocument();
    expect(screen.getByText(/a\*\*\*@example\.org/)).toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: /Xabardagi kod/ });
    // The spec's code rule: 6 digits, checked before anything is sent.
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Yechishni tasdiqlash' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(cashier.callsTo('cashier.makewithdrawal')).toHaveLength(1);

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Yechishni tasdiqlash' }));
    expect(await screen.findByText('Kod notoʻgʻri.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    // Resend only after the countdown.
    const resend = screen.getByRole('button', { name: /qayta yuborish/ });
    await waitFor(() => expect(resend).toHaveTextContent('Kodni qayta yuborish'), { timeout: 3000 });
    await user.click(resend);
    expect(await screen.findByText('Yangi kod yuborildi.')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Yechishni tasdiqlash' }));
    expect(await screen.findByRole('heading', { name: 'Soʻrov qabul qilindi' })).toBeInTheDocument();

    const calls = cashier.callsTo('cashier.makewithdrawal');
    const request = {
      method: 'visa_mastercard',
      methodId: '1',
      amount: '100',
      requisites: JSON.stringify({ card_number: '4111111111111111', card_holder: 'Aziz Karimov' }),
    };
    expect(calls.map((c) => c.body)).toEqual([request, { ...request, code: '123456' }, request, { ...request, code: '654321' }]);
    expect(calls.every((c) => c.headers['Idempotency-Key'])).toBe(true);
    expect(cashier.events.map((e) => e.event)).toEqual(['balance:changed', 'toast:show']);
  });

  it('tells the player to ask support when no earlier contact can get the code', async () => {
    cashier = await startRemoteForTest(app, {
      api: {
        'cashier.getwithdrawsettings': SETTINGS,
        'cashier.makewithdrawal': { error: { type: 'RequisitesOnVerificationException', fields: { requisites: 'no_trusted_contact' } } },
      },
    });
    const { user } = await cashier.render(<WithdrawPage />, { route: '/cashier/withdraw' });
    await fill(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Yordam xizmatiga yozing');
  });

  it("says from when the withdrawal can go, in the player's date and time, with the way to support", async () => {
    const at = new Date(2026, 11, 2, 14, 5);
    cashier = await startRemoteForTest(app, {
      api: {
        'cashier.getwithdrawsettings': SETTINGS,
        'cashier.makewithdrawal': {
          error: { type: 'RequisitesOnVerificationException', fields: { requisites: 'no_trusted_contact', available_at: String(at.getTime() / 1000) } },
        },
      },
    });
    const { user } = await cashier.render(<WithdrawPage />, { route: '/cashier/withdraw' });
    await fill(user);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Yechishni 02.12.2026 14:05 dan keyin qayta urinib koʻring yoki yordam xizmatiga yozing.');
    expect(within(alert).getByRole('link', { name: 'Yordam xizmatiga yozing' })).toHaveAttribute('href', '/support');
  });

  it('asks for a bank from the list of the method', async () => {
    cashier = await startRemoteForTest(app, {
      api: {
        'cashier.getwithdrawsettings': SETTINGS,
        'cashier.getbanks': { data: { items: [{ id: 1, sysname: 'kapitalbank', name: 'Kapitalbank', country: 'UZ', bic: 'KACHUZ22' }], total: 1 } },
      },
    });
    const { user } = await cashier.render(<WithdrawPage />, { route: '/cashier/withdraw' });
    await user.click(await screen.findByRole('button', { name: /Bank oʻtkazmasi/ }));
    const bank = await screen.findByRole('combobox', { name: /Bank/ });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Kapitalbank (KACHUZ22)' })).toBeInTheDocument());
    expect(cashier.callsTo('cashier.getbanks')[0]!.query.method).toBe('bank_transfer');
    await user.type(screen.getByRole('textbox', { name: /Summa, USD/ }), '50');
    await user.type(screen.getByRole('textbox', { name: /Hisob raqami/ }), '123');
    await user.click(screen.getByRole('button', { name: /ni yechish/ }));
    expect(await screen.findByText('Field regex')).toBeInTheDocument();
    expect(bank).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('withdrawal rules', () => {
  it('tell the contact a login is', () => {
    expect(contactOfLogin('aziz@example.org')).toBe('email');
    expect(contactOfLogin('+998901234567')).toBe('phone');
    expect(contactOfLogin('998901234567')).toBe('phone');
    expect(contactOfLogin('aziz')).toBeNull();
    expect(contactOfLogin(undefined)).toBeNull();
  });

  it('send the confirm-contact button to the contact’s confirmation with the way back', () => {
    expect(confirmContactLink('/confirmation', 'aziz@example.org', '/cashier/withdraw')).toBe('/confirmation?contact=email&redirectUrl=%2Fcashier%2Fwithdraw');
    expect(confirmContactLink('/confirmation', '998901234567', '/cashier/withdraw')).toBe('/confirmation?contact=phone&redirectUrl=%2Fcashier%2Fwithdraw');
    // A contact the link names is kept; an unknown login leaves the choice to the confirmation page.
    expect(confirmContactLink('/confirmation?contact=phone', 'aziz@example.org', '/cashier/withdraw')).toBe(
      '/confirmation?contact=phone&redirectUrl=%2Fcashier%2Fwithdraw',
    );
    expect(confirmContactLink('/confirmation/', 'aziz', '/cashier/withdraw')).toBe('/confirmation?redirectUrl=%2Fcashier%2Fwithdraw');
    // Only a path of this site is a way back; other links stay as configured.
    expect(confirmContactLink('/confirmation', 'aziz@example.org', '//evil.example')).toBe('/confirmation?contact=email');
    expect(confirmContactLink('/profile/contacts', 'aziz@example.org', '/cashier/withdraw')).toBe('/profile/contacts');
  });

  it('give the error buttons of spec §8 from the content config', () => {
    const config = readCashierConfig(BUTTONS['cashier-config']);
    expect(withdrawErrorAction(new ApiError('KycWithdrawal', ''), config)).toEqual({
      name: 'KycWithdrawal',
      button: { show: true, link: '/profile/verification' },
    });
    expect(withdrawErrorAction(new ApiError('UserNeedConfirmContact', ''), config)).toEqual({ name: 'UserNeedConfirmContact', button: null });
    expect(withdrawErrorAction(new ApiError('WithdrawalLimitsPeriodExceeded', ''), config)).toEqual({ name: 'WithdrawalLimitsPeriodExceeded', button: null });
    expect(withdrawErrorAction(new ApiError('InvalidParameter', ''), config)).toBeNull();
  });

  it('open the identity verification dialog of the profile, with the configured link when there is one', () => {
    expect(kycDialog('/profile/verification')).toEqual({ id: 'profile:identity-verification', type: 'popup', props: { link: '/profile/verification' } });
    expect(kycDialog(undefined)).toEqual({ id: 'profile:identity-verification', type: 'popup', props: {} });
  });

  it('read the code request of a refusal and bind the code to the same request', () => {
    expect(codeRequest(new ApiError('RequisitesValidationRequired', '', { contact: '****4567', resend_time: '42' }))).toEqual({
      contact: '****4567',
      resendTime: 42,
    });
    expect(codeRequest(new ApiError('RequisitesValidationRequired', '', { resend_time: 'x' }))).toEqual({ contact: '', resendTime: 60 });
    expect(codeRequest(new ApiError('InvalidParameter', '', { code: 'Code is invalid' }))).toBeNull();
    expect(codeRequest(new Error('x'))).toBeNull();
    expect(withCode({ method: 'humo', amount: '5' }, '000111')).toEqual({ method: 'humo', amount: '5', code: '000111' });
  });

  it('cap the amount at the balance', () => {
    expect(withdrawMax({ max: 10_000 }, 150.75)).toBe(150);
    expect(withdrawMax({ max: 100 }, 150)).toBe(100);
  });
});
