import { sql } from 'kysely';
import { defineHandlers, type Locale } from '../api/handler';
import type { Localised } from '../db/schema';
import { money } from '../money/ledger';
import { paged } from '../db/paged';
import { depositStats, satisfiesOffer, type OfferTrigger } from '../money/offers';

const unix = (d: Date | string) => Math.floor(new Date(d).getTime() / 1000);

/** The locale's block of a localised description (the other locale's when missing). */
export function describe<T>(value: Localised<T> | null | undefined, locale: Locale): T | Record<string, never> {
  return value?.[locale] ?? value?.uz ?? value?.ru ?? {};
}

export const promotionHandlers = defineHandlers({
  async 'Jackpots.get'(ctx) {
    const base = ctx.db.selectFrom('jackpots').where('status', '<>', 'closed');
    const { rows, total } = await paged(
      base,
      (q) => q.select(['id', 'sysname', 'amount', 'currency', 'description', 'games', 'status']).orderBy('position').orderBy('id'),
      { limit: ctx.params.count, offset: ctx.params.offset },
    );
    return {
      items: rows.map((j) => ({
        id: j.id,
        sysname: j.sysname,
        amount: money(j.amount, j.currency),
        description: describe(j.description, ctx.locale),
        games: j.games,
        status: j.status,
      })),
      total,
    };
  },

  async 'Jackpots.getWinners'(ctx) {
    let base = ctx.db.selectFrom('jackpot_winners as w').leftJoin('games as g', 'g.sysname', 'w.game_sysname');
    if (ctx.params.jackpot_id) base = base.where('w.jackpot_id', '=', ctx.params.jackpot_id);
    const { rows, total } = await paged(
      base,
      (q) =>
        q
          .select(['w.id', 'w.jackpot_id', 'w.display_name', 'w.amount', 'w.currency', 'w.game_sysname', 'g.name as game_name', 'w.won_at'])
          .orderBy('w.won_at', 'desc')
          .orderBy('w.id', 'desc'),
      { limit: ctx.params.count, offset: ctx.params.offset },
    );
    return {
      items: rows.map((w) => ({
        id: w.id,
        jackpot_id: w.jackpot_id,
        fakename: w.display_name,
        amount: money(w.amount, w.currency),
        game: { sysname: w.game_sysname, name: w.game_name ?? w.game_sysname },
        won_at: unix(w.won_at),
      })),
      total,
    };
  },

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

  async 'banners.get'(ctx) {
    const base = ctx.db
      .selectFrom('banners')
      .where('is_active', '=', true)
      .where((eb) => eb.or([eb('finished_at', 'is', null), eb('finished_at', '>', sql<Date>`now()`)]));
    const { rows, total } = await paged(
      base,
      (q) => q.select(['id', 'finished_at', 'description']).orderBy('position').orderBy('id'),
      { limit: ctx.params.count, offset: ctx.params.offset },
    );
    return {
      items: rows.map((b) => ({
        id: b.id,
        finished_at: b.finished_at ? unix(b.finished_at) : null,
        description: describe(b.description, ctx.locale),
      })),
      total,
    };
  },

  async 'popups.get'(ctx) {
    const { sysname, preview } = ctx.params;
    let base = ctx.db
      .selectFrom('campaign_popups')
      .where('is_active', '=', true)
      .where('starts_at', '<=', sql<Date>`now()`)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', sql<Date>`now()`)]));
    // Drafts only in preview mode (the operator's #popup-preview links).
    if (!preview) base = base.where('preview', '=', false);
    if (sysname) base = base.where('sysname', '=', sysname);
    const { rows, total } = await paged(
      base,
      (q) => q.select(['id', 'sysname', 'preview', 'description']).orderBy('position').orderBy('id'),
      { limit: ctx.params.count, offset: ctx.params.offset },
    );
    return {
      items: rows.map((p) => ({ id: p.id, sysname: p.sysname, preview: p.preview, description: describe(p.description, ctx.locale) })),
      total,
    };
  },

  async 'cashbacks.get'(ctx) {
    const { statuses, sort, order } = ctx.params;
    let base = ctx.db.selectFrom('cashbacks').where('account_id', '=', ctx.session.account.id);
    if (statuses && statuses.length > 0) base = base.where('status', 'in', statuses);
    const { rows, total } = await paged(
      base,
      (q) =>
        q
          .select(['id', 'status', 'amount', 'currency', 'description', 'receiving_expired_at', 'paid_out_at', 'end_date'])
          .orderBy(sort, order)
          .orderBy('id', order),
      { limit: ctx.params.count, offset: ctx.params.offset },
    );
    return {
      items: rows.map((c) => ({
        id: c.id,
        status: c.status,
        amount: money(Number(c.amount), c.currency),
        description: describe(c.description, ctx.locale),
        receiving_expired_at: c.receiving_expired_at ? unix(c.receiving_expired_at) : null,
        paid_out_at: c.paid_out_at ? unix(c.paid_out_at) : null,
        end_date: unix(c.end_date),
      })),
      total,
    };
  },
});
