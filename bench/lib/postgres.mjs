// A throwaway PostgreSQL cluster for the API benches, in a temporary directory on a free loopback
// port, from Debian's server binaries (`/usr/lib/postgresql/*/bin`, or PGBIN).
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server.mjs';

const env = process.env;

function pgBin() {
  if (env.PGBIN) return env.PGBIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(join(base, v, 'bin', 'initdb'))) return join(base, v, 'bin');
  return null;
}

/**
 * PG_SCHED: the scheduling policy the cluster's processes run at, `batch` (default) or `normal`.
 * On a machine the server shares with PostgreSQL, a backend woken by a statement preempts the core
 * it wakes on, most often the server's, whose one event loop then waits while every other call
 * queues behind it. At the batch policy a woken backend does not preempt: it takes a free core, or
 * this one when the event loop waits for input or at the next tick. docs/scale.md
 * says how to run a database so (`CPUSchedulingPolicy=batch`).
 */
export const PG_SCHED = env.PG_SCHED || 'batch';
const SCHED_POLICY = { normal: 0, batch: 3 };

/** The scheduling policy of process `pid` by name (`/proc/<pid>/stat`, field 41). */
export function schedulingPolicy(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const policy = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[38]);
  return Object.keys(SCHED_POLICY).find((name) => SCHED_POLICY[name] === policy) ?? String(policy);
}

/**
 * Starts the cluster with its database `casino_bench`. `statements` (N > 0): pg_stat_statements
 * counts, and `statements()` answers the N costliest; `options`: `-c name=value …` beyond the
 * defaults; `tcp`: the answered URL reaches it over TCP on loopback rather than its Unix socket.
 */
export async function startPostgres({ statements: PG_STATEMENTS = 0, options: PG_OPTIONS = '', tcp: PG_TCP = false } = {}) {
  if (!(PG_SCHED in SCHED_POLICY)) throw new Error(`PG_SCHED must be batch or normal, not ${PG_SCHED}`);
  const bin = pgBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found (Debian: apt-get install postgresql, or set PGBIN)');
  const work = mkdtempSync(join(tmpdir(), 'casino-bench-pg-'));
  const port = await freePort();
  // The server refuses to run as root: run it as the postgres user then.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(work, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()), 0);
  const run = (tool, args, prefix = []) => {
    const command = [...prefix, join(bin, tool), ...args];
    const r = asRoot
      ? spawnSync('runuser', ['-u', 'postgres', '--', ...command], { encoding: 'utf8' })
      : spawnSync(command[0], command.slice(1), { encoding: 'utf8' });
    if (r.error) throw new Error(`${command[0]} failed: ${r.error.message}${command[0] === 'chrt' ? ' (util-linux; or PG_SCHED=normal)' : ''}`);
    if (r.status !== 0) throw new Error(`${tool} failed:\n${r.stdout}${r.stderr}`);
    return r.stdout;
  };
  const data = join(work, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const counting = PG_STATEMENTS > 0 ? ' -c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track_planning=on' : '';
  // Recycled WAL segments are kept up to a run's worth (`prepareWal` below).
  const wal = ` -c min_wal_size=${WAL_SEGMENTS * 16}MB -c max_wal_size=${2 * WAL_SEGMENTS * 16}MB`;
  run(
    'pg_ctl',
    [
      '-D',
      data,
      '-l',
      join(work, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c max_connections=200${wal}${counting} ${PG_OPTIONS}`.trim(),
      'start',
    ],
    PG_SCHED === 'batch' ? ['chrt', '--batch', '0'] : [],
  );
  // Every backend is forked from the postmaster and runs at its policy.
  const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  if (schedulingPolicy(postmaster) !== PG_SCHED) throw new Error(`PostgreSQL runs at the ${schedulingPolicy(postmaster)} scheduling policy, not ${PG_SCHED}`);
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'casino_bench']);
  const psqlArgs = (command) => ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'casino_bench', '-X', '-c', command];
  const psql = (command) => run('psql', psqlArgs(command));
  // While the players play: a synchronous run would hold up every player's timers for its length.
  const psqlAsync = (command) =>
    new Promise((resolve, reject) => {
      const child = asRoot ? spawn('runuser', ['-u', 'postgres', '--', join(bin, 'psql'), ...psqlArgs(command)]) : spawn(join(bin, 'psql'), psqlArgs(command));
      let out = '';
      child.stdout.on('data', (c) => (out += c));
      child.stderr.on('data', (c) => (out += c));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`psql failed:\n${out}`))));
    });
  if (counting) psql('create extension pg_stat_statements');
  prepareWal(psql);
  return {
    /** The postmaster's process id (its backends are its children), to read PostgreSQL's CPU time. */
    pid: () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]),
    /** Brings the planner's statistics up to date (ANALYZE). */
    analyze: () => psqlAsync('analyze'),
    /** VACUUM and ANALYZE of every table, as autovacuum keeps a database in service. */
    vacuum: () => psqlAsync('vacuum analyze'),
    /**
     * Writes every changed page to disk now. After a bulk write (a step's history), the kernel would
     * otherwise write those pages out about 30 s later (vm.dirty_expire_centisecs) in one burst, and
     * every commit's WAL flush waits behind it: commits of 50–85 ms, seen in the step after.
     */
    checkpoint: () => psqlAsync('checkpoint'),
    /**
     * Gives every bench player (`bench-…` login) without one a history of `rounds` settled real-money
     * rounds a month back, each a stake and an equal win in the ledger, so the balances stay their
     * ledger's sums. A database in service holds its players' past; the bench's would hold only what
     * the run wrote, and tables that grow by half within a step are vacuumed by autovacuum within it.
     */
    giveHistory: (rounds) =>
      psqlAsync(`with p as (
          select a.id, b.amount, b.currency, l.id as launch_id, l.game_id, g.sysname
          from accounts a
          join balances b on b.account_id = a.id and b.kind = 'main'
          join lateral (select id, game_id from game_launches where account_id = a.id and mode = 'real' order by id limit 1) l on true
          join games g on g.id = l.game_id
          where a.login like 'bench-%' and not exists (select 1 from game_rounds r where r.round_id = 'history-' || a.id || '-1')
        ), rounds as (
          insert into game_rounds (round_id, launch_id, account_id, game_id, mode, currency, bet, win, outcome, balance_after, created_at)
          select 'history-' || p.id || '-' || n, p.launch_id, p.id, p.game_id, 'real', p.currency, 100, 100, '{}', p.amount, now() - interval '30 days' + n * interval '1 minute'
          from p, generate_series(1, ${Number(rounds)}) n
        )
        insert into ledger (account_id, balance_kind, kind, amount, balance_after, currency, idempotency_key, reference, created_at)
        select p.id, 'main', m.kind, m.amount, p.amount + case when m.kind = 'bet' then -100 else 0 end, p.currency,
          'round:history-' || p.id || '-' || n || ':' || m.kind,
          jsonb_build_object('game', p.sysname, 'round', 'history-' || p.id || '-' || n, 'mode', 'real'),
          now() - interval '30 days' + n * interval '1 minute'
        from p, generate_series(1, ${Number(rounds)}) n, (values ('bet', -100), ('win', 100)) m (kind, amount)
        order by p.id, n, m.amount`),
    /** Counts statements from now on (PG_STATEMENTS). */
    resetStatements: () => psqlAsync('select pg_stat_statements_reset()'),
    /** The costliest statements by time spent in PostgreSQL since `resetStatements` (PG_STATEMENTS). */
    statements: () =>
      psqlAsync(`select calls, round(total_exec_time::numeric / 1000, 2) as total_s, round(mean_exec_time::numeric, 3) as mean_ms, round((total_plan_time / greatest(calls, 1))::numeric, 3) as plan_ms_per_call, round(max_exec_time::numeric, 1) as max_ms, wal_bytes / greatest(calls, 1) as wal_per_call,
        round((100 * total_exec_time / sum(total_exec_time) over ())::numeric, 1) as pct, left(regexp_replace(query, '\\s+', ' ', 'g'), 110) as query
        from pg_stat_statements where dbid = (select oid from pg_database where datname = 'casino_bench')
        order by total_exec_time desc limit ${PG_STATEMENTS}`),
    /** The tables written most, with how many updates stayed on their page without new index entries (HOT). */
    tables: () =>
      psql(`select relname as table, n_tup_ins as inserted, n_tup_upd as updated, n_tup_hot_upd as hot, (select count(*) from pg_index i where i.indrelid = relid) as indexes,
        pg_size_pretty(pg_total_relation_size(relid)) as size
        from pg_stat_user_tables where n_tup_ins + n_tup_upd > 1000 order by n_tup_ins + n_tup_upd desc`),
    // A server on the same machine is reached through its Unix socket, as a deployment beside it would be.
    url: PG_TCP ? `postgres://postgres@127.0.0.1:${port}/casino_bench` : `postgres://postgres@localhost:${port}/casino_bench?host=${encodeURIComponent(work)}`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
        // PG_LOG=file: the server's log is kept there (with PG_OPTIONS='-c log_autovacuum_min_duration=0', say).
        if (env.PG_LOG) copyFileSync(join(work, 'server.log'), env.PG_LOG);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    },
  };
}

/** WAL segments (16 MB each) a server in service has ready: more than a run writes. */
const WAL_SEGMENTS = 64;

/**
 * Gives the new cluster the WAL segments a server in service has: written once, then recycled by
 * a checkpoint. A new cluster has none, so under load it makes a segment every few seconds: by
 * default it writes the 16 MB of zeros first while every commit waits (stalls of 0.1–0.4 s), and
 * without them (`wal_init_zero=off`) the segment is a sparse file whose every write allocates
 * blocks, and every commit's flush writes them too. Takes a few seconds before the server starts.
 */
function prepareWal(psql) {
  psql(`create table wal_segments (n integer);
    do $$ begin for i in 1..${WAL_SEGMENTS} loop insert into wal_segments values (i); perform pg_switch_wal(); end loop; end $$;
    drop table wal_segments`);
  psql('checkpoint');
}
