/**
 * Cashback commands for ops (docs/operations/cashback.md); each answers --help:
 *
 *   pnpm cashback run [--period YYYY-MM-DD …] [--scheme <sysname>]
 *   pnpm cashback list [--limit <n>]
 *   pnpm cashback settings
 *
 * `run` without a period runs the last ended period of every scheme; each `--period` names the
 * period holding that local date. Running a period again writes only what is missing. A period
 * still running (`current`, or a date in it) is not run from here: one operator asks for it in
 * the ops console and a second one confirms it there. A run prints its progress as it writes
 * (records written of the players with a loss). Like the release commands they talk to the running
 * server's ops API when one runs on this DATA_DIR (or OPS_URL is set), otherwise they open the
 * database directly.
 */
import { loadConfig } from '../../config';
import { CliError, main, table, UsageError, wholeNumber, type Io, type Program } from '../../cli/kit';
import { withOps } from '../../cli/direct';
import type { Database } from '../../db/connection';
import { cliActor, type OpsCall } from '../../cli/ops-client';
import type { RunOutcome, RunProgress, RunRow } from './job';
import type { CashbackSettings } from './settings';

const CURRENT_REFUSED = 'a period still running needs two operators: ask for it in the ops console (Cashback), a second operator confirms it there';

interface Ops {
  run(periods: string[], scheme: string | undefined, progress: (p: RunProgress) => void): Promise<RunOutcome[]>;
  list(limit: number): Promise<RunRow[]>;
  settings(): Promise<CashbackSettings>;
}

/** While the server runs the request, its runs' rows say how far they are: polled each second. */
async function whilePolling<T>(call: OpsCall, work: Promise<T>, progress: (p: RunProgress) => void): Promise<T> {
  const since = Date.now() - 1000;
  let finished = false;
  const poll = (async () => {
    while (!finished) {
      await new Promise((r) => setTimeout(r, 1000));
      if (finished) break;
      const rows = await call<{ items: RunRow[] }>('GET', '/ops/cashback/runs?limit=50').then(
        (r) => r.items,
        () => [],
      );
      for (const r of rows) {
        if (r.status === 'running' && Date.parse(r.started_at) >= since)
          progress({ scheme: r.scheme, day: r.first_day, players: r.players, done: r.created, created: r.created });
      }
    }
  })();
  try {
    return await work;
  } finally {
    finished = true;
    await poll;
  }
}

function httpOps(call: OpsCall): Ops {
  return {
    run: async (periods, scheme, progress) =>
      (
        await whilePolling(
          call,
          call<{ items?: RunOutcome[]; request?: unknown }>('POST', '/ops/cashback/run', {
            ...(periods.length ? { periods } : {}),
            ...(scheme ? { scheme } : {}),
          }),
          progress,
        )
      ).items ?? [],
    list: async (limit) => (await call<{ items: RunRow[] }>('GET', `/ops/cashback/runs?limit=${limit}`)).items,
    settings: () => call<CashbackSettings>('GET', '/ops/cashback/settings'),
  };
}

async function databaseOps(database: Database): Promise<Ops> {
  const [{ listRuns, runCashback }, { runsUnendedPeriod }, { readCashbackSettings }] = await Promise.all([
    import('./job'),
    import('./ops'),
    import('./settings'),
  ]);
  return {
    run: async (periods, scheme, progress) => {
      const req = { ...(periods.length ? { periods } : {}), ...(scheme ? { scheme } : {}) };
      if (req.periods && runsUnendedPeriod(req, await readCashbackSettings(database.db))) throw new CliError(CURRENT_REFUSED, 'two_operators_needed');
      return runCashback(database.db, { mode: 'demand', startedBy: `ops:${cliActor()}`, onProgress: progress, ...req });
    },
    list: (limit) => listRuns(database.db, limit),
    settings: () => readCashbackSettings(database.db),
  };
}

/** Through the running server, else on the database (cli/direct.ts). */
const withCashbackOps = (work: (ops: Ops) => Promise<void>) => withOps(loadConfig(), { server: (client) => httpOps(client.call), database: databaseOps }, work);

const amountsText = (a: Record<string, number>) =>
  Object.entries(a)
    .map(([currency, amount]) => `${amount.toFixed(2)} ${currency}`)
    .join(', ') || '0';

/** Progress lines, one per change: `daily from 2026-11-30: 500 of 1200 players`. */
function progressPrinter(io: Io): (p: RunProgress) => void {
  const last = new Map<string, string>();
  return (p) => {
    const key = `${p.scheme}:${p.day}`;
    const text = `${p.scheme} from ${p.day}: ${p.done} of ${p.players} players with losses looked at, ${p.created} records written`;
    if (last.get(key) === text) return;
    last.set(key, text);
    io.say(`  ${text}`);
  };
}

function printRuns(io: Io, outcomes: RunOutcome[]): void {
  io.result(outcomes, () => {
    if (!outcomes.length) return io.say('Nothing to run.');
    io.say(
      table(
        ['SCHEME', 'PERIOD FROM', 'START (UTC)', 'END (UTC)', 'STATUS', 'PLAYERS', 'NEW RECORDS', 'AMOUNTS', 'NOT WRITTEN'],
        outcomes.map((o) => [
          o.scheme,
          o.period.day,
          o.period.start.slice(0, 16).replace('T', ' '),
          o.period.end.slice(0, 16).replace('T', ' '),
          o.status,
          String(o.players),
          String(o.created),
          amountsText(o.amounts),
          o.failed ? `${o.failed} (see list)` : '0',
        ]),
      ),
    );
  });
}

function printList(io: Io, rows: RunRow[]): void {
  io.result(rows, () => {
    if (!rows.length) return io.say('No cashback runs yet.');
    io.say(
      table(
        ['SCHEME', 'FIRST DAY', 'LAST DAY', 'STATUS', 'RECORDS', 'TOTALS', 'LAST RUN (UTC)', 'BY', 'ERROR'],
        rows.map((r) => [
          r.scheme,
          r.first_day,
          r.last_day,
          r.status,
          String(r.records),
          Object.entries(r.amounts)
            .map(([status, a]) => `${status} ${amountsText(a)}`)
            .join('; ') || '-',
          r.started_at.slice(0, 19).replace('T', ' '),
          r.started_by,
          r.error ?? '',
        ]),
      ),
    );
    for (const r of rows) for (const e of r.errors ?? []) io.say(`  ${r.scheme} ${r.first_day}: player ${e.account_id} ${e.currency}: ${e.error}`);
  });
}

/** `--period a --period b` and `--period a,b` both name periods: local dates, or `current`. */
export function periodsOf(values: readonly string[]): string[] {
  const periods = values
    .flatMap((v) => v.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  for (const p of periods)
    if (p !== 'current' && !/^\d{4}-\d{2}-\d{2}$/.test(p)) throw new UsageError(`--period is a local date YYYY-MM-DD (or current), not ${p}`);
  return periods;
}

export const CASHBACK_PROGRAM: Program = {
  name: 'pnpm cashback',
  summary: 'Cashback runs and settings (docs/operations/cashback.md).',
  commands: {
    run: {
      summary: 'Writes the cashback records of ended periods: by default the last ended period of every scheme.',
      details: [
        'Running a period again writes only what is missing. Progress is printed as records are written.',
        'A period still running is asked for in the ops console by one operator and confirmed by another: not from here.',
      ],
      options: {
        period: { type: 'string', multiple: true, value: 'YYYY-MM-DD', description: 'the period holding this local date (comma-separated dates too)' },
        scheme: { type: 'string', value: 'sysname', description: 'only this scheme (default: every scheme)' },
      },
      examples: ['pnpm cashback run', 'pnpm cashback run --period 2026-11-30 --scheme weekly', 'pnpm cashback run --period 2026-11-28,2026-11-29 --json'],
      async run(args, io) {
        const periods = periodsOf(args.strings('period'));
        const scheme = args.string('scheme');
        return withCashbackOps(async (ops) => {
          io.say('running…');
          printRuns(io, await ops.run(periods, scheme, progressPrinter(io)));
        });
      },
    },
    list: {
      summary: 'Lists the latest runs with what their periods hold now.',
      options: { limit: { type: 'string', value: 'n', description: 'at most this many, 1–500 (default 20)' } },
      examples: ['pnpm cashback list', 'pnpm cashback list --limit 5 --json'],
      async run(args, io) {
        const limit = args.has('limit') ? wholeNumber(args.string('limit'), '--limit', 1, 500) : 20;
        return withCashbackOps(async (ops) => printList(io, await ops.list(limit)));
      },
    },
    settings: {
      summary: 'Shows the cashback settings (schemes, percents, time zone) as JSON.',
      examples: ['pnpm cashback settings'],
      async run(_args, io) {
        return withCashbackOps(async (ops) => {
          const settings = await ops.settings();
          io.result(settings, () => io.say(JSON.stringify(settings, null, 2)));
        });
      },
    },
  },
};

if (process.argv[1] && /cashback[\\/]cli\.[cm]?[jt]s$/.test(process.argv[1])) main(CASHBACK_PROGRAM);
