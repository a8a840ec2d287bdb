import { sql } from 'kysely';
import { ApiError } from '@casino/contract';
import { randomBytes } from 'node:crypto';
import { EditedMigrationError, migrate, loadMigrations, migrationChecksum } from './migrate';
import { dropSchema, openDatabase } from './connection';
import { openTestDatabase, type TestDatabase } from '../testing/server';
import { ensureSeeded, isSeeded, DEMO_DEPOSIT } from '../seed';
import { post } from '../domains/wallet/ledger';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await ensureSeeded(database.db, { passwordCost: 12 });
}, 60_000);
afterAll(() => database.dispose());

const db = () => database.db;

describe('migrations', () => {
  it('are ordered and applied once', async () => {
    const ids = loadMigrations().map((m) => m.id);
    expect(ids).toEqual([...ids].sort());
    expect(ids[0]).toBe('001_accounts');
    expect(await migrate(database)).toEqual([]);
    const applied = await db().selectFrom('schema_migrations').select('id').orderBy('id').execute();
    expect(applied.map((r) => r.id)).toEqual(ids);
  });

  it('roll back a failing migration completely', async () => {
    const bad = [{ id: '999_broken', sql: 'create table half_done (id int); select no_such_function();' }];
    await expect(migrate(database, bad)).rejects.toThrow();
    const exists = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_name = 'half_done'`.execute(db());
    expect(exists.rows[0]!.n).toBe(0);
    expect(await db().selectFrom('schema_migrations').select('id').where('id', '=', '999_broken').execute()).toEqual([]);
  });

  it('keep the checksum of each applied text and refuse an applied migration edited since', async () => {
    const first = loadMigrations()[0]!;
    const record = await db().selectFrom('schema_migrations').select('checksum').where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(record.checksum).toBe(migrationChecksum(first.sql));
    // A checkout's line endings are no edit.
    expect(await migrate(database, [{ ...first, sql: first.sql.replace(/\n/g, '\r\n') }])).toEqual([]);

    const edited = [{ ...first, sql: `${first.sql}\nalter table accounts add column sneaked int;` }];
    const refusal = await migrate(database, edited).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(EditedMigrationError);
    expect((refusal as EditedMigrationError).ids).toEqual([first.id]);
    expect(String((refusal as Error).message)).toMatch(/001_accounts changed after this database applied it/);
    // Refused before anything ran: a new migration listed after it was not applied either.
    const after = [...edited, { id: '998_after_edit', sql: 'create table after_edit (id int)' }];
    await expect(migrate(database, after)).rejects.toBeInstanceOf(EditedMigrationError);
    expect(await db().selectFrom('schema_migrations').select('id').where('id', '=', '998_after_edit').execute()).toEqual([]);
  });

  it('adopt the text they find for a record from before checksums', async () => {
    const first = loadMigrations()[0]!;
    await db().updateTable('schema_migrations').set({ checksum: null }).where('id', '=', first.id).execute();
    expect(await migrate(database)).toEqual([]);
    const record = await db().selectFrom('schema_migrations').select('checksum').where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(record.checksum).toBe(migrationChecksum(first.sql));
  });
});

describe('demo data', () => {
  it('is seeded once with the catalogue, players and content', async () => {
    expect(await isSeeded(db())).toBe(true);
    expect(await ensureSeeded(db(), { passwordCost: 12 })).toBe(false);
    const count = async (t: 'games' | 'providers' | 'categories' | 'jackpots' | 'tournaments' | 'offers' | 'banners' | 'loyalty_products' | 'cms_entries') =>
      Number(
        (
          await db()
            .selectFrom(t)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count('games')).toBeGreaterThanOrEqual(600);
    expect(await count('providers')).toBeGreaterThanOrEqual(8);
    expect(await count('categories')).toBeGreaterThanOrEqual(5);
    expect(await count('jackpots')).toBeGreaterThan(0);
    expect(await count('tournaments')).toBeGreaterThan(0);
    expect(await count('offers')).toBeGreaterThan(0);
    expect(await count('banners')).toBeGreaterThan(0);
    expect(await count('loyalty_products')).toBeGreaterThan(0);
    const seos = await db().selectFrom('cms_entries').select('locale').where('collection', '=', 'seos').execute();
    expect(new Set(seos.map((r) => r.locale))).toEqual(new Set(['uz', 'ru']));
    const pages = await db().selectFrom('cms_entries').select('locale').where('collection', '=', 'pages').execute();
    expect(pages.length).toBeGreaterThanOrEqual(6);
    const images = await db().selectFrom('games').select('image_url').execute();
    expect(images.every((g) => g.image_url.startsWith('/content/media/games/'))).toBe(true);
  });

  it('gives the demo player a deposit through the ledger', async () => {
    const demo = await db().selectFrom('accounts').select('id').where('login', '=', 'demo@example.com').executeTakeFirstOrThrow();
    const deposit = await db().selectFrom('ledger').selectAll().where('account_id', '=', demo.id).where('kind', '=', 'deposit').executeTakeFirstOrThrow();
    expect(deposit).toMatchObject({ amount: DEMO_DEPOSIT, balance_after: DEMO_DEPOSIT, balance_kind: 'main' });
  });
});

describe('ledger', () => {
  async function player(): Promise<number> {
    const row = await db()
      .insertInto('accounts')
      .values({ login: `ledger${Math.random().toString(36).slice(2)}@example.org`, password_hash: '!' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('balances')
      .values((['main', 'bonus', 'betting_bonus', 'fun'] as const).map((kind) => ({ account_id: row.id, kind, currency: 'USD' })))
      .execute();
    return row.id;
  }

  const balance = async (id: number) =>
    (await db().selectFrom('balances').select('amount').where('account_id', '=', id).where('kind', '=', 'main').executeTakeFirstOrThrow()).amount;
  const ledgerSum = async (id: number) =>
    Number(
      (
        await db()
          .selectFrom('ledger')
          .select(sql<number>`coalesce(sum(amount), 0)::bigint`.as('s'))
          .where('account_id', '=', id)
          .where('balance_kind', '=', 'main')
          .executeTakeFirstOrThrow()
      ).s,
    );

  it('answers the first result for a repeated idempotency key', async () => {
    const id = await player();
    const first = await db()
      .transaction()
      .execute((trx) => post(trx, { accountId: id, balanceKind: 'main', kind: 'deposit', amount: 1000, idempotencyKey: 'k1' }));
    const again = await db()
      .transaction()
      .execute((trx) => post(trx, { accountId: id, balanceKind: 'main', kind: 'deposit', amount: 1000, idempotencyKey: 'k1' }));
    expect(again).toEqual({ ...first, repeated: true });
    expect(await balance(id)).toBe(1000);
  });

  it('declines debits below zero and leaves nothing behind', async () => {
    const id = await player();
    const r = db()
      .transaction()
      .execute((trx) => post(trx, { accountId: id, balanceKind: 'main', kind: 'bet', amount: -1, idempotencyKey: 'b1' }));
    await expect(r).rejects.toBeInstanceOf(ApiError);
    await expect(r).rejects.toMatchObject({ type: 'BillingTransactionDeclinedException' });
    expect(await ledgerSum(id)).toBe(0);
  });

  it('stays consistent under concurrent postings (row lock)', async () => {
    const id = await player();
    await db()
      .transaction()
      .execute((trx) => post(trx, { accountId: id, balanceKind: 'main', kind: 'deposit', amount: 10_000, idempotencyKey: 'd' }));
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        db()
          .transaction()
          .execute((trx) => post(trx, { accountId: id, balanceKind: 'main', kind: 'bet', amount: -500, idempotencyKey: `bet-${i % 25}` })),
      ),
    );
    // 25 distinct keys at 5.00 each would need 125.00; only 20 fit in 100.00.
    const declined = results.filter((r) => r.status === 'rejected');
    expect(await balance(id)).toBe(0);
    expect(await ledgerSum(id)).toBe(0);
    const entries = await db().selectFrom('ledger').select('id').where('account_id', '=', id).execute();
    expect(entries).toHaveLength(21);
    expect(declined.length).toBeGreaterThan(0);
  });

  it('is append-only and balances never go negative', async () => {
    const id = await player();
    await db()
      .transaction()
      .execute((trx) => post(trx, { accountId: id, balanceKind: 'main', kind: 'deposit', amount: 100, idempotencyKey: 'x' }));
    await expect(db().updateTable('ledger').set({ amount: 1 }).where('account_id', '=', id).execute()).rejects.toThrow(/append-only|never changed/);
    await expect(db().deleteFrom('ledger').where('account_id', '=', id).execute()).rejects.toThrow();
    await expect(db().updateTable('balances').set({ amount: -1 }).where('account_id', '=', id).execute()).rejects.toThrow();
  });
});

describe('parents of the round logs', () => {
  // Rounds, ledger entries and loyalty points carry no foreign keys (a check per row on the hottest path): their parents refuse deletion.
  it('refuse deleting accounts, games and loyalty programmes', async () => {
    await expect(db().deleteFrom('accounts').where('login', '=', 'demo@example.com').execute()).rejects.toThrow(/never deleted/);
    await expect(db().deleteFrom('games').where('id', '=', -1).execute()).rejects.toThrow(/never deleted/);
    await expect(db().deleteFrom('loyalty_programs').where('id', '=', -1).execute()).rejects.toThrow(/never deleted/);
    await expect(sql`truncate accounts cascade`.execute(db())).rejects.toThrow(/never deleted/);
    expect(await db().selectFrom('accounts').select('id').where('login', '=', 'demo@example.com').executeTakeFirst()).toBeDefined();
  });

  it('keep a launch that has rounds and let one without rounds go', async () => {
    const demo = await db().selectFrom('accounts').select('id').where('login', '=', 'demo@example.com').executeTakeFirstOrThrow();
    const game = await db().selectFrom('games').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const launch = (hash: string) =>
      db()
        .insertInto('game_launches')
        .values({ token_hash: hash, account_id: demo.id, game_id: game.id, currency: 'USD', mode: 'real', demo_balance: null, expires_at: sql<Date>`now()` })
        .returning('id')
        .executeTakeFirstOrThrow();
    const played = await launch(`guard-played-${Math.random()}`);
    const idle = await launch(`guard-idle-${Math.random()}`);
    await db()
      .insertInto('game_rounds')
      .values({
        round_id: `guard${Date.now()}`,
        launch_id: played.id,
        account_id: demo.id,
        game_id: game.id,
        mode: 'real',
        currency: 'USD',
        bet: 100,
        win: 0,
        balance_after: 0,
      })
      .execute();
    await expect(db().deleteFrom('game_launches').where('id', '=', played.id).execute()).rejects.toThrow(/has rounds/);
    const gone = await db().deleteFrom('game_launches').where('id', '=', idle.id).executeTakeFirst();
    expect(Number(gone.numDeletedRows)).toBe(1);
  });
});

describe("the rules of the round's tables (domains since migration 094)", () => {
  // Checked once per connection as domains, not parsed again for every statement as a table's checks: the same rules, the same SQLSTATE.
  it('refuse what the table checks refused, with SQLSTATE 23514', async () => {
    const demo = await db().selectFrom('accounts').select('id').where('login', '=', 'demo@example.com').executeTakeFirstOrThrow();
    const game = await db().selectFrom('games').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const program = await db().selectFrom('loyalty_programs').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const tournament = await db().selectFrom('tournaments').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const jackpot = await db().selectFrom('jackpots').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const launch = await db()
      .insertInto('game_launches')
      .values({
        token_hash: `rules-${Math.random()}`,
        account_id: demo.id,
        game_id: game.id,
        currency: 'USD',
        mode: 'real',
        demo_balance: null,
        expires_at: sql<Date>`now()`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A value the schema's types refuse, sent all the same.
    const bad = (value: unknown) => sql<never>`${value}`;
    const entry = {
      account_id: demo.id,
      balance_kind: 'main' as const,
      kind: 'deposit' as const,
      amount: 100,
      balance_after: 100,
      currency: 'USD',
      idempotency_key: `rules-${Math.random()}`,
    };
    const round = {
      round_id: `rules${Date.now()}`,
      launch_id: launch.id,
      account_id: demo.id,
      game_id: game.id,
      mode: 'real' as const,
      currency: 'USD',
      bet: 100,
      win: 0,
      balance_after: 0,
    };
    const points = { account_id: demo.id, program_id: program.id, kind: 'round' as const, points_milli: 5, idempotency_key: `rules-${Math.random()}` };
    const refused = [
      db()
        .insertInto('ledger')
        .values({ ...entry, kind: bad('gift') }),
      db()
        .insertInto('ledger')
        .values({ ...entry, balance_kind: bad('savings') }),
      db()
        .insertInto('ledger')
        .values({ ...entry, amount: 0 }),
      db()
        .insertInto('ledger')
        .values({ ...entry, balance_after: -1 }),
      db()
        .insertInto('ledger')
        .values({ ...entry, idempotency_key: '' }),
      db().updateTable('balances').set({ amount: -1 }).where('account_id', '=', demo.id),
      db().updateTable('balances').set({ currency: 'usd' }).where('account_id', '=', demo.id),
      db()
        .insertInto('game_rounds')
        .values({ ...round, round_id: 'short' }),
      db()
        .insertInto('game_rounds')
        .values({ ...round, mode: bad('free') }),
      db()
        .insertInto('game_rounds')
        .values({ ...round, bet: 0 }),
      db()
        .insertInto('game_rounds')
        .values({ ...round, win: -1 }),
      db()
        .insertInto('game_rounds')
        .values({ ...round, balance_after: -1 }),
      db()
        .insertInto('loyalty_points_log')
        .values({ ...points, points_milli: 0 }),
      db()
        .insertInto('loyalty_points_log')
        .values({ ...points, kind: bad('gift') }),
      db()
        .insertInto('loyalty_points_log')
        .values({ ...points, idempotency_key: 'k'.repeat(201) }),
      db().insertInto('loyalty_accounts').values({ account_id: demo.id, program_id: program.id, points_milli: -1, exp_milli: 0, updated_at: new Date() }),
      db().insertInto('tournament_participants').values({ tournament_id: tournament.id, account_id: demo.id, points: -1 }),
      db().insertInto('jackpot_contributions').values({ jackpot_id: jackpot.id, shard: -1, amount: 0 }),
    ];
    for (const statement of refused) await expect(statement.execute()).rejects.toMatchObject({ code: '23514' });
    // The rules refuse only what breaks them: the same rows as they are go in (and are rolled back, the books untouched).
    const rolledBack = new Error('rolled back');
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('ledger').values(entry).execute();
          await trx.insertInto('game_rounds').values(round).execute();
          await trx.insertInto('loyalty_points_log').values(points).execute();
          await trx
            .insertInto('jackpot_contributions')
            .values({ jackpot_id: jackpot.id, shard: 31, amount: 0 })
            .onConflict((oc) => oc.doNothing())
            .execute();
          throw rolledBack;
        }),
    ).rejects.toBe(rolledBack);
  });
});

/**
 * A database of its own migrated up to the migration `before`, not applied (a new embedded one, or a
 * schema of its own on the PostgreSQL server), with a player and a loyalty programme in it.
 */
async function migratedBefore(before: string) {
  const url = process.env.DATABASE_URL;
  const schema = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const opened = await openDatabase(url ? { url, schema, poolSize: 2 } : {});
  await migrate(
    opened,
    loadMigrations().filter((m) => m.id < before),
  );
  const [player] = await opened.script((q) => q(`insert into accounts (login, password_hash) values ('earlier@example.com', 'x') returning id`));
  const [program] = await opened.script((q) => q(`insert into loyalty_programs (sysname) values ('earlier') returning id`));
  return {
    database: opened,
    accountId: Number(player!.id),
    programId: Number(program!.id),
    /** Applies the migration `id` as `migrate` does. */
    apply: (id: string) =>
      migrate(
        opened,
        loadMigrations().filter((m) => m.id === id),
      ),
    async dispose() {
      if (url) await dropSchema(opened, schema);
      await opened.close();
    },
  };
}

describe('migrations of the loyalty points', () => {
  let earlier: Awaited<ReturnType<typeof migratedBefore>>;
  beforeAll(async () => {
    earlier = await migratedBefore('106_loyalty_points_in_thousandths');
  }, 120_000);
  afterAll(() => earlier?.dispose());
  const q = (text: string) => earlier.database.script((query) => query(text));

  it("093 moves a pending points notice onto the player's programme row, to be told once", async () => {
    const { accountId, programId } = earlier;
    await q(`insert into loyalty_accounts (account_id, program_id, points, exp) values (${accountId}, ${programId}, 70, 70)`);
    await q(`insert into loyalty_notices (account_id, trigger, amount, level, created_at) values
      (${accountId}, 'points', 40, null, '2026-01-02T03:04:05Z'), (${accountId}, 'points', 30, null, '2026-01-03T00:00:00Z'), (${accountId}, 'level_up', 0, 'silver', '2026-01-02T03:04:05Z')`);
    const text = loadMigrations().find((m) => m.id === '093_points_told_from_loyalty_accounts')!.sql;
    // The data part as the migration ran it (its columns exist already here).
    await q(text.slice(text.indexOf('update loyalty_accounts la')));
    const [row] = await q(`select untold, untold_since from loyalty_accounts where account_id = ${accountId} and program_id = ${programId}`);
    expect(Number(row!.untold)).toBe(70);
    expect(new Date(row!.untold_since as string).toISOString()).toBe('2026-01-02T03:04:05.000Z');
    const left = await q(`select trigger from loyalty_notices where account_id = ${accountId} and shown_at is null`);
    expect(left.map((n) => n.trigger)).toEqual(['level_up']);
  });

  it('106 keeps every balance, experience, untold count and logged change exactly, in thousandths of a point', async () => {
    const { accountId, programId } = earlier;
    await q(`insert into loyalty_accounts (account_id, program_id, points, exp, untold) values (${accountId}, ${programId}, 1250, 3400, 7)
      on conflict (account_id, program_id) do update set points = excluded.points, exp = excluded.exp, untold = excluded.untold`);
    await q(`insert into loyalty_points_log (account_id, program_id, kind, points, idempotency_key) values
      (${accountId}, ${programId}, 'round', 3, 'round:earlier-1'), (${accountId}, ${programId}, 'purchase', -500, 'purchase:earlier-1')`);
    expect(await earlier.apply('106_loyalty_points_in_thousandths')).toEqual(['106_loyalty_points_in_thousandths']);
    const [row] = await q(`select points_milli, exp_milli, untold_milli from loyalty_accounts where account_id = ${accountId} and program_id = ${programId}`);
    expect({ points: Number(row!.points_milli), exp: Number(row!.exp_milli), untold: Number(row!.untold_milli) }).toEqual({
      points: 1_250_000,
      exp: 3_400_000,
      untold: 7_000,
    });
    const log = await q(`select idempotency_key, points_milli from loyalty_points_log where account_id = ${accountId} order by id`);
    expect(log.map((l) => [l.idempotency_key, Number(l.points_milli)])).toEqual([
      ['round:earlier-1', 3_000],
      ['purchase:earlier-1', -500_000],
    ]);
    // The rules stay: never negative, a change never 0, once per key.
    await expect(q(`update loyalty_accounts set points_milli = -1 where account_id = ${accountId}`)).rejects.toMatchObject({ code: '23514' });
    await expect(
      q(
        `insert into loyalty_points_log (account_id, program_id, kind, points_milli, idempotency_key) values (${accountId}, ${programId}, 'round', 0, 'round:earlier-2')`,
      ),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      q(
        `insert into loyalty_points_log (account_id, program_id, kind, points_milli, idempotency_key) values (${accountId}, ${programId}, 'round', 5, 'round:earlier-1')`,
      ),
    ).rejects.toMatchObject({ code: '23505' });
  });
});

describe('the round logs under autovacuum', () => {
  // Analyzed and vacuumed when grown by half, with pauses: a pass every tenth took a core from the players at once.
  it('are analyzed and vacuumed by half their size, in paced steps', async () => {
    const { rows } = await sql<{ relname: string; reloptions: string[] | null }>`
      select c.relname, c.reloptions from pg_class c where c.relname in ('game_rounds', 'ledger', 'loyalty_points_log') and c.relnamespace = to_regnamespace(current_schema())::oid order by c.relname`.execute(
      db(),
    );
    expect(rows.map((r) => r.relname)).toEqual(['game_rounds', 'ledger', 'loyalty_points_log']);
    for (const r of rows) {
      expect(r.reloptions).toEqual(
        expect.arrayContaining(['autovacuum_analyze_scale_factor=0.5', 'autovacuum_vacuum_insert_scale_factor=0.5', 'autovacuum_vacuum_cost_delay=10']),
      );
    }
  });
});
