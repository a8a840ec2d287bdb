/**
 * Operators' API tokens over the ops API (role `admin`; docs/operations/console.md):
 *
 * | path | what |
 * |---|---|
 * | `GET /ops/operators/:login/tokens` | `{ items: [{ id, label, createdAt, lastUsedAt, revokedAt }] }` (never the token) |
 * | `POST /ops/operators/:login/tokens` | `{ label }` → `{ id, token }`: the token, shown once (`pnpm ops-user token`) |
 * | `POST /ops/tokens/:id/revoke` | → `{ id, revoked }` |
 *
 * Creating and revoking are recorded in the ops audit (area `tokens`).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ApiError } from '@casino/contract';
import type { DB } from '../../db/schema';
import { parse } from '../routes';
import { recordOpsAction } from '../audit/ops-audit';
import { opsActorOfRequest } from './access';
import { LOGIN_PATTERN } from './operators';
import { createOperatorToken, operatorTokens, revokeOperatorToken } from './tokens';

const loginParam = z.object({ login: z.string().regex(LOGIN_PATTERN, 'Wrong value') });
const idParam = z.object({ id: z.coerce.number().int().positive() });
const tokenBody = z.object({ label: z.string().trim().min(1, 'Name the token').max(80) });

export function tokenOpsRoutes(db: Kysely<DB>): (ops: FastifyInstance) => void {
  const operatorId = async (login: string) => {
    const row = await db.selectFrom('operators').select('id').where('login', '=', login).executeTakeFirst();
    if (!row) throw new ApiError('InvalidParameter', 'No such operator', { login: 'No such operator' });
    return Number(row.id);
  };
  return (ops) => {
    ops.get('/ops/operators/:login/tokens', async (request) => {
      const { login } = parse(loginParam, request.params);
      return { data: { items: await operatorTokens(db, await operatorId(login)) } };
    });
    ops.post('/ops/operators/:login/tokens', { bodyLimit: 4 * 1024 }, async (request, reply) => {
      const { login } = parse(loginParam, request.params);
      const { label } = parse(tokenBody, request.body);
      const created = await createOperatorToken(db, await operatorId(login), label);
      await recordOpsAction(db, { actor: opsActorOfRequest(request), area: 'tokens', action: 'create', subject: login, details: { id: created.id, label } });
      return reply.code(201).header('Cache-Control', 'no-store').send({ data: created });
    });
    ops.post('/ops/tokens/:id/revoke', async (request) => {
      const { id } = parse(idParam, request.params);
      const { login, label, changed } = await revokeOperatorToken(db, id);
      if (changed) await recordOpsAction(db, { actor: opsActorOfRequest(request), area: 'tokens', action: 'revoke', subject: login, details: { id, label } });
      return { data: { id, revoked: true } };
    });
  };
}
