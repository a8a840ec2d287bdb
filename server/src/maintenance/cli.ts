/**
 * The operator's maintenance switch (docs/operations/maintenance.md):
 *
 *   pnpm maintenance                                   the modes that are on, and the last switches
 *   pnpm maintenance on  [--scope site|uz|ru|casino|cashier|loyalty|promotions|profile]
 *                        [--message <Uzbek text>] [--message-ru <Russian text>]
 *                        [--starts <ISO time>] [--ends <ISO time>]    a window (default: now, until off)
 *   pnpm maintenance off [--scope …]
 *
 * Like the other ops commands it talks to the server running on this DATA_DIR (or OPS_URL with
 * OPS_TOKEN), else opens the database directly; the switch is recorded with OPS_ACTOR (default
 * `<user>@cli`). Every instance sees it within a few seconds; nothing restarts.
 */
import { loadConfig, type Config } from '../config';
import { openPlatformDatabase } from '../platform';
import { cliActor, runningServer } from '../ops/client';
import type { MaintenanceScope } from '../db/schema';
import { windowInForce } from '@casino/contract/maintenance/index';
import { activeModes, MAINTENANCE_SCOPES, maintenanceEvents, switchMaintenance, type MaintenanceMode } from './service';

interface Ops {
  show(): Promise<{ modes: MaintenanceMode[]; events: Array<{ scope: string; enabled: boolean; actor: string; created_at: string }> }>;
  set(args: MaintenanceArgs): Promise<{ modes: MaintenanceMode[] }>;
  close(): Promise<void>;
}

async function connect(config: Config): Promise<{ ops: Ops; via: string }> {
  const server = await runningServer(config);
  if (server) {
    return {
      via: server.via,
      ops: {
        show: () => server.call('GET', '/ops/maintenance'),
        set: (args) => server.call('PUT', '/ops/maintenance', changeOf(args)),
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
      set: async (args) => ({ modes: await switchMaintenance(db, changeOf(args), `ops:${cliActor()}`) }),
      close: () => database.close(),
    },
  };
}

export interface MaintenanceArgs {
  command: 'on' | 'off' | 'status';
  scope: MaintenanceScope;
  message: string | null;
  message_ru?: string;
  starts_at?: string;
  ends_at?: string;
}

const changeOf = (a: MaintenanceArgs) => ({
  scope: a.scope,
  enabled: a.command === 'on',
  ...(a.message ? { message: a.message } : {}),
  ...(a.message_ru ? { message_ru: a.message_ru } : {}),
  ...(a.starts_at ? { starts_at: a.starts_at } : {}),
  ...(a.ends_at ? { ends_at: a.ends_at } : {}),
});

function instant(flag: string, value: string): string {
  const t = Date.parse(value);
  if (!value || Number.isNaN(t)) throw new Error(`${flag} is a time such as 2026-12-03T02:00:00Z`);
  return new Date(t).toISOString();
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
    else if (flag === '--message-ru') out.message_ru = value().slice(0, 500);
    else if (flag === '--starts') out.starts_at = instant(flag, value());
    else if (flag === '--ends') out.ends_at = instant(flag, value());
    else throw new Error(`Unknown argument ${arg}. Usage: pnpm maintenance [on|off] [--scope ${MAINTENANCE_SCOPES.join('|')}] [--message <text>] [--message-ru <text>] [--starts <time>] [--ends <time>]`);
  }
  return out;
}

const when = (iso: string) => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

function print(modes: MaintenanceMode[], now = Date.now()): void {
  const shown = modes.filter((m) => m.ends_at === null || Date.parse(m.ends_at) > now);
  if (!shown.length) return console.log('Maintenance is off everywhere.');
  for (const m of shown) {
    const state = windowInForce(m, now) ? `on since ${when(m.starts_at ?? m.switched_at)}` : `scheduled from ${when(m.starts_at!)}`;
    const until = m.ends_at ? ` until ${when(m.ends_at)}` : '';
    const messages = [m.message && `"${m.message}"`, m.message_ru && `ru "${m.message_ru}"`].filter(Boolean).join(' ');
    console.log(`${m.scope.padEnd(10)} ${state}${until} by ${m.switched_by}${messages ? `  ${messages}` : ''}`);
  }
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
      print((await ops.set(args)).modes);
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
