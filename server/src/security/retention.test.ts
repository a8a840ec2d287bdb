/**
 * The retention job deletes only what is old and ended (sessions, codes, sent messages, hits,
 * failure reports, launches nobody played), with one age per table family; money stays.
 */
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { pruneExpired, startRetention } from '../retention/retention';
import { createTestServer, login, snapshot, type TestServer } from '../testing/server';

let s: TestServer;
const DAY = 24 * 3600 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const ahead = (days: number) => new Date(Date.now() + days * DAY);

const settings = {
  intervalSeconds: 3600,
  sessionsDays: 30,
  gameLaunchesDays: 7,
  siteHitsDays: 90,
  releaseFailuresDays: 30,
  outboxDays: 30,
  codesDays: 1,
  historyExportsDays: 30,
  notificationsDays: 90,
};

beforeAll(async () => {
  s = await createTestServer();
}, 60_000);
afterAll(() => s.close());

async function count(
  table: 'sessions' | 'one_time_codes' | 'outbox' | 'site_hits' | 'release_failures' | 'game_launches' | 'notifications',
  where = sql`true`,
) {
  const r = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${where}`.execute(s.database.db);
  return Number(r.rows[0]!.n);
}

it('reads one age per table family from the environment, documented defaults otherwise', () => {
  const config = loadConfig({ RETENTION_SITE_HITS_DAYS: '10', RETENTION_INTERVAL_SECONDS: '0' });
  expect(config.bounds.retention).toMatchObject({ siteHitsDays: 10, intervalSeconds: 0, sessionsDays: 30, outboxDays: 30, codesDays: 1 });
  expect(config.bounds.retention.notificationsDays).toBe(90);
  expect(loadConfig({ RETENTION_NOTIFICATIONS_DAYS: '14' }).bounds.retention.notificationsDays).toBe(14);
});

it('deletes notifications read longer ago than their age, never unread ones, and used unsubscribe links past expiry', async () => {
  const db = s.database.db;
  const demo = await db.selectFrom('accounts').select('id').where('login', '=', 'demo@example.com').executeTakeFirstOrThrow();
  const note = (created: Date, read: Date | null) =>
    db
      .insertInto('notifications')
      .values({ account_id: demo.id, kind: 'security.password_changed', params: '{}', created_at: created, read_at: read })
      .execute();
  await note(ago(200), ago(91)); // read long ago: goes
  await note(ago(200), ago(10)); // read lately: stays
  await note(ago(400), null); // never read: stays, however old
  await db
    .insertInto('unsubscribe_uses')
    .values([
      { token_hash: 'used-expired', account_id: demo.id, expires_at: ago(2) },
      { token_hash: 'used-live', account_id: demo.id, expires_at: ahead(30) },
    ])
    .execute();
  const before = await count('notifications');
  const deleted = await pruneExpired(db, settings, { sessionIdleSeconds: 7 * 24 * 3600 });
  expect(deleted).toMatchObject({ notifications: 1, unsubscribe_uses: 1 });
  expect(await count('notifications')).toBe(before - 1);
  expect(await count('notifications', sql`read_at is null and created_at < now() - interval '399 days'`)).toBe(1);
  const uses = await db.selectFrom('unsubscribe_uses').select('token_hash').execute();
  expect(uses.map((u) => u.token_hash)).toEqual(['used-live']);
  expect((await pruneExpired(db, { ...settings, notificationsDays: 0 }, { sessionIdleSeconds: 1 })).notifications).toBe(0);
});

it('deletes old ended rows and keeps live, recent, pending and played ones, and every balance and ledger row', async () => {
  const db = s.database.db;
  await login(s.app, 'demo@example.com', 'demo1234'); // a live session
  const demo = await db.selectFrom('accounts').select('id').where('login', '=', 'demo@example.com').executeTakeFirstOrThrow();
  const session = (id: string, values: { expires_at: Date; revoked_at?: Date | null; last_seen_at?: Date }) =>
    db
      .insertInto('sessions')
      .values({ id_hash: id, account_id: demo.id, ...values })
      .execute();
  await session('old-expired', { expires_at: ago(31), last_seen_at: ago(40) });
  await session('old-revoked', { expires_at: ahead(10), revoked_at: ago(31), last_seen_at: ago(31) });
  await session('old-idle', { expires_at: ahead(10), last_seen_at: ago(60) });
  await session('recently-ended', { expires_at: ago(2), last_seen_at: ago(3) });

  const code = (expires: Date) =>
    db
      .insertInto('one_time_codes')
      .values({ account_id: demo.id, purpose: 'restore', target: 'demo@example.com', code_hash: 'x', expires_at: expires })
      .execute();
  await code(ago(2));
  await code(ahead(1));

  const message = (status: 'pending' | 'sent' | 'failed', created: Date) =>
    db
      .insertInto('outbox')
      .values({ channel: 'email', recipient: 'a@example.org', subject: 's', body: 'b', purpose: 'restore', status, created_at: created })
      .execute();
  await message('sent', ago(31));
  await message('failed', ago(31));
  await message('pending', ago(31));
  await message('sent', ago(1));

  await db
    .insertInto('site_hits')
    .values([
      { kind: 'visit', created_at: ago(91) },
      { kind: 'visit', created_at: ago(1) },
    ])
    .execute();
  await db
    .insertInto('release_failures')
    .values([
      { remote: 'casino', kind: 'load', message: 'old', at: ago(31) },
      { remote: 'casino', kind: 'load', message: 'new', at: ago(1) },
    ])
    .execute();

  const game = await db.selectFrom('games').select('id').where('sysname', '=', 'dgt_sportsbook').executeTakeFirstOrThrow();
  const launch = (token: string, expires: Date, accountId: number | null) =>
    db
      .insertInto('game_launches')
      .values({
        token_hash: token,
        account_id: accountId,
        game_id: game.id,
        currency: 'USD',
        mode: accountId ? 'real' : 'demo',
        demo_balance: accountId ? null : 1000,
        expires_at: expires,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  await launch('unplayed-old', ago(8), null);
  await launch('unplayed-recent', ago(1), null);
  await launch('live', ahead(1), null);
  const played = await launch('played-old', ago(30), demo.id);
  await db
    .insertInto('game_rounds')
    .values({
      round_id: 'retention-round-1',
      launch_id: played.id,
      account_id: demo.id,
      game_id: game.id,
      mode: 'real',
      currency: 'USD',
      bet: 100,
      win: 0,
      balance_after: 49900,
    })
    .execute();

  const money = await snapshot(s.database);
  const ledgerBefore = await db.selectFrom('ledger').selectAll().orderBy('id').execute();

  const deleted = await pruneExpired(db, settings, { sessionIdleSeconds: 7 * 24 * 3600 });
  expect(deleted).toMatchObject({ sessions: 3, one_time_codes: 1, outbox: 2, site_hits: 1, release_failures: 1, game_launches: 1 });

  expect(await count('sessions', sql`id_hash like 'old-%'`)).toBe(0);
  expect(await count('sessions', sql`id_hash = 'recently-ended'`)).toBe(1);
  expect(await count('sessions', sql`revoked_at is null and expires_at > now()`)).toBeGreaterThan(0);
  expect(await count('one_time_codes')).toBe(1);
  expect(await count('outbox', sql`status = 'pending'`)).toBe(1);
  expect(await count('outbox')).toBe(2);
  expect(await count('site_hits')).toBe(1);
  expect(await count('release_failures')).toBe(1);
  expect(await count('game_launches', sql`token_hash in ('unplayed-recent', 'live', 'played-old')`)).toBe(3);
  expect(await count('game_launches', sql`token_hash = 'unplayed-old'`)).toBe(0);

  const after = await snapshot(s.database);
  expect({ ...after, sessions: 0, one_time_codes: 0, outbox: 0 }).toEqual({ ...money, sessions: 0, one_time_codes: 0, outbox: 0 });
  expect(await db.selectFrom('ledger').selectAll().orderBy('id').execute()).toEqual(ledgerBefore);

  // A second run finds nothing more.
  expect(Object.values(await pruneExpired(db, settings, { sessionIdleSeconds: 7 * 24 * 3600 })).every((n) => n === 0)).toBe(true);
});

it('keeps a table whose age is 0 and runs on start when started', async () => {
  const db = s.database.db;
  await db
    .insertInto('site_hits')
    .values({ kind: 'visit', created_at: ago(1000) })
    .execute();
  expect((await pruneExpired(db, { ...settings, siteHitsDays: 0 }, { sessionIdleSeconds: 1 })).site_hits).toBe(0);

  let ran!: () => void;
  const done = new Promise<void>((resolve) => (ran = resolve));
  const stop = startRetention(db, settings, { sessionIdleSeconds: 1 }, { onRun: () => ran(), log: { info: () => {}, error: () => {} } });
  await done;
  await stop();
  expect(await count('site_hits', sql`created_at < now() - interval '900 days'`)).toBe(0);
});
