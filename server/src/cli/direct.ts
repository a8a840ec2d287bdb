/**
 * The ops commands' way to the data: through the running server of this data directory (or
 * OPS_URL) when there is one, else the data itself, after the "server is running here" check
 * every command makes before it opens the data directory, and the opening (whose schema must be
 * current: `pnpm migrate`, or MIGRATE_ON_START). `withOps` is the one place a command decides.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/connection';
import { readServerNote } from '../domains/releases';
import { CliError } from './kit';
import { runningServer, type OpsClient } from './ops-client';

const silent: FastifyBaseLogger = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  silent() {},
  child: () => silent,
  level: 'silent',
} as never;

/** Opens the configured database for a command (the platform's code is loaded only now: a usage error never pays for it). */
export async function openForCommand(config: Config): Promise<Database> {
  const { openPlatformDatabase } = await import('../platform');
  return openPlatformDatabase(config, silent);
}

/**
 * Refuses to open the embedded database while a server lives on this data directory (it has
 * exactly one opener: a second one crashes both). A command that has no way through the server
 * (seeding, migrating) stops here.
 */
export function assertNoServerHere(config: Config, what: string): void {
  if (config.databaseUrl) return;
  const note = readServerNote(config.dataDir);
  if (note) {
    throw new CliError(
      `a server (pid ${note.pid}, ${note.state}${note.url ? ` on ${note.url}` : ''}) runs on ${config.dataDir} and holds its embedded database: stop it before you ${what}`,
      'server_running',
    );
  }
}

export type Connection = { kind: 'server'; client: OpsClient; via: string } | { kind: 'database'; database: Database; via: 'database' };

/** The running server of this data directory (or OPS_URL), else the database, opened after the check above. */
export async function connect(config: Config): Promise<Connection> {
  const client = await runningServer(config);
  if (client) return { kind: 'server', client, via: client.via };
  return { kind: 'database', database: await openForCommand(config), via: 'database' };
}

/** A command's operations both ways: through the server's ops API, or on the database itself. */
export interface OpsWays<Ops> {
  server(client: OpsClient): Ops | Promise<Ops>;
  /** The database is opened (schema checked) before and closed after the command. */
  database(database: Database): Ops | Promise<Ops>;
}

/**
 * Runs a command's work with its operations: through the running server when there is one
 * (`connect`), else on the database, closed afterwards whatever happens. Answers where the calls
 * went (the server's address or `database`), for the command's last line.
 */
export async function withOps<Ops>(config: Config, ways: OpsWays<Ops>, work: (ops: Ops) => Promise<void>): Promise<{ via: string }> {
  const connection = await connect(config);
  if (connection.kind === 'server') {
    await work(await ways.server(connection.client));
    return { via: connection.via };
  }
  const { database } = connection;
  try {
    await work(await ways.database(database));
  } finally {
    await database.close();
  }
  return { via: 'database' };
}
