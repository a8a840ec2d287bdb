import { Kysely, PostgresDialect, sql } from 'kysely';
import { kyselyPool } from './kysely-pool';
import { pipelined } from '../sql';

describe('kyselyPool', () => {
  /** A pg pool of one client that records what is written and answers when the test says. */
  function fakePool() {
    const sent: Array<{ text: string; name?: string; answer: (rows: unknown[]) => void; fail: (e: Error) => void }> = [];
    const released: Array<Error | undefined> = [];
    const client = {
      query(config: string | { text: string; name: string }) {
        const text = typeof config === 'string' ? config : config.text;
        return new Promise((resolve, reject) => {
          sent.push({
            text,
            ...(typeof config === 'string' ? {} : { name: config.name }),
            answer: (rows) => resolve({ command: 'SELECT', rowCount: rows.length, rows }),
            fail: reject,
          });
        });
      },
      release: (error?: Error) => released.push(error),
    };
    const pool = { connect: async () => client, end: async () => {} };
    return { pool: pool as never, sent, released };
  }

  it("writes a transaction's first statement behind its begin without waiting for the begin's answer", async () => {
    const { pool, sent, released } = fakePool();
    const conn = await kyselyPool(pool, true).connect();
    await expect(conn.query('begin', [])).resolves.toMatchObject({ command: 'BEGIN' });
    const first = conn.query('select "amount" from "balances" where "account_id" = $1 for update', [7]);
    // Both are on the wire and neither is answered yet: one round trip for the two.
    expect(sent.map((s) => s.text)).toEqual(['begin', 'select "amount" from "balances" where "account_id" = $1 for update']);
    expect(sent[1]!.name).toMatch(/^k/);
    sent[1]!.answer([{ amount: 5 }]);
    sent[0]!.answer([]);
    await expect(first).resolves.toMatchObject({ rows: [{ amount: 5 }] });
    // Later statements, the commit and the next transaction run as usual.
    const commit = conn.query('commit', []);
    expect(sent).toHaveLength(3);
    sent[2]!.answer([]);
    await commit;
    conn.release();
    expect(released).toEqual([undefined]);
  });

  it("gives a failed begin's error to the statement behind it and does not hand the connection out again", async () => {
    const { pool, sent, released } = fakePool();
    const conn = await kyselyPool(pool, false).connect();
    await conn.query('begin', []);
    const first = conn.query('insert into "t" ("a") values ($1)', [1]);
    expect(sent[1]!.name).toBeUndefined();
    const broken = new Error('current transaction is aborted');
    sent[0]!.fail(broken);
    sent[1]!.fail(new Error('current transaction is aborted'));
    await expect(first).rejects.toBe(broken);
    conn.release();
    expect(released).toEqual([broken]);
  });

  it('sends what a turn of the event loop writes in one write: a begin, its first statement and the statements sent with it', async () => {
    // A socket that holds writes while corked, as node's does, and records each write that leaves.
    const writes: string[][] = [];
    let corks = 0;
    const held: string[] = [];
    const stream = {
      cork: () => void corks++,
      uncork: () => {
        if (--corks === 0 && held.length > 0) writes.push(held.splice(0));
      },
    };
    const client = {
      connection: { stream },
      query(config: string | { text: string }) {
        const text = typeof config === 'string' ? config : config.text;
        if (corks > 0) held.push(text);
        else writes.push([text]);
        // Answered on a later turn, as a socket's data would be.
        return new Promise((resolve) => setImmediate(() => resolve({ command: text.split(' ')[0]!.toUpperCase(), rowCount: 1, rows: [{ n: 1 }] })));
      },
      release: () => {},
    };
    const db = new Kysely<never>({ dialect: new PostgresDialect({ pool: kyselyPool({ connect: async () => client, end: async () => {} } as never, true) }) });
    await db.transaction().execute(async (trx) => {
      await pipelined(trx, sql<{ n: number }>`select 1 as n for update`.compile(trx), sql<{ n: number }>`select 2 as n`.compile(trx));
      await sql`update t set n = 1`.execute(trx);
    });
    expect(writes).toEqual([['begin', 'select 1 as n for update', 'select 2 as n'], ['update t set n = 1'], ['commit']]);
    expect(corks).toBe(0);
  });
});
