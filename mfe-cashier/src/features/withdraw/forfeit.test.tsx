import { screen } from '@testing-library/react';
import { resetStores, startRemoteForTest, type ProvidersResult, type RemoteUnderTest } from '@casino/shared/testing';
import { WithdrawPage } from './WithdrawPage';
import { withForfeit } from './rules';
import app from '../../app';
import { money, VISA } from '../../testing/fixtures';

const CARD = {
  ...VISA,
  min: 20,
  max: 10000,
  fields: [
    { name: 'card_number', type: 'cardNumber' as const, label: 'Karta raqami', isRequired: true, regex: null },
    { name: 'card_holder', type: 'cardHolder' as const, label: 'Karta egasi', isRequired: true, regex: null },
  ],
};
const SETTINGS = { data: { currency: 'USD', available: money(150), methods: [CARD], pending_count: 0 } };
const FORFEIT = {
  error: {
    type: 'WithdrawalDeclinedException',
    message: 'A withdrawal forfeits the active bonus',
    fields: { forfeit_bonus: 'bonus_forfeit_required', bonus_amount: '25', bonus_currency: 'USD' },
  },
};
const DONE = { data: { id: 31, amount: money(-100), method_name: 'Visa / Mastercard', status: 'pending', type: 'withdrawal' } };

let cashier: RemoteUnderTest | undefined;
afterEach(() => {
  cashier?.stop();
  resetStores();
});

async function fill(user: ProvidersResult['user'], amountLabel: RegExp, submit: RegExp) {
  await user.type(await screen.findByRole('textbox', { name: amountLabel }), '100');
  await user.type(screen.getByRole('textbox', { name: /Karta raqami/ }), '4111 1111 1111 1111');
  await user.type(screen.getByRole('textbox', { name: /Karta egasi/ }), 'Aziz Karimov');
  await user.click(screen.getByRole('button', { name: submit }));
}

describe('a withdrawal while a bonus is active', () => {
  it('adds the consent to the same request', () => {
    expect(withForfeit({ method: 'visa_mastercard', amount: '100' })).toEqual({ method: 'visa_mastercard', amount: '100', forfeit_bonus: true });
  });

  it('says what is forfeited and withdraws once the player agrees (uz)', async () => {
    cashier = await startRemoteForTest(app, { api: { 'cashier.getwithdrawsettings': SETTINGS, 'cashier.makewithdrawal': [FORFEIT, DONE] } });
    const { user } = await cashier!.render(<WithdrawPage />, { route: '/cashier/withdraw' });
    await fill(user, /Summa, USD/, /ni yechish/);
    expect(await screen.findByRole('heading', { name: 'Faol bonus yoʻqotiladi' })).toBeInTheDocument();
    expect(screen.getByText(/100.00 USD yechilsa, bonus bekor qilinadi va bonus balansidagi 25.00 USD yoʻqotiladi/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bonuslarim' })).toHaveAttribute('href', '/profile/bonuses');
    await user.click(screen.getByRole('button', { name: 'Bonusdan voz kechib yechish' }));
    expect(await screen.findByRole('heading', { name: 'Soʻrov qabul qilindi' })).toBeInTheDocument();
    const [first, second] = cashier!.callsTo('cashier.makewithdrawal');
    expect(first!.body.forfeit_bonus).toBeUndefined();
    expect(second!.body).toMatchObject({ method: 'visa_mastercard', amount: '100' });
    expect(['1', 'true']).toContain(second!.body.forfeit_bonus);
    // Another request, another key: the refused one moved nothing.
    expect(second!.headers['Idempotency-Key']).not.toBe(first!.headers['Idempotency-Key']);
  });

  it('keeps the bonus when the player goes back (ru)', async () => {
    cashier = await startRemoteForTest(app, { api: { 'cashier.getwithdrawsettings': SETTINGS, 'cashier.makewithdrawal': [FORFEIT] }, locale: 'ru' });
    const { user } = await cashier!.render(<WithdrawPage />, { route: '/ru/cashier/withdraw' });
    await fill(user, /Сумма, USD/, /Вывести/);
    expect(await screen.findByRole('heading', { name: 'Активный бонус сгорит' })).toBeInTheDocument();
    expect(screen.getByText(/25.00 USD с бонусного баланса сгорят/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Оставить бонус' }));
    expect(await screen.findByRole('textbox', { name: /Сумма, USD/ })).toBeInTheDocument();
    expect(cashier!.callsTo('cashier.makewithdrawal')).toHaveLength(1);
  });

  it('goes on to the code step for new details, keeping the consent', async () => {
    const CODE = {
      error: {
        type: 'RequisitesValidationRequiredException',
        message: 'sent',
        fields: { code: 'sent', contact: 'a***@example.org', channel: 'email', resend_time: '60' },
      },
    };
    cashier = await startRemoteForTest(app, { api: { 'cashier.getwithdrawsettings': SETTINGS, 'cashier.makewithdrawal': [FORFEIT, CODE, DONE] } });
    const { user } = await cashier!.render(<WithdrawPage />, { route: '/cashier/withdraw' });
    await fill(user, /Summa, USD/, /ni yechish/);
    await user.click(await screen.findByRole('button', { name: 'Bonusdan voz kechib yechish' }));
    await user.type(await screen.findByRole('textbox', { name: /Xabardagi kod/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Yechishni tasdiqlash' }));
    expect(await screen.findByRole('heading', { name: 'Soʻrov qabul qilindi' })).toBeInTheDocument();
    const third = cashier!.callsTo('cashier.makewithdrawal')[2]!;
    expect(third.body).toMatchObject({ code: '123456' });
    expect(['1', 'true']).toContain(third.body.forfeit_bonus);
  });
});
