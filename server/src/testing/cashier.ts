/**
 * Test helpers for the cashier: fresh players, deposits through the demo provider's payment
 * page, and the ledger invariants every money test checks.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../db/schema';
import type { Config } from '../config';
import type { CashierSettings } from '../domains/payments/settings';
import { apiClient, type Answer } from './server';
import { fieldsFor, findMethod } from '../domains/payments/methods';
import { checkRequisites } from '../domains/payments/requisites';
import { cardSecret } from '../domains/payments/cards';
import { destinationToken, trustDestination } from '../domains/payments/destinations';

let players = 0;

export function cashierClient(app: FastifyInstance) {
  const api = apiClient(app);
  const key = () => randomUUID();

  const client = {
    api,
    key,
    /** Registers a fresh player (USD unless told) and answers the session cookie and account id. */
    async player(options: { currency?: string; confirmed?: boolean; db?: Kysely<DB> } = {}): Promise<{ cookie: string; id: number }> {
      const n = ++players;
      const r = await api.post(
        'auth.register',
        // Amounts in these tests are in dollars unless a test asks for another currency.
        { login: `cashier${process.pid}x${n}x${Date.now()}@example.org`, password: 'secret12', currency: options.currency ?? 'USD' },
        undefined,
        // Each from its own address: registrations are rate-limited per address.
        { 'x-forwarded-for': `10.77.${Math.floor(n / 250)}.${n % 250}` },
      );
      if (r.status !== 200 || !r.cookie) throw new Error(`register failed: ${JSON.stringify(r.body)}`);
      const id = r.body.data.uid as number;
      if (options.confirmed && options.db) {
        await options.db.updateTable('contacts').set({ is_confirmed: true, confirmed_at: new Date() }).where('account_id', '=', id).execute();
      }
      return { cookie: r.cookie, id };
    },
    makeDeposit(cookie: string, params: Record<string, string>, idempotencyKey: string | null = key()): Promise<Answer> {
      return api.post('cashier.makedeposit', params, cookie, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
    },
    makeWithdrawal(cookie: string, params: Record<string, string>, idempotencyKey: string | null = key()): Promise<Answer> {
      return api.post('cashier.makewithdrawal', params, cookie, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {});
    },
    cancelWithdrawal(cookie: string, id: number, idempotencyKey: string = key()): Promise<Answer> {
      return api.post('cashier.cancelwithdrawal', { id: String(id) }, cookie, { 'idempotency-key': idempotencyKey });
    },
    /** The payer's decision on the provider's page: answers the status and where the page sends the payer. */
    async decide(checkoutUrl: string, decision: 'approve' | 'decline' | 'pending' | 'cancel') {
      const r = await app.inject({
        method: 'POST',
        url: checkoutUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `decision=${decision}`,
      });
      return { status: r.statusCode, location: r.headers.location as string | undefined, body: r.body };
    },
    /** A deposit made and decided on the provider's page; answers the transaction id. */
    async deposit(cookie: string, amount: number, decision: 'approve' | 'decline' | 'pending' | 'cancel' = 'approve', extra: Record<string, string> = {}) {
      const r = await api.post('cashier.makedeposit', { method: 'visa_mastercard', amount: String(amount), ...extra }, cookie, { 'idempotency-key': key() });
      if (r.status !== 200) throw new Error(`makedeposit failed: ${JSON.stringify(r.body)}`);
      const decided = await client.decide(r.body.data.redirect.url, decision);
      return { id: r.body.data.transaction.id as number, url: r.body.data.redirect.url as string, location: decided.location };
    },
    async balance(cookie: string): Promise<{ main: number; bonus: number }> {
      const r = await api.get('account.getBalance', {}, cookie);
      return { main: r.body.data.balance_main.amount, bonus: r.body.data.balance_bonus.amount };
    },
  };
  return client;
}

/** Balances that differ from the sum of their ledger entries (none when the books are right). */
export async function ledgerMismatches(db: Kysely<DB>, accountId?: number): Promise<Array<{ account_id: number; kind: string }>> {
  const r = await sql<{ account_id: number; kind: string }>`
    select b.account_id, b.kind from balances b
    left join (select account_id, balance_kind, sum(amount) as s from ledger group by 1, 2) l
      on l.account_id = b.account_id and l.balance_kind = b.kind
    where b.amount <> coalesce(l.s, 0) ${accountId !== undefined ? sql`and b.account_id = ${accountId}` : sql``}`.execute(db);
  return r.rows;
}

/**
 * Payments whose money does not match their status: a paid deposit without its one ledger
 * credit, a withdrawal without its debit, a cancelled or rejected withdrawal without its one
 * return (of exactly the held amount), a return for any other, and the like.
 */
export async function paymentMismatches(db: Kysely<DB>): Promise<Array<{ id: number }>> {
  const r = await sql<{ id: number }>`
    select p.id from payments p
    where p.idempotency_key <> 'seed-deposit' and (
      (p.type = 'deposit' and (select count(*) from ledger l where l.account_id = p.account_id and l.idempotency_key = 'payment:' || p.id)
         <> case when p.status = 'success' then 1 else 0 end)
      or (p.type = 'withdrawal' and (select count(*) from ledger l where l.account_id = p.account_id and l.idempotency_key = 'payment:' || p.id and l.amount = -p.amount) <> 1)
      or (p.type = 'withdrawal' and (select count(*) from ledger l where l.account_id = p.account_id and l.idempotency_key = 'payment:' || p.id || ':cancel' and l.amount = p.amount)
         <> case when p.status = 'cancel' then 1 else 0 end)
      or (p.type = 'withdrawal' and (select count(*) from ledger l where l.account_id = p.account_id and l.idempotency_key like 'payment:' || p.id || ':%')
         <> case when p.status in ('cancel', 'fail') then 1 else 0 end)
      or (p.type = 'withdrawal' and (select count(*) from ledger l where l.account_id = p.account_id and l.idempotency_key = 'payment:' || p.id || ':reject'
           and l.amount = p.amount and l.kind = 'withdrawal_reject' and l.currency = p.currency)
         <> case when p.status = 'fail' then 1 else 0 end))`.execute(db);
  return r.rows;
}

/** Changes some cashier settings of a running test server (answers the restore function). */
export function overrideCashierSettings(config: Config, patch: Partial<CashierSettings>): () => void {
  const before = { ...config.cashier };
  Object.assign(config.cashier, patch);
  return () => {
    Object.assign(config.cashier, before);
  };
}

/**
 * Marks withdrawal details as the player's own (as a confirmed code does), for tests about
 * something else than the code for new details (security/withdraw-code.test.ts).
 */
export async function trustDetails(db: Kysely<DB>, accountId: number, method: string, requisites: string): Promise<void> {
  const found = await findMethod(db, method, 'withdrawal');
  if (!found) throw new Error(`no withdrawal method ${method}`);
  const fields = fieldsFor(found, 'withdrawal');
  const checked = checkRequisites(
    fields,
    JSON.parse(requisites) as Record<string, string>,
    new Set([String((JSON.parse(requisites) as { bank?: string }).bank)]),
  );
  if (!checked.ok) throw new Error(`bad details: ${JSON.stringify(checked.errors)}`);
  await trustDestination(db, accountId, destinationToken(fields, checked.requisites, found.sysname, await cardSecret(db)));
}
