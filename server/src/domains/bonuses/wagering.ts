/**
 * What a stake counts toward a bonus's wagering (domains/bonuses/bonuses.ts `countWagering`), so that a bonus
 * cannot be turned into cash at no risk:
 *
 * - each game type counts an operator-set percentage of the stake (`wagering_contributions`,
 *   migration 097: slots 100 %, table games 10 %, live games 10 % by default), changed over the ops
 *   API (domains/bonuses/wagering-ops.ts) with every change in the settings audit;
 * - bets of one round that cover each other count only their net exposure: the most the round can
 *   lose over the outcomes that decide it (`coveredExposure`). Red and black alike lose only on the
 *   zero, the house's number, which is left out; player and banker alike risk only the commission;
 * - a sportsbook bet counts when it is settled, only at or above the minimum price, and the bets
 *   of one player on the same events count together for their net exposure (`sportsbookExposure`).
 *
 * The percentage applies to the exposure. The functions of this module but the last ones are pure.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB, GameType, SportsbookPick } from '../../db/schema';
import type { GameKind } from '../../providers/games/engines';
import { payout as roulettePayout, type RouletteBet } from '../../providers/games/engines/roulette';
import { baccaratPayout, SIDES, type BaccaratBet } from '../../providers/games/engines/baccarat';
import { auditSettingChange, type SettingsActor } from '../../ops/settings-audit';

export const WAGERING_TYPES = ['slot', 'casino', 'live', 'fast', 'sportsbook'] as const;
export type WageringType = GameType | 'sportsbook';

/** The wagering type of a catalogue game's type; one the catalogue does not know counts as a table game. */
export const wageringTypeOf = (gameType: string): WageringType =>
  (WAGERING_TYPES as readonly string[]).includes(gameType) && gameType !== 'sportsbook' ? (gameType as WageringType) : 'casino';

/** The platform's percentages, as migration 097 writes them; a type without a row counts by these. */
export const DEFAULT_CONTRIBUTIONS: Readonly<Record<WageringType, number>> = { slot: 100, casino: 10, live: 10, fast: 100, sportsbook: 100 };
/** The lowest price (decimal odds × 100) of a sportsbook bet that counts, unless the operator set another. */
export const DEFAULT_MIN_ODDS = 150;

/**
 * The net exposure of bets placed together: the most they can lose over the outcomes given (what
 * the bets return on each, stake included), never more than the stake nor less than nothing.
 */
export function coveredExposure(stake: number, returns: Iterable<number>): number {
  let worst = 0;
  for (const r of returns) worst = Math.max(worst, stake - r);
  return Math.min(stake, worst);
}

/** Roulette's numbers but the zero: where every outside bet loses, the house's edge, not a bet's risk. */
const ROULETTE_NUMBERS = Array.from({ length: 36 }, (_, i) => i + 1);

/**
 * The net exposure of one round's bets (as the game's engine parsed them) for wagering: roulette's
 * bets over the numbers 1 to 36, baccarat's over the three winners; a round of any other game is
 * one bet, its whole stake.
 */
export function roundExposure(kind: GameKind, bet: unknown, stake: number): number {
  if (kind === 'roulette') {
    const bets = (bet as { bets: RouletteBet[] }).bets;
    return coveredExposure(
      stake,
      ROULETTE_NUMBERS.map((n) => bets.reduce((sum, b) => sum + b.amount * roulettePayout(b, n), 0)),
    );
  }
  if (kind === 'baccarat') {
    const bets = (bet as { bets: BaccaratBet[] }).bets;
    return coveredExposure(
      stake,
      SIDES.map((winner) => bets.reduce((sum, b) => sum + baccaratPayout(b.side, b.amount, winner), 0)),
    );
  }
  return stake;
}

export interface SlipForExposure {
  stake: number;
  /** Decimal odds × 100, combined. */
  odds: number;
  selections: ReadonlyArray<{ event_id: number; pick: SportsbookPick }>;
}

/**
 * The net exposure of one player's bet slips on the same events (each slip backs every one of
 * them): the most the slips can lose together over every combination of the events' results.
 * `results` holds each event's possible results.
 */
export function sportsbookExposure(slips: readonly SlipForExposure[], results: ReadonlyMap<number, readonly SportsbookPick[]>): number {
  const stake = slips.reduce((sum, s) => sum + s.stake, 0);
  const events = [...new Set(slips.flatMap((s) => s.selections.map((x) => x.event_id)))];
  const returns: number[] = [];
  const walk = (i: number, chosen: Map<number, SportsbookPick>) => {
    if (i === events.length) {
      returns.push(
        slips.reduce((sum, s) => (s.selections.every((x) => chosen.get(x.event_id) === x.pick) ? sum + Math.floor((s.stake * s.odds) / 100) : sum), 0),
      );
      return;
    }
    const event = events[i]!;
    for (const result of results.get(event) ?? []) walk(i + 1, new Map(chosen).set(event, result));
  };
  walk(0, new Map());
  return returns.length ? coveredExposure(stake, returns) : stake;
}

/** The share of a group's exposure that one of its stakes counts for (rounded down). */
export const shareOf = (stake: number, groupStake: number, groupExposure: number): number =>
  groupStake > 0 ? Math.floor((stake * Math.min(groupExposure, groupStake)) / groupStake) : 0;

/** What an exposure counts toward wagering at a percentage (rounded down). */
export const contribution = (exposure: number, percent: number): number => Math.floor((Math.max(0, exposure) * Math.min(100, Math.max(0, percent))) / 100);

// ---- the operator's settings -------------------------------------------------------------------

export interface ContributionView {
  type: WageringType;
  percent: number;
  /** Decimal odds, the sportsbook only. */
  min_odds: number | null;
}

export interface WageringRules {
  percent: Record<WageringType, number>;
  /** Decimal odds × 100. */
  minOdds: number;
}

/** The percentages and the sportsbook's lowest price as set now (the defaults where none is). */
export async function wageringRules(db: Kysely<DB> | Transaction<DB>): Promise<WageringRules> {
  const rows = await db.selectFrom('wagering_contributions').select(['game_type', 'percent', 'min_odds']).execute();
  const percent = { ...DEFAULT_CONTRIBUTIONS };
  let minOdds = DEFAULT_MIN_ODDS;
  for (const r of rows) {
    percent[r.game_type] = r.percent;
    if (r.game_type === 'sportsbook' && r.min_odds !== null) minOdds = r.min_odds;
  }
  return { percent, minOdds };
}

/** The percentage of one type now. */
export async function contributionPercent(db: Kysely<DB> | Transaction<DB>, type: WageringType): Promise<number> {
  const row = await db.selectFrom('wagering_contributions').select('percent').where('game_type', '=', type).executeTakeFirst();
  return row?.percent ?? DEFAULT_CONTRIBUTIONS[type];
}

/** The rules as the ops API and the bonus page answer them, in the order of WAGERING_TYPES. */
export function contributionViews(rules: WageringRules): ContributionView[] {
  return WAGERING_TYPES.map((type) => ({ type, percent: rules.percent[type], min_odds: type === 'sportsbook' ? rules.minOdds / 100 : null }));
}

/**
 * Sets a type's percentage (and the sportsbook's lowest price, decimal odds × 100), written with its
 * audit row (actor, before, after) in one transaction. Answers the type's rule as it is now.
 */
export async function setContribution(
  db: Kysely<DB>,
  type: WageringType,
  change: { percent: number; minOdds?: number | undefined },
  actor: SettingsActor,
): Promise<ContributionView> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('wagering_contributions').select(['percent', 'min_odds']).where('game_type', '=', type).forUpdate().executeTakeFirst();
    const sportsbook = type === 'sportsbook';
    const beforeOdds = sportsbook ? (row?.min_odds ?? DEFAULT_MIN_ODDS) : null;
    const before = { percent: row?.percent ?? DEFAULT_CONTRIBUTIONS[type], min_odds: beforeOdds === null ? null : beforeOdds / 100 };
    const minOdds = sportsbook ? (change.minOdds ?? beforeOdds) : null;
    await trx
      .insertInto('wagering_contributions')
      .values({ game_type: type, percent: change.percent, min_odds: minOdds })
      .onConflict((oc) => oc.column('game_type').doUpdateSet({ percent: change.percent, min_odds: minOdds, updated_at: new Date() }))
      .execute();
    const after = { percent: change.percent, min_odds: minOdds === null ? null : minOdds / 100 };
    await auditSettingChange(trx, { setting: 'wagering.contribution', subject: type, actor, before: row ? before : null, after });
    return { type, ...after };
  });
}
