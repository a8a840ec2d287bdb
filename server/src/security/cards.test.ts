/**
 * Card numbers are never stored whole: payments keep a masked number (last four digits) and an
 * opaque keyed token, so "the same card as before" still works and nothing reads a number back.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { createTestServer, openTestDatabase, type TestServer } from '../testing/server';
import { cashierClient, ledgerMismatches, paymentMismatches, trustDetails } from '../testing/cashier';
import { openDatabase } from '../db/connection';
import { loadMigrations, migrate } from '../db/migrate';
import { cardSecret, cardToken, maskCard } from '../domains/payments/cards';

const VISA = '4111111111111111';
const OTHER = '5555555555554444';
const card = (number: string) => JSON.stringify({ card_number: number.replace(/(\d{4})/g, '$1 ').trim(), card_holder: 'Aziz Karimov' });

/** Every stored text of a table, to look for a number anywhere in it. */
async function tableText(db: TestServer['database']['db'], table: 'payments' | 'ledger' | 'outbox'): Promise<string> {
  const r = await sql<{ t: string }>`select coalesce(string_agg(t::text, ' '), '') as t from ${sql.table(table)} t`.execute(db);
  return r.rows[0]!.t;
}

describe('masking and tokens', () => {
  it('keep at most the last four digits and a keyed token', () => {
    expect(maskCard(VISA)).toBe('************1111');
    expect(maskCard('4000056655665556')).not.toContain('400005');
    expect(cardToken('k1', VISA)).toBe(cardToken('k1', VISA));
    expect(cardToken('k1', VISA)).not.toBe(cardToken('k2', VISA));
    expect(cardToken('k1', VISA)).not.toBe(cardToken('k1', OTHER));
    expect(cardToken('k1', VISA)).not.toContain(VISA);
    expect(cardToken('k1', VISA)).not.toBe(createHash('sha256').update(VISA).digest('hex'));
  });
});

describe('payments', () => {
  let s: TestServer;
  let c: ReturnType<typeof cashierClient>;
  const db = () => s.database.db;
  beforeAll(async () => {
    s = await createTestServer();
    c = cashierClient(s.app);
  }, 90_000);
  afterAll(() => s.close());
  afterEach(async () => {
    expect(await ledgerMismatches(db())).toEqual([]);
    expect(await paymentMismatches(db())).toEqual([]);
  });

  it('store no full number, show the masked one and recognise the same card', async () => {
    const { cookie, id } = await c.player({ confirmed: true, db: db() });
    await c.deposit(cookie, 100);
    for (const n of [VISA, OTHER]) await trustDetails(db(), id, 'visa_mastercard', card(n));
    const w1 = await c.makeWithdrawal(cookie, { method: 'visa_mastercard', amount: '20', requisites: card(VISA) });
    const w2 = await c.makeWithdrawal(cookie, { method: 'visa_mastercard', amount: '20', requisites: card(OTHER) });
    await c.makeWithdrawal(cookie, { method: 'visa_mastercard', amount: '20', requisites: card(VISA) });
    expect(w1.body.data.requisites).toEqual({ card_number: '•••• 1111', card_holder: 'AZIZ KARIMOV' });
    expect(w2.body.data.requisites.card_number).toBe('•••• 4444');
    const info = await c.api.get('cashier.getdepositinfo', { id: w1.body.data.id }, cookie);
    expect(info.body.data.requisites.card_number).toBe('•••• 1111');

    const text = await tableText(db(), 'payments');
    expect(text).not.toContain(VISA);
    expect(text).not.toContain(OTHER);
    expect(text).not.toContain('411111');
    const rows = await db()
      .selectFrom('payments')
      .select(['id', 'requisites', 'requisite_tokens'])
      .where('account_id', '=', id)
      .where('type', '=', 'withdrawal')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.requisites.card_number)).toEqual(['************1111', '************4444', '************1111']);
    const [dep, other, same] = rows.map((r) => r.requisite_tokens.card_number);
    expect(dep).toMatch(/^[a-f0-9]{64}$/);
    expect(same).toBe(dep);
    expect(other).not.toBe(dep);
    expect(dep).toBe(cardToken(await cardSecret(db()), VISA));
  });

  it('still answer a repeated request with the first payment', async () => {
    const { cookie } = await c.player({ confirmed: true, db: db() });
    const key = c.key();
    const params = { method: 'visa_mastercard', amount: '30', requisites: card(VISA) };
    const a = await c.makeDeposit(cookie, params, key);
    const b = await c.makeDeposit(cookie, params, key);
    expect(b.body.data.transaction.id).toBe(a.body.data.transaction.id);
    const changed = await c.makeDeposit(cookie, { ...params, requisites: card(OTHER) }, key);
    expect(changed.body.error.type).toBe('InvalidRequestException');
  });
});

describe('the migration', () => {
  it('masks and tokenises the numbers stored before it', async () => {
    const all = loadMigrations();
    const before = all.filter((m) => m.id < '041');
    const database = process.env.DATABASE_URL ? await openTestDatabase() : await openDatabase();
    try {
      if (process.env.DATABASE_URL) return; // the shared schema is fully migrated there; PGlite covers this
      await migrate(database, before);
      // A bare account, not the demo seed: the seed writes today's schema, this database stops at 040.
      const account = await database.db
        .insertInto('accounts')
        .values({ login: 'legacy@example.com', password_hash: 'x' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const method = await database.db
        .insertInto('payment_methods')
        .values({
          sysname: 'legacy_card',
          name: 'Card',
          flow: 'redirect',
          fields: JSON.stringify({ withdrawal: [{ name: 'card_number', type: 'cardNumber', isRequired: true }] }) as never,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const legacyHash = createHash('sha256').update(`legacy ${VISA}`).digest('hex');
      await sql`insert into payments (account_id, type, method_id, amount, currency, requisites, idempotency_key, request_hash)
        values (${account.id}, 'withdrawal', ${method.id}, 2000, 'USD', ${JSON.stringify({ card_number: VISA, card_holder: 'AZIZ' })}::jsonb, 'legacy-card-1', ${legacyHash})`.execute(
        database.db,
      );
      await migrate(database, all);
      const row = await database.db.selectFrom('payments').selectAll().where('idempotency_key', '=', 'legacy-card-1').executeTakeFirstOrThrow();
      expect(row.requisites).toEqual({ card_number: '************1111', card_holder: 'AZIZ' });
      expect(row.requisite_tokens).toEqual({ card_number: cardToken(await cardSecret(database.db), VISA) });
      expect(row.request_hash).not.toBe(legacyHash);
      expect(JSON.stringify(row)).not.toContain(VISA);
    } finally {
      await database.close();
    }
  }, 90_000);
});
