import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { ApiError, promoCodeError, type PromoCodeError } from '@casino/contract';
import { defineHandlers, type Locale } from '../api/handler';
import type { BonusSource, DB, OffersTable } from '../db/schema';
import { paged } from '../db/paged';
import { depositStats, satisfiesOffer, takeOffer, type OfferTrigger } from '../domains/bonuses';
import { giftsOf, giftView, type Gift } from '../domains/bonuses';
import { withSocialTables } from '../oauth/tables';
import { describe, unix } from '../api/view';

/** Codes of a refused activation (spec §8: the browser shows a text per first code). */
export const PROMO_ERRORS = {
  notFound: 'promo_code_not_found',
  expired: 'promo_code_expired',
  alreadyActivated: 'promo_code_already_activated',
  conditionsNotMet: 'promo_code_conditions_not_met',
} as const satisfies Record<string, PromoCodeError>;

const refuse = (code: PromoCodeError) => new ApiError('InvalidParameter', 'Promo code is not valid', { promo_code: [code] });

type Db = Kysely<DB> | Transaction<DB>;
type OfferRow = Pick<Selectable<OffersTable>, 'id' | 'sysname' | 'trigger' | 'description' | 'promotions' | 'ends_at'>;

/** The offer as the API answers it (spec §3). */
function offerView(offer: OfferRow, locale: Locale, fallbackAction: string) {
  const trigger = offer.trigger as { action?: string; params?: { exclude_methods?: string[] } & Record<string, unknown> };
  return {
    id: offer.id,
    sysname: offer.sysname,
    trigger: {
      action: trigger.action ?? fallbackAction,
      params: { ...(trigger.params ?? {}), exclude_methods: trigger.params?.exclude_methods ?? [] },
      user_satisfies_params: true,
    },
    description: describe(offer.description, locale),
    promotions: offer.promotions,
    ends_at: offer.ends_at ? unix(offer.ends_at) : null,
  };
}

/** Conditions of an offer's trigger params a player must meet, whatever its action (first_deposit, min_deposits). */
async function meetsConditions(db: Db, trigger: unknown, accountId: number): Promise<boolean> {
  const params = (trigger as OfferTrigger | null)?.params ?? {};
  if (params.first_deposit !== true && typeof params.min_deposits !== 'number') return true;
  return satisfiesOffer({ action: 'deposit', params }, await depositStats(db, accountId));
}

/**
 * The running offer behind a promo code that this player may still use, or the refusal of spec §8:
 * unknown code, ended offer, used already, conditions not met.
 */
async function promoOffer(db: Db, rawCode: string, accountId: number): Promise<{ code: string; offer: OfferRow }> {
  const code = rawCode.trim().toUpperCase();
  const offer = await db
    .selectFrom('offers')
    .select(['id', 'sysname', 'trigger', 'description', 'promotions', 'ends_at', sql<boolean>`ends_at is not null and ends_at <= now()`.as('ended')])
    .where(sql`upper(promo_code)`, '=', code)
    .where('is_active', '=', true)
    .where('starts_at', '<=', sql<Date>`now()`)
    .orderBy(sql`ends_at is not null and ends_at <= now()`)
    .orderBy('id')
    .executeTakeFirst();
  if (!offer) throw refuse(PROMO_ERRORS.notFound);
  if (offer.ended) throw refuse(PROMO_ERRORS.expired);
  const used = await withSocialTables(db as Kysely<DB>)
    .selectFrom('offer_activations')
    .select('offer_id')
    .where('account_id', '=', accountId)
    .where('offer_id', '=', offer.id)
    .executeTakeFirst();
  if (used) throw refuse(PROMO_ERRORS.alreadyActivated);
  if (!(await meetsConditions(db, offer.trigger, accountId))) throw refuse(PROMO_ERRORS.conditionsNotMet);
  return { code, offer };
}

/** The player's currency: that of the main balance. */
async function currencyOf(db: Db, accountId: number): Promise<string> {
  const row = await db.selectFrom('balances').select('currency').where('account_id', '=', accountId).where('kind', '=', 'main').executeTakeFirstOrThrow();
  return row.currency;
}

/** Records the activation (once per player) and grants what the offer gives, in one transaction (domains/bonuses `takeOffer`). */
async function takeOfferOnce(db: Kysely<DB>, accountId: number, offer: OfferRow, code: string, source: BonusSource): Promise<Gift[]> {
  const gifts = await takeOffer(db, accountId, offer, code, source);
  if (!gifts) throw refuse(PROMO_ERRORS.alreadyActivated);
  return gifts;
}

export const campaignHandlers = defineHandlers({
  async 'campaigns.getoffers'(ctx) {
    const base = ctx.db
      .selectFrom('offers')
      .where('is_active', '=', true)
      .where('starts_at', '<=', sql<Date>`now()`)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]));
    const { rows, total } = await paged(
      base,
      (q) => q.select(['id', 'sysname', 'trigger', 'description', 'promotions', 'ends_at']).orderBy('position').orderBy('id'),
      { limit: ctx.params.count, offset: ctx.params.offset },
    );
    // A player's deposit offers depend on their paid deposits (spec §6).
    const stats = ctx.session ? await depositStats(ctx.db, ctx.session.account.id) : null;
    return {
      items: rows.map((o) => {
        const trigger = o.trigger as { action?: string; params?: { exclude_methods?: string[] } & Record<string, unknown> };
        return {
          id: o.id,
          sysname: o.sysname,
          trigger: {
            action: trigger.action ?? 'deposit',
            params: { ...(trigger.params ?? {}), exclude_methods: trigger.params?.exclude_methods ?? [] },
            user_satisfies_params: satisfiesOffer(trigger as OfferTrigger, stats),
          },
          description: describe(o.description, ctx.locale),
          promotions: o.promotions,
          ends_at: o.ends_at ? unix(o.ends_at) : null,
        };
      }),
      total,
    };
  },

  /**
   * Activates the running offer whose promo code this is, once per player: what it gives becomes
   * the player's bonuses and free spin packs (available on /profile/bonuses).
   */
  async 'campaigns.activateOffer'(ctx) {
    const accountId = ctx.session.account.id;
    const { code, offer } = await promoOffer(ctx.db, ctx.params.promo_code, accountId);
    const gifts = await takeOfferOnce(ctx.db, accountId, offer, code, 'promo_code');
    ctx.request.log.info({ uid: accountId, offer: offer.sysname, gifts: gifts.length }, 'promo code activated');
    return offerView(offer, ctx.locale, 'promo_code');
  },

  /** Says whether a promo code may be used and what it would give, changing nothing. */
  async 'campaigns.checkPromocode'(ctx) {
    const accountId = ctx.session.account.id;
    const { code, offer } = await promoOffer(ctx.db, ctx.params.promo_code, accountId);
    const currency = await currencyOf(ctx.db, accountId);
    const gifts = await giftsOf(ctx.db, offer.promotions, currency);
    return { promo_code: code, offer: offerView(offer, ctx.locale, 'promo_code'), gives: gifts.map((g) => giftView(g, currency)) };
  },

  /** Takes a running offer that needs neither a deposit nor a code (trigger action `take`), once per player. */
  async 'campaigns.takepromotions'(ctx) {
    const accountId = ctx.session.account.id;
    const offer = await ctx.db
      .selectFrom('offers')
      .select(['id', 'sysname', 'trigger', 'description', 'promotions', 'ends_at'])
      .where('id', '=', ctx.params.offer_id)
      .where('is_active', '=', true)
      .where('starts_at', '<=', sql<Date>`now()`)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]))
      .executeTakeFirst();
    if (!offer || (offer.trigger as OfferTrigger).action !== 'take') {
      throw new ApiError('InvalidParameter', 'No such offer to take', { offer_id: 'Wrong value' });
    }
    if (!(await meetsConditions(ctx.db, offer.trigger, accountId)))
      throw new ApiError('InvalidParameter', 'The offer conditions are not met', { offer_id: 'Wrong value' });
    let gifts: Gift[];
    try {
      gifts = await takeOfferOnce(ctx.db, accountId, offer, '', 'offer');
    } catch (error) {
      if (error instanceof ApiError && promoCodeError(error) === PROMO_ERRORS.alreadyActivated) {
        throw new ApiError('InvalidParameter', 'The offer was taken already', { offer_id: PROMO_ERRORS.alreadyActivated });
      }
      throw error;
    }
    const currency = await currencyOf(ctx.db, accountId);
    return { offer: offerView(offer, ctx.locale, 'take'), gives: gifts.map((g) => giftView(g, currency)) };
  },
});
