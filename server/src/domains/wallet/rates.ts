import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** Units of each currency for one US dollar. */
export type Rates = Record<string, number>;

export async function loadRates(db: Kysely<DB> | Transaction<DB>): Promise<{ rates: Rates; updatedAt: Date }> {
  const rows = await db.selectFrom('currency_rates').select(['currency', 'per_usd', 'updated_at']).execute();
  const rates: Rates = { USD: 1 };
  let updatedAt = new Date(0);
  for (const r of rows) {
    rates[r.currency] = Number(r.per_usd);
    const at = new Date(r.updated_at);
    if (at > updatedAt) updatedAt = at;
  }
  return { rates, updatedAt };
}

/** Rates relative to `base`: units of each currency for one unit of base (rounded to 8 places). */
export function ratesFrom(base: string, rates: Rates): Rates {
  const b = rates[base];
  if (!b) return {};
  const out: Rates = {};
  for (const [c, perUsd] of Object.entries(rates)) out[c] = Math.round((perUsd / b) * 1e8) / 1e8;
  return out;
}

/** An amount in minor units of `from` in minor units of `to`, rounded down (never more than it is worth). */
export function convertMinor(amount: number, from: string, to: string, rates: Rates): number | null {
  if (from === to) return amount;
  const f = rates[from];
  const t = rates[to];
  if (!f || !t) return null;
  return Math.floor((amount / f) * t);
}
