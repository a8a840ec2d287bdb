import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useConfigStore, useLocation, useSessionStore, type AccountInfo } from '@casino/shared';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import { ResponsibleGamingPage } from './ResponsibleGamingPage';
import app from '../../app';

let profile: RemoteUnderTest | undefined;
afterEach(() => {
  profile?.stop();
  resetStores();
});

const signIn = () => act(() => useSessionStore.getState().setAccount({ uid: 7, login: 'a@example.org' } as AccountInfo));
const check = (interval: number) => ({
  data: {
    interval,
    started_at: 1_700_000_000,
    now: 1_700_000_600,
    total_bet: { amount: 0, currency: 'USD' },
    total_won: { amount: 0, currency: 'USD' },
    net: { amount: 0, currency: 'USD' },
  },
});
/** What the cashier's piece stands for here (the shell loads the real one). */
const CashierLimits = () => <section aria-label="cashier deposit limits" />;
const loadSlot = async (remote: string, slot: string) => (remote === 'cashier' && slot === 'cashier.deposit-limits' ? CashierLimits : null);

async function open(options: Parameters<typeof startRemoteForTest>[1] = {}) {
  profile = await startRemoteForTest(app, { loadSlot, ...options });
  signIn();
  const locale = options.locale ?? 'uz';
  return profile.render(<ResponsibleGamingPage />, { route: locale === 'ru' ? '/ru/profile/responsible-game' : '/profile/responsible-game' });
}

describe('the responsible-game page', () => {
  it("embeds the cashier's deposit limits and saves the reality-check interval, telling the shell", async () => {
    const { user } = await open({ api: { 'account.getRealityCheck': check(15), 'account.setRealityCheck': check(30) } });
    expect(screen.getByRole('heading', { level: 1, name: 'Masʼuliyatli oʻyin' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'cashier deposit limits' })).toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Eslatma oraligʻi' });
    expect(select).toHaveValue('15');
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Oʻchirilgan', 'Har 15 daqiqada', 'Har 30 daqiqada', 'Har 60 daqiqada']);
    await user.selectOptions(select, '30');
    await user.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Eslatma saqlandi.');
    expect(profile!.callsTo('account.setRealityCheck')[0]!.body).toEqual({ interval: '30' });
    expect(profile!.events).toContainEqual({ event: 'reality-check:changed', payload: { interval: 30 } });
  });

  it('shows loading, then a failure with a retry, in Russian', async () => {
    const { user } = await open({
      locale: 'ru',
      api: { 'account.getRealityCheck': [{ error: { type: 'ApplicationUnavailableException' } }, check(0)] },
    });
    expect(screen.getByRole('status', { name: 'Загрузка…' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { name: 'Не удалось загрузить настройки' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('combobox', { name: 'Как часто напоминать' })).toHaveValue('0');
  });

  it('says so when the cashier cannot be loaded', async () => {
    await open({ loadSlot: () => Promise.reject(new Error('cashier down')), api: { 'account.getRealityCheck': check(0) } });
    await screen.findByRole('combobox');
    expect(screen.getByRole('heading', { name: 'Depozit limitlari' })).toBeInTheDocument();
    expect(screen.getByText(/Depozit limitlarini hozir koʻrsatib boʻlmaydi/)).toBeInTheDocument();
  });

  it('asks for a period, then opens the confirm dialog of the one chosen (keyboard)', async () => {
    const { user } = await open({ api: { 'account.getRealityCheck': check(0) } });
    await screen.findByRole('combobox');
    const submit = screen.getByRole('button', { name: 'Davom etish' });
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Muddatni tanlang.');
    expect(screen.getByRole('group', { name: 'Tanaffus' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Oʻzini chetlatish' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '24 soat' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '7 kun' })).toBeChecked();
    await user.click(submit);
    expect(profile!.events).toContainEqual({ event: 'dialog:open', payload: { id: 'profile:exclusion-confirm', type: 'confirm', props: { period: '7d' } } });
    expect(profile!.callsTo('account.setSelfExclusion')).toEqual([]);
  });

  it('is gone when the operator switches responsible gaming off', async () => {
    profile = await startRemoteForTest(app, { api: { 'account.getRealityCheck': check(0) } });
    signIn();
    act(() => useConfigStore.getState().setConfig({ 'prazer-config': { features: { responsibleGaming: false } } }));
    function Where() {
      return <p data-testid="where">{useLocation().pathname}</p>;
    }
    await profile.render(
      <Routes>
        <Route path="profile">
          <Route path="responsible-game" element={<ResponsibleGamingPage />} />
          <Route path="settings" element={<Where />} />
        </Route>
      </Routes>,
      { route: '/profile/responsible-game' },
    );
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/profile/settings'));
  });
});

describe('the confirm dialog of a time-out or self-exclusion', () => {
  const dialog = async () => (await app.dialogs!['exclusion-confirm']!()).default;

  it('says what happens and that the site cannot undo it; on yes the sessions end and the browser signs out (Russian)', async () => {
    profile = await startRemoteForTest(app, {
      locale: 'ru',
      api: { 'account.setSelfExclusion': { data: { kind: 'time_out', period: '7d', until: Math.floor(Date.now() / 1000) + 7 * 86_400 } } },
    });
    signIn();
    const Confirm = await dialog();
    const { user } = await profile.render(<Confirm period="7d" dialogId="dialog-3" />, { route: '/ru/profile/responsible-game' });
    expect(screen.getByRole('heading', { name: 'Подтвердите перерыв' })).toBeInTheDocument();
    expect(screen.getByText(/^Срок: 7 дней, до \d\d\.\d\d\.\d{4} \d{1,2}:\d\d\.$/)).toBeInTheDocument();
    expect(screen.getByText('Все ваши сеансы на всех устройствах сразу завершатся, вы выйдете из аккаунта.')).toBeInTheDocument();
    expect(screen.getByText('Это нельзя отменить или сократить на сайте — только продлить.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Да, подтверждаю' }));
    await waitFor(() => expect(profile!.events.map((e) => e.event)).toContain('session:ended'));
    expect(profile!.callsTo('account.setSelfExclusion')[0]!.body).toEqual({ period: '7d', confirm: '1' });
    expect(profile!.events).toEqual([
      { event: 'dialog:close', payload: { id: 'dialog-3', immediate: true } },
      { event: 'toast:show', payload: { text: expect.stringMatching(/^Перерыв начался\. Войти снова можно после /), type: 'info', time: 10_000 } },
      { event: 'session:ended', payload: { reason: 'exclusion' } },
    ]);
  });

  it('words a permanent one, cancels, and tells a refusal without signing out', async () => {
    profile = await startRemoteForTest(app, {
      api: {
        'account.setSelfExclusion': { error: { type: 'InvalidParameterException', fields: { period: 'The current exclusion lasts longer' } } },
      },
    });
    signIn();
    const Confirm = await dialog();
    const { user } = await profile.render(<Confirm period="permanent" dialogId="d" />, { route: '/profile/responsible-game' });
    expect(screen.getByRole('heading', { name: 'Muddatsiz chetlatishni tasdiqlang' })).toBeInTheDocument();
    expect(screen.getByText('Bu chetlatishning tugash muddati yoʻq.')).toBeInTheDocument();
    expect(screen.getByText('Buni saytda bekor qilib boʻlmaydi.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ha, tasdiqlayman' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sizda bundan uzoqroq tanaffus bor: uni faqat uzaytirish mumkin.');
    expect(profile!.events.map((e) => e.event)).not.toContain('session:ended');
    await user.click(screen.getByRole('button', { name: 'Bekor qilish' }));
    expect(profile!.events).toContainEqual({ event: 'dialog:close', payload: { id: 'd', immediate: true } });
  });
});
