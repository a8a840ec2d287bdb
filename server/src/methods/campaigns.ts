import { sql } from 'kysely';
import { ApiError } from '@casino/shared';
import { defineHandlers } from '../api/handler';
import { paged } from '../db/paged';
import { depositStats, satisfiesOffer, type OfferTrigger } from '../money/offers';
import { withSocialTables } from '../oauth/tables';
import { describe, unix } from './view';

/** Codes of a refused activation (spec §8: the browser shows a text per first code). */
export const PROMO_ERRORS = {
  notFound: 'promo_code_not_found',
  alreadyActivated: 'promo_code_already_activated',
} as const;

const refuse = (code: string) => new ApiError('InvalidParameter', 'Promo code is not valid', { promo_code: [code] });
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

  /** Activates the running offer whose promo code this is, once per player. */
  async 'campaigns.activateOffer'(ctx) {
    const code = ctx.params.promo_code.trim().toUpperCase();
    const offer = await ctx.db
      .selectFrom('offers')
      .select(['id', 'sysname', 'trigger', 'description', 'promotions', 'ends_at', 'promo_code'])
      .where(sql`upper(promo_code)`, '=', code)
      .where('is_active', '=', true)
      .where('starts_at', '<=', sql<Date>`now()`)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]))
      .executeTakeFirst();
    if (!offer) throw refuse(PROMO_ERRORS.notFound);
    const activated = await withSocialTables(ctx.db)
      .insertInto('offer_activations')
      .values({ account_id: ctx.session.account.id, offer_id: offer.id, promo_code: code })
      .onConflict((oc) => oc.columns(['account_id', 'offer_id']).doNothing())
      .returning('offer_id')
      .executeTakeFirst();
    if (!activated) throw refuse(PROMO_ERRORS.alreadyActivated);
    ctx.request.log.info({ uid: ctx.session.account.id, offer: offer.sysname }, 'promo code activated');
    const trigger = offer.trigger as { action?: string; params?: { exclude_methods?: string[] } & Record<string, unknown> };
    return {
      id: offer.id,
      sysname: offer.sysname,
      trigger: {
        action: trigger.action ?? 'promo_code',
        params: { ...(trigger.params ?? {}), exclude_methods: trigger.params?.exclude_methods ?? [] },
        user_satisfies_params: true,
      },
      description: describe(offer.description, ctx.locale),
      promotions: offer.promotions,
      ends_at: offer.ends_at ? unix(offer.ends_at) : null,
    };
  },
});
