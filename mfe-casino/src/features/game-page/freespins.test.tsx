import { act, screen } from '@testing-library/react';
import { bus } from '@casino/shared';
import { resetStores, startRemoteForTest, type RemoteUnderTest } from '@casino/shared/testing';
import app from '../../app';
import { game, gamesRoute, signInAs } from '../../testing/fixtures';
import { GamePage } from './GamePage';

let casino: RemoteUnderTest | undefined;
afterEach(() => {
  casino?.stop();
  resetStores();
});

const slot = game(1, { sysname: 'oltin_silk_fortune', name: 'Silk Fortune' });
const pack = (remaining: number, sysname = 'oltin_silk_fortune') => ({
  id: remaining,
  game: { sysname, name: 'Silk Fortune' },
  count: 20,
  remaining_count: remaining,
  status: 'active',
  stake: { amount: 0.2, currency: 'USD' },
  wager: 20,
  bonus_id: 3,
  description: { title: 'SILK' },
  expires_at: 2_000_000_000,
  created_at: 1_700_000_000,
});
const packs = (...items: unknown[]) => ({ data: { items, total: items.length } });

describe('free spins on the game page', () => {
  it('says when a pack of this game is being used, and follows the spins the game plays (uz)', async () => {
    signInAs();
    casino = await startRemoteForTest(app, {
      api: { 'games.get': gamesRoute([slot]), 'games.getLikes': packs(), 'freespins.get': [packs(pack(20), pack(5, 'other_slot')), packs(pack(19))] },
    });
    await casino.render(<GamePage />, { route: '/game/oltin_silk_fortune', path: '/game/:sysname' });
    expect(await screen.findByText(/Bepul aylanishlar: bu oʻyinda 20 ta qoldi, har biri 0.20 USD/)).toBeInTheDocument();
    expect(casino.callsTo('freespins.get')[0]!.query).toMatchObject({ status: 'active', count: '99', fields: 'description' });
    act(() => bus.emit('balance:changed', { reason: 'game' }));
    expect(await screen.findByText(/bu oʻyinda 19 ta qoldi/)).toBeInTheDocument();
  });

  it('lets a player with no money but free spins play them (ru)', async () => {
    signInAs({ balance_main: { amount: 0, currency: 'USD' } });
    casino = await startRemoteForTest(app, {
      api: { 'games.get': gamesRoute([slot]), 'games.getLikes': packs(), 'freespins.get': packs(pack(3)) },
      locale: 'ru',
    });
    await casino.render(<GamePage />, { route: '/ru/game/oltin_silk_fortune', path: '/ru/game/:sysname' });
    expect(await screen.findByText(/в этой игре осталось 3, ставка 0.20 USD/)).toBeInTheDocument();
    expect((await screen.findByTitle(/Silk Fortune/)).getAttribute('src')).toContain('mode=real');
  });

  it('plays real money with bonus money alone, and shows nothing without a pack', async () => {
    signInAs({ balance_main: { amount: 0, currency: 'USD' }, balance_bonus: { amount: 50, currency: 'USD' } });
    casino = await startRemoteForTest(app, { api: { 'games.get': gamesRoute([slot]), 'games.getLikes': packs(), 'freespins.get': packs() } });
    await casino.render(<GamePage />, { route: '/game/oltin_silk_fortune', path: '/game/:sysname' });
    expect((await screen.findByTitle('Silk Fortune oʻyini')).getAttribute('src')).toContain('mode=real');
    expect(screen.queryByText(/Bepul aylanishlar/)).toBeNull();
  });
});
