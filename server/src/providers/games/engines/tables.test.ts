import { baccaratEngine, baccaratPayout, baccaratTotal, bankerDraws, coup, playerDraws } from './baccarat';
import { act, blackjackPayout, dealerPlays, handValue, isBlackjack, resultOf, viewOf, type BlackjackState } from './blackjack';
import { shuffledShoe } from './cards';
import { kindOf } from './index';
import { sequence } from './random';

const limits = { min: 10, max: 10_000 };
const state = (player: string[], dealer: string[], shoe: string[], stake = 100): BlackjackState => ({
  shoe,
  player,
  dealer,
  stake,
  doubled: false,
  step: 0,
  result: null,
});

describe('cards', () => {
  it('shuffles whole decks', () => {
    const shoe = shuffledShoe(6, Math.random);
    expect(shoe).toHaveLength(312);
    expect(new Set(shoe).size).toBe(52);
    expect(shoe.filter((c) => c === 'AS')).toHaveLength(6);
  });
});

describe('blackjack', () => {
  it('counts aces as 11 unless that busts', () => {
    expect(handValue(['AS', 'KD'])).toEqual({ total: 21, soft: true });
    expect(handValue(['AS', '6D'])).toEqual({ total: 17, soft: true });
    expect(handValue(['AS', '6D', '9C'])).toEqual({ total: 16, soft: false });
    expect(handValue(['AS', 'AD', '9C'])).toEqual({ total: 21, soft: true });
    expect(handValue(['TS', 'QD', '2C'])).toEqual({ total: 22, soft: false });
    expect(isBlackjack(['AS', 'JD'])).toBe(true);
    expect(isBlackjack(['7S', '7D', '7C'])).toBe(false);
  });

  it('has the dealer stand on every 17, soft ones too', () => {
    const soft = ['AS', '6D'];
    dealerPlays(soft, ['5C']);
    expect(soft).toEqual(['AS', '6D']);
    const low = ['TS', '6D'];
    dealerPlays(low, ['AC', '9H']);
    expect(low).toEqual(['TS', '6D', 'AC']);
  });

  it('pays 3:2 for blackjack, 1:1 for a win, returns the stake on a push', () => {
    expect(blackjackPayout('blackjack', 100)).toBe(250);
    expect(blackjackPayout('blackjack', 15)).toBe(37);
    expect(blackjackPayout('win', 100)).toBe(200);
    expect(blackjackPayout('push', 100)).toBe(100);
    expect(blackjackPayout('lose', 100)).toBe(0);
    expect(resultOf(['AS', 'KD'], ['TS', 'QD'])).toBe('blackjack');
    expect(resultOf(['AS', 'KD'], ['AH', 'QH'])).toBe('push');
    expect(resultOf(['9S', 'KD', '2C'], ['AH', 'QH'])).toBe('lose');
    expect(resultOf(['TS', 'KD', '2C'], ['TH', '7H'])).toBe('lose');
    expect(resultOf(['TS', '8D'], ['TH', '6H', '9C'])).toBe('win');
    expect(resultOf(['TS', '7D'], ['TH', '7H'])).toBe('push');
  });

  it('hits, busts without the dealer drawing, and stands', () => {
    const bust = act(state(['TS', '6D'], ['9H', '7C'], ['KC', '2S']), 'hit');
    expect(bust.result).toBe('lose');
    expect(bust.dealer).toEqual(['9H', '7C']);
    const stood = act(state(['TS', '8D'], ['9H', '7C'], ['2S', '5C']), 'stand');
    expect(stood.dealer).toEqual(['9H', '7C', '2S']);
    expect(stood.result).toBe('push');
    expect(stood.step).toBe(1);
  });

  it('doubles once on two cards and then stands; the view hides the hole card while in play', () => {
    const start = state(['5S', '6D'], ['TH', '6C'], ['TC', '9S']);
    expect(viewOf(start).dealer).toEqual(['TH', null]);
    expect(viewOf(start).can_double).toBe(true);
    const doubled = act(start, 'double');
    expect(doubled.player).toEqual(['5S', '6D', 'TC']);
    expect(doubled.dealer).toEqual(['TH', '6C', '9S']);
    expect(doubled.result).toBe('win');
    expect(viewOf(doubled).stake).toBe(200);
    expect(() => act(state(['2S', '3D', '4C'], ['TH', '6C'], ['TC']), 'double')).toThrow();
    expect(() => act(doubled, 'hit')).toThrow();
  });
});

describe('baccarat', () => {
  it('counts points modulo ten', () => {
    expect(baccaratTotal(['9S', '8D'])).toBe(7);
    expect(baccaratTotal(['KS', 'QD'])).toBe(0);
    expect(baccaratTotal(['AS', 'TD', '5C'])).toBe(6);
  });

  it('draws third cards by the tableau', () => {
    expect(playerDraws(5)).toBe(true);
    expect(playerDraws(6)).toBe(false);
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(2, 8)).toBe(true);
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect(bankerDraws(4, 1)).toBe(false);
    expect(bankerDraws(4, 2)).toBe(true);
    expect(bankerDraws(5, 3)).toBe(false);
    expect(bankerDraws(5, 4)).toBe(true);
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(6, 5)).toBe(false);
    expect(bankerDraws(7, 7)).toBe(false);
    // A natural ends the coup: player 9 against banker 3.
    expect(coup(['4S', '2D', '5C', 'AH', '9H'])).toEqual({ player: ['4S', '5C'], banker: ['2D', 'AH'] });
    // Player 3 draws a 4; banker 5 draws on it.
    expect(coup(['AS', '3D', '2C', '2H', '4H', 'KC'])).toEqual({ player: ['AS', '2C', '4H'], banker: ['3D', '2H', 'KC'] });
  });

  it('pays player 1:1, banker 1:1 less 5 %, tie 8:1 and returns player and banker bets on a tie', () => {
    expect(baccaratPayout('player', 100, 'player')).toBe(200);
    expect(baccaratPayout('banker', 100, 'banker')).toBe(195);
    expect(baccaratPayout('banker', 30, 'banker')).toBe(58);
    expect(baccaratPayout('tie', 100, 'tie')).toBe(900);
    expect(baccaratPayout('player', 100, 'tie')).toBe(100);
    expect(baccaratPayout('banker', 100, 'tie')).toBe(100);
    expect(baccaratPayout('tie', 100, 'banker')).toBe(0);
    expect(baccaratPayout('player', 100, 'banker')).toBe(0);
  });

  it('parses bets and plays a coup whose returns sum to the win', () => {
    expect(baccaratEngine.parse({ bets: [{ side: 'dragon', amount: 100 }] }, limits).ok).toBe(false);
    expect(baccaratEngine.parse({ bets: [{ side: 'tie', amount: 1 }] }, limits)).toEqual({ ok: false, message: 'Min value is 10' });
    expect(
      baccaratEngine.parse(
        {
          bets: [
            { side: 'tie', amount: 100 },
            { side: 'tie', amount: 100 },
          ],
        },
        limits,
      ).ok,
    ).toBe(false);
    const parsed = baccaratEngine.parse(
      {
        bets: [
          { side: 'banker', amount: 100 },
          { side: 'tie', amount: 20 },
        ],
      },
      limits,
    );
    expect(parsed).toEqual({
      ok: true,
      stake: 120,
      bet: {
        bets: [
          { side: 'banker', amount: 100 },
          { side: 'tie', amount: 20 },
        ],
      },
    });
    if (!parsed.ok) return;
    const played = baccaratEngine.play(parsed.bet, sequence(0.3, 0.7, 0.1, 0.9));
    expect(played.outcome.player.length).toBeGreaterThanOrEqual(2);
    expect(played.win).toBe(played.outcome.returns.reduce((n, r) => n + r, 0));
  });
});

it('plays tables tagged blackjack or baccarat as themselves', () => {
  expect(kindOf({ type: 'casino', tags: ['blackjack'] })).toBe('blackjack');
  expect(kindOf({ type: 'live', tags: ['new', 'baccarat'] })).toBe('baccarat');
  expect(kindOf({ type: 'casino', tags: [] })).toBe('roulette');
});
