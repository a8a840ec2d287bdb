import { screen } from '@testing-library/react';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import { ReceiptPage } from './ReceiptPage';
import app from '../../app';
import { money } from '../../testing/fixtures';

const withdrawal = (extra: object) => ({
  id: 77,
  type: 'withdrawal',
  method: 'visa_mastercard',
  method_name: 'Visa / Mastercard',
  requisites: { card_number: '•••• 1111' },
  amount: money(60),
  status: 'pending',
  created_at: 1_700_000_000,
  updated_at: 1_700_000_100,
  domain: 'casino.example',
  campaign_offer_id: -1,
  bonus: null,
  can_cancel: false,
  ...extra,
});

let cashier: RemoteUnderTest;
afterEach(() => {
  cashier.stop();
  resetStores();
});

describe('the withdrawal receipt', () => {
  it.each([
    ['requested', 'pending', 'Kutilmoqda', 'Tasdiqlanguncha uni bekor qilishingiz mumkin'],
    ['approved', 'pending', 'Tasdiqlandi', 'endi uni bekor qilib boʻlmaydi'],
    ['paid', 'success', 'Toʻlandi', 'Pul rekvizitlaringizga yuborildi'],
    ['rejected', 'fail', 'Rad etildi', 'summa balansingizga qaytarildi'],
  ])('tells the stage %s and what it means', async (stage, status, label, note) => {
    cashier = await startRemoteForTest(app, {
      api: { 'cashier.getdepositinfo': { data: withdrawal({ withdrawal_status: stage, status, can_cancel: stage === 'requested' }) } },
    });
    await cashier.render(<ReceiptPage />, { route: '/cashier/receipt?id=77' });
    const receipt = await screen.findByRole('article', { name: 'Yechim #77' });
    expect(receipt).toHaveTextContent(label);
    expect(receipt).toHaveTextContent(note);
    expect(screen.queryByRole('button', { name: 'Yechimni bekor qilish' }) !== null).toBe(stage === 'requested');
  });

  it('in Russian', async () => {
    cashier = await startRemoteForTest(app, {
      locale: 'ru',
      api: { 'cashier.getdepositinfo': [{ data: withdrawal({ withdrawal_status: 'paid', status: 'success' }) }] },
    });
    await cashier.render(<ReceiptPage />, { route: '/ru/cashier/receipt?id=77' });
    const receipt = await screen.findByRole('article', { name: 'Вывод #77' });
    expect(receipt).toHaveTextContent('Выплачено');
    expect(receipt).toHaveTextContent('Деньги отправлены на ваши реквизиты.');
  });

  it('of a deposit keeps its plain status', async () => {
    cashier = await startRemoteForTest(app, { api: { 'cashier.getdepositinfo': { data: withdrawal({ type: 'deposit', status: 'success' }) } } });
    await cashier.render(<ReceiptPage />, { route: '/cashier/receipt?id=77' });
    const deposit = await screen.findByRole('article', { name: 'Toʻldirish #77' });
    expect(deposit).toHaveTextContent('Bajarildi');
    expect(deposit).not.toHaveTextContent('balansingizga');
  });
});
