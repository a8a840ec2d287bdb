import { act, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore, type AccountInfo } from '@casino/shared';
import type { BonusItem, FreespinPack } from '@casino/shared/api/schemas';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import { BonusesPage } from './BonusesPage';
import { BonusConfirmDialog } from './BonusConfirmDialog';
import { bonusActions, forfeits, spinsPercent, wageringPercent } from './rules';
import app from '../../app';

let profile: RemoteUnderTest | undefined;
afterEach(() => {
  profile?.stop();
  resetStores();
});

const usd = (amount: number) => ({ amount, currency: 'USD' });
const bonus = (id: number, status: BonusItem['status'], over: Partial<BonusItem> = {}): BonusItem => ({
  id,
  status,
  source: 'promo_code',
  amount: usd(50),
  balance: status === 'active' ? usd(48) : null,
  wager: 10,
  wagering: { required: usd(500), wagered: usd(status === 'active' ? 125 : 0) },
  description: { title: `Bonus ${id}` },
  freespin_pack_id: null,
  expires_at: Date.UTC(2031, 4, 14) / 1000,
  created_at: 1_700_000_000,
  activated_at: status === 'active' ? 1_700_000_100 : null,
  finished_at: status === 'active' || status === 'available' ? null : 1_700_000_200,
  converted: null,
  forfeited: null,
  ...over,
});
const pack = (over: Partial<FreespinPack> = {}): FreespinPack => ({
  id: 9,
  game: { sysname: 'oltin_silk_fortune', name: 'Silk Fortune' },
  count: 20,
  remaining_count: 15,
  status: 'active',
  stake: usd(0.2),
  wager: 20,
  bonus_id: 3,
  description: { title: 'SILK promokodi' },
  expires_at: Date.UTC(2031, 4, 14) / 1000,
  created_at: 1_700_000_000,
  ...over,
});
const page = (items: unknown[]) => ({ data: { items, total: items.length } });

const signIn = () => act(() => useSessionStore.getState().setAccount({ uid: 7, login: 'a@example.org' } as AccountInfo));

describe('bonus rules', () => {
  it('measure wagering and spins in whole percent, capped, with nothing to wager as done', () => {
    expect(wageringPercent(bonus(1, 'active'))).toBe(25);
    expect(wageringPercent({ wagering: { required: usd(500), wagered: usd(900) } })).toBe(100);
    expect(wageringPercent({ wagering: { required: usd(0), wagered: usd(0) } })).toBe(100);
    expect(wageringPercent({ wagering: { required: usd(300), wagered: usd(50) } })).toBe(16);
    expect(spinsPercent({ count: 20, remaining_count: 15 })).toBe(25);
  });

  it('offer the actions of each state: one active at a time, deactivate for casino bonuses only', () => {
    expect(bonusActions({ status: 'available' }, 'casino', false)).toEqual(['activate', 'remove']);
    expect(bonusActions({ status: 'available' }, 'casino', true)).toEqual(['remove']);
    expect(bonusActions({ status: 'active' }, 'casino', false)).toEqual(['deactivate']);
    expect(bonusActions({ status: 'active' }, 'betting', false)).toEqual(['remove']);
    expect(bonusActions({ status: 'wagered' }, 'casino', false)).toEqual([]);
    expect(forfeits({ status: 'active' }, 'deactivate')).toBe(true);
    expect(forfeits({ status: 'available' }, 'remove')).toBe(false);
  });
});

/** The promotions part's promo code field, as the shell would load it (its own tests are in that part). */
const promoFieldStandIn = async () => () => null;

describe('the bonuses page', () => {
  const api = (over: Record<string, unknown> = {}) => ({
    'bonuses.get': page([bonus(1, 'active'), bonus(2, 'available'), bonus(3, 'wagered', { converted: usd(12) })]),
    'BettingBonuses.get': page([]),
    'freespins.get': page([pack()]),
    ...over,
  });

  it('shows casino bonuses with wagering progress, betting bonuses empty and free spins (uz)', async () => {
    profile = await startRemoteForTest(app, { loadSlot: promoFieldStandIn, api: api() });
    signIn();
    await profile!.render(<BonusesPage />, { route: '/profile/bonuses' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bonuslar' })).toBeInTheDocument();
    const active = await screen.findByRole('article', { name: 'Bonus 1' });
    expect(within(active).getByText('Faol')).toBeInTheDocument();
    const bar = within(active).getByRole('progressbar', { name: 'Aylantirish: Bonus 1' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '125.00 / 500.00 USD (25%)');
    expect(within(active).getByText('48.00 USD')).toBeInTheDocument();
    expect(within(active).getByRole('button', { name: 'Oʻchirish' })).toBeInTheDocument();
    // Another is active: the available one can only be removed.
    const waiting = screen.getByRole('article', { name: 'Bonus 2' });
    expect(within(waiting).queryByRole('button', { name: 'Faollashtirish' })).toBeNull();
    expect(within(waiting).getByText(/faqat bitta bonus faol/)).toBeInTheDocument();
    expect(screen.getByText('Tugaganlar: 1')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hozircha stavka bonuslari yoʻq' })).toBeInTheDocument();
    const spins = screen.getByRole('article', { name: 'SILK promokodi' });
    expect(within(spins).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(spins).getByRole('link', { name: 'Silk Fortune oʻyinida aylantirish' })).toHaveAttribute('href', '/game/oltin_silk_fortune');
  });

  const casinoRules = {
    contributions: [
      { type: 'slot', percent: 100 },
      { type: 'casino', percent: 10 },
      { type: 'live', percent: 15 },
    ],
    min_odds: null,
  };
  const bettingRules = { contributions: [{ type: 'sportsbook', percent: 100 }], min_odds: 1.75 };
  const withRules = () =>
    api({
      'bonuses.get': { data: { items: [bonus(1, 'active')], total: 1, wagering_rules: casinoRules } },
      'BettingBonuses.get': { data: { items: [], total: 0, wagering_rules: bettingRules } },
    });

  it('states the wagering rules the server sends, per kind (uz)', async () => {
    profile = await startRemoteForTest(app, { loadSlot: promoFieldStandIn, api: withRules() });
    signIn();
    await profile!.render(<BonusesPage />, { route: '/profile/bonuses' });
    const groups = await screen.findAllByRole('group', { name: 'Aylantirish qoidalari' });
    expect(groups).toHaveLength(2);
    const [casino, betting] = groups as [HTMLElement, HTMLElement];
    expect(within(casino.closest('section')!).getByRole('heading', { level: 2, name: 'Kazino bonuslari' })).toBeInTheDocument();
    expect(within(betting.closest('section')!).getByRole('heading', { level: 2, name: 'Stavka bonuslari' })).toBeInTheDocument();
    expect(within(casino).getByText('Slotlar: stavkaning 100% i hisoblanadi')).toBeInTheDocument();
    expect(within(casino).getByText('Stol oʻyinlari: stavkaning 10% i hisoblanadi')).toBeInTheDocument();
    // The percentages are the server's, not the page's.
    expect(within(casino).getByText('Jonli kazino: stavkaning 15% i hisoblanadi')).toBeInTheDocument();
    expect(within(casino).getByText(/qizil va qora/)).toBeInTheDocument();
    expect(within(casino).getByText(/Bepul aylanishlar yutugʻi/)).toBeInTheDocument();
    expect(within(betting).getByText('Sport stavkalari: stavkaning 100% i hisoblanadi')).toBeInTheDocument();
    expect(within(betting).getByText('Stavka hisob-kitob qilinganda hisoblanadi, koeffitsiyent kamida 1.75 boʻlsa.')).toBeInTheDocument();
  });

  it('states the wagering rules in Russian under /ru', async () => {
    profile = await startRemoteForTest(app, { loadSlot: promoFieldStandIn, api: withRules(), locale: 'ru' });
    signIn();
    await profile!.render(<BonusesPage />, { route: '/ru/profile/bonuses' });
    const ru = await screen.findAllByRole('group', { name: 'Правила отыгрыша' });
    expect(ru).toHaveLength(2);
    expect(within(ru[0]!).getByText('Настольные игры: засчитывается 10% ставки')).toBeInTheDocument();
    expect(within(ru[0]!).getByText(/красное и чёрное/)).toBeInTheDocument();
    expect(within(ru[1]!).getByText('Ставка засчитывается при расчёте, если коэффициент не ниже 1.75.')).toBeInTheDocument();
    expect(within(ru[1]!).getByText('Вывод средств отменяет активные и ещё не активированные бонусы.')).toBeInTheDocument();
  });

  it('says no rules when an older server sends none', async () => {
    profile = await startRemoteForTest(app, { loadSlot: promoFieldStandIn, api: api() });
    signIn();
    await profile!.render(<BonusesPage />, { route: '/profile/bonuses' });
    await screen.findByRole('article', { name: 'Bonus 1' });
    expect(screen.queryByRole('group', { name: 'Aylantirish qoidalari' })).toBeNull();
  });

  it('is in Russian under /ru', async () => {
    profile = await startRemoteForTest(app, { loadSlot: promoFieldStandIn, api: api(), locale: 'ru' });
    signIn();
    await profile!.render(<BonusesPage />, { route: '/ru/profile/bonuses' });
    expect(screen.getByRole('heading', { level: 1, name: 'Бонусы' })).toBeInTheDocument();
    const active = await screen.findByRole('article', { name: 'Bonus 1' });
    expect(within(active).getByRole('progressbar', { name: 'Отыгрыш: Bonus 1' })).toBeInTheDocument();
    expect(within(active).getByRole('button', { name: 'Отключить' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Бонусов на ставки пока нет' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Крутить в Silk Fortune' })).toHaveAttribute('href', '/ru/game/oltin_silk_fortune');
  });

  it('activates a bonus, tells the header, and reloads the list', async () => {
    profile = await startRemoteForTest(app, {
      api: api({
        'bonuses.get': [page([bonus(2, 'available')]), page([bonus(2, 'active')])],
        'bonuses.activate': { data: bonus(2, 'active') },
      }),
    });
    signIn();
    const { user } = await profile!.render(<BonusesPage />, { route: '/profile/bonuses' });
    const card = await screen.findByRole('article', { name: 'Bonus 2' });
    await user.click(within(card).getByRole('button', { name: 'Faollashtirish' }));
    // The free spins pack further down is active too: the badge is looked for on this bonus's card.
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Bonus 2' })).getByText('Faol')).toBeInTheDocument());
    expect(profile!.callsTo('bonuses.activate')[0]!.body).toEqual({ bonus_id: '2' });
    expect(profile!.events.map((e) => e.event)).toEqual(expect.arrayContaining(['toast:show', 'balance:changed']));
  });

  it('says why an activation was refused', async () => {
    profile = await startRemoteForTest(app, {
      loadSlot: promoFieldStandIn,
      api: api({
        'bonuses.get': page([bonus(2, 'available')]),
        'bonuses.activate': { error: { type: 'InvalidParameterException', fields: { bonus_id: ['bonus_another_active'] } } },
      }),
    });
    signIn();
    const { user } = await profile!.render(<BonusesPage />, { route: '/profile/bonuses' });
    await user.click(within(await screen.findByRole('article', { name: 'Bonus 2' })).getByRole('button', { name: 'Faollashtirish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Boshqa bonus faol');
  });

  it('asks in the confirm dialog before deactivating, with what is forfeited', async () => {
    profile = await startRemoteForTest(app, { loadSlot: promoFieldStandIn, api: api() });
    signIn();
    const { user } = await profile!.render(<BonusesPage />, { route: '/profile/bonuses' });
    await user.click(within(await screen.findByRole('article', { name: 'Bonus 1' })).getByRole('button', { name: 'Oʻchirish' }));
    const opened = profile!.events.find((e) => e.event === 'dialog:open');
    expect(opened?.payload).toMatchObject({
      id: 'profile:bonus-confirm',
      type: 'confirm',
      props: { bonusId: 1, kind: 'casino', action: 'deactivate', forfeit: usd(48) },
    });
    expect(profile!.callsTo('bonuses.deactivate')).toHaveLength(0);
  });

  it('shows the error state with a retry, and the loading state first', async () => {
    profile = await startRemoteForTest(app, { loadSlot: promoFieldStandIn, api: api({ 'bonuses.get': [{ networkError: true }, page([bonus(1, 'active')])] }) });
    signIn();
    const { user } = await profile!.render(<BonusesPage />, { route: '/profile/bonuses' });
    expect(screen.getAllByLabelText('Bonuslar yuklanmoqda…').length).toBeGreaterThan(0);
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Bonuslarni yuklab boʻlmadi');
    await user.click(within(failed).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('article', { name: 'Bonus 1' })).toBeInTheDocument();
  });
});

describe('the promo code field', () => {
  it("is the promotions part's own form, embedded through its slot, with a retry when that part is down", async () => {
    const PromoField = () => <section aria-label="promo code field of the promotions part" />;
    let down = true;
    const loadSlot = async (remote: string, slot: string) => {
      if (down) throw new Error('promotions unavailable');
      return remote === 'promotions' && slot === 'promotions.promo-code' ? PromoField : null;
    };
    profile = await startRemoteForTest(app, { api: { 'bonuses.get': page([]), 'BettingBonuses.get': page([]), 'freespins.get': page([]) }, loadSlot });
    signIn();
    const { user } = await profile!.render(<BonusesPage />, { route: '/profile/bonuses' });
    const failed = await screen.findByRole('heading', { name: 'Promokod maydonini hozir koʻrsatib boʻlmaydi' });
    down = false;
    await user.click(within(failed.closest('section') ?? document.body).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('region', { name: 'promo code field of the promotions part' })).toBeInTheDocument();
  });
});

describe('the confirm dialog', () => {
  it('removes the bonus, tells the page through the bus and closes', async () => {
    profile = await startRemoteForTest(app, { api: { 'bonuses.remove': { data: bonus(2, 'cancelled') } } });
    const { user } = await profile!.render(<BonusConfirmDialog bonusId={2} kind="casino" action="remove" title="Bonus 2" forfeit={null} dialogId="d1" />);
    expect(screen.getByRole('heading', { name: 'Bonus olib tashlansinmi?' })).toBeInTheDocument();
    expect(screen.getByText(/roʻyxatdan olib tashlanadi/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ha, olib tashlash' }));
    await waitFor(() => expect(profile!.events.map((e) => e.event)).toEqual(['toast:show', 'balance:changed', 'dialog:close']));
    expect(profile!.callsTo('bonuses.remove')[0]!.body).toEqual({ bonus_id: '2' });
  });

  it('names the bonus money forfeited by deactivating, and a refusal stays in the dialog (ru)', async () => {
    profile = await startRemoteForTest(app, {
      api: { 'bonuses.deactivate': { error: { type: 'InvalidParameterException', fields: { bonus_id: ['bonus_expired'] } } } },
      locale: 'ru',
    });
    const { user } = await profile!.render(
      <BonusConfirmDialog bonusId={1} kind="casino" action="deactivate" title="Bonus 1" forfeit={usd(48)} dialogId="d1" />,
    );
    expect(screen.getByText('48.00 USD с бонусного баланса сгорят. Это нельзя отменить.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Да, отключить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Срок бонуса истёк.');
    expect(profile!.events.some((e) => e.event === 'dialog:close')).toBe(false);
  });
});
