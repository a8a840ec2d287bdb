import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { bus, i18n, I18nextProvider, PageDataContext, setRenderStateSource, useConfigStore, useSessionStore, type PageData } from '@casino/shared';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import app from '../../app';
import { game, gamesRoute, signInAs } from '../../testing/fixtures';
import { GamePage } from './GamePage';
import { decideLaunch, fullscreenVisible, gameMessage, requestedMode } from './rules';

let casino: RemoteUnderTest;
afterEach(() => casino?.stop());

afterEach(() => resetStores());

describe('how a game opens', () => {
  const base = { hasDemo: true, authenticated: true, requested: null, realBalance: 10, canAccessWithZeroBalance: false };
  it('plays players for real money unless they ask for demo', () => {
    expect(decideLaunch(base)).toEqual({ kind: 'play', mode: 'real' });
    expect(decideLaunch({ ...base, requested: 'demo' })).toEqual({ kind: 'play', mode: 'demo' });
    expect(decideLaunch({ ...base, requested: 'demo', hasDemo: false })).toEqual({ kind: 'play', mode: 'real' });
  });
  it('applies the zero-balance rule (spec §3 canAccessSlotWithZeroBalance)', () => {
    expect(decideLaunch({ ...base, realBalance: 0 })).toEqual({ kind: 'deposit', canDemo: true });
    expect(decideLaunch({ ...base, realBalance: 0, canAccessWithZeroBalance: true })).toEqual({ kind: 'play', mode: 'real' });
    expect(decideLaunch({ ...base, realBalance: 0, requested: 'demo' })).toEqual({ kind: 'play', mode: 'demo' });
  });
  it('lets guests choose (demo mode dialog), play #demo, or asks them to register (#real) or sign in (no demo)', () => {
    const guest = { ...base, authenticated: false, realBalance: 0 };
    expect(decideLaunch(guest)).toEqual({ kind: 'choose' });
    expect(decideLaunch({ ...guest, requested: 'demo' })).toEqual({ kind: 'play', mode: 'demo' });
    expect(decideLaunch({ ...guest, requested: 'real' })).toEqual({ kind: 'sign-up', canDemo: true });
    expect(decideLaunch({ ...guest, hasDemo: false })).toEqual({ kind: 'sign-in' });
  });
  it('reads the mode from the hash', () => {
    expect(requestedMode('#real')).toBe('real');
    expect(requestedMode('#DEMO')).toBe('demo');
    expect(requestedMode('')).toBeNull();
    expect(requestedMode('#popup-preview')).toBeNull();
  });
});

it('shows the fullscreen toggle by visibleFullScreen (spec §3)', () => {
  expect(fullscreenVisible('all', false)).toBe(true);
  expect(fullscreenVisible('telegram', false)).toBe(false);
  expect(fullscreenVisible('telegram', true)).toBe(true);
  expect(fullscreenVisible('product', true)).toBe(false);
  expect(fullscreenVisible('product', false)).toBe(true);
  expect(fullscreenVisible('none', false)).toBe(false);
});

it('understands only the provider games’ own messages', () => {
  expect(gameMessage({ source: 'casino-game', type: 'balance' })).toEqual({ type: 'balance' });
  expect(gameMessage({ source: 'other', type: 'balance' })).toBeNull();
  expect(gameMessage({ source: 'casino-game', type: 'navigate' })).toBeNull();
  expect(gameMessage('balance')).toBeNull();
});

const slot = game(1, { sysname: 'aurora_golden_dragon', name: 'Golden Dragon' });

it('embeds the game for a player and refreshes the balance when the game says money moved', async () => {
  signInAs();
  casino = await startRemoteForTest(app, { api: { 'games.get': gamesRoute([slot]), 'games.getLikes': { data: { items: [], total: 0 } } } });
  const events: unknown[] = [];
  const off = bus.on('balance:changed', (e) => events.push(e));
  await casino.render(<GamePage />, { route: '/game/aurora_golden_dragon', path: '/game/:sysname' });
  const frame = await screen.findByTitle('Golden Dragon oʻyini');
  expect(frame.getAttribute('src')).toBe('/platform/game/aurora_golden_dragon/play?mode=real&locale=uz');
  expect(screen.getByRole('heading', { level: 1, name: 'Golden Dragon' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Haqiqiy pulga' })).toHaveAttribute('aria-current', 'true');

  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: 'casino-game', type: 'balance' },
        origin: window.location.origin,
        source: (frame as HTMLIFrameElement).contentWindow,
      }),
    );
  });
  expect(events).toEqual([{ reason: 'game' }]);
  // Another window's message is ignored.
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { source: 'casino-game', type: 'balance' }, origin: 'https://evil.example' }));
  });
  expect(events).toHaveLength(1);
  off();
});

it('toggles fullscreen when the settings show it, and hides it when they do not', async () => {
  signInAs();
  casino = await startRemoteForTest(app, { api: { 'games.get': gamesRoute([slot]), 'games.getLikes': { data: { items: [], total: 0 } } } });
  const { user, unmount } = await casino.render(<GamePage />, { route: '/game/aurora_golden_dragon', path: '/game/:sysname' });
  const toggle = await screen.findByRole('button', { name: 'Toʻliq ekran' });
  await user.click(toggle);
  expect(screen.getAllByRole('button', { name: 'Toʻliq ekrandan chiqish' })[0]).toHaveAttribute('aria-pressed', 'true');
  unmount();
  useConfigStore.getState().setConfig({ 'games-config': { display: { visibleFullScreen: 'none' } } });
  await casino.render(<GamePage />, { route: '/game/aurora_golden_dragon', path: '/game/:sysname' });
  await screen.findByTitle('Golden Dragon oʻyini');
  expect(screen.queryByRole('button', { name: 'Toʻliq ekran' })).toBeNull();
});

it('offers a deposit instead of real money with an empty balance', async () => {
  signInAs({ balance_main: { amount: 0, currency: 'USD' } });
  casino = await startRemoteForTest(app, { api: { 'games.get': gamesRoute([slot]), 'games.getLikes': { data: { items: [], total: 0 } } } });
  const { user } = await casino.render(<GamePage />, { route: '/game/aurora_golden_dragon', path: '/game/:sysname' });
  expect(await screen.findByRole('heading', { name: 'Haqiqiy pulga oʻynash uchun hisobni toʻldiring' })).toBeInTheDocument();
  expect(screen.queryByTitle('Golden Dragon oʻyini')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Hisobni toʻldirish' }));
  expect(casino.navigations).toEqual(['/cashier/deposit']);
});

it('asks guests how to play in the demo mode dialog; #demo plays demo; with #real they are asked to register', async () => {
  // The session has answered: a guest.
  useSessionStore.getState().setStatus('success');
  const opened: unknown[] = [];
  const off = bus.on('dialog:open', (d) => opened.push(d));
  casino = await startRemoteForTest(app, { api: { 'games.get': gamesRoute([slot]) } });
  // The shell has asked who plays: a guest (until then, as while a server-rendered page hydrates, nobody is asked).
  useSessionStore.getState().setStatus('success');
  let view = await casino.render(<GamePage />, { route: '/game/aurora_golden_dragon', path: '/game/:sysname' });
  expect(await screen.findByRole('heading', { name: 'Golden Dragon: qanday oʻynaysiz?' })).toBeInTheDocument();
  expect(screen.queryByTitle('Golden Dragon oʻyini')).toBeNull();
  // The game's picture stands where it will run (for a crawler too: the page is server-rendered).
  expect(screen.getByRole('img', { name: 'Golden Dragon' }).getAttribute('src')).toMatch(/aurora_golden_dragon|\.(svg|png|jpe?g|webp)/);
  expect(opened).toEqual([{ id: 'casino:demo-mode', type: 'popup', props: { sysname: 'aurora_golden_dragon', name: 'Golden Dragon' } }]);
  off();
  view.unmount();
  view = await casino.render(<GamePage />, { route: '/game/aurora_golden_dragon#demo', path: '/game/:sysname' });
  expect((await screen.findByTitle('Golden Dragon oʻyini')).getAttribute('src')).toContain('mode=demo');
  const { unmount } = view;
  unmount();
  await casino.render(<GamePage />, { route: '/game/aurora_golden_dragon#real', path: '/game/:sysname' });
  expect(await screen.findByRole('heading', { name: 'Haqiqiy pulga oʻynash uchun roʻyxatdan oʻting' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Demo rejimda oʻynash' })).toHaveAttribute('href', '/game/aurora_golden_dragon#demo');
});

it('plays custom games from their own path and says when a game does not exist', async () => {
  casino = await startRemoteForTest(app, { api: { 'games.get': gamesRoute([game(2, { sysname: 'oltin_rocket', name: 'Oltin Rocket', tags: ['custom'] })]) } });
  const { unmount } = await casino.render(<GamePage />, { route: '/game/oltin_rocket#demo', path: '/game/:sysname' });
  expect((await screen.findByTitle('Oltin Rocket oʻyini')).getAttribute('src')).toBe('/platform/game/custom/oltin_rocket/play?mode=demo&locale=uz');
  unmount();
  await casino.render(<GamePage />, { route: '/game/nope', path: '/game/:sysname' });
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Oʻyin topilmadi' })).toBeInTheDocument());
});

it('does not ask a player how to play when their page, rendered on the server for a guest, hydrates', async () => {
  casino = await startRemoteForTest(app);
  const opened: unknown[] = [];
  const off = bus.on('dialog:open', (d) => opened.push(d));
  // The page carries the game; the server rendered it with a guest's session, which the page hydrates with.
  const page: PageData = { take: (_key, deps) => (deps === '["aurora_golden_dragon"]' ? { value: slot } : undefined) };
  const guest = useSessionStore.getInitialState();
  const ui = (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/game/aurora_golden_dragon']}>
        <PageDataContext.Provider value={page}>
          <Routes>
            <Route path="/game/:sysname" element={<GamePage />} />
          </Routes>
        </PageDataContext.Provider>
      </MemoryRouter>
    </I18nextProvider>
  );
  setRenderStateSource({ states: () => ({ session: guest }), server: false });
  try {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(ui);
    expect(container).toHaveTextContent('Golden Dragon: qanday oʻynaysiz?');
    // The player's session arrived before the page hydrated.
    signInAs();
    render(ui, { container, hydrate: true });
    expect((await screen.findByTitle('Golden Dragon oʻyini')).getAttribute('src')).toContain('mode=real');
    expect(opened).toEqual([]);
  } finally {
    setRenderStateSource({ states: () => undefined, server: false });
    off();
  }
});
