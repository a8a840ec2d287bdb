/**
 * Operator accounts over the ops API (role `admin`; docs/operations/console.md):
 *
 * | path | what |
 * |---|---|
 * | `GET /ops/operators` | `{ items: [{ login, roles, disabled, createdAt, lastSignInAt }] }` |
 * | `POST /ops/operators` | `{ login, password, roles }` → `{ operator, totp: { secret, uri } }` (the TOTP enrolment, shown once) |
 * | `POST /ops/operators/:login/roles` | `{ roles }` → `{ operator }` |
 * | `POST /ops/operators/:login/disable` | → `{ operator }`; ends the operator's sessions |
 * | `POST /ops/operators/:login/enable` | → `{ operator }` |
 * | `POST /ops/operators/:login/reset-totp` | → `{ operator, totp: { secret, uri } }`; ends the operator's sessions |
 *
 * Every change is recorded in the ops audit (area `operators`). An admin cannot disable
 * themselves or take away their own `admin` role: the console would lose its last way in.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ApiError } from '@casino/contract';
import type { DB } from '../../db/schema';
import { parse } from '../routes';
import { recordOpsAction } from '../audit/ops-audit';
import { operatorOf, opsActorOfRequest } from './access';
import { createOperator, LOGIN_PATTERN, OPERATOR_ROLES } from './operators';
import { newTotpSecret, otpauthUri } from './totp';
import type { TotpVault } from './totp-vault';

const loginParam = z.object({ login: z.string().regex(LOGIN_PATTERN, 'Wrong value') });
const rolesSchema = z
  .array(z.enum(OPERATOR_ROLES))
  .min(1)
  .max(OPERATOR_ROLES.length)
  .transform((roles) => [...new Set(roles)]);
const createBody = z.object({
  login: z.string().trim().toLowerCase().regex(LOGIN_PATTERN, 'A login is 2–40 of a-z, 0-9, ".", "_", "-"'),
  password: z.string().min(12, 'At least 12 characters').max(200),
  roles: rolesSchema,
});
const rolesBody = z.object({ roles: rolesSchema });

export interface OperatorRecord {
  login: string;
  roles: string[];
  disabled: boolean;
  /** ISO 8601, UTC. */
  createdAt: string;
  lastSignInAt: string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

async function operatorRecord(db: Kysely<DB>, login: string): Promise<OperatorRecord> {
  const row = await db
    .selectFrom('operators')
    .select(['login', 'roles', 'disabled', 'created_at', 'last_sign_in_at'])
    .where('login', '=', login)
    .executeTakeFirst();
  if (!row) throw new ApiError('InvalidParameter', 'No such operator', { login: 'No such operator' });
  return { login: row.login, roles: row.roles, disabled: row.disabled, createdAt: iso(row.created_at)!, lastSignInAt: iso(row.last_sign_in_at) };
}

const endSessionsOf = (db: Kysely<DB>, login: string) =>
  db
    .deleteFrom('operator_sessions')
    .where('operator_id', 'in', db.selectFrom('operators').select('id').where('login', '=', login))
    .execute();

function notSelf(request: FastifyRequest, login: string, what: string): void {
  if (operatorOf(request)?.login === login) throw new ApiError('InvalidParameter', `You cannot ${what} yourself`, { login: `You cannot ${what} yourself` });
}

export function operatorOpsRoutes(db: Kysely<DB>, passwordCost: number, vault: TotpVault): (ops: FastifyInstance) => void {
  return (ops) => {
    ops.get('/ops/operators', async () => {
      const rows = await db.selectFrom('operators').select(['login', 'roles', 'disabled', 'created_at', 'last_sign_in_at']).orderBy('login').execute();
      return {
        data: {
          operators: rows.map((r) => ({
            login: r.login,
            roles: r.roles,
            disabled: r.disabled,
            createdAt: iso(r.created_at),
            lastSignInAt: iso(r.last_sign_in_at),
          })),
        },
      };
    });

    ops.post('/ops/operators', { bodyLimit: 4 * 1024 }, async (request, reply) => {
      const body = parse(createBody, request.body);
      if (await db.selectFrom('operators').select('id').where('login', '=', body.login).executeTakeFirst()) {
        throw new ApiError('InvalidParameter', 'This login is taken', { login: 'This login is taken' });
      }
      const created = await createOperator(db, { login: body.login, password: body.password, roles: body.roles, passwordCost, vault });
      await recordOpsAction(db, {
        actor: opsActorOfRequest(request),
        area: 'operators',
        action: 'create',
        subject: body.login,
        details: { roles: body.roles },
      });
      return reply
        .code(201)
        .header('Cache-Control', 'no-store')
        .send({ data: { operator: await operatorRecord(db, body.login), totp: { secret: created.secret, uri: created.uri } } });
    });

    ops.post('/ops/operators/:login/roles', async (request) => {
      const { login } = parse(loginParam, request.params);
      const { roles } = parse(rolesBody, request.body);
      const before = await operatorRecord(db, login);
      if (operatorOf(request)?.login === login && !roles.includes('admin')) {
        throw new ApiError('InvalidParameter', 'You cannot take away your own admin role', { roles: 'You cannot take away your own admin role' });
      }
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('operators').set({ roles }).where('login', '=', login).execute();
        await recordOpsAction(trx, {
          actor: opsActorOfRequest(request),
          area: 'operators',
          action: 'roles',
          subject: login,
          details: { before: before.roles, after: roles },
        });
      });
      return { data: { operator: await operatorRecord(db, login) } };
    });

    for (const [action, disabled] of [
      ['disable', true],
      ['enable', false],
    ] as const) {
      ops.post(`/ops/operators/:login/${action}`, async (request) => {
        const { login } = parse(loginParam, request.params);
        if (disabled) notSelf(request, login, 'disable');
        const before = await operatorRecord(db, login);
        if (before.disabled !== disabled) {
          await db.transaction().execute(async (trx) => {
            await trx.updateTable('operators').set({ disabled }).where('login', '=', login).execute();
            await recordOpsAction(trx, { actor: opsActorOfRequest(request), area: 'operators', action, subject: login });
          });
          if (disabled) await endSessionsOf(db, login);
        }
        return { data: { operator: await operatorRecord(db, login) } };
      });
    }

    ops.post('/ops/operators/:login/reset-totp', async (request, reply) => {
      const { login } = parse(loginParam, request.params);
      await operatorRecord(db, login);
      const secret = newTotpSecret();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('operators')
          .set({ totp_secret: vault.seal(secret, login), totp_last_step: 0 })
          .where('login', '=', login)
          .execute();
        await recordOpsAction(trx, { actor: opsActorOfRequest(request), area: 'operators', action: 'reset_totp', subject: login });
      });
      // The old authenticator no longer signs in; nor do sessions opened with it.
      await endSessionsOf(db, login);
      return reply
        .header('Cache-Control', 'no-store')
        .send({ data: { operator: await operatorRecord(db, login), totp: { secret, uri: otpauthUri(login, secret) } } });
    });
  };
}
