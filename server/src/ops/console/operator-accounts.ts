/**
 * Operator accounts as admins manage them (the ops API's `/ops/operators`, `pnpm ops-user`): list,
 * create with a TOTP enrolment shown once, change roles, disable and enable, reset TOTP. A disabled
 * operator's sessions end at once; so do they when TOTP is reset (the old authenticator is void).
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { createOperator, isRole, type OperatorRole } from './operators';
import { newTotpSecret, otpauthUri } from './totp';
import type { TotpVault } from './totp-vault';

export interface OperatorListing {
  login: string;
  roles: OperatorRole[];
  disabled: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

export interface TotpEnrolment {
  secret: string;
  uri: string;
}

/** A login that names no operator, or one already taken. */
export class OperatorAccountError extends Error {
  constructor(
    readonly code: 'unknown_operator' | 'operator_exists',
    readonly login: string,
  ) {
    super(code === 'unknown_operator' ? `no operator ${login}` : `an operator ${login} exists already`);
    this.name = 'OperatorAccountError';
  }
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const columns = ['login', 'roles', 'disabled', 'created_at', 'last_sign_in_at'] as const;

function listing(row: {
  login: string;
  roles: string[];
  disabled: boolean;
  created_at: Date | string;
  last_sign_in_at: Date | string | null;
}): OperatorListing {
  return { login: row.login, roles: row.roles.filter(isRole), disabled: row.disabled, createdAt: iso(row.created_at)!, lastSignInAt: iso(row.last_sign_in_at) };
}

export async function listOperators(db: Kysely<DB>): Promise<OperatorListing[]> {
  return (await db.selectFrom('operators').select(columns).orderBy('login').execute()).map(listing);
}

async function operatorNamed(db: Kysely<DB>, login: string): Promise<OperatorListing> {
  const row = await db.selectFrom('operators').select(columns).where('login', '=', login).executeTakeFirst();
  if (!row) throw new OperatorAccountError('unknown_operator', login);
  return listing(row);
}

/** Creates an operator; answers it and its TOTP enrolment, shown once. */
export async function addOperator(
  db: Kysely<DB>,
  input: { login: string; password: string; roles: OperatorRole[] },
  passwordCost: number,
  vault: TotpVault,
): Promise<{ operator: OperatorListing; totp: TotpEnrolment }> {
  const taken = await db.selectFrom('operators').select('id').where('login', '=', input.login).executeTakeFirst();
  if (taken) throw new OperatorAccountError('operator_exists', input.login);
  try {
    const created = await createOperator(db, { ...input, passwordCost, vault });
    return { operator: await operatorNamed(db, input.login), totp: { secret: created.secret, uri: created.uri } };
  } catch (error) {
    // Another admin created the same login at the same moment.
    if (/unique|duplicate/i.test(String((error as Error).message))) throw new OperatorAccountError('operator_exists', input.login);
    throw error;
  }
}

export async function setOperatorRoles(db: Kysely<DB>, login: string, roles: OperatorRole[]): Promise<OperatorListing> {
  const r = await db.updateTable('operators').set({ roles }).where('login', '=', login).executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new OperatorAccountError('unknown_operator', login);
  return operatorNamed(db, login);
}

const endSessionsOf = (db: Kysely<DB>, login: string) =>
  db
    .deleteFrom('operator_sessions')
    .where('operator_id', 'in', db.selectFrom('operators').select('id').where('login', '=', login))
    .execute();

/** Disables (ending the operator's sessions) or enables an operator. */
export async function setOperatorDisabled(db: Kysely<DB>, login: string, disabled: boolean): Promise<OperatorListing> {
  const r = await db.updateTable('operators').set({ disabled }).where('login', '=', login).executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new OperatorAccountError('unknown_operator', login);
  if (disabled) await endSessionsOf(db, login);
  return operatorNamed(db, login);
}

/** A new TOTP secret (the old authenticator no longer signs in; the operator's sessions end); answers the enrolment, shown once. */
export async function resetOperatorTotp(db: Kysely<DB>, login: string, vault: TotpVault): Promise<TotpEnrolment> {
  const secret = newTotpSecret();
  const r = await db
    .updateTable('operators')
    .set({ totp_secret: vault.seal(secret, login), totp_last_step: 0 })
    .where('login', '=', login)
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new OperatorAccountError('unknown_operator', login);
  await endSessionsOf(db, login);
  return { secret, uri: otpauthUri(login, secret) };
}
