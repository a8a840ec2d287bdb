/**
 * When the platform asks a player for identity verification before money leaves (the account's
 * `is_kyc_block_enabled`; `cashier.makewithdrawal` answers `KycWithdrawalException` until the
 * provider approves them):
 *
 * - **every new account**, when the operator's policy says so (`platform_settings` key
 *   `kyc.policy`, `{ "new_accounts": true }`; `pnpm kyc policy on`). This is what licensed
 *   operators do: identity is checked before the first withdrawal (Curaçao and MGA licences, and
 *   the AML duty to identify a player before paying out), some even before the first bet. Off
 *   unless the operator turns it on, so a fresh demo behaves as before;
 * - **withdrawals above an amount**, when the policy names one (`"verify_above": [{ "currency":
 *   "USD", "amount": 1000 }]`, major units; `pnpm kyc policy above USD:1000`): an amount in a
 *   listed currency is compared with its own bound, one in another currency with the first
 *   bound at the current rates. Checked when an operator approves the withdrawal;
 * - **one player**, when compliance asks for it (risk signals, AML thresholds, a support case):
 *   `pnpm kyc require <uid>` (`POST /ops/kyc/:uid/require`), audited with the operator's name.
 *
 * An approval checks these rules as they are when it is given (`verificationHold`), not as they
 * were when the player asked. Every change of the policy is written to the settings audit
 * (`kyc.policy`, who, before and after) in the transaction of the change.
 */
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { json } from '../../db/sql';
import { loadRates, type Rates } from '../wallet';
import { auditSettingChange, type SettingsActor } from '../../ops/settings-audit';
import { toMinor } from '@casino/contract/money';

export const POLICY_KEY = 'kyc.policy';

export interface KycPolicy {
  /** New accounts must verify their identity before their first withdrawal. */
  newAccounts: boolean;
  /** Withdrawals above these amounts (major units) need a verified identity; the first is the base for other currencies. Empty: none. */
  verifyAbove: Array<{ currency: string; amount: number }>;
}

type Db = Kysely<DB> | Transaction<DB>;

interface StoredPolicy {
  new_accounts?: unknown;
  verify_above?: unknown;
}

function fromStored(value: StoredPolicy | undefined): KycPolicy {
  const above = Array.isArray(value?.verify_above) ? (value.verify_above as Array<{ currency?: unknown; amount?: unknown }>) : [];
  return {
    newAccounts: value?.new_accounts === true,
    verifyAbove: above
      .filter((b) => typeof b?.currency === 'string' && typeof b.amount === 'number' && Number.isFinite(b.amount))
      .map((b) => ({ currency: b.currency as string, amount: b.amount as number })),
  };
}

const toStored = (policy: KycPolicy) => ({ new_accounts: policy.newAccounts, verify_above: policy.verifyAbove });

export async function readPolicy(db: Db): Promise<KycPolicy> {
  const row = await db.selectFrom('platform_settings').select('value').where('key', '=', POLICY_KEY).executeTakeFirst();
  return fromStored(row?.value as StoredPolicy | undefined);
}

/**
 * Changes the policy (the fields given; the others stay) and records who changed it, with the
 * policy before and after, in the same transaction. A change that changes nothing is not recorded.
 */
export async function writePolicy(db: Kysely<DB>, change: Partial<KycPolicy>, actor: SettingsActor): Promise<KycPolicy> {
  return db.transaction().execute(async (trx) => {
    // Created (and so locked) by this transaction, or locked as it is: concurrent changes queue here.
    const created = await trx
      .insertInto('platform_settings')
      .values({ key: POLICY_KEY, value: json(toStored(fromStored(undefined))) })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    const row = await trx.selectFrom('platform_settings').select('value').where('key', '=', POLICY_KEY).forUpdate().executeTakeFirstOrThrow();
    const before = fromStored(row.value as StoredPolicy);
    const after: KycPolicy = {
      newAccounts: change.newAccounts ?? before.newAccounts,
      verifyAbove: (change.verifyAbove ?? before.verifyAbove).map((b) => ({ currency: b.currency, amount: b.amount })),
    };
    if (!created && JSON.stringify(after) === JSON.stringify(before)) return before;
    await trx
      .updateTable('platform_settings')
      .set({ value: json(toStored(after)), updated_at: sql`now()` })
      .where('key', '=', POLICY_KEY)
      .execute();
    await auditSettingChange(trx, { setting: POLICY_KEY, actor, before: created ? null : before, after });
    return after;
  });
}

/** The KYC block of an account being created, read from the policy inside the insert itself. */
export function kycBlockForNewAccount(): RawBuilder<boolean> {
  return sql<boolean>`coalesce((select (value ->> 'new_accounts')::boolean from platform_settings where key = ${POLICY_KEY}), false)`;
}

/**
 * Whether `amount` (minor units of `currency`) is above the policy's bounds: its own currency's
 * bound, else the first one's after conversion at `rates` (rounded up). Without a rate for the
 * conversion, it counts as above: the player is asked to verify rather than waved through.
 */
export function aboveBounds(amount: number, currency: string, bounds: KycPolicy['verifyAbove'], rates: Rates): boolean {
  if (!bounds.length) return false;
  const own = bounds.find((b) => b.currency === currency);
  if (own) return amount > toMinor(own.amount, currency);
  const base = bounds[0]!;
  const from = rates[currency];
  const to = rates[base.currency];
  if (!from || !to) return true;
  return Math.ceil((amount / from) * to) > toMinor(base.amount, base.currency);
}

export type KycHoldReason = 'player_required' | 'amount_above_policy';

/**
 * Why a withdrawal may not be paid out yet under the verification rules in force now (null: it
 * may): the player must verify (new-account policy or compliance), or the amount is above the
 * policy's bound. A verified player is never held.
 */
export async function verificationHold(
  db: Db,
  withdrawal: { account_id: number; amount: number; currency: string },
): Promise<{ reason: KycHoldReason; message: string } | null> {
  const account = await db.selectFrom('accounts').select(['is_verified', 'is_kyc_block_enabled']).where('id', '=', withdrawal.account_id).executeTakeFirst();
  if (!account || account.is_verified) return null;
  if (account.is_kyc_block_enabled) return { reason: 'player_required', message: 'The player must verify their identity before this withdrawal is approved' };
  const policy = await readPolicy(db);
  if (policy.verifyAbove.length && aboveBounds(withdrawal.amount, withdrawal.currency, policy.verifyAbove, (await loadRates(db)).rates)) {
    return { reason: 'amount_above_policy', message: 'Withdrawals of this amount need a verified identity (KYC policy); the player must verify first' };
  }
  return null;
}
