/**
 * The loyalty shop (spec §7 loyalty.buyproduct): a purchase spends the product's price in points
 * and grants what it sells in one transaction: a bonus record, a free spin pack, a cashback boost
 * or an order for a physical prize. The loyalty row is locked (after the main balance, as every
 * money path), so purchases at once never spend the same points twice and points never go
 * negative; the Idempotency-Key makes a repeated purchase answer the first order. A cashback boost
 * is refused while the player holds as many running boosts for its scheme as the operator allows
 * (cashback setting `max_active_boosts`, 1 by default): boosts never stack past that.
 *
 * Prices are whole points; the balance is kept in thousandths (points.ts), so a purchase takes
 * the price × 1,000 from it and logs that, and the points left are answered whole, floored.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, LoyaltyOrdersTable } from '../../db/schema';
import { grantBonus, DEFAULT_BONUS_DAYS } from '../bonuses';
import { grantFreespins } from '../bonuses';
import { loadRates, convertMinor, lockMainBalance } from '../wallet';
import { stakeLimits } from '../catalogue';
import { loyaltyRefusal, mainProgram } from '../loyalty';
import { inMilli, MILLI_PER_POINT, wholePoints } from '../loyalty';
import { boostOfOrder } from '../cashback';
import { readCashbackSettings } from '../cashback';
import { toMinor } from '@casino/contract/money';

export type OrderRow = Selectable<LoyaltyOrdersTable>;

export interface Purchase {
  order: OrderRow;
  /** Whole points left (floored). */
  points: number;
  repeated: boolean;
}

export async function buyProduct(db: Kysely<DB>, accountId: number, productId: number, key: string): Promise<Purchase> {
  return db.transaction().execute(async (trx) => {
    const wallet = await lockMainBalance(trx, accountId);
    const program = await mainProgram(trx);
    if (!program) throw loyaltyRefusal('product_id', 'loyalty_inactive', 'No loyalty programme');
    const account = await trx
      .selectFrom('loyalty_accounts')
      .select(['points_milli'])
      .where('account_id', '=', accountId)
      .where('program_id', '=', program.id)
      .forUpdate()
      .executeTakeFirst();
    const previous = await trx
      .selectFrom('loyalty_orders')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    if (previous) {
      if (previous.product_id !== productId) throw loyaltyRefusal('product_id', 'product_not_found', 'The Idempotency-Key belongs to another purchase');
      return { order: previous, points: wholePoints(account?.points_milli ?? 0), repeated: true };
    }
    const product = await trx
      .selectFrom('loyalty_products')
      .selectAll()
      .where('id', '=', productId)
      .where('program_id', '=', program.id)
      .where('is_active', '=', true)
      .forUpdate()
      .executeTakeFirst();
    if (!product) throw loyaltyRefusal('product_id', 'product_not_found', 'No such product');
    const milli = Number(account?.points_milli ?? 0);
    const price = Number(product.price);
    const priceMilli = inMilli(price);
    // A fraction short counts as a whole point missing.
    if (!account || milli < priceMilli)
      throw loyaltyRefusal('product_id', 'insufficient_points', `${Math.ceil((priceMilli - milli) / MILLI_PER_POINT)} points missing`);
    if (product.stock !== null && product.stock <= 0) throw loyaltyRefusal('product_id', 'out_of_stock', 'Sold out');
    if (product.type === 'cashback') await refuseStackedBoost(trx, accountId, product.grants);

    if (product.stock !== null)
      await trx
        .updateTable('loyalty_products')
        .set({ stock: sql<number>`stock - 1` })
        .where('id', '=', product.id)
        .execute();
    const left = await trx
      .updateTable('loyalty_accounts')
      .set({ points_milli: sql<number>`points_milli - ${priceMilli}`, updated_at: sql`now()` })
      .where('account_id', '=', accountId)
      .where('program_id', '=', program.id)
      .where('points_milli', '>=', priceMilli)
      .returning('points_milli')
      .executeTakeFirst();
    if (!left) throw loyaltyRefusal('product_id', 'insufficient_points');
    await trx
      .insertInto('loyalty_points_log')
      .values({ account_id: accountId, program_id: program.id, kind: 'purchase', points_milli: -priceMilli, idempotency_key: `purchase:${key}` })
      .execute();

    const grants = product.grants ?? {};
    const description = product.description;
    let bonusId: number | null = null;
    let status: OrderRow['status'] = 'granted';
    if (product.type === 'bonus' && grants.amount) {
      const { rates } = await loadRates(trx);
      const amount = convertMinor(toMinor(grants.amount, 'USD'), 'USD', wallet.currency, rates) ?? toMinor(grants.amount, 'USD');
      const bonus = await grantBonus(trx, {
        accountId,
        kind: 'casino',
        source: 'loyalty',
        amount,
        currency: wallet.currency,
        wager: grants.wager ?? 10,
        days: grants.days ?? DEFAULT_BONUS_DAYS,
        description,
      });
      bonusId = bonus.id;
    } else if (product.type === 'freespins' && grants.count) {
      let q = trx.selectFrom('games').select(['id', 'sysname']).where('type', '=', 'slot').where('is_active', '=', true);
      q = grants.game ? q.where('sysname', '=', grants.game) : q.orderBy('position').orderBy('id');
      const game = await q.executeTakeFirst();
      if (!game) throw loyaltyRefusal('product_id', 'out_of_stock', 'No slot for the free spins');
      const { bonus } = await grantFreespins(trx, {
        accountId,
        gameId: game.id,
        gameSysname: game.sysname,
        count: grants.count,
        stake: stakeLimits(wallet.currency).min,
        currency: wallet.currency,
        wager: grants.wager ?? 20,
        days: grants.days ?? DEFAULT_BONUS_DAYS,
        source: 'loyalty',
        description,
      });
      bonusId = bonus.id;
    } else if (product.type === 'merch' || (product.type === 'bonus' && !grants.amount)) {
      // A prize (or a service) the operator delivers: an order to fulfil.
      status = 'pending';
    }
    const order = await trx
      .insertInto('loyalty_orders')
      .values({ account_id: accountId, product_id: product.id, price, status, bonus_id: bonusId, idempotency_key: key })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { order, points: wholePoints(left.points_milli), repeated: false };
  });
}

/**
 * Refuses a cashback boost while the player holds `max_active_boosts` running ones that apply to
 * a scheme it applies to (a boost without a scheme applies to all). Called with the loyalty row
 * locked, so two purchases at once cannot both pass.
 */
async function refuseStackedBoost(trx: Transaction<DB>, accountId: number, grants: unknown): Promise<void> {
  const wanted = boostOfOrder(new Date(), grants);
  if (!wanted) return;
  const { max_active_boosts: allowed } = await readCashbackSettings(trx);
  const orders = await trx
    .selectFrom('loyalty_orders as o')
    .innerJoin('loyalty_products as p', 'p.id', 'o.product_id')
    .select(['o.created_at', 'p.grants'])
    .where('o.account_id', '=', accountId)
    .where('o.status', '=', 'granted')
    .where('p.type', '=', 'cashback')
    .execute();
  const now = Date.now();
  const running = orders
    .map((o) => boostOfOrder(o.created_at, o.grants))
    .filter((b) => b !== null && b.from <= now && now < b.to && (b.scheme === null || wanted.scheme === null || b.scheme === wanted.scheme));
  if (running.length >= allowed) throw loyaltyRefusal('product_id', 'boost_active', 'A cashback boost is already running');
}

/** Sets the player's character of the main programme. */
export async function setCharacter(db: Kysely<DB>, accountId: number, characterId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const program = await mainProgram(trx);
    if (!program) throw loyaltyRefusal('id', 'loyalty_inactive', 'No loyalty programme');
    const character = await trx
      .selectFrom('loyalty_characters')
      .select('id')
      .where('id', '=', characterId)
      .where('program_id', '=', program.id)
      .executeTakeFirst();
    if (!character) throw loyaltyRefusal('id', 'character_not_found', 'No such character');
    await trx
      .insertInto('loyalty_accounts')
      .values({ account_id: accountId, program_id: program.id, character_id: character.id, updated_at: sql`now()` })
      .onConflict((oc) => oc.columns(['account_id', 'program_id']).doUpdateSet({ character_id: character.id, updated_at: sql`now()` }))
      .execute();
  });
}
