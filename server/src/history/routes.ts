import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { ApiError } from '@casino/contract';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { readSession, sessionIdOf } from '../auth/sessions';
import { csvFileName } from './csv';
import { exportFile } from './exports';

const EXPORT_ID = /^[1-9]\d{0,15}$/;

function refuse(reply: FastifyReply, status: number, error: ApiError) {
  return reply.code(status).header('Cache-Control', 'no-store').send(error.toEnvelope());
}

/**
 * `GET /api/exports/:id`: the CSV file of a ready history export, for its owner only (the session's
 * account); any other id, someone else's included, answers 404 so ids tell nothing. The parts are
 * streamed one at a time as an attachment.
 */
export function registerExportDownload(app: FastifyInstance, db: Kysely<DB>, config: Config): void {
  app.get('/api/exports/:id', async (request, reply) => {
    const rawId = sessionIdOf(request, config);
    const session = rawId ? await readSession(db, rawId, config) : null;
    if (!session) return refuse(reply, 401, new ApiError('Authorization', 'Authorization required'));
    if (session.account.status === 'banned') return refuse(reply, 403, new ApiError('UserBanned', 'Account is blocked'));
    if (session.account.status !== 'active') return refuse(reply, 403, new ApiError('UserDeleted', 'Account is deleted'));
    const { id } = request.params as { id: string };
    const file = EXPORT_ID.test(id) ? await exportFile(db, session.account.id, Number(id)) : null;
    if (!file) return refuse(reply, 404, new ApiError('InvalidParameter', 'No such export', { id: 'Not found' }));
    const name = csvFileName(new Date(file.row.period_from), new Date(file.row.period_to), file.row.utc_offset);
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff');
    if (file.row.size_bytes !== null) reply.header('Content-Length', String(file.row.size_bytes));
    return reply.send(Readable.from(file.parts(), { objectMode: false }));
  });
}
