/**
 * The ops audit from the command line (docs/operations/audit.md):
 *
 *   pnpm audit-log [--area <area>] [--actor <actor|login>] [--since <ISO time>] [--limit <n>] [--json]
 *
 * Like the other ops commands it asks the server running on this DATA_DIR (or OPS_URL with
 * OPS_TOKEN), else reads the database directly. Times are ISO 8601, UTC.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config';
import { runningServer } from '../../cli/ops-client';
import { openForCommand } from '../../cli/direct';
import { AUDIT_AREAS, auditEntries, type AuditArea, type AuditEntry } from './ops-audit';

const USAGE = `Usage: pnpm audit-log [--area ${AUDIT_AREAS.join('|')}] [--actor <operator:login|token:bootstrap|login>] [--since <ISO time>] [--limit <1-500>] [--json]`;

export interface AuditLogArgs {
  area?: AuditArea;
  actor?: string;
  since?: string;
  limit: number;
  json: boolean;
  help: boolean;
}

export class UsageError extends Error {}

/** The command's options; a UsageError for anything it does not know or cannot read. */
export function parseAuditLogArgs(argv: string[]): AuditLogArgs {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv.filter((a) => a !== '--'),
      strict: true,
      allowPositionals: false,
      options: {
        area: { type: 'string' },
        actor: { type: 'string' },
        since: { type: 'string' },
        limit: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.area !== undefined && !(AUDIT_AREAS as readonly string[]).includes(values.area))
    throw new UsageError(`--area must be one of ${AUDIT_AREAS.join(', ')}`);
  if (values.actor !== undefined && !/^[\w.@:-]{1,90}$/.test(values.actor)) throw new UsageError('--actor is an actor (operator:alice) or a login');
  if (values.since !== undefined && (!/^\d{4}-\d{2}-\d{2}/.test(values.since) || Number.isNaN(Date.parse(values.since))))
    throw new UsageError('--since is an ISO time, e.g. 2026-12-01T00:00:00Z');
  const limit = values.limit === undefined ? 50 : Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) throw new UsageError('--limit is a whole number from 1 to 500');
  return {
    ...(values.area ? { area: values.area as AuditArea } : {}),
    ...(values.actor ? { actor: values.actor } : {}),
    ...(values.since ? { since: new Date(values.since).toISOString() } : {}),
    limit,
    json: values.json ?? false,
    help: values.help ?? false,
  };
}

/** One line per entry: time, actor, area, action, subject, details. */
export function formatEntry(e: AuditEntry): string {
  const details = Object.keys(e.details).length ? ` ${JSON.stringify(e.details)}` : '';
  return `${e.at}  ${e.actor.padEnd(24)} ${e.area.padEnd(13)} ${e.action.padEnd(14)} ${e.subject ?? '-'}${details}`;
}

async function main(argv: string[]): Promise<void> {
  const args = parseAuditLogArgs(argv);
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const server = await runningServer(config);
  let items: AuditEntry[];
  if (server) {
    const query = new URLSearchParams({ limit: String(args.limit) });
    if (args.area) query.set('area', args.area);
    if (args.actor) query.set('actor', args.actor);
    if (args.since) query.set('since', args.since);
    ({ items } = await server.call<{ items: AuditEntry[] }>('GET', `/ops/audit?${query.toString()}`));
  } else {
    const database = await openForCommand(config);
    try {
      ({ items } = await auditEntries(database.db, {
        ...(args.area ? { area: args.area } : {}),
        ...(args.actor ? { actor: args.actor } : {}),
        ...(args.since ? { since: new Date(args.since) } : {}),
        limit: args.limit,
      }));
    } finally {
      await database.close();
    }
  }
  if (args.json) console.log(JSON.stringify(items, null, 2));
  else if (items.length === 0) console.log('No entries.');
  else for (const e of items) console.log(formatEntry(e));
}

if (process.argv[1] && /audit[\\/]cli\.[jt]s$/.test(process.argv[1])) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n${USAGE}`);
      process.exitCode = 2;
      return;
    }
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
