/**
 * Cashback commands for ops (docs/operations/cashback.md):
 *
 *   pnpm cashback run [--period YYYY-MM-DD|current …] [--scheme <sysname>]
 *   pnpm cashback list [--limit <n>]
 *   pnpm cashback settings
 *
 * `run` without a period runs the last ended period of every scheme; each `--period` names the
 * period holding that local date. Running a period again writes only what is missing. A period
 * still running (`current`, or a date in it) is not run from here: one operator asks for it in
 * the ops console and a second one confirms it there. Like the release commands they talk to the running
 * server's ops API when one runs on this DATA_DIR (or OPS_URL is set), otherwise they open the
 * database directly.
 */
import { loadConfig, type Config } from '../../config';
import { openPlatformDatabase } from '../../platform';
import { cliActor, runningServer, type OpsCall } from '../../ops/client';
import { checkPeriods, listRuns, runCashback, type RunOutcome, type RunRow } from './job';
import { runsUnendedPeriod } from './ops';

const CURRENT_REFUSED = 'A period still running needs two operators: ask for it in the ops console (Cashback), a second operator confirms it there';
import { readCashbackSettings, type CashbackSettings } from './settings';

interface Ops {
  run(periods: string[], scheme?: string): Promise<RunOutcome[]>;
  list(limit: number): Promise<RunRow[]>;
  settings(): Promise<CashbackSettings>;
  close(): Promise<void>;
}

function httpOps(call: OpsCall): Ops {
  return {
    run: async (periods, scheme) =>
      (await call<{ items: RunOutcome[] }>('POST', '/ops/cashback/run', { ...(periods.length ? { periods } : {}), ...(scheme ? { scheme } : {}) })).items,
    list: async (limit) => (await call<{ items: RunRow[] }>('GET', `/ops/cashback/runs?limit=${limit}`)).items,
    settings: () => call<CashbackSettings>('GET', '/ops/cashback/settings'),
    close: async () => {},
  };
}

async function directOps(config: Config): Promise<Ops> {
  const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child() { return silent; }, level: 'silent' } as never;
  const database = await openPlatformDatabase(config, silent);
  return {
    run: async (periods, scheme) => {
      const req = { ...(periods.length ? { periods } : {}), ...(scheme ? { scheme } : {}) };
      checkPeriods(req.periods);
      if (req.periods && runsUnendedPeriod(req, await readCashbackSettings(database.db))) throw new Error(CURRENT_REFUSED);
      return runCashback(database.db, { mode: 'demand', startedBy: `ops:${cliActor()}`, ...req });
    },
    list: (limit) => listRuns(database.db, limit),
    settings: () => readCashbackSettings(database.db),
    close: () => database.close(),
  };
}

async function connect(config: Config): Promise<{ ops: Ops; via: string }> {
  const server = await runningServer(config);
  if (server) return { ops: httpOps(server.call), via: server.via };
  return { ops: await directOps(config), via: 'database' };
}

export interface CliArgs {
  command: string | undefined;
  periods: string[];
  scheme?: string;
  limit: number;
}

/** `--period a --period b`, `--period a,b` and `--period=a` all name periods. */
export function parseArgs(argv: readonly string[]): CliArgs {
  const [command, ...rest] = argv.filter((a) => a !== '--');
  const out: CliArgs = { command, periods: [], limit: 20 };
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => inline ?? rest[++i] ?? '';
    if (flag === '--period' || flag === '--periods') out.periods.push(...value().split(',').map((s) => s.trim()).filter(Boolean));
    else if (flag === '--scheme') out.scheme = value();
    else if (flag === '--limit') out.limit = Math.max(1, Math.min(500, Number.parseInt(value(), 10) || 20));
    else throw new Error(`Unknown argument ${arg}`);
  }
  return out;
}

const amountsText = (a: Record<string, number>) =>
  Object.entries(a)
    .map(([currency, amount]) => `${amount.toFixed(2)} ${currency}`)
    .join(', ') || '0';

function printRuns(outcomes: RunOutcome[]): void {
  for (const o of outcomes) {
    const what =
      o.status === 'done' ? `${o.created} new of ${o.players} players with losses (${amountsText(o.amounts)})${o.failed ? `, ${o.failed} not written (see list)` : ''}` : o.status;
    console.log(`${o.scheme.padEnd(12)} from ${o.period.day} (${o.period.start.slice(0, 16)}Z → ${o.period.end.slice(0, 16)}Z)  ${what}`);
  }
}

function printList(rows: RunRow[]): void {
  if (!rows.length) return console.log('No cashback runs yet.');
  for (const r of rows) {
    const totals = Object.entries(r.amounts)
      .map(([status, a]) => `${status} ${amountsText(a)}`)
      .join('; ');
    console.log(
      `${r.scheme.padEnd(12)} ${r.first_day} … ${r.last_day}  ${r.status.padEnd(7)} ${r.records} records${totals ? ` (${totals})` : ''}` +
        `  last run ${r.started_at.slice(0, 19).replace('T', ' ')} by ${r.started_by}${r.error ? `  error: ${r.error}` : ''}`,
    );
    for (const e of r.errors ?? []) console.log(`    player ${e.account_id} ${e.currency}: ${e.error}`);
  }
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (!['run', 'list', 'settings'].includes(args.command ?? '')) throw new Error('Commands: run [--period YYYY-MM-DD …] [--scheme <sysname>] (a running period: ops console, two operators), list [--limit <n>], settings');
  const config = loadConfig();
  const { ops, via } = await connect(config);
  try {
    if (args.command === 'run') printRuns(await ops.run(args.periods, args.scheme));
    else if (args.command === 'list') printList(await ops.list(args.limit));
    else console.log(JSON.stringify(await ops.settings(), null, 2));
    console.log(`done via ${via}`);
  } finally {
    await ops.close();
  }
}

if (process.argv[1] && /cashback[\\/]cli\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    const fields = (error as { fields?: unknown }).fields;
    console.error(error instanceof Error ? `${error.message}${fields ? ` ${JSON.stringify(fields)}` : ''}` : error);
    process.exitCode = 1;
  });
}
