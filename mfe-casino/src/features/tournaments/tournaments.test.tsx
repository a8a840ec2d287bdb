import { render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { bus, i18n, I18nextProvider, PageDataContext, useConfigStore, type PageData } from '@casino/shared';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import type { TournamentItem } from '@casino/shared/api/schemas';
import app from '../../app';
import { signInAs } from '../../testing/fixtures';
import { replaceTournament, timeLeft } from './rules';
import { TournamentsPage } from './TournamentsPage';

let casino: RemoteUnderTest;
afterEach(() => casino?.stop());

const now = Math.floor(Date.now() / 1000);
function tournament(id: number, status: 'active' | 'future', patch: Partial<TournamentItem> = {}): TournamentItem {
  return {
    id,
    sysname: `t-${id}`,
    status,
    starts_at: status === 'active' ? now - 86400 : now + 86400,
    ends_at: now + 5 * 86400,
    description: { title: `Tournament ${id}` },
    total_prize: { amount: 1000, currency: 'USD' },
    prizes: [],
    user_info: { is_participant: false, points: 0, place: null },
    winners: [],
    restrictions: { min_bet: { amount: 0.5, currency: 'USD' } },
    total_participants: 10,
    total_points: 0,
    reset_on_cashout: false,
    games_count: 24,
    games: [],
    provider: null,
    image_url: '/t.svg',
    tags: [],
    extra: {},
    ...patch,
  };
}

afterEach(() => resetStores());

describe('replacing a reloaded tournament in its list (spec §4)', () => {
  const lists = { active: [tournament(1, 'active'), tournament(2, 'active')], future: [tournament(3, 'future')] };

  it('replaces it in place, leaving the others', () => {
    const joined = tournament(2, 'active', { user_info: { is_participant: true, points: 0, place: 11 }, total_participants: 11 });
    const next = replaceTournament(lists, joined);
    expect(next.active.map((t) => t.id)).toEqual([1, 2]);
    expect(next.active[1]).toBe(joined);
    expect(next.active[0]).toBe(lists.active[0]);
    expect(next.future).toBe(lists.future);
  });

  it('moves it to the other list when it started meanwhile', () => {
    const started = tournament(3, 'active');
    const next = replaceTournament(lists, started);
    expect(next.future).toEqual([]);
    expect(next.active.map((t) => t.id)).toEqual([1, 2, 3]);
  });
});

it('counts the time left in days, hours and minutes', () => {
  expect(timeLeft(90_061, 0)).toEqual({ days: 1, hours: 1, minutes: 1 });
  expect(timeLeft(10, 20_000)).toEqual({ days: 0, hours: 0, minutes: 0 });
});

it('joins from the list: participate, reload, and the card is replaced', async () => {
  signInAs();
  casino = await startRemoteForTest(app, {
    api: {
      'tournaments.get': (call) => {
        if (call.query.ids === '2')
          return {
            data: { items: [tournament(2, 'active', { user_info: { is_participant: true, points: 0, place: 11 }, total_participants: 11 })], total: 1 },
          };
        return call.query.status === 'active'
          ? { data: { items: [tournament(1, 'active'), tournament(2, 'active')], total: 2 } }
          : { data: { items: [tournament(3, 'future')], total: 1 } };
      },
      'tournaments.participate': { data: 1 },
    },
  });
  const toasts: string[] = [];
  const off = bus.on('toast:show', ({ text }) => toasts.push(text));
  const { user } = await casino.render(<TournamentsPage />, { route: '/tournaments' });
  const active = await screen.findByRole('heading', { name: 'Davom etayotgan' });
  expect(active).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: '«Tournament 2» turnirida ishtirok etish' }));
  expect(casino.callsTo('tournaments.participate')[0]!.body).toEqual({ tournament_id: '2' });
  const card = (await screen.findByTestId('tournament-joined')).closest('article')!;
  expect(within(card).getByRole('link', { name: 'Tournament 2' })).toBeInTheDocument();
  expect(within(card).getByText(/11 ishtirokchi/)).toBeInTheDocument();
  // The other cards stay as they were; the lists were not fetched again.
  expect(screen.getByRole('button', { name: '«Tournament 1» turnirida ishtirok etish' })).toBeInTheDocument();
  expect(casino.callsTo('tournaments.get').filter((c) => c.query.status)).toHaveLength(2);
  await waitFor(() => expect(toasts).toEqual(['Siz turnirga qoʻshildingiz']));
  off();
});

it('shows the picture of the operator’s tournament image key, else the tournament’s image_url', async () => {
  casino = await startRemoteForTest(app, {
    api: {
      'tournaments.get': (call) => ({
        data: {
          items:
            call.query.status === 'active'
              ? [tournament(1, 'active', { description: { title: 'Tournament 1', img_banner: '/t1-banner.svg' } }), tournament(2, 'active')]
              : [],
          total: 2,
        },
      }),
    },
  });
  useConfigStore.getState().setConfig({ 'prazer-config': { imageKeys: { tournament: 'img_banner' } } });
  await casino.render(<TournamentsPage />, { route: '/tournaments' });
  await screen.findByRole('link', { name: 'Tournament 2' });
  expect([...document.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/t1-banner.svg', '/t.svg']);
});

it('asks guests to sign in before joining', async () => {
  casino = await startRemoteForTest(app, {
    api: {
      'tournaments.get': (call) => ({ data: { items: call.query.status === 'active' ? [tournament(1, 'active', { user_info: null })] : [], total: 1 } }),
    },
  });
  const opened: unknown[] = [];
  const off = bus.on('dialog:open', (d) => opened.push(d));
  const { user } = await casino.render(<TournamentsPage />);
  await user.click(await screen.findByRole('button', { name: '«Tournament 1» turnirida ishtirok etish' }));
  expect(opened).toEqual([{ id: 'auth', props: { view: 'login' } }]);
  expect(casino.callsTo('tournaments.participate')).toHaveLength(0);
  off();
});

it('hydrates the countdowns the server rendered, however far this clock is from the server, then counts by this clock', async () => {
  casino = await startRemoteForTest(app);
  const renderedAt = now * 1000;
  // What a server-rendered page carries, by the loads' dependencies: the lists, and the time it was rendered at.
  const carried: Record<string, unknown> = { '[0]': { active: [tournament(1, 'active')], future: [] }, '["now"]': renderedAt };
  const page: PageData = { take: (_key, deps) => (deps in carried ? { value: carried[deps] } : undefined) };
  const ui = (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <PageDataContext.Provider value={page}>
          <TournamentsPage />
        </PageDataContext.Provider>
      </MemoryRouter>
    </I18nextProvider>
  );
  const clock = jest.spyOn(Date, 'now').mockReturnValue(renderedAt);
  try {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(ui);
    expect(container).toHaveTextContent(/Tugashiga 5 k 0 s 0 daq/);
    // This browser's clock is five and a half minutes ahead of the server's.
    clock.mockReturnValue(renderedAt + 330_000);
    const errors: unknown[] = [];
    render(ui, { container, hydrate: true, onRecoverableError: (error) => errors.push(error) });
    await waitFor(() => expect(container).toHaveTextContent(/Tugashiga 4 k 23 s 54 daq/));
    expect(errors).toEqual([]);
  } finally {
    clock.mockRestore();
  }
});
