import { screen, waitFor } from '@testing-library/react';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import { Route, Routes, useSessionStore } from '@casino/shared';
import { PayFailPage, PayPendingPage, PaySuccessPage, PayCancelPage, PayMobilePage } from './PayOutcomePage';
import app from '../../app';
import { money } from '../../testing/fixtures';

const info = (status: string, extra: object = {}) => ({
  id: 41,
  type: 'deposit',
  method: 'visa_mastercard',
  method_name: 'Visa / Mastercard',
  requisites: {},
  amount: money(150),
  status,
  created_at: 1,
  updated_at: 2,
  domain: 'localhost',
  campaign_offer_id: -1,
  bonus: null,
  can_cancel: false,
  ...extra,
});

let cashier: RemoteUnderTest;
afterEach(() => {
  cashier.stop();
  resetStores();
  localStorage.clear();
});

const routes = (
  <Routes>
    <Route path="/cashier/paysuccess/:transaction" element={<PaySuccessPage />} />
    <Route path="/cashier/paysuccess" element={<PaySuccessPage />} />
    <Route path="/cashier/payfail/:transaction" element={<PayFailPage />} />
    <Route path="/cashier/paypending/:transaction" element={<PayPendingPage />} />
    <Route path="/cashier/paycancel" element={<PayCancelPage />} />
    <Route path="/ru/cashier/paycancel" element={<PayCancelPage />} />
    <Route path="/ru/cashier/paypending/:transaction" element={<PayPendingPage />} />
    <Route path="/cashier/paymobile" element={<PayMobilePage />} />
  </Routes>
);

describe('payment outcome pages', () => {
  it('success: shows the paid amount, tells the bus once and leads to the game hall', async () => {
    cashier = await startRemoteForTest(app, { api: { 'cashier.getdepositinfo': { data: info('success', { bonus: money(150) }) } } });
    await cashier.render(routes, { route: '/cashier/paysuccess/41' });
    expect(await screen.findByRole('heading', { name: 'Toʻlov muvaffaqiyatli' })).toBeInTheDocument();
    expect(await screen.findAllByText('150.00 USD')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Oʻyinlar zaliga' })).toHaveAttribute('href', '/gamehall');
    expect(cashier.events.filter((e) => e.event === 'balance:changed')).toHaveLength(1);
  });

  it("success: leads back to a partner's page the operator allowed (backUrl)", async () => {
    useSessionStore.setState({ general: { ...useSessionStore.getState().general, return_origins: ['https://partner.example'] } as never });
    localStorage.setItem('payment_success_return', 'https://partner.example/bonus?from=casino');
    cashier = await startRemoteForTest(app, { api: { 'cashier.getdepositinfo': { data: info('success') } } });
    await cashier.render(routes, { route: '/cashier/paysuccess/41', locale: 'ru' });
    expect(await screen.findByRole('link', { name: 'Вернуться на partner.example' })).toHaveAttribute('href', 'https://partner.example/bonus?from=casino');
  });

  it("success: never leads to a look-alike of a partner's origin", async () => {
    useSessionStore.setState({ general: { ...useSessionStore.getState().general, return_origins: ['https://partner.example'] } as never });
    localStorage.setItem('payment_success_return', 'https://partner.example.evil.test/bonus');
    cashier = await startRemoteForTest(app, { api: { 'cashier.getdepositinfo': { data: info('success') } } });
    await cashier.render(routes, { route: '/cashier/paysuccess/41' });
    expect(await screen.findByRole('link', { name: 'Oʻyinlar zaliga' })).toHaveAttribute('href', '/gamehall');
    expect(screen.queryByRole('link', { name: /partner/ })).toBeNull();
  });

  it('success: goes back where the player came from when that was saved', async () => {
    localStorage.setItem('payment_success_return', '/game/book_of_silk');
    cashier = await startRemoteForTest(app, { api: { 'cashier.getdepositinfo': { data: info('success') } } });
    await cashier.render(routes, { route: '/cashier/paysuccess/41', locale: 'ru' });
    expect(await screen.findByRole('link', { name: 'Продолжить' })).toHaveAttribute('href', '/ru/game/book_of_silk');
    await waitFor(() => expect(localStorage.getItem('payment_success_return')).toBeNull());
  });

  it('never shows a payment as paid that is not: a success address of a declined deposit shows the failure', async () => {
    cashier = await startRemoteForTest(app, { api: { 'cashier.getdepositinfo': { data: info('fail') } } });
    await cashier.render(routes, { route: '/cashier/paysuccess/41' });
    expect(await screen.findByRole('heading', { name: 'Toʻlov amalga oshmadi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toʻldirishga qaytish' })).toHaveAttribute('href', '/cashier/deposit');
    expect(cashier.events).toEqual([]);
  });

  it('pending: shows a loader, polls the transaction and moves to its outcome', async () => {
    cashier = await startRemoteForTest(app, {
      api: { 'cashier.getdepositinfo': [{ data: info('pending') }, { data: info('pending') }, { data: info('success') }] },
    });
    await cashier.render(routes, { route: '/cashier/paypending/41' });
    expect(await screen.findByRole('heading', { name: 'Toʻlov kutilmoqda' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Tasdiq kutilmoqda…');
    expect(screen.queryByRole('link', { name: /Toʻldirishga|Oʻyinlar/ })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Toʻlov muvaffaqiyatli' }, { timeout: 8000 })).toBeInTheDocument();
    expect(cashier.callsTo('cashier.getdepositinfo').length).toBeGreaterThanOrEqual(3);
  }, 15_000);

  it('pending: says when an unpaid deposit lapses and lets the player cancel it, once', async () => {
    const expires = Math.floor(new Date(2026, 11, 2, 14, 35).getTime() / 1000);
    cashier = await startRemoteForTest(app, {
      api: {
        'cashier.getdepositinfo': { data: info('pending', { can_cancel: true, expires_at: expires }) },
        'cashier.canceldeposit': { data: info('cancel') },
      },
    });
    const { user } = await cashier.render(routes, { route: '/cashier/paypending/41', locale: 'ru' });
    expect(await screen.findByText('Если не оплатить, платёж отменится сам в 02.12.2026 14:35.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Отменить платёж' }));
    expect(await screen.findByRole('heading', { name: 'Платёж отменён' })).toBeInTheDocument();
    const calls = cashier.callsTo('cashier.canceldeposit');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ id: '41' });
    expect(calls[0]!.headers['Idempotency-Key']).toBeTruthy();
  });

  it('fail and cancel lead to the deposit page; mobile has no button', async () => {
    cashier = await startRemoteForTest(app, { api: { 'cashier.getdepositinfo': { data: info('fail') } } });
    const view = await cashier.render(routes, { route: '/cashier/payfail/41' });
    expect(await screen.findByRole('link', { name: 'Toʻldirishga qaytish' })).toBeInTheDocument();
    view.unmount();
    const cancel = await cashier.render(routes, { route: '/cashier/paycancel' });
    expect(screen.getByRole('heading', { name: 'Toʻlov bekor qilindi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Toʻldirishga qaytish' })).toBeInTheDocument();
    cancel.unmount();
    await cashier.render(routes, { route: '/cashier/paymobile' });
    expect(screen.getByRole('heading', { name: 'Toʻlovni telefonda tasdiqlang' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
