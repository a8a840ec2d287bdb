#!/usr/bin/env node
// Proof that the platform runs on several instances behind nginx (docs/scale.md),
// on the cluster of `pnpm cluster` (started here unless CLUSTER_RUNNING=1, stopped at the end):
//
//  1. releases: casino published and activated through instance a is in every instance's
//     /remotes.json and its files are served by every instance and by nginx (cached there);
//     a second release activated through b, then rolled back through c: the next /remotes.json
//     through nginx (same visitor cookie) answers the first release again;
//  2. catalogue: a game renamed in the database is answered by every instance at once (NOTIFY),
//     not after the catalogue cache's TTL;
//  3. ops origin: nginx's player server answers 404 to the ops console, its ops server serves the
//     console and the ops API and nothing of the player site;
//  4. failover: players play slot rounds through nginx while instance b is killed with SIGKILL
//     and started again; no request fails beyond those in flight on b (each failed round is
//     retried with its round id and answered once), no money moves twice, every balance equals
//     its ledger, and b answers players again after it rejoined;
//  5. metrics: every instance runs SERVER_WORKERS workers (PROOF_SERVER_WORKERS, default 2) and its
//     /metrics answers for all of them; read on each instance (ops token) before and after players
//     play rounds, deposit and load the release registry through nginx: the per-method API
//     counters, the rounds and deposits counters and the release served counts moved by what was
//     done (summed over the instances, exactly) and climbed in scrapes while they played; the pool,
//     job, outbox and event-loop gauges are there.
//
// Prints what it measured; exits non-zero when a check fails.
import { execFileSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(ROOT, 'server', 'package.json'));
/** The contract major the shell needs: a release built for another is not served. */
const CONTRACT_MAJOR = JSON.parse(readFileSync(join(ROOT, 'contract', 'contract.json'), 'utf8')).major;
const pg = require('pg');
const WORKERS = Number(process.env.PROOF_WORKERS ?? 8);
/** Server processes per instance (SERVER_WORKERS): a scrape of one must answer for all of them. */
const SERVER_WORKERS = Number(process.env.PROOF_SERVER_WORKERS ?? 2);
const MIN_STAKE = 10; // USD 0.10 in cents, the least stake of a round (server/src/domains/catalogue/stake-limits.ts)
const cluster = (...args) => execFileSync(process.execPath, [join(ROOT, 'scripts', 'cluster.mjs'), ...args], { stdio: 'inherit' });
const state = () => JSON.parse(readFileSync(join(ROOT, 'var', 'cluster', 'state.json'), 'utf8'));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let failed = 0;
function check(ok, what) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failed += 1;
}

function releaseFiles(version, marker) {
  const files = [
    { path: 'release.json', data: JSON.stringify({ name: 'casino', version, contract: CONTRACT_MAJOR, prefixes: ['gamehall', 'game'], shared: {} }) },
    { path: 'remoteEntry.js', data: `var mfe_casino = ${JSON.stringify(marker)};` },
  ];
  return files.map((f) => ({ path: f.path, base64: Buffer.from(f.data).toString('base64') }));
}

async function ops(base, token, method, path, body) {
  const r = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await r.text();
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${text}`);
  return JSON.parse(text);
}

async function registry(base, cookie) {
  const r = await fetch(`${base}/remotes.json`, { headers: cookie ? { cookie } : {} });
  const doc = await r.json();
  return { casino: doc.remotes.find((e) => e.name === 'casino'), cookie: cookie ?? r.headers.get('set-cookie')?.split(';')[0] };
}

async function proveReleases(s) {
  const [a, b, c] = Object.values(s.instances).map((i) => i.url);
  const one = (await ops(a, s.opsToken, 'POST', '/ops/releases/casino', { files: releaseFiles('7.0.0', `one-${Date.now()}`) })).data.release.release;
  await ops(a, s.opsToken, 'POST', '/ops/releases/casino/activate', { release: one });
  for (const [name, url] of Object.entries({ a, b, c })) {
    const { casino } = await registry(url);
    check(casino?.release === one, `release ${one} published and activated through a is in ${name}'s /remotes.json`);
    const file = await fetch(`${url}${casino.entry}`);
    check(file.ok && (await file.text()).includes('one-'), `instance ${name} serves its remoteEntry.js from the shared storage`);
  }
  const first = await fetch(`${s.url}/releases/casino/${one}/remoteEntry.js`);
  await first.arrayBuffer();
  const again = await fetch(`${s.url}/releases/casino/${one}/remoteEntry.js`);
  await again.arrayBuffer();
  check(
    again.ok && again.headers.get('x-cache-status') === 'HIT',
    `nginx serves the release file and keeps it (second request: ${again.headers.get('x-cache-status')})`,
  );

  const two = (await ops(a, s.opsToken, 'POST', '/ops/releases/casino', { files: releaseFiles('7.0.1', `two-${Date.now()}`) })).data.release.release;
  await ops(b, s.opsToken, 'POST', '/ops/releases/casino/activate', { release: two });
  const visitor = await registry(s.url);
  check(visitor.casino?.release === two, `a visitor through nginx meets ${two}, activated through b`);
  const rolledAt = Date.now();
  await ops(c, s.opsToken, 'POST', '/ops/releases/casino/rollback', {});
  let next = await registry(s.url, visitor.cookie);
  while (next.casino?.release !== one && Date.now() - rolledAt < 30_000) {
    await sleep(200);
    next = await registry(s.url, visitor.cookie);
  }
  check(
    next.casino?.release === one,
    `rolled back through c: the visitor's next /remotes.json through nginx answers ${one} (after ${Date.now() - rolledAt} ms)`,
  );
  for (const [name, url] of Object.entries({ a, b, c })) {
    check((await registry(url)).casino?.release === one, `instance ${name} answers the rolled-back release`);
  }
}

/** The ops console only on its own origin, through nginx (deploy/nginx.conf's second server). */
async function proveOpsOrigin(s) {
  const opsUrl = s.opsUrl ?? s.url.replace(/:(\d+)$/, (_, p) => `:${Number(p) + 2}`);
  const player = await fetch(`${s.url}/ops/console/`);
  await player.arrayBuffer();
  check(player.status === 404, `the player origin answers ${player.status} to /ops/console/ (404 expected)`);
  const console_ = await fetch(`${opsUrl}/ops/console/`);
  await console_.arrayBuffer();
  // 503 when the console is not built (pnpm build): still the console's own answer.
  check(
    [200, 503].includes(console_.status) && (console_.headers.get('content-security-policy') ?? '').includes("frame-ancestors 'none'"),
    `the ops origin ${opsUrl} serves the console (${console_.status})`,
  );
  const me = await fetch(`${opsUrl}/ops/console/api/me`);
  await me.arrayBuffer();
  check(me.status === 401, `the console's API answers on the ops origin (${me.status}, signed out)`);
  const site = await fetch(`${opsUrl}/gamehall`);
  await site.arrayBuffer();
  check(site.status === 404, `the ops origin serves nothing of the player site (${site.status})`);
  const list = await ops(opsUrl, s.opsToken, 'GET', '/ops/releases');
  check(Array.isArray(list.data?.items), 'the bearer-token ops API answers on the ops origin');
}

/** A catalogue change shows on every instance at once, well before the cache's 10 s TTL. */
async function proveCatalogue(s) {
  const urls = Object.entries(s.instances).map(([name, i]) => [name, `${i.url}/api/games.get?v=2.34&locale=uz&count=1`]);
  const first = async (url) => (await (await fetch(url)).json()).data.items[0];
  const game = await first(urls[0][1]);
  for (const [, url] of urls) await first(url); // cached on every instance now
  const db = new pg.Client({ connectionString: s.databaseUrl });
  await db.connect();
  const name = `Renamed ${Date.now()}`;
  const changedAt = Date.now();
  await db.query('update games set name = $1 where id = $2', [name, game.id]);
  for (const [instance, url] of urls) {
    let seen = await first(url);
    while (seen.name !== name && Date.now() - changedAt < 3000) seen = await first(url);
    check(seen.name === name, `instance ${instance} answers the renamed game after ${Date.now() - changedAt} ms (cache TTL 10 s)`);
  }
  await db.query('update games set name = $1 where id = $2', [game.name, game.id]);
  await db.end();
}

async function signIn(base) {
  const r = await fetch(`${base}/api/auth.login?v=2.34&locale=uz`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ login: 'demo@example.com', password: 'demo1234' }),
  });
  if (!r.ok) throw new Error(`sign-in failed: ${r.status} ${await r.text()}`);
  return r.headers.get('set-cookie').split(';')[0];
}

/** `n` launches of a slot with real money by the signed-in player: each launch's token for the round API. */
async function slotTokens(base, cookie, n) {
  const games = await (await fetch(`${base}/api/games.get?v=2.34&locale=uz&count=100`, { headers: { cookie } })).json();
  const slot = games.data.items.find((g) => g.type === 'slot');
  const tokens = [];
  for (let i = 0; i < n; i++) {
    const page = await (await fetch(`${base}/platform/game/${slot.sysname}/play?mode=real`, { headers: { cookie } })).text();
    tokens.push(/"token":"([^"]+)"/.exec(page)[1]);
  }
  return tokens;
}

/** One slot round at the least stake; its answer's status and the instance that answered. */
async function playRound(base, token) {
  const r = await fetch(`${base}/platform/game/api/round`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ round_id: randomBytes(12).toString('hex'), bet: { stake: MIN_STAKE } }),
  });
  await r.arrayBuffer();
  return r.status;
}

/** Prometheus text as a map: series (name and labels, as written) -> value. */
function parseMetrics(text) {
  const series = new Map();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    series.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return series;
}

async function scrape(url, token) {
  const r = await fetch(`${url}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await r.text();
  if (!r.ok) throw new Error(`${url}/metrics: ${r.status} ${text.slice(0, 200)}`);
  return parseMetrics(text);
}

/** The sum of every series of `name` whose labels include all of `labels`. */
function total(series, name, labels = {}) {
  let sum = 0;
  for (const [key, value] of series) {
    const brace = key.indexOf('{');
    if ((brace < 0 ? key : key.slice(0, brace)) !== name) continue;
    if (Object.entries(labels).every(([k, v]) => key.includes(`${k}="${v}"`))) sum += value;
  }
  return sum;
}

/** A GET on a connection of its own: node:cluster hands each new connection to the next worker. */
function getOnNewConnection(url) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end();
  });
}

async function proveMetrics(s) {
  const names = Object.keys(s.instances);
  const scrapeAll = async () => Object.fromEntries(await Promise.all(names.map(async (n) => [n, await scrape(s.instances[n].url, s.opsToken)])));
  const sum = (all, name, labels) => names.reduce((acc, n) => acc + total(all[n], name, labels), 0);

  const viaOps = await fetch(`${s.opsUrl}/metrics`);
  const viaOpsText = await viaOps.text();
  check(viaOps.ok && viaOpsText.includes('casino_api_requests_total'), `nginx's ops origin answers /metrics without a token (${viaOps.status})`);
  const onPlayer = await fetch(`${s.url}/metrics`);
  await onPlayer.arrayBuffer();
  check(onPlayer.status === 404, `the player origin does not (${onPlayer.status})`);

  // An instance is ready once its first worker listens; the others start then (their metrics join as they come up).
  let before = await scrapeAll();
  const waitedAt = Date.now();
  while (names.some((n) => total(before[n], 'casino_workers') < SERVER_WORKERS) && Date.now() - waitedAt < 60_000) {
    await sleep(500);
    before = await scrapeAll();
  }
  for (const n of names)
    check(
      total(before[n], 'casino_workers') === SERVER_WORKERS,
      `instance ${n}'s /metrics merges its ${SERVER_WORKERS} workers (casino_workers ${total(before[n], 'casino_workers')}, after ${Date.now() - waitedAt} ms)`,
    );

  // One instance, calls on fresh connections (spread over its workers): its counter must add them all up.
  const a = s.instances[names[0]];
  const DIRECT = 40;
  for (let i = 0; i < DIRECT; i++) await getOnNewConnection(`${a.url}/api/metadata.getgeneralinfo?v=2.34&locale=uz`);

  // Players through nginx: a sign-in, deposits, rounds, the release registry.
  const base = s.url;
  const cookie = await signIn(base);
  const DEPOSITS = 2;
  let deposited = 0;
  for (let i = 0; i < DEPOSITS; i++) {
    const r = await fetch(`${base}/api/cashier.makedeposit?v=2.34&locale=uz`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/x-www-form-urlencoded', 'idempotency-key': `proof-${randomBytes(8).toString('hex')}` },
      body: new URLSearchParams({ method: 'visa_mastercard', amount: '500' }),
    });
    const doc = await r.json();
    if (!r.ok) throw new Error(`deposit failed: ${r.status} ${JSON.stringify(doc)}`);
    const checkout = new URL(doc.data.redirect.url, base);
    const decided = await fetch(checkout, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ decision: 'approve' }),
    });
    await decided.arrayBuffer();
    if (decided.status === 303) deposited += 1;
  }
  const tokens = await slotTokens(base, cookie, WORKERS);
  const ROUNDS = 15;
  let played = 0;
  let playing = true;
  const startedAt = Date.now();
  // Scraped while the players play, as an operator's curl would be: the rounds counter climbs.
  const during = [];
  const watcher = (async () => {
    while (playing) {
      await sleep(400);
      if (playing) during.push(sum(await scrapeAll(), 'casino_game_rounds_total'));
    }
  })();
  await Promise.all(
    tokens.map(async (token) => {
      for (let i = 0; i < ROUNDS; i++) if ((await playRound(base, token)) === 200) played += 1;
    }),
  );
  playing = false;
  await watcher;
  const playMs = Date.now() - startedAt;
  const REGISTRY = 20;
  for (let i = 0; i < REGISTRY; i++) await (await fetch(`${base}/remotes.json`)).arrayBuffer();

  const after = await scrapeAll();
  const delta = (name, labels) => sum(after, name, labels) - sum(before, name, labels);
  const perInstance = (name, labels) => names.map((n) => `${n} +${total(after[n], name, labels) - total(before[n], name, labels)}`).join(', ');

  const direct =
    total(after[names[0]], 'casino_api_requests_total', { method: 'metadata.getgeneralinfo' }) -
    total(before[names[0]], 'casino_api_requests_total', { method: 'metadata.getgeneralinfo' });
  check(direct === DIRECT, `instance ${names[0]}: ${DIRECT} calls on new connections, its workers' counters add up to ${direct}`);
  console.log(`players through nginx: ${played} rounds in ${playMs} ms (${WORKERS} players), ${deposited} deposits, ${REGISTRY} registry loads`);
  const start = sum(before, 'casino_game_rounds_total');
  const climbing = during.filter((v, i) => v > (i === 0 ? start : during[i - 1])).length;
  check(
    during.length >= 2 && climbing >= 2,
    `while they played, scrapes of the instances read casino_game_rounds_total ${[start, ...during, sum(after, 'casino_game_rounds_total')].join(' -> ')}`,
  );
  check(
    delta('casino_game_rounds_total') === played,
    `casino_game_rounds_total moved by the rounds played (+${delta('casino_game_rounds_total')} of ${played}: ${perInstance('casino_game_rounds_total')})`,
  );
  check(
    delta('casino_deposits_total') === DEPOSITS,
    `casino_deposits_total moved by the deposits (+${delta('casino_deposits_total')} of ${DEPOSITS}: ${perInstance('casino_deposits_total')})`,
  );
  check(delta('casino_sign_ins_total') >= 1, `casino_sign_ins_total moved (+${delta('casino_sign_ins_total')})`);
  for (const method of ['auth.login', 'cashier.makedeposit', 'games.get']) {
    const moved = delta('casino_api_requests_total', { method });
    const timed = delta('casino_api_request_duration_seconds_count', { method });
    check(
      moved >= 1 && timed === moved,
      `casino_api_requests_total{method="${method}"} +${moved}, its latency histogram +${timed} (${perInstance('casino_api_requests_total', { method })})`,
    );
  }
  const served = delta('casino_release_served_total');
  check(
    served >= REGISTRY,
    `casino_release_served_total moved by the registry loads (+${served} for ${REGISTRY} loads: ${perInstance('casino_release_served_total')})`,
  );
  const http = delta('casino_http_requests_total');
  console.log(`casino_http_requests_total +${http} (${perInstance('casino_http_requests_total')})`);

  const gauges = [
    'casino_db_pool_size',
    'casino_db_pool_in_use',
    'casino_db_pool_waiting',
    'casino_jobs_queued',
    'casino_jobs_dead',
    'casino_jobs_running',
    'casino_outbox_backlog',
    'nodejs_eventloop_lag_p99_seconds',
  ];
  for (const n of names) {
    const series = after[n];
    const present = (name) => [...series.keys()].some((key) => key === name || key.startsWith(`${name}{`));
    const missing = gauges.filter((g) => !present(g));
    const lagWorkers = [...series.keys()].filter((key) => key.startsWith('nodejs_eventloop_lag_p99_seconds{')).length;
    check(
      missing.length === 0 && lagWorkers === SERVER_WORKERS,
      `instance ${n}: pool ${total(series, 'casino_db_pool_in_use')}/${total(series, 'casino_db_pool_size')} in use, ${total(series, 'casino_db_pool_waiting')} waiting; jobs queued ${total(series, 'casino_jobs_queued')}, dead ${total(series, 'casino_jobs_dead')}, runs ${total(series, 'casino_job_runs_total')}, failed ${total(series, 'casino_job_failures_total')}; outbox ${total(series, 'casino_outbox_backlog')}; event-loop lag p99 per worker (${lagWorkers}): ${[
        ...series,
      ]
        .filter(([k]) => k.startsWith('nodejs_eventloop_lag_p99_seconds{'))
        .map(([, v]) => `${Math.round(v * 1000)} ms`)
        .join(', ')}${missing.length ? `; missing ${missing.join(', ')}` : ''}`,
    );
  }
}

async function proveFailover(s) {
  const base = s.url;
  const cookie = await signIn(base);
  const tokens = await slotTokens(base, cookie, WORKERS);
  const db = new pg.Client({ connectionString: s.databaseUrl });
  await db.connect();
  const account = (await db.query(`select id from accounts where login = 'demo@example.com'`)).rows[0].id;
  const ledgerBefore = Number((await db.query(`select count(*) from ledger where account_id = $1`, [account])).rows[0].count);

  const killed = s.instances.b;
  const stats = { ok: 0, failedThenRetried: 0, refused: 0, byUpstream: {}, afterRejoin: 0, failuresAt: [] };
  const rounds = new Set();
  let stop = false;
  let rejoinedAt = null;
  async function play(token) {
    while (!stop) {
      // Paced, at the least stake: the demo player's money lasts the whole proof however fast rounds are.
      await sleep(10);
      const roundId = randomBytes(12).toString('hex');
      rounds.add(roundId);
      for (let attempt = 0; ; attempt++) {
        let r;
        try {
          r = await fetch(`${base}/platform/game/api/round`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ round_id: roundId, bet: { stake: MIN_STAKE } }),
          });
          r.bodyText = await r.text();
        } catch {
          r = null;
        }
        if (r?.ok) {
          const up = r.headers.get('x-upstream') ?? '?';
          stats.byUpstream[up] = (stats.byUpstream[up] ?? 0) + 1;
          if (rejoinedAt && up.endsWith(`:${killed.port}`)) stats.afterRejoin += 1;
          if (attempt === 0) stats.ok += 1;
          break;
        }
        if (r && r.status >= 400 && r.status < 500) {
          stats.refused += 1; // the game's own answer (such as too little money): not a failure of the cluster
          if (!stats.firstRefusal) stats.firstRefusal = `${r.status} ${r.bodyText}`;
          break;
        }
        if (attempt === 0) {
          stats.failedThenRetried += 1;
          stats.failuresAt.push(Date.now());
        }
        if (attempt > 20) throw new Error(`round ${roundId} never answered`);
        await sleep(100);
      }
    }
  }
  const players = tokens.map((t) => play(t));
  await sleep(3000);
  const killedAt = Date.now();
  process.kill(killed.pid, 'SIGKILL');
  console.log(`killed instance b (pid ${killed.pid}) under load`);
  await sleep(4000);
  cluster('restart', 'b');
  rejoinedAt = Date.now();
  // b is back: nginx tries it again after fail_timeout and players reach it.
  const until = Date.now() + 20_000;
  while (stats.afterRejoin < 5 && Date.now() < until) await sleep(250);
  stop = true;
  await Promise.all(players);

  const lateFailures = stats.failuresAt.filter((t) => t - killedAt > 2000).length;
  console.log(
    `rounds: ${rounds.size}; answered first time ${stats.ok}; failed and retried ${stats.failedThenRetried}; refused by the game ${stats.refused}; by instance ${JSON.stringify(stats.byUpstream)}`,
  );
  if (stats.firstRefusal) console.log(`first refusal: ${stats.firstRefusal}`);
  check(stats.ok >= 20, `players' rounds were answered (${stats.ok})`);
  check(stats.failedThenRetried <= WORKERS, `failed requests (${stats.failedThenRetried}) are at most those in flight on b (${WORKERS} players)`);
  check(lateFailures === 0, `no request failed later than 2 s after the kill (${lateFailures})`);
  check(stats.afterRejoin >= 5, `instance b rejoined and answered players again (${stats.afterRejoin} rounds)`);

  const ids = [...rounds];
  const twice = await db.query(`select idempotency_key, count(*) from ledger where account_id = $1 and kind = 'bet' group by 1 having count(*) > 1`, [account]);
  check(twice.rows.length === 0, 'no round moved money twice (one bet entry per round in the ledger)');
  const stored = await db.query(`select count(*) as n, count(distinct round_id) as d from game_rounds where round_id = any($1)`, [ids]);
  check(Number(stored.rows[0].n) === Number(stored.rows[0].d), `every round stored once (${stored.rows[0].n} rounds)`);
  check(Number(stored.rows[0].n) >= stats.ok, 'every answered round is in the database');
  const mismatches = await db.query(`
    select b.account_id, b.kind from balances b
    left join (select account_id, balance_kind, sum(amount) as s from ledger group by 1, 2) l
      on l.account_id = b.account_id and l.balance_kind = b.kind
    where b.amount <> coalesce(l.s, 0)`);
  check(mismatches.rows.length === 0, 'the books are balanced: every balance equals the sum of its ledger');
  const ledgerAfter = Number((await db.query(`select count(*) from ledger where account_id = $1`, [account])).rows[0].count);
  console.log(`ledger entries of the player: ${ledgerBefore} -> ${ledgerAfter}`);
  await db.end();
}

const own = process.env.CLUSTER_RUNNING !== '1';
if (own) cluster('start', '--workers', String(SERVER_WORKERS));
try {
  const s = state();
  await proveReleases(s);
  await proveCatalogue(s);
  await proveOpsOrigin(s);
  await proveMetrics(s);
  await proveFailover(state());
} catch (error) {
  console.error(error);
  failed += 1;
} finally {
  if (own) cluster('stop');
}
console.log(failed ? `${failed} check(s) failed` : 'all checks passed');
process.exit(failed ? 1 : 0);
