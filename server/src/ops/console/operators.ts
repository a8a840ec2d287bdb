/**
 * Operator accounts of the ops console (docs/operations/console.md): separate from players, signed in
 * with a password and a TOTP code, with roles the server checks on every ops call.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { ApiError } from '@casino/contract';
import type { DB } from '../../db/schema';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../auth/password';
import { addressKey, enforce, type Limit } from '../../auth/rate-limit';
import { newTotpSecret, otpauthUri, verifyTotp } from './totp';
import { SealedSecretError, type TotpVault } from './totp-vault';
import { OPERATOR_ROLES, type OperatorRole } from '@casino/contract/ops';

/**
 * releases: the remotes' releases; payments: payouts; cashback: cashback settings and runs (apart
 * from payments, who decide payouts); kyc: verifications; admin: everything.
 */
export { OPERATOR_ROLES, type OperatorRole };

/** Idle time after which a session ends, and its longest life. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_MAX_MS = 8 * 60 * 60 * 1000;

/** Sign-in attempts: per address, and per login and address; operators' logins are few and known. */
export const OPERATOR_LIMITS = {
  perIp: { max: 20, windowSeconds: 900 },
  perLogin: { max: 8, windowSeconds: 900 },
} satisfies Record<string, Limit>;

export interface Operator {
  id: number;
  login: string;
  roles: OperatorRole[];
}

export const isRole = (value: string): value is OperatorRole => (OPERATOR_ROLES as readonly string[]).includes(value);

/** Whether an operator with `roles` may act where `needed` is required; admin may everything. */
export const mayAct = (roles: readonly string[], needed: OperatorRole): boolean => roles.includes('admin') || roles.includes(needed);

export function parseRoles(text: string): OperatorRole[] {
  const roles = [
    ...new Set(
      text
        .split(',')
        .map((r) => r.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = roles.filter((r) => !isRole(r));
  if (roles.length === 0 || unknown.length > 0)
    throw new Error(`Roles must be some of ${OPERATOR_ROLES.join(', ')}${unknown.length ? ` (not ${unknown.join(', ')})` : ''}`);
  return roles as OperatorRole[];
}

export const LOGIN_PATTERN = /^[a-z0-9._-]{2,40}$/;

/** Creates an operator; answers the TOTP secret and its otpauth URI, shown once. The database keeps the secret sealed under `vault`'s key. */
export async function createOperator(
  db: Kysely<DB>,
  input: { login: string; password: string; roles: OperatorRole[]; totpSecret?: string; passwordCost?: number; vault: TotpVault },
): Promise<{ id: number; secret: string; uri: string }> {
  if (!LOGIN_PATTERN.test(input.login)) throw new Error('A login is 2–40 of a-z, 0-9, ".", "_", "-"');
  if (input.password.length < 12) throw new Error('An operator password has at least 12 characters');
  const secret = input.totpSecret ?? newTotpSecret();
  const row = await db
    .insertInto('operators')
    .values({
      login: input.login,
      password_hash: await hashPassword(input.password, input.passwordCost),
      totp_secret: input.vault.seal(secret, input.login),
      roles: input.roles,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), secret, uri: otpauthUri(input.login, secret) };
}

const hashOf = (value: string) => createHash('sha256').update(value).digest('base64url');

const TOO_MANY_SIGN_INS = 'Too many sign-in attempts; try again later';

const refused = () => new ApiError('Authorization', 'Wrong login, password or code');

/**
 * Checks login, password and TOTP code together (one answer for every wrong part) and opens a
 * session. Limited per address and per login and address.
 */
export async function signInOperator(
  db: Kysely<DB>,
  input: { login: string; password: string; code: string; ip: string; passwordCost: number; vault: TotpVault },
): Promise<{ sessionId: string; csrf: string; operator: Operator }> {
  // Over a limit: a RateLimited, whose 429 answer says when to come back (rateLimitHeaders).
  await enforce(db, `ops-sign-in:${addressKey(input.ip)}`, OPERATOR_LIMITS.perIp, TOO_MANY_SIGN_INS);
  await enforce(db, `ops-sign-in:${input.login}:${addressKey(input.ip)}`, OPERATOR_LIMITS.perLogin, TOO_MANY_SIGN_INS);
  const row = await db.selectFrom('operators').selectAll().where('login', '=', input.login).where('disabled', '=', false).executeTakeFirst();
  if (!row) {
    await burnPasswordCheck(input.password, input.passwordCost);
    throw refused();
  }
  if (!(await verifyPassword(input.password, row.password_hash))) throw refused();
  let secret: string;
  try {
    secret = input.vault.open(row.totp_secret, row.login);
  } catch (error) {
    // Tampered with, of another operator, or under a key this start was not given: no sign-in.
    if (error instanceof SealedSecretError) throw refused();
    throw error;
  }
  const step = verifyTotp(secret, input.code, Number(row.totp_last_step));
  if (step === null) throw refused();
  // Only one sign-in may use a step: the update succeeds once.
  const used = await db
    .updateTable('operators')
    .set({ totp_last_step: step, last_sign_in_at: sql`now()` })
    .where('id', '=', row.id)
    .where('totp_last_step', '<', step)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw refused();

  const sessionId = randomBytes(32).toString('base64url');
  const csrf = randomBytes(24).toString('base64url');
  await db
    .insertInto('operator_sessions')
    .values({ id_hash: hashOf(sessionId), operator_id: row.id, csrf_token: csrf, expires_at: new Date(Date.now() + SESSION_MAX_MS) })
    .execute();
  // Now and then, forget sessions that ended.
  if (Math.random() < 0.05) {
    await db
      .deleteFrom('operator_sessions')
      .where((eb) => eb.or([eb('expires_at', '<', sql<Date>`now()`), eb('last_seen_at', '<', new Date(Date.now() - SESSION_IDLE_MS))]))
      .execute();
  }
  return { sessionId, csrf, operator: { id: Number(row.id), login: row.login, roles: row.roles.filter(isRole) } };
}

export interface OperatorSession {
  operator: Operator;
  csrf: string;
}

/** The live session of a cookie value (touching its idle clock), or null. */
export async function resumeSession(db: Kysely<DB>, sessionId: string | undefined): Promise<OperatorSession | null> {
  if (!sessionId || sessionId.length > 100) return null;
  const idleSince = new Date(Date.now() - SESSION_IDLE_MS);
  const row = await db
    .updateTable('operator_sessions')
    .set({ last_seen_at: sql`now()` })
    .from('operators')
    .whereRef('operators.id', '=', 'operator_sessions.operator_id')
    .where('operator_sessions.id_hash', '=', hashOf(sessionId))
    .where('operator_sessions.expires_at', '>', sql<Date>`now()`)
    .where('operator_sessions.last_seen_at', '>', idleSince)
    .where('operators.disabled', '=', false)
    .returning(['operators.id', 'operators.login', 'operators.roles', 'operator_sessions.csrf_token'])
    .executeTakeFirst();
  if (!row) return null;
  return { operator: { id: Number(row.id), login: row.login, roles: row.roles.filter(isRole) }, csrf: row.csrf_token };
}

/** How long the console's link to the player site can be used (once). */
export const VIEW_TICKET_MS = 60 * 1000;

/**
 * The one-time ticket of a link from the console to the player site, where it becomes the
 * session's view pass (`redeemViewTicket`). Only its digest is kept.
 */
export async function issueViewTicket(db: Kysely<DB>, sessionId: string): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db
    .updateTable('operator_sessions')
    .set({ view_ticket_hash: hashOf(`ticket:${ticket}`), view_ticket_expires_at: new Date(Date.now() + VIEW_TICKET_MS) })
    .where('id_hash', '=', hashOf(sessionId))
    .execute();
  return ticket;
}

/**
 * Exchanges a live ticket (once) for a new view pass of its session: a random value of its own,
 * kept as a digest, so that neither the pass nor the database tells anything that signs in as the
 * operator. The pass only lets the operator view the site while it is under maintenance.
 */
export async function redeemViewTicket(db: Kysely<DB>, ticket: string | undefined): Promise<string | null> {
  if (!ticket || ticket.length > 100) return null;
  const pass = randomBytes(32).toString('base64url');
  const row = await db
    .updateTable('operator_sessions')
    .set({ view_hash: hashOf(`view:${pass}`), view_ticket_hash: null, view_ticket_expires_at: null })
    .where('view_ticket_hash', '=', hashOf(`ticket:${ticket}`))
    .where('view_ticket_expires_at', '>', sql<Date>`now()`)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('last_seen_at', '>', new Date(Date.now() - SESSION_IDLE_MS))
    .returning('id_hash')
    .executeTakeFirst();
  return row ? pass : null;
}

/** Whether `pass` belongs to a live session of an enabled operator (read only: no idle clock touched). */
export async function isLiveViewPass(db: Kysely<DB>, pass: string | undefined): Promise<boolean> {
  if (!pass || pass.length > 128) return false;
  const row = await db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select('operators.id')
    .where('operator_sessions.view_hash', '=', hashOf(`view:${pass}`))
    .where('operator_sessions.expires_at', '>', sql<Date>`now()`)
    .where('operator_sessions.last_seen_at', '>', new Date(Date.now() - SESSION_IDLE_MS))
    .where('operators.disabled', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}

export async function endSession(db: Kysely<DB>, sessionId: string | undefined): Promise<void> {
  if (!sessionId || sessionId.length > 100) return;
  await db.deleteFrom('operator_sessions').where('id_hash', '=', hashOf(sessionId)).execute();
}

/** Constant-time comparison of two tokens. */
export function sameToken(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The demo start's operators (docs/operations/console.md): every role, a `kyc` one to show the limits of
 * roles, and a `cashback` one, so a run of the current period can be asked for and confirmed by two.
 */
export const DEMO_OPERATORS = [
  { login: 'ops-demo', password: 'ops-demo-password', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', roles: ['admin'] as OperatorRole[] },
  { login: 'ops-kyc', password: 'ops-demo-password', totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU', roles: ['kyc'] as OperatorRole[] },
  { login: 'ops-cashback', password: 'ops-demo-password', totpSecret: 'MNQXG2DCMFRWW3DPMNQXG2DCMFRWW3DP', roles: ['cashback'] as OperatorRole[] },
];

/** Creates the demo operators once (a demo start only). */
export async function ensureDemoOperator(db: Kysely<DB>, passwordCost: number, vault: TotpVault): Promise<boolean> {
  let created = false;
  for (const operator of DEMO_OPERATORS) {
    const existing = await db.selectFrom('operators').select('id').where('login', '=', operator.login).executeTakeFirst();
    if (existing) continue;
    try {
      await createOperator(db, { ...operator, passwordCost, vault });
      created = true;
    } catch (error) {
      // Another instance created it at the same moment.
      if (!/unique|duplicate/i.test(String((error as Error).message))) throw error;
    }
  }
  return created;
}
