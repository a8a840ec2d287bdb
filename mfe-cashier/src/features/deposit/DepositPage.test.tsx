import { act, screen, waitFor } from '@testing-library/react';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import { Route, Routes, useConfigStore, useLocation, useSessionStore, type AccountInfo } from '@casino/shared';
import { DepositPage } from './DepositPage';
import { browser } from '../../lib/browser';
import app from '../../app';
import { VISA, PAYME, NO_LIMIT, dayLimit, offer } from '../../testing/fixtures';

let cashier: RemoteUnderTest;
const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);

async function start(overrides: Record<string, unknown> = {}) {
  cashier = await startRemoteForTest(app, {
    api: {
      'cashier.getdepositsettings': { data: { currency: 'USD', methods: [VISA, PAYME], deposit_limit: NO_LIMIT } },
      'campaigns.getoffers': { data: { items: [offer(11, 'welcome-100'), offer(12, 'crypto-only', true, ['visa_mastercard'])], total: 2 } },
      'account.getcurrencyrates': { data: { base: 'USD', rates: { USD: 1 }, updated_at: 0 } },
      ...overrides,
    } as never,
  });
}

afterEach(() => {
  cashier.stop();
  resetStores();
  assign.mockClear();
});

const renderAt = (route: string) => cashier.render(<DepositPage />, { route, path: '/cashier/deposit/:sysname?' });

describe('the deposit page', () => {
  it('asks again for the methods when the account’s currency changes, and shows them in it without a reload', async () => {
    const inUzs = { ...VISA, currency: 'UZS', min: 100_000, max: 50_000_000, amounts: [{ value: 100_000 }, { value: 500_000 }] };
    await start({
      'cashier.getdepositsettings': [
        { data: { currency: 'USD', methods: [VISA], deposit_limit: NO_LIMIT } },
        { data: { currency: 'UZS', methods: [inUzs], deposit_limit: NO_LIMIT } },
      ],
    });
    const account = (currency: string) => ({ uid: 7, login: 'a@example.org', balance_main: { amount: 0, currency } }) as AccountInfo;
    act(() => useSessionStore.getState().setAccount(account('USD')));
    const { user } = await renderAt('/cashier/deposit/visa_mastercard');
    await user.type(await screen.findByRole('textbox', { name: /Summa, USD/ }), '50');
    expect(cashier.callsTo('cashier.getdepositsettings')).toHaveLength(1);

    // The profile changed the currency; the shell reloaded the account into the session store.
    act(() => useSessionStore.getState().setAccount(account('UZS')));
    const amount = await screen.findByRole('textbox', { name: /Summa, UZS/ });
    expect(amount).toHaveValue('');
    expect(cashier.callsTo('cashier.getdepositsettings')).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: /Summa, USD/ })).toBeNull();
  });

  it('lists the methods with icons and opens the form of the method in the address', async () => {
    await start();
    await renderAt('/cashier/deposit/visa_mastercard');
    const list = await screen.findByRole('list', { name: 'Toʻlov usullari' });
    expect(list.querySelectorAll('img')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /Visa \/ Mastercard/ })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: /Payme/ })).toHaveAttribute('href', '/cashier/deposit/payme');
    expect(screen.getByRole('heading', { name: 'Visa / Mastercard orqali toʻldirish' })).toBeInTheDocument();
    // Only the offers this method may take.
    expect(screen.getByRole('radio', { name: 'Bonussiz' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /welcome-100 title/ })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /crypto-only/ })).toBeNull();
  });

  it('asks to choose a method in the container view', async () => {
    await start();
    await renderAt('/cashier/deposit');
    expect(await screen.findByText('Hisobni toʻldirish uchun toʻlov usulini tanlang.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('validates the sum rule in the form before calling the server', async () => {
    await start();
    const { user } = await renderAt('/cashier/deposit/visa_mastercard');
    const amount = await screen.findByRole('textbox', { name: /Summa, USD/ });
    await user.type(amount, '5');
    await user.click(screen.getByRole('button', { name: /toʻldirish/i }));
    expect(await screen.findByText('Min value is 10')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(cashier.callsTo('cashier.makedeposit')).toHaveLength(0);
  });

  it('shows the typed limit error next to the amount field', async () => {
    await start({
      'cashier.makedeposit': {
        error: { type: 'BillingDepositLimitExceededException', message: 'Deposit limit exceeded', fields: { amount: 'Deposit limit exceeded' } },
      },
      'account.getDepositLimit': { data: dayLimit(100, 40, 1_900_000_000) },
    });
    const { user } = await renderAt('/cashier/deposit/visa_mastercard');
    const amount = await screen.findByRole('textbox', { name: /Summa, USD/ });
    await user.click(screen.getByRole('button', { name: '50 USD' }));
    await user.click(screen.getByRole('button', { name: /50\.00 USD ga toʻldirish/ }));
    const message = await screen.findByText(/Depozit limitiga yetdingiz: .* yana 40\.00 USD kiritish mumkin\./);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount.getAttribute('aria-describedby')).toContain(message.id);
    expect(assign).not.toHaveBeenCalled();
    // The hint now shows what is left.
    expect(screen.getByText(/Depozit limitidan qolgan: 40\.00 USD/)).toBeInTheDocument();
  });

  it('sends the deposit values with an idempotency key and leaves for the provider page', async () => {
    await start({
      'cashier.makedeposit': { data: { transaction: { id: 77 }, redirect: { url: '/payments/demo/checkout/abcdefghijklmnopqrstuv', flow: 'redirect' } } },
    });
    const { user } = await renderAt('/cashier/deposit/visa_mastercard?redirectUrl=%2Fgame%2Fbook');
    await user.type(await screen.findByRole('textbox', { name: /Summa, USD/ }), '1,200');
    await user.click(screen.getByRole('radio', { name: /welcome-100 title/ }));
    expect(screen.getByText('Toʻlov tasdiqlangach bonus: +500.00 USD')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /1,200\.00 USD ga toʻldirish/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payments/demo/checkout/abcdefghijklmnopqrstuv'));
    const [call] = cashier.callsTo('cashier.makedeposit');
    expect(call!.body).toEqual({ method: 'visa_mastercard', methodId: '1', amount: '1200', campaign_offer_id: '11' });
    expect(call!.headers['Idempotency-Key']).toMatch(/^[\w-]{32,36}$/);
    // Spec §3 storage key: where to go back to after the payment.
    expect(localStorage.getItem('payment_success_return')).toBe('/game/book');
  });

  it('reuses the key when the same deposit is sent again after a lost answer', async () => {
    await start({
      'cashier.makedeposit': [{ networkError: true }, { data: { transaction: { id: 78 }, redirect: { url: '/payments/demo/checkout/x', flow: 'redirect' } } }],
    });
    const { user } = await renderAt('/cashier/deposit/visa_mastercard');
    await user.type(await screen.findByRole('textbox', { name: /Summa, USD/ }), '30');
    const submit = screen.getByRole('button', { name: /30\.00 USD ga toʻldirish/ });
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server bilan aloqa yoʻq');
    await user.click(submit);
    await waitFor(() => expect(assign).toHaveBeenCalled());
    const [first, second] = cashier.callsTo('cashier.makedeposit');
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
  });

  it('puts the server field errors on the method details', async () => {
    await start({ 'cashier.makedeposit': { error: { type: 'InvalidParameterException', message: 'Invalid', fields: { phone: 'Wrong phone number' } } } });
    const { user } = await renderAt('/cashier/deposit/payme');
    await user.type(await screen.findByRole('textbox', { name: /Summa, USD/ }), '30');
    await user.type(screen.getByRole('textbox', { name: /Payme telefon raqami/ }), '998901234567');
    await user.click(screen.getByRole('button', { name: /30\.00 USD ga toʻldirish/ }));
    expect(await screen.findByText('Wrong phone number')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Payme telefon raqami/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens the payment page in a new window on the click, then shows the new window page', async () => {
    const popup = { location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(browser, 'openBlank').mockReturnValue(popup as unknown as Window);
    const CLICK = { ...VISA, id: 5, sysname: 'click', name: 'Click', flow: 'newwindow' as const };
    await start({
      'cashier.getdepositsettings': { data: { currency: 'USD', methods: [CLICK], deposit_limit: NO_LIMIT } },
      'cashier.makedeposit': { data: { transaction: { id: 90 }, redirect: { url: '/payments/demo/checkout/tok', flow: 'newwindow' } } },
    });
    function Where() {
      const { pathname, search, state } = useLocation();
      return <p>{`${pathname}${search} ${JSON.stringify(state)}`}</p>;
    }
    const { user } = await cashier.render(
      <Routes>
        <Route path="/cashier/deposit/:sysname" element={<DepositPage />} />
        <Route path="/cashier/paynewwindow" element={<Where />} />
      </Routes>,
      { route: '/cashier/deposit/click' },
    );
    await user.type(await screen.findByRole('textbox', { name: /Summa, USD/ }), '20');
    await user.click(screen.getByRole('button', { name: /20\.00 USD ga toʻldirish/ }));
    expect(await screen.findByText('/cashier/paynewwindow?transaction=90 {"url":"/payments/demo/checkout/tok","opened":true}')).toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.location.href).toBe('/payments/demo/checkout/tok');
    expect(assign).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('shows the scrolling container when the content config says so', async () => {
    await start();
    act(() => useConfigStore.getState().setConfig({ 'cashier-config': { depositView: 'scrolling', showMethodSysnameInUrl: false } }));
    const { user } = await renderAt('/cashier/deposit');
    // Without the method in the address the first one is open, and choosing is a button.
    expect(await screen.findByRole('heading', { name: 'Visa / Mastercard orqali toʻldirish' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Payme/ }));
    expect(screen.getByRole('heading', { name: 'Payme orqali toʻldirish' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Payme/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a tapped method brings its form into view and focuses its heading; opening the page moves nothing', async () => {
    await start();
    const scrolled: string[] = [];
    const scroll = jest.fn(function (this: HTMLElement) {
      scrolled.push(this.textContent ?? '');
    });
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: scroll, configurable: true });
    const { user } = await renderAt('/cashier/deposit/visa_mastercard');
    const first = await screen.findByRole('heading', { name: 'Visa / Mastercard orqali toʻldirish' });
    expect(first).not.toHaveFocus();
    expect(scroll).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: /Payme/ }));
    const heading = await screen.findByRole('heading', { name: 'Payme orqali toʻldirish' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrolled).toEqual(['Payme orqali toʻldirish']);
    delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it('offers a retry when the settings do not load', async () => {
    await start({
      'cashier.getdepositsettings': [
        { error: { type: 'BillingUnavailableException' } },
        { data: { currency: 'USD', methods: [VISA], deposit_limit: NO_LIMIT } },
      ],
    });
    const { user } = await renderAt('/cashier/deposit/visa_mastercard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Toʻlov xizmati vaqtincha ishlamayapti.');
    await user.click(screen.getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('heading', { name: 'Visa / Mastercard orqali toʻldirish' })).toBeInTheDocument();
  });
});
