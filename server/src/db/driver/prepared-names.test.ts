import { MAX_PREPARED, preparedNameOf } from './prepared-names';

describe('preparedNameOf', () => {
  it('keeps one name per statement text, the same on every call', () => {
    const names = new Map<string, string>();
    const a = preparedNameOf('select "amount" from "balances" where "account_id" = $1 for update', names);
    expect(a).toMatch(/^k[A-Za-z0-9_-]{24}$/);
    expect(preparedNameOf('select "amount" from "balances" where "account_id" = $1 for update', names)).toBe(a);
    expect(preparedNameOf('update "balances" set "amount" = $1 where "account_id" = $2', names)).not.toBe(a);
    expect(preparedNameOf('  with x as (select 1 as a) insert into t select a from x returning "id"', names)).not.toBeNull();
    expect(preparedNameOf('select count(*) as "n" from "games"', names)).not.toBeNull();
  });

  it('does not keep statements whose result columns a migration could change, or anything but data statements', () => {
    const names = new Map<string, string>();
    expect(preparedNameOf('select * from "accounts" where "id" = $1', names)).toBeNull();
    expect(preparedNameOf('select "g".* from "games" as "g"', names)).toBeNull();
    expect(preparedNameOf('insert into "bonuses" ("a") values ($1) returning *', names)).toBeNull();
    expect(preparedNameOf('begin', names)).toBeNull();
    expect(preparedNameOf('select pg_advisory_xact_lock(1); create table x (id int)', names)).toBeNull();
    expect(names.size).toBe(0);
  });

  it('stops naming new statements beyond the bound', () => {
    const names = new Map<string, string>();
    for (let i = 0; i < MAX_PREPARED; i++) expect(preparedNameOf(`select ${i}`, names)).not.toBeNull();
    expect(preparedNameOf('select "x" from "y"', names)).toBeNull();
    expect(preparedNameOf('select 1', names)).not.toBeNull();
  });
});
