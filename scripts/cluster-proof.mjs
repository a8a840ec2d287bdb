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
//     its ledger, and b answers players again after it rejoined.
//
// Prints what it measured; exits non-zero when a check fails.
import { execFileSync } from 'node:child_process';
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
  check(again.ok && again.headers.get('x-cache-status') === 'HIT', `nginx serves the release file and keeps it (second request: ${again.headers.get('x-cache-status')})`);

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
  check(next.casino?.release === one, `rolled back through c: the visitor's next /remotes.json through nginx answers ${one} (after ${Date.now() - rolledAt} ms)`);
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
  check([200, 503].includes(console_.status) && (console_.headers.get('content-security-policy') ?? '').includes("frame-ancestors 'none'"), `the ops origin ${opsUrl} serves the console (${console_.status})`);
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

async function proveFailover(s) {
  const base = s.url;
  const cookie = await signIn(base);
  const games = await (await fetch(`${base}/api/games.get?v=2.34&locale=uz&count=100`, { headers: { cookie } })).json();
  const slot = games.data.items.find((g) => g.type === 'slot');
  const tokens = [];
  for (let i = 0; i < WORKERS; i++) {
    const page = await (await fetch(`${base}/platform/game/${slot.sysname}/play?mode=real`, { headers: { cookie } })).text();
    tokens.push(/"token":"([^"]+)"/.exec(page)[1]);
  }
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
  console.log(`rounds: ${rounds.size}; answered first time ${stats.ok}; failed and retried ${stats.failedThenRetried}; refused by the game ${stats.refused}; by instance ${JSON.stringify(stats.byUpstream)}`);
  if (stats.firstRefusal) console.log(`first refusal: ${stats.firstRefusal}`);
  check(stats.ok >= 20, `players' rounds were answered (${stats.ok})`);
  check(stats.failedThenRetried <= WORKERS, `failed requests (${stats.failedThenRetried}) are at most those in flight on b (${WORKERS} players)`);
  check(lateFailures === 0, `no request failed later than 2 s after the kill (${lateFailures})`);
  check(stats.afterRejoin >= 5, `instance b rejoined and answered players again (${stats.afterRejoin} rounds)`);

  const ids = [...rounds];
  const twice = await db.query(
    `select idempotency_key, count(*) from ledger where account_id = $1 and kind = 'bet' group by 1 having count(*) > 1`,
    [account],
  );
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
if (own) cluster('start');
try {
  const s = state();
  await proveReleases(s);
  await proveCatalogue(s);
  await proveOpsOrigin(s);
  await proveFailover(state());
} catch (error) {
  console.error(error);
  failed += 1;
} finally {
  if (own) cluster('stop');
}
console.log(failed ? `${failed} check(s) failed` : 'all checks passed');
process.exit(failed ? 1 : 0);
