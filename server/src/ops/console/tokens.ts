/**
 * Per-operator API tokens (docs/operations/console.md): `Authorization: Bearer <token>` acts as the
 * token's operator, with that operator's roles, so a CLI action is recorded for its operator. A
 * token is shown once, when created; only its digest is kept; a revoked token or a disabled
 * operator's token opens nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { ApiError } from '@casino/contract';
import type { DB } from '../../db/schema';
import { isRole, type Operator } from './operators';

/** Operator tokens carry a prefix of their own: told apart from OPS_TOKEN and found in leaked text. */
export const TOKEN_PREFIX = 'opsu_';

const digest = (token: string) => createHash('sha256').update(`operator-token:${token}`).digest('base64url');

export interface TokenRecord {
  id: number;
  label: string;
  /** ISO 8601, UTC. */
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Creates a token for the operator; answers it once (never stored). */
export async function createOperatorToken(db: Kysely<DB>, operatorId: number, label: string): Promise<{ id: number; token: string }> {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db
    .insertInto('operator_tokens')
    .values({ operator_id: operatorId, label, token_hash: digest(token) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), token };
}

/** The operator's tokens, newest first, never the secret. */
export async function operatorTokens(db: Kysely<DB>, operatorId: number): Promise<TokenRecord[]> {
  const rows = await db.selectFrom('operator_tokens').selectAll().where('operator_id', '=', operatorId).orderBy('id', 'desc').execute();
  return rows.map((r) => ({ id: Number(r.id), label: r.label, createdAt: iso(r.created_at)!, lastUsedAt: iso(r.last_used_at), revokedAt: iso(r.revoked_at) }));
}

/** Revokes a token (once); answers its operator's login, for the audit. */
export async function revokeOperatorToken(db: Kysely<DB>, id: number): Promise<{ login: string; label: string; changed: boolean }> {
  const row = await db
    .selectFrom('operator_tokens')
    .innerJoin('operators', 'operators.id', 'operator_tokens.operator_id')
    .select(['operators.login', 'operator_tokens.label', 'operator_tokens.revoked_at'])
    .where('operator_tokens.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new ApiError('InvalidParameter', 'No such token', { id: 'unknown token' });
  if (row.revoked_at) return { login: row.login, label: row.label, changed: false };
  await db
    .updateTable('operator_tokens')
    .set({ revoked_at: sql`now()` })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .execute();
  return { login: row.login, label: row.label, changed: true };
}

/** The operator a bearer token acts as (a live token of an enabled operator), or null. */
export async function operatorOfToken(db: Kysely<DB>, token: string): Promise<(Operator & { tokenId: number }) | null> {
  if (!token.startsWith(TOKEN_PREFIX) || token.length > 100) return null;
  const row = await db
    .updateTable('operator_tokens')
    .set({ last_used_at: sql`now()` })
    .from('operators')
    .whereRef('operators.id', '=', 'operator_tokens.operator_id')
    .where('operator_tokens.token_hash', '=', digest(token))
    .where('operator_tokens.revoked_at', 'is', null)
    .where('operators.disabled', '=', false)
    .returning(['operators.id', 'operators.login', 'operators.roles', 'operator_tokens.id as token_id'])
    .executeTakeFirst();
  if (!row) return null;
  return { id: Number(row.id), login: row.login, roles: row.roles.filter(isRole), tokenId: Number(row.token_id) };
}
