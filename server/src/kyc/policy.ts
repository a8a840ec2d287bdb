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
 * - **one player**, when compliance asks for it (risk signals, AML thresholds, a support case):
 *   `pnpm kyc require <uid>` (`POST /ops/kyc/:uid/require`), audited with the operator's name.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/schema';
import { json } from '../db/sql';

export const POLICY_KEY = 'kyc.policy';

export interface KycPolicy {
  /** New accounts must verify their identity before their first withdrawal. */
  newAccounts: boolean;
}

export async function readPolicy(db: Kysely<DB>): Promise<KycPolicy> {
  const row = await db.selectFrom('platform_settings').select('value').where('key', '=', POLICY_KEY).executeTakeFirst();
  const value = row?.value as { new_accounts?: unknown } | undefined;
  return { newAccounts: value?.new_accounts === true };
}

export async function writePolicy(db: Kysely<DB>, policy: KycPolicy): Promise<KycPolicy> {
  await db
    .insertInto('platform_settings')
    .values({ key: POLICY_KEY, value: json({ new_accounts: policy.newAccounts }) })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: json({ new_accounts: policy.newAccounts }), updated_at: sql`now()` }))
    .execute();
  return readPolicy(db);
}

/** The KYC block of an account being created, read from the policy inside the insert itself. */
export function kycBlockForNewAccount(): RawBuilder<boolean> {
  return sql<boolean>`coalesce((select (value ->> 'new_accounts')::boolean from platform_settings where key = ${POLICY_KEY}), false)`;
}
