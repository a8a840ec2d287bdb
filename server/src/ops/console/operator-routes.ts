/**
 * Operator management on the ops API (docs/operations/console.md), for admins: an operator
 * session with the `admin` role, or the ops bearer token (`pnpm ops-user` while the server runs).
 *
 * | call | answer (`data`) |
 * |---|---|
 * | `GET /ops/operators` | `{ operators: [{ login, roles, disabled, createdAt, lastSignInAt }] }` |
 * | `POST /ops/operators` `{ login, password, roles }` | 201 `{ operator, totp: { secret, uri } }`: the TOTP enrolment, shown once |
 * | `POST /ops/operators/:login/roles` `{ roles }` | `{ operator }` |
 * | `POST /ops/operators/:login/disable`, `…/enable` | `{ operator }` (disabling ends the operator's sessions) |
 * | `POST /ops/operators/:login/reset-totp` | `{ totp: { secret, uri } }` (the operator's sessions end) |
 *
 * A login that names no operator answers 404 `{ error: { type: 'unknown_operator', message } }`;
 * a login taken, 409 `operator_exists`; a bad body, 400 `InvalidParameter` with the zod issues
 * (`issues`) and a message per field (`fields`).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '../../db/schema';
import { actorOf } from '../routes';
import { addOperator, OperatorAccountError, resetOperatorTotp, setOperatorDisabled, setOperatorRoles, listOperators } from './operator-accounts';
import { LOGIN_PATTERN, OPERATOR_ROLES } from './operators';

const roles = z.array(z.enum(OPERATOR_ROLES)).min(1).max(OPERATOR_ROLES.length).transform((r) => [...new Set(r)]);
const loginParam = z.object({ login: z.string().trim().toLowerCase().regex(LOGIN_PATTERN, 'A login is 2–40 of a-z, 0-9, ".", "_", "-"') });
const createBody = z.object({
  login: loginParam.shape.login,
  password: z.string().min(12, 'An operator password has at least 12 characters').max(200),
  roles,
});
const rolesBody = z.object({ roles });

/** The body (or params) the schema reads, or a 400 answer with its issues. */
function read<T>(schema: z.ZodType<T>, value: unknown, reply: FastifyReply): T | null {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields = Object.fromEntries(result.error.issues.map((i) => [i.path.join('.') || 'body', i.message]));
  void reply.code(400).header('Cache-Control', 'no-store').send({ error: { type: 'InvalidParameter', message: 'Invalid parameters', fields, issues: result.error.issues } });
  return null;
}

function refused(reply: FastifyReply, error: unknown): FastifyReply {
  if (!(error instanceof OperatorAccountError)) throw error;
  return reply
    .code(error.code === 'unknown_operator' ? 404 : 409)
    .header('Cache-Control', 'no-store')
    .send({ error: { type: error.code, message: error.message } });
}

export function operatorOpsRoutes(db: Kysely<DB>, passwordCost: number): (ops: FastifyInstance) => void {
  return (ops) => {
    ops.get('/ops/operators', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ data: { operators: await listOperators(db) } }));

    ops.post('/ops/operators', { bodyLimit: 4 * 1024 }, async (request, reply) => {
      const body = read(createBody, request.body, reply);
      if (!body) return reply;
      try {
        const created = await addOperator(db, body, passwordCost);
        request.log.info({ operator: body.login, roles: body.roles, by: actorOf(request) }, 'operator created');
        return reply.code(201).header('Cache-Control', 'no-store').send({ data: created });
      } catch (error) {
        return refused(reply, error);
      }
    });

    ops.post('/ops/operators/:login/roles', { bodyLimit: 4 * 1024 }, async (request, reply) => {
      const params = read(loginParam, request.params, reply);
      const body = params && read(rolesBody, request.body, reply);
      if (!params || !body) return reply;
      try {
        const operator = await setOperatorRoles(db, params.login, body.roles);
        request.log.info({ operator: params.login, roles: body.roles, by: actorOf(request) }, 'operator roles changed');
        return reply.send({ data: { operator } });
      } catch (error) {
        return refused(reply, error);
      }
    });

    for (const action of ['disable', 'enable'] as const) {
      ops.post(`/ops/operators/:login/${action}`, async (request, reply) => {
        const params = read(loginParam, request.params, reply);
        if (!params) return reply;
        try {
          const operator = await setOperatorDisabled(db, params.login, action === 'disable');
          request.log.info({ operator: params.login, by: actorOf(request) }, `operator ${action}d`);
          return reply.send({ data: { operator } });
        } catch (error) {
          return refused(reply, error);
        }
      });
    }

    ops.post('/ops/operators/:login/reset-totp', async (request, reply) => {
      const params = read(loginParam, request.params, reply);
      if (!params) return reply;
      try {
        const totp = await resetOperatorTotp(db, params.login);
        request.log.info({ operator: params.login, by: actorOf(request) }, 'operator TOTP reset');
        return reply.header('Cache-Control', 'no-store').send({ data: { totp } });
      } catch (error) {
        return refused(reply, error);
      }
    });
  };
}
