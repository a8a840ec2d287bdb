/**
 * Release commands for teams and ops (docs/operations/releases.md); each answers --help:
 *
 *   pnpm release <remote>|--all [--activate | --canary <percent>] [--version <x.y.z>] [--out <dir>]
 *   pnpm release <remote>|--all --no-build      publish what `pnpm build` left in mfe-<remote>/dist
 *   pnpm rollback <remote>|--all [--to <release>]
 *   pnpm releases [<remote>]
 *   pnpm canary <remote> <release> <percent>  ·  pnpm canary <remote> --stop
 *   pnpm promote <remote>|--all
 *
 * They talk to the running server's ops API when one runs on this DATA_DIR (or OPS_URL is set),
 * otherwise they open the database directly. Only the named remote (or, with --all, each remote)
 * is built or touched.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@casino/contract';
import { loadConfig, ROOT_DIR, type Config } from '../../config';
import { CliError, main, oneOf, secondsSince, table, UsageError, wholeNumber, type Args, type Io, type Program } from '../../cli/kit';
import { withOps } from '../../cli/direct';
import type { Database } from '../../db/connection';
import { cliActor, type OpsCall } from '../../cli/ops-client';
import type { ReleaseService } from './service';
import type { ReleaseFile } from './storage';

type ListItem = Awaited<ReturnType<ReleaseService['list']>>[number];

/** The operations, over HTTP or in-process; both answer the same shapes. */
interface Ops {
  publish(remote: RemoteName, files: ReleaseFile[], gitCommit: string | null): Promise<{ release: { release: string }; created: boolean }>;
  activate(remote: RemoteName, release: string): Promise<{ active: string; previous: string | null }>;
  rollback(remote: RemoteName, to?: string): Promise<{ active: string; previous: string | null }>;
  canary(remote: RemoteName, release: string | null, percent: number): Promise<unknown>;
  promote(remote: RemoteName): Promise<{ active: string }>;
  list(remote?: RemoteName): Promise<ListItem[]>;
}

function httpOps(call: OpsCall): Ops {
  return {
    publish: (remote, files, gitCommit) =>
      call('POST', `/ops/releases/${remote}`, { files: files.map((f) => ({ path: f.path, base64: f.data.toString('base64') })), gitCommit }),
    activate: (remote, release) => call('POST', `/ops/releases/${remote}/activate`, { release }),
    rollback: (remote, to) => call('POST', `/ops/releases/${remote}/rollback`, to ? { to } : {}),
    canary: (remote, release, percent) => call('POST', `/ops/releases/${remote}/canary`, { release, percent }),
    promote: (remote) => call('POST', `/ops/releases/${remote}/promote`, {}),
    list: async (remote) => (await call<{ items: ListItem[] }>('GET', remote ? `/ops/releases/${remote}` : '/ops/releases')).items,
  };
}

async function databaseOps(config: Config, { db }: Database): Promise<Ops> {
  const [{ ReleaseService }, { openReleaseStorage }] = await Promise.all([import('./service'), import('./storage-config')]);
  const service = new ReleaseService(db, openReleaseStorage(config.releases.storage, config.dataDir, db));
  const actor = cliActor();
  return {
    publish: (remote, files, gitCommit) => service.publish({ remote, files, gitCommit, actor }),
    activate: (remote, release) => service.activate(remote, release, actor),
    rollback: (remote, to) => service.rollback(remote, actor, to),
    canary: (remote, release, percent) => service.canary(remote, release, percent, actor),
    promote: (remote) => service.promoteCanary(remote, actor),
    list: (remote) => service.list(remote),
  };
}

/** Runs `work` with the ops, through the running server or on the database (cli/direct.ts); answers where the calls went. */
function withReleaseOps(work: (ops: Ops) => Promise<void>): Promise<{ via: string }> {
  const config = loadConfig();
  return withOps(config, { server: (client) => httpOps(client.call), database: (database) => databaseOps(config, database) }, work);
}

function gitCommit(): string | null {
  const r = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT_DIR, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** Builds one remote alone into `outDir` (its own webpack build; nothing else is rebuilt, dist/ is left alone). Its output is shown only when it fails. */
function buildRemote(remote: RemoteName, outDir: string, version?: string): Promise<void> {
  const pnpm = process.env.npm_execpath && /pnpm/.test(process.env.npm_execpath) ? [process.execPath, process.env.npm_execpath] : ['pnpm'];
  return new Promise((done, fail) => {
    const child = spawn(pnpm[0]!, [...pnpm.slice(1), '--filter', `@casino/mfe-${remote}`, 'run', 'build', '--output-path', outDir], {
      cwd: ROOT_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(version ? { RELEASE_VERSION: version } : {}) },
    });
    let output = '';
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => fail(new CliError(`the build of ${remote} did not start: ${error.message}`, 'build_failed')));
    child.on('close', (code) => {
      if (code === 0) return done();
      process.stderr.write(`${output.split('\n').slice(-40).join('\n')}\n`);
      fail(new CliError(`the build of ${remote} failed (its last lines are above)`, 'build_failed'));
    });
  });
}

export function readDist(dir: string): ReleaseFile[] {
  const files: ReleaseFile[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push({ path: relative(dir, full).split(sep).join('/'), data: readFileSync(full) });
    }
  };
  walk(dir);
  return files;
}

const REMOTES = REMOTE_NAMES.join(', ');
const remoteArg = { name: 'remote', optional: true, description: `one of ${REMOTES}; or --all` };
const allOption = (what: string) => ({ all: { type: 'boolean' as const, description: `${what} every remote (${REMOTES}), one after the other` } });

/** The named remote, or every remote with --all (one or the other). */
function remotesOf(args: Args): RemoteName[] {
  const named = args.positionals[0];
  if (args.flag('all') && named) throw new UsageError(`name a remote or --all, not both`);
  if (args.flag('all')) return [...REMOTE_NAMES];
  if (!named) throw new UsageError(`name a remote (${REMOTES}) or --all`);
  return [oneOf(named, '<remote>', REMOTE_NAMES)];
}

const when = (iso: string) => iso.slice(0, 19).replace('T', ' ');

function printList(io: Io, items: ListItem[]): void {
  io.result(items, () => {
    if (!items.length) return io.say('No releases yet.');
    io.say(
      table(
        ['REMOTE', 'RELEASE', 'STATE', 'CREATED (UTC)', 'BY', 'LOADS', 'FAILURES', 'COMMIT'],
        items.map((r) => [
          r.remote,
          r.release,
          r.active ? 'ACTIVE' : r.canaryPercent ? `canary ${r.canaryPercent}%` : '-',
          when(r.createdAt),
          r.createdBy,
          String(r.served),
          String(r.failures),
          r.gitCommit ? r.gitCommit.slice(0, 8) : '-',
        ]),
      ),
    );
  });
}

const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

export const RELEASE_PROGRAM: Program = {
  name: 'pnpm release|rollback|releases|canary|promote',
  summary: 'Publish, activate, canary, promote and roll back the remotes’ releases (docs/operations/releases.md).',
  scripted: true,
  commands: {
    release: {
      summary: 'Builds a remote alone (or takes its build) and publishes it as a release; optionally activates it or starts its canary.',
      details: [
        'Each remote is built by itself (webpack, into a temporary directory); the build prints its start and the seconds it took.',
        'Without --activate or --canary the release is published only: players keep the active one.',
      ],
      positionals: [remoteArg],
      options: {
        ...allOption('release'),
        activate: { type: 'boolean', description: 'make it the active release for every player once published' },
        canary: { type: 'string', value: 'percent', description: 'serve it to this share of players (1–100) as a canary' },
        version: { type: 'string', value: 'x.y.z', description: 'the version the build carries (RELEASE_VERSION); only with a build' },
        'no-build': { type: 'boolean', description: 'publish what `pnpm build` left in mfe-<remote>/dist instead of building' },
        from: { type: 'string', value: 'dir', description: 'publish this directory (a build made elsewhere) instead of building; one remote only' },
        out: { type: 'string', value: 'dir', description: 'keep the build in this directory (one sub-directory per remote with --all)' },
      },
      examples: [
        'pnpm release casino --activate',
        'pnpm release cashier --canary 10',
        'pnpm release --all --no-build --activate',
        'pnpm release casino --version 1.4.0 --out /tmp/casino-build',
      ],
      async run(args, io) {
        const remotes = remotesOf(args);
        const prebuilt = args.flag('no-build') || args.has('from');
        if (args.flag('activate') && args.has('canary'))
          throw new UsageError('--activate and --canary exclude each other: activate for everyone, or canary for some');
        const canary = args.has('canary') ? wholeNumber(args.string('canary'), '--canary', 1, 100) : null;
        const version = args.string('version');
        if (version !== undefined && prebuilt)
          throw new UsageError('--version is given to a build; --no-build and --from publish a build already made, with its own version');
        if (version !== undefined && !/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(version))
          throw new UsageError(`--version is x.y.z (such as 1.4.0), not ${version}`);
        if (args.has('out') && prebuilt) throw new UsageError('--out keeps a build; --no-build and --from make none');
        if (args.has('from') && remotes.length > 1) throw new UsageError('--from is one remote’s build: name the remote');
        const results: unknown[] = [];
        return withReleaseOps(async (ops) => {
          for (const remote of remotes) {
            const out = args.string('out');
            const dir = prebuilt
              ? resolve(args.string('from') ?? join(ROOT_DIR, `mfe-${remote}`, 'dist'))
              : resolve(out ? join(out, remotes.length > 1 ? remote : '') : mkdtempSync(join(tmpdir(), `release-${remote}-`)));
            let buildSeconds: number | null = null;
            if (!prebuilt) {
              const t0 = Date.now();
              io.say(`${remote}: building…`);
              await buildRemote(remote, dir, version);
              buildSeconds = (Date.now() - t0) / 1000;
              io.say(`${remote}: built in ${secondsSince(t0)}`);
            }
            const files = readDist(dir);
            if (!prebuilt && !out) rmSync(dir, { recursive: true, force: true });
            const t1 = Date.now();
            io.say(`${remote}: publishing ${files.length} files (${kb(files.reduce((n, f) => n + f.data.length, 0))})…`);
            const { release, created } = await ops.publish(remote, files, gitCommit());
            io.say(`${remote}: ${created ? 'published' : 'already published'} ${release.release} in ${secondsSince(t1)}`);
            const result: Record<string, unknown> = { remote, release: release.release, created, buildSeconds };
            if (args.flag('activate')) {
              const a = await ops.activate(remote, release.release);
              io.say(`${remote}: active ${a.active}${a.previous && a.previous !== a.active ? ` (was ${a.previous})` : ''}`);
              result.active = true;
            } else if (canary !== null) {
              await ops.canary(remote, release.release, canary);
              io.say(`${remote}: canary ${release.release} for ${canary}% of players`);
              result.canaryPercent = canary;
            }
            results.push(result);
          }
          io.result(results, () => {});
        });
      },
    },
    rollback: {
      summary: 'Makes the release before the active one (or the one named) active again.',
      positionals: [remoteArg],
      options: { ...allOption('roll back'), to: { type: 'string', value: 'release', description: 'the release to go back to (one remote only)' } },
      examples: ['pnpm rollback casino', 'pnpm rollback casino --to casino-1.3.0-abc12345', 'pnpm rollback --all'],
      async run(args, io) {
        const remotes = remotesOf(args);
        if (args.has('to') && remotes.length > 1) throw new UsageError('--to names one remote’s release: name the remote');
        const results: Array<{ remote: string; active?: string; previous?: string | null; error?: string }> = [];
        const done = await withReleaseOps(async (ops) => {
          for (const remote of remotes) {
            try {
              const r = await ops.rollback(remote, args.string('to'));
              io.say(`${remote}: active ${r.active} (was ${r.previous ?? 'none'})`);
              results.push({ remote, active: r.active, previous: r.previous });
            } catch (error) {
              // With --all a remote with nothing to go back to is said and skipped; the others still go back.
              if (remotes.length === 1) throw error;
              io.say(`${remote}: not rolled back: ${(error as Error).message}`);
              results.push({ remote, error: (error as Error).message });
            }
          }
        });
        const failed = results.filter((r) => r.error);
        if (failed.length)
          throw new CliError(`${failed.length} of ${remotes.length} remotes not rolled back (${failed.map((r) => r.remote).join(', ')})`, 'partly_done');
        io.result(results, () => {
          if (remotes.length === 1) io.say('other remotes untouched');
        });
        return done;
      },
    },
    releases: {
      summary: 'Lists the releases, newest first, with their state, loads and failures.',
      positionals: [{ name: 'remote', optional: true, description: `only this remote (${REMOTES})` }],
      examples: ['pnpm releases', 'pnpm releases casino', 'pnpm releases --json'],
      async run(args, io) {
        const remote = args.positionals[0] === undefined ? undefined : oneOf(args.positionals[0], '<remote>', REMOTE_NAMES);
        return withReleaseOps(async (ops) => printList(io, await ops.list(remote)));
      },
    },
    canary: {
      synopsis: '<remote> <release> <percent>  |  <remote> --stop',
      summary: 'Serves a published release to a share of players (a canary), changes that share, or stops the canary.',
      details: [
        'A percent of 0, or --stop, stops the canary: every player gets the active release again.',
        'One remote at a time: a release belongs to one remote.',
      ],
      positionals: [
        { name: 'remote', description: `one of ${REMOTES}` },
        { name: 'release', optional: true, description: 'the published release (pnpm releases <remote> lists them)' },
        { name: 'percent', optional: true, description: 'share of players, 0–100 (0 stops)' },
      ],
      options: { stop: { type: 'boolean', description: 'stop the remote’s canary (no release, no percent)' } },
      examples: ['pnpm canary casino casino-1.4.0-abc12345 10', 'pnpm canary casino --stop'],
      async run(args, io) {
        const [name, release, percentText] = args.positionals;
        const remote = oneOf(name, '<remote>', REMOTE_NAMES);
        if (args.flag('stop') && release !== undefined) throw new UsageError('--stop takes no release and no percent');
        if (!args.flag('stop') && release === undefined) throw new UsageError('missing <release> and <percent> (or --stop to stop the canary)');
        if (!args.flag('stop') && percentText === undefined) throw new UsageError('missing <percent> (0–100; 0 stops the canary)');
        const percent = args.flag('stop') ? 0 : wholeNumber(percentText, '<percent>', 0, 100);
        return withReleaseOps(async (ops) => {
          await ops.canary(remote, percent > 0 ? release! : null, percent);
          io.result({ remote, release: percent > 0 ? release : null, percent }, () =>
            io.say(`${remote}: canary ${percent > 0 ? `${release} for ${percent}% of players` : 'stopped'}`),
          );
        });
      },
    },
    promote: {
      summary: 'Makes a remote’s canary its active release for every player.',
      details: ['With --all, every remote that has a canary is promoted; remotes without one are left as they are.'],
      positionals: [remoteArg],
      options: allOption('promote the canary of'),
      examples: ['pnpm promote casino', 'pnpm promote --all'],
      async run(args, io) {
        const remotes = remotesOf(args);
        const results: Array<{ remote: string; active: string }> = [];
        const done = await withReleaseOps(async (ops) => {
          const canaries =
            remotes.length === 1 ? remotes : [...new Set((await ops.list()).filter((r) => r.canaryPercent > 0).map((r) => r.remote as RemoteName))];
          if (!canaries.length) throw new CliError('no remote has a canary', 'no_canary');
          for (const remote of canaries) {
            const { active } = await ops.promote(remote);
            io.say(`${remote}: active ${active}`);
            results.push({ remote, active });
          }
        });
        io.result(results, () => {});
        return done;
      },
    },
  },
};

if (process.argv[1] && /releases[\\/]cli\.[cm]?[jt]s$/.test(process.argv[1])) main(RELEASE_PROGRAM);
