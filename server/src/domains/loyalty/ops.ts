/**
 * The loyalty shop's items for ops (docs/bonuses-and-loyalty.md), role admin:
 *
 *   GET  /ops/loyalty/products         every item of the main programme
 *   POST /ops/loyalty/products         a new item
 *   PUT  /ops/loyalty/products/:id     its price, stock, grants, title, position, on/off
 *
 * Prices and what an item grants are money: every change is written to the settings audit
 * (`loyalty.shop_item`, the item's id) with its operator, before and after, in its transaction.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import { ApiError } from '@casino/contract';
import type { DB, LoyaltyProductsTable } from '../../db/schema';
import { json } from '../../db/sql';
import { parse } from '../../ops/routes';
import { auditSettingChange, settingsActorOf } from '../../ops/settings-audit';
import { mainProgram } from './points';

const SYSNAME = /^[A-Za-z0-9_.-]{1,64}$/;

const grants = z
  .object({
    amount: z.number().positive().max(1e9).optional(),
    wager: z.number().int().min(0).max(200).optional(),
    count: z.number().int().min(1).max(1000).optional(),
    game: z.string().regex(SYSNAME).optional(),
    /** A cashback boost: percentage points, for days, for one scheme or all. */
    percent: z.number().positive().max(100).optional(),
    days: z.number().int().min(1).max(365).optional(),
    scheme: z.string().regex(SYSNAME).optional(),
  })
  .strict();

const title = z.object({ uz: z.string().min(1).max(120), ru: z.string().min(1).max(120) });

const change = z
  .object({
    price: z.number().int().min(1).max(10_000_000),
    stock: z.number().int().min(0).max(10_000_000).nullable(),
    is_active: z.boolean(),
    position: z.number().int().min(0).max(100_000),
    grants,
    title,
    image_url: z.string().url().max(500).nullable(),
  })
  .partial()
  .strict();

const create = change.extend({
  sysname: z.string().regex(SYSNAME),
  type: z.enum(['bonus', 'freespins', 'merch', 'cashback']),
  price: z.number().int().min(1).max(10_000_000),
  title,
});

const idParam = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

type Product = Selectable<LoyaltyProductsTable>;

/** What the audit keeps of an item. */
const snapshot = (p: Product) => ({
  id: Number(p.id),
  sysname: p.sysname,
  type: p.type,
  price: Number(p.price),
  stock: p.stock === null ? null : Number(p.stock),
  is_active: p.is_active,
  position: Number(p.position),
  grants: p.grants,
  description: p.description,
});

/** The localised description with the new title (and picture), other keys kept. */
function describe(current: Product['description'] | undefined, t: z.infer<typeof title> | undefined, image: string | null | undefined) {
  const out: Record<string, Record<string, string>> = {};
  for (const lang of ['uz', 'ru'] as const) {
    const was = ((current ?? {}) as Record<string, Record<string, string> | undefined>)[lang] ?? {};
    const next: Record<string, string> = { ...was };
    if (t) next.title = t[lang];
    if (image === null) delete next.image_url;
    else if (image !== undefined) next.image_url = image;
    out[lang] = next;
  }
  return out;
}

async function productIn(trx: Transaction<DB>, id: number): Promise<Product> {
  const found = await trx.selectFrom('loyalty_products').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!found) throw new ApiError('InvalidParameter', 'No such product', { id: 'product_not_found' });
  return found;
}

export function loyaltyShopOpsRoutes(db: Kysely<DB>): (ops: FastifyInstance) => void {
  return (ops) => {
    ops.get('/ops/loyalty/products', async () => {
      const program = await mainProgram(db);
      if (!program) return { data: { items: [] } };
      const rows = await db.selectFrom('loyalty_products').selectAll().where('program_id', '=', program.id).orderBy('position').orderBy('id').execute();
      return { data: { items: rows.map(snapshot) } };
    });

    ops.post('/ops/loyalty/products', async (request) => {
      const body = parse(create, request.body);
      const actor = settingsActorOf(request);
      const program = await mainProgram(db);
      if (!program) throw new ApiError('InvalidParameter', 'No loyalty programme', { program: 'loyalty_inactive' });
      const item = await db.transaction().execute(async (trx) => {
        const taken = await trx
          .selectFrom('loyalty_products')
          .select('id')
          .where('program_id', '=', program.id)
          .where('sysname', '=', body.sysname)
          .executeTakeFirst();
        if (taken) throw new ApiError('InvalidParameter', 'The name is taken', { sysname: 'sysname_taken' });
        const row = await trx
          .insertInto('loyalty_products')
          .values({
            program_id: program.id,
            sysname: body.sysname,
            type: body.type,
            price: body.price,
            stock: body.stock ?? null,
            description: json(describe(undefined, body.title, body.image_url)),
            ...(body.position !== undefined ? { position: body.position } : {}),
            ...(body.is_active !== undefined ? { is_active: body.is_active } : {}),
            grants: json(body.grants ?? {}),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await auditSettingChange(trx, { setting: 'loyalty.shop_item', subject: row.id, actor, before: null, after: snapshot(row) });
        return row;
      });
      return { data: snapshot(item) };
    });

    ops.put('/ops/loyalty/products/:id', async (request) => {
      const { id } = parse(idParam, request.params);
      const body = parse(change, request.body);
      const actor = settingsActorOf(request);
      const item = await db.transaction().execute(async (trx) => {
        const before = await productIn(trx, id);
        const row = await trx
          .updateTable('loyalty_products')
          .set({
            ...(body.price !== undefined ? { price: body.price } : {}),
            ...(body.stock !== undefined ? { stock: body.stock } : {}),
            ...(body.is_active !== undefined ? { is_active: body.is_active } : {}),
            ...(body.position !== undefined ? { position: body.position } : {}),
            ...(body.grants !== undefined ? { grants: json(body.grants) } : {}),
            ...(body.title !== undefined || body.image_url !== undefined
              ? { description: json(describe(before.description, body.title, body.image_url)) }
              : {}),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (JSON.stringify(snapshot(before)) !== JSON.stringify(snapshot(row))) {
          await auditSettingChange(trx, { setting: 'loyalty.shop_item', subject: id, actor, before: snapshot(before), after: snapshot(row) });
        }
        return row;
      });
      return { data: snapshot(item) };
    });
  };
}
