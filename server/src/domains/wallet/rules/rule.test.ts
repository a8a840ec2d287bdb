import { Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, DummyDriver, sql } from 'kysely';
import { columnEquals, defineRule } from './rule';

/** A Kysely that only compiles (nothing is sent). */
const compiler = new Kysely<Record<string, never>>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const compiled = (where: ReturnType<ReturnType<typeof defineRule>['where']>) => (where ? sql`select 1 where ${where}`.compile(compiler) : null);

type Params = { account: number; offer: number; amount: number; reference: string };
type Row = { amount: number; provider_ref: string | null; limits: number };

const rule = defineRule<Params, Row>('example', [
  { name: 'no offer', request: (p) => p.offer === -1 },
  columnEquals('amount', 'amount', (p) => p.amount),
  columnEquals('reference', 'provider_ref', (p) => p.reference, { orNull: true }),
  { name: 'no limit', holds: (r) => r.limits === 0, where: (p) => sql<boolean>`not exists (select 1 from deposit_limits where account_id = ${p.account})` },
]);
const params: Params = { account: 7, offer: -1, amount: 500, reference: 'r-1' };

describe('a money rule', () => {
  it('names the first condition that fails over what the full path read, in the order of the list', () => {
    expect(rule.failing(params, { amount: 500, provider_ref: 'r-1', limits: 0 })).toBeNull();
    expect(rule.holds(params, { amount: 500, provider_ref: null, limits: 0 })).toBe(true);
    expect(rule.failing(params, { amount: 501, provider_ref: 'other', limits: 1 })).toBe('amount');
    expect(rule.failing(params, { amount: 500, provider_ref: 'other', limits: 1 })).toBe('reference');
    expect(rule.failing(params, { amount: 500, provider_ref: 'r-1', limits: 1 })).toBe('no limit');
    expect(rule.failing({ ...params, offer: 3 }, { amount: 500, provider_ref: 'r-1', limits: 0 })).toBe('no offer');
  });

  it('gives the fast path every read condition as one where, and nothing to send when a request condition fails', () => {
    const where = compiled(rule.where(params));
    expect(where?.sql).toBe(
      'select 1 where ("amount" = $1 and ("provider_ref" is null or "provider_ref" = $2) and not exists (select 1 from deposit_limits where account_id = $3))',
    );
    expect(where?.parameters).toEqual([500, 'r-1', 7]);
    expect(rule.where({ ...params, offer: 3 })).toBeNull();
  });

  it('leaves out a condition with nothing to check for the parameters, and is true when none is left', () => {
    const optional = defineRule<{ slot: boolean }, { pack: boolean }>('optional', [
      { name: 'no pack', holds: (r, p) => !p.slot || !r.pack, where: (p) => (p.slot ? sql<boolean>`not exists (select 1 from freespin_packs)` : null) },
    ]);
    expect(compiled(optional.where({ slot: true }))?.sql).toBe('select 1 where (not exists (select 1 from freespin_packs))');
    expect(compiled(optional.where({ slot: false }))?.sql).toBe('select 1 where true');
    expect(optional.holds({ slot: false }, { pack: true })).toBe(true);
    expect(optional.holds({ slot: true }, { pack: true })).toBe(false);
  });
});
