import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { recentMessages } from './outbox';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * `/dev/outbox`: the latest messages (codes included) for testers, and `/dev/outbox.json` for
 * automated tests. Registered only outside production.
 */
export function registerOutboxPage(app: FastifyInstance, db: Kysely<DB>): void {
  // For testers: a player's confirmed contacts as if confirmed two days ago, past the withdrawal cooling-off.
  app.post<{ Querystring: { login?: string } }>('/dev/contacts/confirmed-earlier', async (request, reply) => {
    const login = typeof request.query.login === 'string' ? request.query.login.trim().toLowerCase() : '';
    const rows = await sql<{ id: number }>`update contacts set confirmed_at = now() - interval '2 days'
      where is_confirmed and account_id = (select id from accounts where lower(login) = ${login}) returning id`.execute(db);
    return reply.header('Cache-Control', 'no-store').send({ updated: rows.rows.length });
  });

  app.get('/dev/outbox.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { items: await recentMessages(db) };
  });

  app.get('/dev/outbox', async (_request, reply) => {
    const rows = await recentMessages(db);
    const body = rows
      .map(
        (m) =>
          `<tr><td>${m.id}</td><td>${escapeHtml(new Date(m.created_at).toISOString())}</td><td>${m.channel}</td>` +
          `<td>${escapeHtml(m.recipient)}</td><td>${escapeHtml(m.purpose)}</td><td>${escapeHtml(m.subject)}</td>` +
          `<td><pre>${escapeHtml(m.body)}</pre></td><td>${m.status}</td></tr>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Development outbox</title>
<meta name="robots" content="noindex"><style>body{font:14px system-ui,sans-serif;margin:2rem}table{border-collapse:collapse}
td,th{border:1px solid #ccc;padding:.3rem .5rem;vertical-align:top;text-align:left}pre{margin:0;white-space:pre-wrap}</style></head>
<body><h1>Development outbox</h1><p>Messages the platform would send by e-mail or SMS (latest 50). Not served in production.</p>
<table><thead><tr><th>#</th><th>created</th><th>channel</th><th>to</th><th>purpose</th><th>subject</th><th>text</th><th>status</th></tr></thead>
<tbody>${body || '<tr><td colspan="8">No messages yet.</td></tr>'}</tbody></table></body></html>`;
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
}
