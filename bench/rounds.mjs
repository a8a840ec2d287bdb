#!/usr/bin/env node
// Round capacity: how many real-money slot rounds per second the server on a throwaway PostgreSQL
// answers when every player always has a round in flight (no pauses), for each SERVER_WORKERS
// setting in turn, so the settings meet the same machine. It prints rounds/s, p50/p99 and where the
// cores went, and the ratio of each setting to the first. A figure of capacity, not of players:
// `bench/players.mjs` holds the budget; this one says how much a setting adds. It exits 1 when a
// setting answered no rounds.
//
//   pnpm bench:rounds
//   WORKERS=1,2 PAIRS=3 SECONDS=20 CONCURRENCY=64 pnpm bench:rounds
//
// Env: WORKERS (settings of SERVER_WORKERS, `1,auto`), PAIRS (rounds of all settings in turn, 2),
// SECONDS (15, measured per setting after 5 s of warm-up), CONCURRENCY (64 players playing at once),
// PLAYERS (256 signed up, played in turn so no wallet is the bottleneck), PGBIN, PG_SCHED (batch or
// normal: the scheduling policy of PostgreSQL's processes, bench/lib/postgres.mjs), SERVER_CPU_PROFILE
// (a folder: the server writes a V8 CPU profile there when it stops), PG_STATEMENTS (N: the N statements
// PostgreSQL spent most time in during the measured seconds, with their time per round), PG_OPTIONS
// (`-c name=value …` for PostgreSQL).
import { cpuMeter, machineName } from './lib/cpu.mjs';
import { keepAliveClient } from './lib/keep-alive-client.mjs';
import { createPlayer, roundBody } from './lib/player.mjs';
import { PG_SCHED, startPostgres } from './lib/postgres.mjs';
import { startApiServer } from './lib/server.mjs';

const env = process.env;
const WORKERS = (env.WORKERS ?? '1,auto')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const PAIRS = Number(env.PAIRS ?? 2);
const SECONDS = Number(env.SECONDS ?? 15);
const CONCURRENCY = Number(env.CONCURRENCY ?? 64);
/** SERVER_CPU_PROFILE=dir: the server under test writes a V8 CPU profile of the whole run there when it stops. */
const SERVER_CPU_PROFILE = env.SERVER_CPU_PROFILE ?? '';
const PG_STATEMENTS = Number(env.PG_STATEMENTS ?? 0);
const PLAYERS = Math.max(CONCURRENCY, Number(env.PLAYERS ?? 256));
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const f = (n, d = 0) => (Number.isFinite(n) ? n.toFixed(d) : '—');

/** Every player in `players` plays rounds back to back until `seconds` have passed; answers rounds/s and latencies. */
async function playFlatOut(call, players, seconds) {
  const ms = [];
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    players.map(async (p) => {
      while (performance.now() < end) {
        const r = await call('POST', '/platform/game/api/round', {
          headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json', 'x-forwarded-for': p.ip },
          body: roundBody(p),
        });
        if (r.status === 200) ms.push(r.ms);
        else failed++;
      }
    }),
  );
  ms.sort((a, b) => a - b);
  return { rps: ms.length / seconds, p50: pct(ms, 50), p99: pct(ms, 99), failed };
}

async function measure(workers, pass) {
  const pg = await startPostgres({ statements: PG_STATEMENTS, options: env.PG_OPTIONS ?? '' });
  let server;
  try {
    server = await startApiServer(
      { DATABASE_URL: pg.url, SERVER_WORKERS: workers, TRUST_PROXY: 'loopback', PASSWORD_COST: '10' },
      { nodeArgs: SERVER_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${SERVER_CPU_PROFILE}`] : [] },
    );
  } catch (error) {
    pg.stop();
    throw error;
  }
  const call = keepAliveClient({ port: server.port, connections: CONCURRENCY, headers: { origin: `http://127.0.0.1:${server.port}` } });
  try {
    const players = [];
    const runId = `${pass}${workers}`;
    for (let i = 0; i < PLAYERS; i += 8) players.push(...(await Promise.all(Array.from({ length: 8 }, (_, k) => createPlayer(call, i + k, runId)))));
    // Statistics as a database in service has them (players.mjs says why).
    await pg.analyze();
    // Players in turn: each round of a wallet waits for that wallet's lock, so the players at once never share one.
    let next = 0;
    const turn = () => Array.from({ length: CONCURRENCY }, () => players[next++ % players.length]);
    await playFlatOut(call, turn(), 5);
    // Again once the warm-up's rounds are in: the kept plans made while `game_rounds` held the sign-ups'
    // few rows looked a round id up with a scan of the whole table, which grew through the measured seconds.
    await pg.analyze();
    if (PG_STATEMENTS > 0) await pg.resetStatements();
    const meter = cpuMeter({ server: server.pid, PostgreSQL: pg.pid });
    meter.start();
    const r = await playFlatOut(call, turn(), SECONDS);
    const cpu = meter.read();
    const used = cpu.shares.server + cpu.shares.PostgreSQL;
    console.log(
      `SERVER_WORKERS=${workers}: ${f(r.rps)} rounds/s, p50 ${f(r.p50, 1)} ms, p99 ${f(r.p99, 1)} ms, ${r.failed} refused; cores: server ${f(cpu.shares.server, 2)}, PostgreSQL ${f(cpu.shares.PostgreSQL, 2)}, players ${f(cpu.shares.players, 2)}; the machine ${f(cpu.machine * 100)} % busy; ${f((used * 1000) / r.rps, 2)} ms of server and PostgreSQL CPU per round`,
    );
    if (PG_STATEMENTS > 0)
      console.log(`The ${PG_STATEMENTS} statements PostgreSQL spent most time in (${f(r.rps * SECONDS)} rounds):\n${await pg.statements()}`);
    return r;
  } finally {
    call.close();
    await server.stop();
    pg.stop();
  }
}

console.log(
  `Round capacity: SERVER_WORKERS ${WORKERS.join(', ')} in turn, ${PAIRS} times; ${CONCURRENCY} players at once, ${SECONDS} s each; ${machineName()} shared by the server, PostgreSQL (at the ${PG_SCHED} scheduling policy, PG_SCHED) and the players.`,
);
const results = new Map(WORKERS.map((w) => [w, []]));
for (let pass = 0; pass < PAIRS; pass++) for (const w of WORKERS) results.get(w).push((await measure(w, pass)).rps);
console.log('\nSummary (rounds/s, each run)');
const first = results.get(WORKERS[0]);
const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
let failed = false;
for (const [w, list] of results) {
  if (!(mean(list) > 0)) failed = true;
  console.log(
    `  SERVER_WORKERS=${w}: ${list.map((x) => f(x)).join(', ')} (mean ${f(mean(list))}, ${f(mean(list) / mean(first), 2)}× SERVER_WORKERS=${WORKERS[0]})`,
  );
}
process.exitCode = failed ? 1 : 0;
