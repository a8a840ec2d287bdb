import { act, screen, within } from '@testing-library/react';
import { Route, Routes, useConfigStore, useSessionStore, type GeneralInfo } from '@casino/shared';
import { labelInNameProblems, resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import app from '../../app';
import uz from '../../i18n/uz.json';
import ru from '../../i18n/ru.json';
import type { HistoryEntry, HistoryExport } from './api';
import { BetExportsPage, BetHistoryPage, BetsLayout } from './index';
import { dayEnd, dayStart, isoDay } from './rules';

let remote: RemoteUnderTest;
afterEach(() => {
  remote.stop();
  resetStores();
});

const usd = (amount: number) => ({ amount, currency: 'USD' });
const entry = (n: number, over: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id: `r${n}`,
  kind: 'round',
  round_id: `round-${n}`,
  game: { sysname: 'oltin_silk_fortune', name: 'Silk Fortune' },
  mode: 'real',
  money: 'real',
  status: 'settled',
  bet: usd(1),
  win: usd(0),
  odds: null,
  created_at: 1_740_000_000 + n * 60,
  ...over,
});
const GAMES = [
  { sysname: 'oltin_silk_fortune', name: 'Silk Fortune' },
  { sysname: 'dgt_sportsbook', name: 'Sportsbook' },
];
const TOTALS = [
  { money: 'real', currency: 'USD', count: 3, bet: usd(12), won: usd(10.5), net: usd(-1.5) },
  { money: 'bonus', currency: 'USD', count: 1, bet: usd(2), won: usd(5), net: usd(3) },
];
const page = (items: HistoryEntry[], total: number, totals = TOTALS) => ({ data: { items, total, totals, games: GAMES } });

const exportOf = (id: number, over: Partial<HistoryExport> = {}): HistoryExport => ({
  id,
  status: 'queued',
  from: 1_740_000_000,
  to: 1_740_500_000,
  created_at: 1_740_600_000,
  finished_at: null,
  expires_at: null,
  progress: 0,
  rows: null,
  size: null,
  error: null,
  url: null,
  ...over,
});
const exportsList = (items: HistoryExport[]) => ({ data: { items, total: items.length, limits: { max_days: 366, max_pending: 3 } } });
const enableExports = (on = true) => act(() => useSessionStore.getState().setGeneral({ is_game_history_export_enabled: on } as GeneralInfo));

describe('/profile/bets/history', () => {
  it('shows rounds and slips with what paid them and the totals, filters them and shows more', async () => {
    remote = await startRemoteForTest(app, {
      api: {
        'games.getHistory': [
          page(
            [entry(3, { money: 'bonus', win: usd(5), bet: usd(2) }), entry(2, { kind: 'sportsbook', id: 's1', status: 'open', odds: 1.85, game: GAMES[1]! })],
            3,
          ),
          page([entry(1, { win: usd(2.5) })], 3),
          page([entry(1, { win: usd(2.5) })], 1, [TOTALS[0]!]),
        ],
      },
    });
    const { user } = await remote.render(<BetHistoryPage />);
    expect(await screen.findByRole('heading', { level: 1, name: uz.bets.history.title })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Raundlar va tikishlar: 2 / 3' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText(uz.bets.money.bonus)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('3.00 USD')).toBeInTheDocument();
    expect(within(rows[2]!).getByText(uz.bets.status.open)).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/koeffitsient 1\.85/)).toBeInTheDocument();
    const realTotals = screen.getByRole('listitem', { name: uz.bets.totals.of.real });
    expect(within(realTotals).getByText('12.00 USD')).toBeInTheDocument();
    expect(within(realTotals).getByText('-1.50 USD')).toBeInTheDocument();
    expect(within(realTotals).getByText('3 ta tikish')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: uz.bets.history.more }));
    expect(await screen.findByRole('table', { name: 'Raundlar va tikishlar: 3 / 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: uz.bets.history.more })).not.toBeInTheDocument();
    expect(remote.callsTo('games.getHistory')[1]!.query).toMatchObject({ offset: '2', count: '20' });

    const filters = screen.getByRole('search', { name: uz.bets.filters.label });
    await user.type(within(filters).getByLabelText(uz.bets.filters.from), '2025-03-01');
    await user.type(within(filters).getByLabelText(uz.bets.filters.to), '2025-03-31');
    await user.selectOptions(within(filters).getByRole('combobox', { name: uz.bets.filters.game }), 'Silk Fortune');
    await user.selectOptions(within(filters).getByRole('combobox', { name: uz.bets.filters.money }), uz.bets.money.real);
    await user.click(within(filters).getByRole('button', { name: uz.bets.filters.apply }));
    expect(await screen.findByRole('table', { name: 'Raundlar va tikishlar: 1 / 1' })).toBeInTheDocument();
    expect(remote.callsTo('games.getHistory')[2]!.query).toMatchObject({
      offset: '0',
      from: String(dayStart('2025-03-01')),
      to: String(dayEnd('2025-03-31')),
      sysname: 'oltin_silk_fortune',
      money: 'real',
    });
  });

  it('refuses a range that ends before it starts without asking the server', async () => {
    remote = await startRemoteForTest(app, { api: { 'games.getHistory': page([entry(1)], 1) } });
    const { user } = await remote.render(<BetHistoryPage />);
    await screen.findByRole('table');
    await user.type(screen.getByLabelText(uz.bets.filters.from), '2025-03-10');
    await user.type(screen.getByLabelText(uz.bets.filters.to), '2025-03-01');
    await user.click(screen.getByRole('button', { name: uz.bets.filters.apply }));
    expect(screen.getByText(uz.bets.periodErrors.order)).toBeInTheDocument();
    expect(remote.callsTo('games.getHistory')).toHaveLength(1);
  });

  it('shows an error with a retry, then the empty state (ru)', async () => {
    remote = await startRemoteForTest(app, { locale: 'ru', api: { 'games.getHistory': [{ networkError: true }, page([], 0, [])] } });
    const { user } = await remote.render(<BetHistoryPage />);
    expect(await screen.findByRole('heading', { name: ru.bets.history.loadError })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ru.common.retry }));
    expect(await screen.findByRole('heading', { name: ru.bets.history.empty })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: ru.bets.history.title })).toBeInTheDocument();
  });

  it('names the totals and rows in Russian with plural forms', async () => {
    remote = await startRemoteForTest(app, { locale: 'ru', api: { 'games.getHistory': page([entry(1, { money: 'demo', mode: 'demo' })], 1) } });
    await remote.render(<BetHistoryPage />);
    expect(await screen.findByRole('table', { name: 'Раунды и ставки: 1 из 1' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: new RegExp(ru.bets.money.demo) })).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: ru.bets.totals.of.real })).getByText('3 ставки')).toBeInTheDocument();
  });
});

describe('/profile/bets/exports', () => {
  it('checks the period, queues a file, follows it until ready and offers the download', async () => {
    remote = await startRemoteForTest(app, {
      api: {
        'games.gethistoryexportrequest': [
          exportsList([]),
          exportsList([exportOf(7, { status: 'processing', progress: 40, rows: 10 })]),
          exportsList([
            exportOf(7, { status: 'ready', progress: 100, rows: 10, size: 2048, url: '/api/exports/7', finished_at: 1_740_600_100, expires_at: 1_740_859_300 }),
          ]),
        ],
        'games.createhistoryexportrequest': { data: exportOf(7) },
      },
    });
    enableExports();
    const { user } = await remote.render(<BetExportsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: uz.bets.exports.title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: uz.bets.exports.empty })).toBeInTheDocument();

    const from = screen.getByLabelText(/Sanadan/);
    await user.clear(from);
    await user.click(screen.getByRole('button', { name: uz.bets.exports.submit }));
    expect(screen.getByText(uz.bets.periodErrors.required)).toBeInTheDocument();
    expect(remote.callsTo('games.createhistoryexportrequest')).toHaveLength(0);

    const tenDaysAgo = isoDay(new Date(Date.now() - 10 * 86_400_000));
    await user.type(from, tenDaysAgo);
    await user.click(screen.getByRole('button', { name: uz.bets.exports.submit }));
    expect(await screen.findByText(uz.bets.exports.queued)).toHaveAttribute('role', 'status');
    const body = remote.callsTo('games.createhistoryexportrequest')[0]!.body;
    expect(body.from).toBe(String(dayStart(tenDaysAgo)));
    expect(Number(body.to)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(body.utc_offset).toBe(String(-new Date().getTimezoneOffset()));
    const request = screen.getByRole('listitem', { name: /.+ – .+/ });
    expect(within(request).getByText(uz.bets.exports.status.queued)).toBeInTheDocument();

    // Asked again while pending: processing with its progress, then ready.
    expect(await screen.findByRole('progressbar', {}, { timeout: 5000 })).toHaveAttribute('aria-valuenow', '40');
    const link = await screen.findByRole('link', { name: /^CSV yuklab olish: .+ davri$/ }, { timeout: 5000 });
    expect(link).toHaveAttribute('href', '/api/exports/7');
    // Its name starts with what it shows, and says which period (WCAG 2.5.3).
    expect(labelInNameProblems(request)).toEqual([]);
    expect(link).toHaveAttribute('download');
    expect(screen.getByText(/10 ta yozuv · 2\.0 KB/)).toBeInTheDocument();
  }, 15_000);

  it('explains a refusal for too many requests and the states of older files (ru)', async () => {
    remote = await startRemoteForTest(app, {
      locale: 'ru',
      api: {
        'games.gethistoryexportrequest': exportsList([
          exportOf(3, { status: 'failed', error: 'too_many_rows' }),
          exportOf(2, { status: 'expired' }),
          exportOf(1, { status: 'failed', error: 'error' }),
        ]),
        'games.createhistoryexportrequest': { error: { type: 'TooManyRequestsException' } },
      },
    });
    enableExports();
    const { user } = await remote.render(<BetExportsPage />);
    expect(await screen.findByText(ru.bets.exports.tooManyRows)).toBeInTheDocument();
    expect(screen.getByText(ru.bets.exports.expired)).toBeInTheDocument();
    expect(screen.getByText(ru.bets.exports.failed)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Скачать/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ru.bets.exports.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('одновременно готовится до 3 файлов');
  });

  it('is not offered while the operator has exports off', async () => {
    remote = await startRemoteForTest(app, { api: {} });
    enableExports(false);
    await remote.render(<BetExportsPage />);
    expect(screen.getByRole('heading', { name: uz.bets.exports.off })).toBeInTheDocument();
    expect(remote.callsTo('games.gethistoryexportrequest')).toHaveLength(0);
  });
});

describe('/profile/bets', () => {
  const tree = (
    <Routes>
      <Route path="/profile/bets" element={<BetsLayout />}>
        <Route path="history" element={<p>history page</p>} />
      </Route>
    </Routes>
  );

  it('links the exports only when the operator offers them', async () => {
    remote = await startRemoteForTest(app);
    enableExports(true);
    const first = await remote.render(tree, { route: '/profile/bets/history' });
    const nav = screen.getByRole('navigation', { name: uz.bets.nav.label });
    expect(within(nav).getByRole('link', { name: uz.bets.nav.exports })).toHaveAttribute('href', '/profile/bets/exports');
    expect(within(nav).getByRole('link', { name: uz.bets.nav.history })).toHaveAttribute('aria-current', 'page');
    first.unmount();
    enableExports(false);
    await remote.render(tree, { route: '/profile/bets/history' });
    expect(screen.getByText('history page')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: uz.bets.nav.label })).not.toBeInTheDocument();
  });

  it('is off with the bet-history flag of the operator', async () => {
    remote = await startRemoteForTest(app, { locale: 'ru' });
    act(() => useConfigStore.getState().setConfig({ 'prazer-config': { features: { betHistory: false } } }));
    await remote.render(tree, { route: '/profile/bets/history' });
    expect(screen.getByRole('heading', { name: ru.bets.off })).toBeInTheDocument();
    expect(screen.queryByText('history page')).not.toBeInTheDocument();
  });
});
