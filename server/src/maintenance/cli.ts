/**
 * The operator's maintenance switch (docs/operations/maintenance.md):
 *
 *   pnpm maintenance                                   the modes that are on, and the last switches
 *   pnpm maintenance on  [--scope site|uz|ru|cashier] [--message <text>]
 *   pnpm maintenance off [--scope site|uz|ru|cashier]
 *
 * Like the other ops commands it talks to the server running on this DATA_DIR (or OPS_URL with
 * OPS_TOKEN), else opens the database directly; the switch is recorded for the token's operator
 * (or `token:bootstrap`), on the database for `cli:<user>` (docs/operations/audit.md). Every instance sees it within a few seconds; nothing restarts.
 */
import { loadConfig, type Config } from '../config';
import { openPlatformDatabase } from '../platform';
import { cliActor, runningServer } from '../ops/client';
import type { MaintenanceScope } from '../db/schema';
import { activeModes, MAINTENANCE_SCOPES, maintenanceEvents, switchMaintenance, type MaintenanceMode } from './service';

interface Ops {
  show(): Promise<{ modes: MaintenanceMode[]; events: Array<{ scope: string; enabled: boolean; actor: string; created_at: string }> }>;
  set(scope: MaintenanceScope, enabled: boolean, message: string | null): Promise<{ modes: MaintenanceMode[] }>;
  close(): Promise<void>;
}

async function connect(config: Config): Promise<{ ops: Ops; via: string }> {
  const server = await runningServer(config);
  if (server) {
    return {
      via: server.via,
      ops: {
        show: () => server.call('GET', '/ops/maintenance'),
        set: (scope, enabled, message) => server.call('PUT', '/ops/maintenance', { scope, enabled, ...(message ? { message } : {}) }),
        close: async () => {},
      },
    };
  }
  const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child() { return silent; }, level: 'silent' } as never;
  const database = await openPlatformDatabase(config, silent);
  const db = database.db;
  return {
    via: 'database',
    ops: {
      show: async () => ({ modes: await activeModes(db), events: await maintenanceEvents(db) }),
      set: async (scope, enabled, message) => ({ modes: await switchMaintenance(db, { scope, enabled, message }, cliActor()) }),
      close: () => database.close(),
    },
  };
}

export interface MaintenanceArgs {
  command: 'on' | 'off' | 'status';
  scope: MaintenanceScope;
  message: string | null;
}

/** `on|off|status`, `--scope <s>` or `--scope=<s>`, `--message <text>`. */
export function parseMaintenanceArgs(argv: readonly string[]): MaintenanceArgs {
  const out: MaintenanceArgs = { command: 'status', scope: 'site', message: null };
  const rest = argv.filter((a) => a !== '--');
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => inline ?? rest[++i] ?? '';
    if (flag === 'on' || flag === 'off' || flag === 'status') out.command = flag;
    else if (flag === '--scope') {
      const scope = value();
      if (!(MAINTENANCE_SCOPES as readonly string[]).includes(scope)) throw new Error(`--scope is one of ${MAINTENANCE_SCOPES.join(', ')}`);
      out.scope = scope as MaintenanceScope;
    } else if (flag === '--message') out.message = value().slice(0, 500);
    else throw new Error(`Unknown argument ${arg}. Usage: pnpm maintenance [on|off] [--scope site|uz|ru|cashier] [--message <text>]`);
  }
  return out;
}

function print(modes: MaintenanceMode[]): void {
  if (!modes.length) return console.log('Maintenance is off everywhere.');
  for (const m of modes) console.log(`${m.scope.padEnd(8)} on since ${m.switched_at.slice(0, 19).replace('T', ' ')} by ${m.switched_by}${m.message ? `  "${m.message}"` : ''}`);
}

async function main(): Promise<void> {
  const args = parseMaintenanceArgs(process.argv.slice(2));
  const { ops, via } = await connect(loadConfig());
  try {
    if (args.command === 'status') {
      const { modes, events } = await ops.show();
      print(modes);
      for (const e of events.slice(0, 5)) console.log(`  ${e.created_at.slice(0, 19).replace('T', ' ')} ${e.scope} ${e.enabled ? 'on' : 'off'} by ${e.actor}`);
    } else {
      print((await ops.set(args.scope, args.command === 'on', args.message)).modes);
    }
    console.log(`done via ${via}`);
  } finally {
    await ops.close();
  }
}

if (process.argv[1] && /maintenance[\\/]cli\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
