#!/usr/bin/env node
// Player-load bench: N simulated players on the real API of a real server (demo data), ramped in
// steps until p99 passes the budget, on the embedded database and on a throwaway PostgreSQL server.
//
// Each player signs up once (setup, not measured: registration answers the session cookie), funds
// the account with a paid deposit through the demo payment provider and opens a slot with real
// money. Then, measured: the balance refresh every 10 s (account.getInfo and account.getBalance),
// a game-hall page or a search every 15 s (games.get by category, by page, by name), a round of the
// slot every 2 s (the demo game provider's round API) and a deposit now and then (every ~90 s:
// cashier.makedeposit and the provider's approval). Players come from their own addresses
// (X-Forwarded-For behind a trusted proxy, as behind nginx) so the per-address sign-up limit holds.
//
// Before the ramp, in the same run and on the same server, autocannon measures a bare route
// (/healthz) and the session path (account.getInfo, account.getBalance with a session) alone: the
// session path's share of the bare route's requests/s is printed and checked.
//
// Prints, per database, per step: players, requests/s, p50/p99 per method, the CPU the server,
// PostgreSQL and the simulated players each used (in cores), how busy the machine was and how much
// of the time the server's event loop ran and waited, ready, for a core; the highest N held
// (p99 of every method ≤ P99_MS, judged once it has P99_MIN_ANSWERS answers in the step, errors ≤ 0.1 %). Exits non-zero when nothing was measured or a
// budget is missed. It takes 3–6 minutes; it is not part of `pnpm bench`.
//
//   pnpm bench:players
//   DATABASES=postgres STEPS=1000,2000,3000 pnpm bench:players
//   MIN_PLAYERS_POSTGRES=1500 MIN_PLAYERS_EMBEDDED=500 MIN_SESSION_SHARE=0.2 pnpm bench:players
//
// Env: DATABASES (embedded,postgres), STEPS (player counts), STEP_SECONDS (20, measured per step),
// WARMUP_SECONDS (10, the players arriving over its first half), P99_MS (100), P99_MIN_ANSWERS (100), MIN_PLAYERS_POSTGRES (2000), MIN_PLAYERS_EMBEDDED (1000),
// MIN_SESSION_SHARE (0.25), BARE_SECONDS (5), BARE_WARMUP_SECONDS (2, each target's load before it is measured), CONNECTIONS (64 keep-alive sockets), PGBIN,
// PG_TCP (1: the server reaches PostgreSQL over TCP on loopback rather than its Unix socket),
// PG_SCHED (batch: PostgreSQL's processes do not preempt the server's event loop when woken, as
// docs/scale.md advises where they share a machine; normal: the default policy),
// PG_OPTIONS (settings of the throwaway PostgreSQL server, `-c name=value …`), PG_LOG (a file the
// server's log is copied to when it stops), PG_STATEMENTS (N:
// print, after each step, the N statements PostgreSQL spent most time in during it), SERVER_CPU_PROFILE (a folder: the server
// writes a V8 CPU profile of the whole run there when it stops), SERVER_NODE_ARGS (node's own options for
// the server under test only, e.g. `--max-semi-space-size=32`), SERVER_WORKERS (the server's processes on
// PostgreSQL: 1 by default, a count or `auto`, one per core; the embedded database always runs in one),
// HISTORY_ROUNDS (300: the settled rounds each player played before the run, written on PostgreSQL
// before each step, then every table vacuumed and analyzed; 0: the tables start with the run), TIMELINE (1: every second of a
// step with its p50, p99 and slowest answer, to tell a stall from a steady queue).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { childrenOf, cpuMeter, machineName } from './lib/cpu.mjs';
import { keepAliveClient } from './lib/keep-alive-client.mjs';
import { createPlayer, deposit, launch, roundBody, V } from './lib/player.mjs';
import { PG_SCHED, startPostgres } from './lib/postgres.mjs';
import { startApiServer } from './lib/server.mjs';

const env = process.env;
const num = (name, fallback) => (env[name] === undefined || env[name] === '' ? fallback : Number(env[name]));
const DATABASES = (env.DATABASES ?? 'embedded,postgres')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const STEPS = (env.STEPS ?? '50,100,250,500,1000,1500,2000,2500,3000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0)
  .sort((a, b) => a - b);
const STEP_SECONDS = num('STEP_SECONDS', 20);
const WARMUP_SECONDS = num('WARMUP_SECONDS', 10);
const P99_MS = num('P99_MS', 100);
const MIN_PLAYERS = { postgres: num('MIN_PLAYERS_POSTGRES', 2000), embedded: num('MIN_PLAYERS_EMBEDDED', 1000) };
const MIN_SESSION_SHARE = num('MIN_SESSION_SHARE', 0.25);
const BARE_SECONDS = num('BARE_SECONDS', 5);
/** BARE_WARMUP_SECONDS: autocannon's load on each of those targets before it is measured. */
const BARE_WARMUP_SECONDS = num('BARE_WARMUP_SECONDS', 2);
const CONNECTIONS = num('CONNECTIONS', 64);
/**
 * SERVER_WORKERS: the server's processes on PostgreSQL; the embedded database runs in one. One by
 * default: where the server shares two cores with PostgreSQL (and the players), a second worker
 * took more of them than it gave, and held fewer players (docs/scale.md, docs/performance.md).
 */
const SERVER_WORKERS = env.SERVER_WORKERS ?? '1';
/** HISTORY_ROUNDS: settled rounds each player has played before the run, a month back (PostgreSQL; 0: none, the tables start with the run). */
const HISTORY_ROUNDS = num('HISTORY_ROUNDS', 300);
/** PG_TCP=1: the server talks to PostgreSQL over TCP on loopback instead of the Unix socket. */
const PG_TCP = env.PG_TCP === '1';
/** PG_OPTIONS='-c name=value …': settings of the throwaway PostgreSQL server beyond its defaults. */
const PG_OPTIONS = env.PG_OPTIONS ?? '';
/** PG_STATEMENTS=N: PostgreSQL counts its statements (pg_stat_statements); the N costliest of each step are printed after it. */
const PG_STATEMENTS = num('PG_STATEMENTS', 0);
/** TIMELINE=1: each step also prints every second's answers, p50, p99 and slowest (to find stalls). */
const TIMELINE = env.TIMELINE === '1';
/** SERVER_CPU_PROFILE=dir: where the server under test writes its CPU profile. */
const SERVER_CPU_PROFILE = env.SERVER_CPU_PROFILE ?? '';
/** SERVER_NODE_ARGS='--flag …': node's own options for the server under test, not for the players. */
const SERVER_NODE_ARGS = (env.SERVER_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
const MAX_ERROR_RATE = 0.001;
/**
 * P99_MIN_ANSWERS: a method's p99 is judged once the step has this many of its answers (100). Of
 * fewer, the "p99" is the slowest one or two: at 250 players a step sees about 60 deposits, and one
 * answer held up by anything at all (a collection in the server, autovacuum passing) ended the ramp
 * there, at a quarter of the machine. Such a method is still printed, marked, not judged.
 */
const P99_MIN_ANSWERS = num('P99_MIN_ANSWERS', 100);
/** How often the players' event loop is checked for lateness, ms. */
const LAG_RESOLUTION_MS = 10;
const OPS_TOKEN = 'bench-ops-token-0123456789abcdefghijklmnop';
const PAGES = [
  'category=all&count=30',
  'category=slot&count=30',
  'category=slot&count=30&offset=30',
  'category=casino&count=30',
  'category=live&count=30',
  'query=silk&count=15',
  'query=fortune&count=15',
  'query=desert&count=15',
  'sort=popularity&count=30',
];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---- The server under test ----

function startServer(databaseUrl) {
  return startApiServer(
    {
      DATABASE_URL: databaseUrl ?? '',
      SERVER_WORKERS: databaseUrl ? SERVER_WORKERS : '1',
      // Players reach the server through a proxy on loopback that names their own addresses.
      TRUST_PROXY: 'loopback',
      OPS_TOKEN,
      // Sign-up is setup, not measured: a cheap hash lets thousands of players register in seconds.
      PASSWORD_COST: '10',
    },
    {
      // SERVER_CPU_PROFILE=dir: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools).
      nodeArgs: [...SERVER_NODE_ARGS, ...(SERVER_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${SERVER_CPU_PROFILE}`] : [])],
    },
  );
}

// ---- HTTP client: keep-alive sockets shared by every player, like a proxy's upstream pool ----

function client(port) {
  return keepAliveClient({ port, connections: CONNECTIONS, headers: { origin: `http://127.0.0.1:${port}` } });
}

/** Latencies per method of the current window. */
class Stats {
  constructor() {
    this.reset();
  }
  reset() {
    this.by = new Map();
    this.started = performance.now();
    this.startedAt = new Date();
    this.errors = 0;
    this.total = 0;
    /** Latencies by the second the answer came in (TIMELINE=1). */
    this.seconds = [];
  }
  add(name, ms, ok) {
    let list = this.by.get(name);
    if (!list) this.by.set(name, (list = []));
    list.push(ms);
    this.total++;
    if (!ok) this.errors++;
    if (TIMELINE) (this.seconds[Math.floor((performance.now() - this.started) / 1000)] ??= []).push(ms);
  }
}
const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

// ---- One player ----

/**
 * A player's play from now until `halt()`: answers `{ done, halt }`, `done` settling once the call in
 * flight has been answered.
 */
function startPlaying(call, p, stats) {
  const run = { stopped: false, timer: null, wake: null };
  const done = play(call, p, stats, run);
  const halt = () => {
    run.stopped = true;
    clearTimeout(run.timer);
    run.wake?.();
  };
  return { done, halt };
}

/**
 * The measured life of a signed-in player until `run.stopped`. Timers are spread so players do not
 * move in lockstep. An action whose time passed while the player waited for an answer comes at once,
 * and the next one its interval after it: a player kept waiting does not play the rounds they missed
 * back to back, so a stall (or the setup between steps) leaves no debt of calls behind it.
 */
async function play(call, p, stats, run) {
  // A wait that ends early when the run is halted.
  const nap = (ms) => new Promise((resolve) => ((run.wake = resolve), (run.timer = setTimeout(resolve, ms))));
  const record = (name, r) => stats.add(name, r.ms, r.status < 400 || r.status === 402);
  const jitter = (ms) => ms * (0.5 + Math.random());
  const now = () => performance.now();
  const after = (due, ms) => Math.max(due, now()) + ms;
  let nextBalance = now() + Math.random() * 10_000;
  let nextHall = now() + Math.random() * 15_000;
  let nextRound = now() + Math.random() * 2_000;
  // Each timer starts anywhere in its interval, so the mix of calls is steady from the first second (the sign-up paid a deposit already).
  let nextDeposit = now() + Math.random() * 90_000;
  const h = { cookie: p.cookie, 'x-forwarded-for': p.ip };
  while (!run.stopped) {
    const at = Math.min(nextBalance, nextHall, nextRound, nextDeposit);
    if (at > now()) await nap(at - now());
    if (run.stopped) break;
    try {
      const t = now();
      if (t >= nextRound) {
        nextRound = after(nextRound, 2_000);
        const r = await call('POST', '/platform/game/api/round', {
          headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json', 'x-forwarded-for': p.ip },
          body: roundBody(p),
        });
        record('game round', r);
        if (r.status === 401) await launch(call, p);
      } else if (t >= nextBalance) {
        nextBalance = after(nextBalance, 10_000);
        const [info, balance] = await Promise.all([
          call('GET', `/api/account.getInfo?${V}`, { headers: h }),
          call('GET', `/api/account.getBalance?${V}`, { headers: h }),
        ]);
        record('account.getInfo', info);
        record('account.getBalance', balance);
      } else if (t >= nextHall) {
        nextHall = after(nextHall, jitter(15_000));
        record('games.get', await call('GET', `/api/games.get?${V}&${PAGES[Math.floor(Math.random() * PAGES.length)]}`, { headers: h }));
      } else if (t >= nextDeposit) {
        nextDeposit = after(nextDeposit, jitter(90_000));
        const [made, decided] = await deposit(call, p, p.depositAmount);
        record('cashier.makedeposit', made);
        if (decided) record('deposit approval', decided);
      }
    } catch (error) {
      stats.add('transport', 0, false);
      if (!run.stopped) await nap(100);
      void error;
    }
  }
}

// ---- Runs ----

function autocannonRun(url, headers = {}, duration = BARE_SECONDS) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: 10, duration, headers }, (e, r) => (e ? reject(e) : resolve(r)));
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false, renderLatencyTable: false });
  });
}

async function sessionShare(base, cookie) {
  const targets = [
    ['bare route (/healthz)', `${base}/healthz`, {}],
    ['account.getInfo (session)', `${base}/api/account.getInfo?${V}`, { cookie }],
    ['account.getBalance (session)', `${base}/api/account.getBalance?${V}`, { cookie }],
  ];
  for (const [, url, headers] of targets) for (let i = 0; i < 200; i++) await (await fetch(url, { headers })).arrayBuffer();
  const rows = [];
  for (const [title, url, headers] of targets) {
    // Under the measured load first, not measured: 200 calls one by one left the path measured first
    // still warming up (its compiled code, the embedded database's), which its figure then carried.
    await autocannonRun(url, headers, BARE_WARMUP_SECONDS);
    const r = await autocannonRun(url, headers);
    rows.push({ title, rps: r.requests.average, p99: r.latency.p99, failed: r.errors + r.timeouts + r.non2xx });
  }
  return rows;
}

/**
 * Each second's answers, p50, p99 and slowest (TIMELINE=1), over the `elapsedMs` since the stats
 * were reset: a second without any answer is listed too (a stall), and the last one, cut short
 * when the step moved on, says how long it was (its few answers are not a stall).
 */
const secondsOf = (seconds, elapsedMs) =>
  Array.from({ length: Math.max(seconds.length, Math.ceil(elapsedMs / 1000)) }, (_, i) => {
    const list = seconds[i] ?? [];
    const sorted = Float64Array.from(list).sort();
    return { count: list.length, p50: pct(sorted, 50), p99: pct(sorted, 99), max: sorted.at(-1), span: Math.min(1, Math.max(0, elapsedMs / 1000 - i)) };
  });

function summarize(stats) {
  const seconds = (performance.now() - stats.started) / 1000;
  const methods = [...stats.by.entries()]
    .map(([name, list]) => {
      const sorted = Float64Array.from(list).sort();
      return { name, count: list.length, rps: list.length / seconds, p50: pct(sorted, 50), p99: pct(sorted, 99) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const all = Float64Array.from([...stats.by.values()].flat()).sort();
  const timeline = TIMELINE ? secondsOf(stats.seconds, seconds * 1000) : null;
  return {
    seconds,
    startedAt: stats.startedAt,
    methods,
    timeline,
    total: stats.total,
    errors: stats.errors,
    rps: stats.total / seconds,
    p50: pct(all, 50),
    p99: pct(all, 99),
  };
}

async function measureDatabase(database) {
  const started = Date.now();
  const pg = database === 'postgres' ? await startPostgres({ statements: PG_STATEMENTS, options: PG_OPTIONS, tcp: PG_TCP }) : null;
  let server;
  try {
    server = await startServer(pg?.url);
  } catch (error) {
    // A server that did not start leaves no throwaway PostgreSQL behind.
    pg?.stop();
    throw error;
  }
  console.log(`\n[${database}] server ready in ${f((Date.now() - started) / 1000, 1)} s`);
  const call = client(server.port);
  const runId = Date.now().toString(36);
  const players = [];
  /** The players playing now (`startPlaying`). */
  let playing = [];
  /** The timers of players yet to arrive. */
  let arriving = [];
  const haltAll = async () => {
    for (const timer of arriving) clearTimeout(timer);
    arriving = [];
    for (const run of playing) run.halt();
    await Promise.allSettled(playing.map((run) => run.done));
    playing = [];
  };
  const stats = new Stats();
  const steps = [];
  let share;
  // Where the cores go per step: the server, PostgreSQL (every backend) and the simulated players.
  // With SERVER_WORKERS the event loops are the workers' (the supervising process only forks them).
  const eventLoops = () => {
    const workers = childrenOf(server.pid);
    return workers.length > 0 ? workers : [server.pid];
  };
  const meter = cpuMeter(pg ? { server: server.pid, PostgreSQL: pg.pid } : { server: server.pid }, { loop: eventLoops });
  try {
    // The session path against the bare route, on the idle server.
    const first = await createPlayer(call, 'probe', runId);
    share = await sessionShare(server.base, first.cookie);
    console.log(`[${database}] ${share.map((r) => `${r.title} ${f(r.rps)} req/s`).join(', ')}`);

    for (const n of STEPS) {
      // Every step starts from a quiet server: the players of the last one stop while this one is
      // set up. Played through, the sign-ups, the new players' past and the vacuum (seconds of WAL and
      // slow commits) left a queue that a step near capacity spent all its seconds draining.
      await haltAll();
      // Sign up the new players at a bounded rate (the password hash queue is bounded per process).
      const setupStarted = Date.now();
      let next = players.length;
      const workers = Array.from({ length: 4 }, async () => {
        while (next < n) {
          const id = next++;
          players.push(await createPlayer(call, id, runId));
        }
      });
      await Promise.all(workers);
      const setupSeconds = (Date.now() - setupStarted) / 1000;
      // The new players' past (HISTORY_ROUNDS), then the tables vacuumed and analyzed. Statements are
      // prepared, and a plan made for a small table (a scan of all of it) stays in use until the table
      // is analyzed; tables that grow by half within a step are vacuumed within it, which stalls
      // every round for a second. A database in service has its players' past, current statistics
      // and its autovacuum's work done, so the bench measures with them too.
      const historyStarted = Date.now();
      if (pg && HISTORY_ROUNDS > 0) await pg.giveHistory(HISTORY_ROUNDS);
      await (HISTORY_ROUNDS > 0 ? pg?.vacuum() : pg?.analyze());
      // What the setup wrote goes to disk before the step, not in the kernel's burst during it (`checkpoint`).
      await pg?.checkpoint();
      const historySeconds = (Date.now() - historyStarted) / 1000;
      // The step's players arrive over the warm-up's first half, as players do, not in one instant:
      // a server whose round path had not run yet (the first step) was otherwise met by all of them
      // at half its speed and left the step a queue of seconds.
      stats.reset();
      const arrival = (WARMUP_SECONDS * 1000) / 2 / Math.max(1, players.length);
      arriving = players.map((p, i) => setTimeout(() => playing.push(startPlaying(call, p, stats)), i * arrival));
      await sleep(WARMUP_SECONDS * 1000);
      // The warm-up's seconds too (TIMELINE=1): a queue the step starts with shows where it came from.
      const warmup = TIMELINE ? secondsOf(stats.seconds, performance.now() - stats.started) : null;
      if (pg && PG_STATEMENTS > 0) await pg.resetStatements();
      stats.reset();
      meter.start();
      // The players' own delays count in every latency they see: how late this process ran its work.
      const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
      lag.enable();
      await sleep(STEP_SECONDS * 1000);
      lag.disable();
      // The histogram holds whole intervals between its timer's runs: the lateness is what exceeds the interval.
      const late = (ns) => Math.max(0, ns / 1e6 - LAG_RESOLUTION_MS);
      const s = { ...summarize(stats), cpu: meter.read(), lag: { p99: late(lag.percentile(99)), max: late(lag.max) } };
      const judged = s.methods.filter((m) => m.name !== 'transport' && m.count >= P99_MIN_ANSWERS);
      const worstP99 = Math.max(...judged.map((m) => m.p99));
      const held = judged.length > 0 && worstP99 <= P99_MS && s.errors / Math.max(1, s.total) <= MAX_ERROR_RATE;
      steps.push({ players: n, ...s, warmup, worstP99, held, setupSeconds, historySeconds });
      printStep(database, steps.at(-1));
      if (pg && PG_STATEMENTS > 0)
        console.log(`[${database}] the ${PG_STATEMENTS} statements PostgreSQL spent most time in at ${n} players:\n${await pg.statements()}`);
      if (!held) break;
    }
  } finally {
    await Promise.race([haltAll(), sleep(15_000)]);
    if (pg && PG_STATEMENTS > 0) {
      try {
        console.log(`[${database}] the tables written most (whole run):\n${pg.tables()}`);
      } catch (error) {
        console.log(`[${database}] pg_stat_statements could not be read: ${error.message}`);
      }
    }
    call.close();
    await server.stop();
    pg?.stop();
  }
  return { database, steps, share, held: steps.filter((s) => s.held).at(-1)?.players ?? 0 };
}

const f = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '—');

/** A method with too few answers in the step for its p99 to be judged (P99_MIN_ANSWERS). */
const fewAnswers = (m) => (m.name !== 'transport' && m.count < P99_MIN_ANSWERS ? `   (${m.count} answers: not judged)` : '');

function printStep(database, s) {
  const history = database === 'postgres' && HISTORY_ROUNDS > 0 ? `, ${f(s.historySeconds, 1)} s for their history` : '';
  console.log(
    `\n[${database}] ${s.players} players (${f(s.setupSeconds, 1)} s sign-up${history}), ${f(s.seconds, 1)} s measured: ${f(s.rps)} req/s, p50 ${f(s.p50, 1)} ms, p99 ${f(s.p99, 1)} ms, errors ${s.errors}/${s.total} → ${s.held ? 'held' : 'NOT held'}`,
  );
  const cores = Object.entries(s.cpu.shares).map(([name, share]) => `${name} ${f(share, 2)}`);
  console.log(
    `  CPU in cores: ${cores.join(', ')}; the machine ${f(s.cpu.machine * 100)} % busy; the players' event loop late by ${f(s.lag.p99, 1)} ms at p99, ${f(s.lag.max, 1)} ms at most`,
  );
  const loops = database === 'postgres' && SERVER_WORKERS !== '1' ? `event loops (the workers' main threads, added up)` : 'event loop (its main thread)';
  console.log(`  the server's ${loops} ran ${f(s.cpu.mainThread.run * 100)} % of the time and waited, ready, for a core ${f(s.cpu.mainThread.wait * 100)} %`);
  console.log('  method                   req/s     p50 ms    p99 ms');
  for (const m of s.methods)
    console.log(`  ${m.name.padEnd(22)} ${f(m.rps, 1).padStart(7)} ${f(m.p50, 1).padStart(10)} ${f(m.p99, 1).padStart(9)}${fewAnswers(m)}`);
  if (s.timeline) {
    console.log(`  second (from ${s.startedAt.toISOString().slice(11, 19)} UTC)  answers   p50 ms   p99 ms   max ms`);
    const cut = (t) => (t.span < 1 ? `   (its last ${f(t.span * 1000)} ms)` : '');
    const row = (t, i) =>
      console.log(
        `  ${String(i).padStart(6)} ${String(t.count).padStart(8)} ${f(t.p50, 1).padStart(8)} ${f(t.p99, 1).padStart(8)} ${f(t.max, 1).padStart(8)}${cut(t)}`,
      );
    // The warm-up's seconds are numbered before the step's first (-5 … -1).
    s.warmup?.forEach((t, i) => row(t, i - s.warmup.length));
    s.timeline.forEach(row);
  }
}

console.log(
  `Player load: steps ${STEPS.join(', ')}; ${STEP_SECONDS} s measured per step after ${WARMUP_SECONDS} s; p99 budget ${P99_MS} ms; ${CONNECTIONS} keep-alive sockets; ${machineName()} shared by the server, the database and the players; PostgreSQL through ${PG_TCP ? 'TCP on loopback' : 'its Unix socket'} at the ${PG_SCHED} scheduling policy (PG_SCHED), the server on it with SERVER_WORKERS=${SERVER_WORKERS}.`,
);
const results = [];
let failed = false;
for (const database of DATABASES) {
  if (database !== 'embedded' && database !== 'postgres') throw new Error(`DATABASES: unknown ${database}`);
  try {
    results.push(await measureDatabase(database));
  } catch (error) {
    console.error(`[${database}] the bench could not measure: ${error.message}`);
    failed = true;
  }
}

console.log('\nSummary');
for (const r of results) {
  const [bare, ...session] = r.share;
  console.log(`\n${r.database}: highest load held ${r.held} players (p99 ≤ ${P99_MS} ms per method)`);
  const best = r.steps.filter((s) => s.held).at(-1);
  if (best) {
    console.log(`  at ${best.players} players: ${f(best.rps)} req/s, p50 ${f(best.p50, 1)} ms, p99 ${f(best.p99, 1)} ms`);
    for (const m of best.methods)
      console.log(
        `    ${m.name.padEnd(22)} ${f(m.rps, 1).padStart(7)} req/s  p50 ${f(m.p50, 1).padStart(6)} ms  p99 ${f(m.p99, 1).padStart(6)} ms${fewAnswers(m)}`,
      );
  }
  console.log(`  ${bare.title}: ${f(bare.rps)} req/s, p99 ${bare.p99} ms`);
  for (const s of session) {
    const ratio = s.rps / bare.rps;
    const ok = ratio >= MIN_SESSION_SHARE && s.failed === 0;
    console.log(
      `  ${ok ? 'PASS' : 'FAIL'} ${s.title}: ${f(s.rps)} req/s, p99 ${s.p99} ms = ${f(ratio * 100, 1)} % of the bare route (target ≥ ${f(MIN_SESSION_SHARE * 100)} %)`,
    );
    if (!ok) failed = true;
  }
  const min = MIN_PLAYERS[r.database];
  const enough = r.steps.length > 0 && r.held >= min;
  console.log(`  ${enough ? 'PASS' : 'FAIL'} ${r.database}: ${r.held} players held (target ≥ ${min})`);
  if (!enough) failed = true;
  if (r.held === STEPS.at(-1)) console.log('  (the last step held: add larger STEPS to find the limit)');
}
if (results.length === 0) failed = true;
process.exitCode = failed ? 1 : 0;
