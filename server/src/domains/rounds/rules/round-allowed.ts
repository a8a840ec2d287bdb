/**
 * When a real-money round is a plain one, played in one round trip (`playMainMoneyRound` in
 * domains/rounds/rounds.ts) or, on the full path (`playRound`), with its stake and win held for
 * the round's own statement as the fast path holds them.
 */
import { sql } from 'kysely';
import type { Launch } from '../launch';
import { walletInLaunchCurrency } from '../wallet';
import { BONUS_BALANCE, mainMoneyStakeNow, type StakeReads } from '../../bonuses';
import { packForSpinExists } from '../../bonuses';
import { levelReached, levelStaysNow, type PointsAccrual } from '../../loyalty';
import { defineRule } from '../../wallet';

/** The round the player asks for. */
export interface RoundParams {
  launch: Pick<Launch, 'accountId' | 'currency' | 'game'>;
  accountId: number;
  roundId: string;
  stake: number;
  /** A slot's spin may play from a free spin pack. */
  slot: boolean;
  /** The loyalty points the stake earns (null: none). */
  accrual: PointsAccrual | null;
}

/** What the full path read after the wallet's lock. */
export interface RoundReads extends StakeReads {
  /** The round id had been played. */
  played: boolean;
  /** The currency of the player's real-money wallet. */
  walletCurrency: string | undefined;
  /** The operator's bonus isolation setting. */
  isolation: boolean;
  /** A free spin pack of the slot the spin would play from. */
  pack: boolean;
  /** Running tournaments of the game the player joined. */
  tournaments: number;
  /** The player's loyalty experience before the round (thousandths; null before their first points). */
  exp: number | string | null;
}

/** `from … where …` of the running tournaments including the launch's game that the player joined (`t`: tournaments). */
export const joinedRunningTournaments = (
  launch: Pick<Launch, 'game'>,
  accountId: number | null,
) => sql`from tournaments t join tournament_participants tp on tp.tournament_id = t.id
     where tp.account_id = ${accountId} and now() >= t.starts_at and now() < t.ends_at and ${launch.game.sysname} = any (t.games)`;

/**
 * A plain real-money round: a new round id, the wallet in the launch's currency, a stake all of
 * main money that counts toward no bonus, no free spin pack of the slot, no running tournament of
 * the game the player joined and no level reached by the points.
 */
export const roundAllowed = defineRule<RoundParams, RoundReads>('round allowed', [
  {
    name: 'new round id',
    holds: (r) => !r.played,
    where: (p) => sql<boolean>`not exists (select 1 from game_rounds where round_id = ${p.roundId})`,
  },
  {
    name: 'wallet in the launch currency',
    holds: (r, p) => r.walletCurrency === p.launch.currency,
    where: (p) => walletInLaunchCurrency(p.launch),
  },
  {
    name: 'stake of main money',
    holds: (r, p) => {
      const main = Number(r.stake_balances?.main ?? 0);
      const bonus = Number(r.stake_balances?.[BONUS_BALANCE.casino] ?? 0);
      return !r.stake_due && r.stake_bonus_id === null && main >= p.stake && (!r.isolation || bonus === 0);
    },
    where: (p) => mainMoneyStakeNow(p.accountId, 'casino', p.stake),
  },
  {
    name: 'no free spin pack',
    holds: (r, p) => !p.slot || !r.pack,
    where: (p) => (p.slot ? sql<boolean>`not ${packForSpinExists(p.accountId, p.launch.game.id)}` : null),
  },
  {
    name: 'no tournament joined',
    holds: (r) => r.tournaments === 0,
    where: (p) => sql<boolean>`not exists (select 1 ${joinedRunningTournaments(p.launch, p.accountId)})`,
  },
  {
    name: 'no level reached',
    holds: (r, p) => !p.accrual || !levelReached(p.accrual, Number(r.exp ?? 0) + p.accrual.milli),
    where: (p) => (p.accrual ? levelStaysNow(p.accrual) : null),
  },
]);
