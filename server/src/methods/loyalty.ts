import type { Kysely } from 'kysely';
import { defineHandlers, type Locale } from '../api/handler';
import { ApiError } from '@casino/contract';
import { fieldError } from '../api/errors';
import { levelOf, takeNotices } from '../domains/loyalty';
import { wholePoints } from '../domains/loyalty';
import { buyProduct, setCharacter } from '../domains/loyalty-shop';
import type { DB, LoyaltyLevel } from '../db/schema';
import { paged } from '../db/paged';
import { describe, localised } from '../api/view';

function levelsOut(levels: LoyaltyLevel[], locale: Locale) {
  return levels.map((l) => ({
    id: l.id,
    sysname: l.sysname,
    title: localised(l.title, locale),
    image_url: l.image_url,
    minValue: l.minValue,
    maxValue: l.maxValue,
    expCount: l.expCount,
  }));
}

async function mainProgram(db: Kysely<DB>) {
  return db.selectFrom('loyalty_programs').selectAll().where('is_active', '=', true).orderBy('position').orderBy('id').limit(1).executeTakeFirst();
}

type ProgramRow = NonNullable<Awaited<ReturnType<typeof mainProgram>>>;

function programOut(p: ProgramRow, locale: Locale) {
  return {
    id: p.id,
    sysname: p.sysname,
    is_active: p.is_active,
    description: describe(p.description, locale),
    pointsAlias: localised(p.points_alias, locale),
    levels: levelsOut(p.levels, locale),
  };
}

const NOTICE_TEXT = {
  uz: { points: ['Ochkolar qoʻshildi', '{n} {alias} hisobingizga tushdi'], level_up: ['Yangi daraja!', 'Siz «{level}» darajasiga chiqdingiz'] },
  ru: { points: ['Начислены очки', 'На ваш счёт поступило {n} {alias}'], level_up: ['Новый уровень!', 'Вы достигли уровня «{level}»'] },
} as const;

async function loyaltyInfo(db: Kysely<DB>, uid: number, locale: Locale) {
  const program = await mainProgram(db);
  if (!program) {
    return { id: 0, uid, is_active: false, points: 0, exp: 0, character: null, level: null, levels: [], pointsAlias: '' };
  }
  const row = await db
    .selectFrom('loyalty_accounts as la')
    .leftJoin('loyalty_characters as c', 'c.id', 'la.character_id')
    .select(['la.points_milli', 'la.exp_milli', 'c.id as character_id', 'c.sysname as character_sysname', 'c.description as character_description'])
    .where('la.account_id', '=', uid)
    .where('la.program_id', '=', program.id)
    .executeTakeFirst();
  const levels = levelsOut(program.levels, locale);
  // Kept in thousandths (domains/loyalty/earning.ts), told in whole points, floored; the level by the exact experience.
  const expMilli = Number(row?.exp_milli ?? 0);
  const level = levelOf(levels, expMilli);
  return {
    id: program.id,
    uid,
    is_active: program.is_active,
    points: wholePoints(row?.points_milli ?? 0),
    exp: wholePoints(expMilli),
    character:
      row?.character_id != null && row.character_sysname
        ? { id: row.character_id, sysname: row.character_sysname, description: describe(row.character_description ?? {}, locale) }
        : null,
    level,
    levels,
    pointsAlias: localised(program.points_alias, locale),
  };
}

function purchaseKey(key: string | null): string {
  if (!key || !/^[\w.:-]{8,128}$/.test(key)) {
    throw new ApiError('InvalidRequest', 'An Idempotency-Key header (8–128 letters, digits, - _ . :) is required');
  }
  return key;
}

export const loyaltyHandlers = defineHandlers({
  async 'loyalty.getinfo'(ctx) {
    return loyaltyInfo(ctx.db, ctx.session.account.id, ctx.locale);
  },

  async 'loyalty.getnotifications'(ctx) {
    const program = await mainProgram(ctx.db);
    const rows = await takeNotices(ctx.db, ctx.session.account.id);
    const alias = program ? localised(program.points_alias, ctx.locale) : '';
    const levels = program ? levelsOut(program.levels, ctx.locale) : [];
    const text = NOTICE_TEXT[ctx.locale === 'ru' ? 'ru' : 'uz'];
    const items = rows.map((r) => {
      const level = levels.find((l) => l.sysname === r.level);
      const [title, message] = text[r.trigger];
      return {
        id: Number(r.id),
        trigger: r.trigger,
        type: r.trigger === 'points' ? ('credit' as const) : ('other' as const),
        amount: Number(r.amount),
        amountType: r.trigger === 'points' ? ('points' as const) : ('level' as const),
        title,
        message: message
          .replace('{n}', String(r.amount))
          .replace('{alias}', alias)
          .replace('{level}', level?.title ?? r.level ?? ''),
        image: level?.image_url ?? '',
      };
    });
    return { items, total: items.length };
  },

  async 'loyalty.buyproduct'(ctx) {
    const key = purchaseKey(ctx.idempotencyKey);
    const { order, points } = await buyProduct(ctx.db, ctx.session.account.id, ctx.params.product_id, key);
    return {
      id: Number(order.id),
      product_id: order.product_id,
      price: Number(order.price),
      status: order.status,
      bonus_id: order.bonus_id === null ? null : Number(order.bonus_id),
      points,
    };
  },

  async 'loyalty.setcharacter'(ctx) {
    await setCharacter(ctx.db, ctx.session.account.id, ctx.params.id);
    return loyaltyInfo(ctx.db, ctx.session.account.id, ctx.locale);
  },

  async 'loyalty.getPrograms'(ctx) {
    const rows = await ctx.db.selectFrom('loyalty_programs').selectAll().where('is_active', '=', true).orderBy('position').orderBy('id').execute();
    return { items: rows.map((p) => programOut(p, ctx.locale)), total: rows.length };
  },

  async 'loyalty.getProgram'(ctx) {
    const p = await ctx.db.selectFrom('loyalty_programs').selectAll().where('sysname', '=', ctx.params.sysname).executeTakeFirst();
    if (!p) throw fieldError('sysname', 'Programme not found');
    return programOut(p, ctx.locale);
  },

  async 'loyalty.getcharacters'(ctx) {
    const program = await mainProgram(ctx.db);
    if (!program) return { items: [], total: 0, offset: ctx.params.offset, limit: ctx.params.limit };
    const base = ctx.db.selectFrom('loyalty_characters').where('program_id', '=', program.id);
    const { rows, total } = await paged(base, (q) => q.select(['id', 'sysname', 'description']).orderBy('position').orderBy('id'), {
      limit: ctx.params.limit,
      offset: ctx.params.offset,
    });
    return {
      items: rows.map((c) => ({ id: c.id, sysname: c.sysname, description: describe(c.description, ctx.locale) })),
      total,
      offset: ctx.params.offset,
      limit: ctx.params.limit,
    };
  },

  async 'loyalty.getproducts'(ctx) {
    const program = await mainProgram(ctx.db);
    if (!program) return { items: [], total: 0 };
    const base = ctx.db.selectFrom('loyalty_products').where('program_id', '=', program.id).where('is_active', '=', true);
    const { rows, total } = await paged(
      base,
      (q) => q.select(['id', 'sysname', 'type', 'price', 'stock', 'description', 'grants']).orderBy('position').orderBy('id'),
      { limit: ctx.params.count, offset: ctx.params.offset },
    );
    return {
      items: rows.map((p) => ({
        ...p,
        price: Number(p.price),
        grants: { ...(p.grants ?? {}), game: undefined },
        description: describe(p.description, ctx.locale),
      })),
      total,
    };
  },
});
