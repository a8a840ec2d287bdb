/**
 * Release commands for teams and ops (docs/operations/releases.md):
 *
 *   pnpm release <remote>|--all [--activate] [--canary <percent>] [--version <x.y.z>] [--out <dir>]
 *   pnpm release <remote>|--all --no-build      publish what `pnpm build` left in mfe-<remote>/dist
 *   pnpm rollback <remote> [--to <release>]
 *   pnpm releases [<remote>]
 *   pnpm canary <remote> <release> <percent>   (0 stops it)   ·   pnpm promote <remote>
 *
 * They talk to the running server's ops API when one runs on this DATA_DIR (or OPS_URL is set),
 * otherwise they open the database directly. Only the named remote is built or touched.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@casino/contract';
import { loadConfig, ROOT_DIR, type Config } from '../../config';
import { openPlatformDatabase } from '../../platform';
import { cliActor, runningServer, type OpsCall } from '../../ops/client';
import { ReleaseService } from './service';
import type { ReleaseFile } from './storage';
import { openReleaseStorage } from './storage-config';

type ListItem = Awaited<ReturnType<ReleaseService['list']>>[number];

/** The operations, over HTTP or in-process; both answer the same shapes. */
interface Ops {
  publish(remote: RemoteName, files: ReleaseFile[], gitCommit: string | null): Promise<{ release: { release: string }; created: boolean }>;
  activate(remote: RemoteName, release: string): Promise<{ active: string; previous: string | null }>;
  rollback(remote: RemoteName, to?: string): Promise<{ active: string; previous: string | null }>;
  canary(remote: RemoteName, release: string | null, percent: number): Promise<unknown>;
  promote(remote: RemoteName): Promise<{ active: string }>;
  list(remote?: RemoteName): Promise<ListItem[]>;
  close(): Promise<void>;
}

const actor = cliActor();

function httpOps(call: OpsCall): Ops {
  return {
    publish: (remote, files, gitCommit) =>
      call('POST', `/ops/releases/${remote}`, { files: files.map((f) => ({ path: f.path, base64: f.data.toString('base64') })), gitCommit }),
    activate: (remote, release) => call('POST', `/ops/releases/${remote}/activate`, { release }),
    rollback: (remote, to) => call('POST', `/ops/releases/${remote}/rollback`, to ? { to } : {}),
    canary: (remote, release, percent) => call('POST', `/ops/releases/${remote}/canary`, { release, percent }),
    promote: (remote) => call('POST', `/ops/releases/${remote}/promote`, {}),
    list: async (remote) => (await call<{ items: ListItem[] }>('GET', remote ? `/ops/releases/${remote}` : '/ops/releases')).items,
    close: async () => {},
  };
}

async function directOps(config: Config): Promise<Ops> {
  const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child() { return silent; }, level: 'silent' } as never;
  const database = await openPlatformDatabase(config, silent);
  const service = new ReleaseService(database.db, openReleaseStorage(config.releases.storage, config.dataDir, database.db));
  return {
    publish: (remote, files, gitCommit) => service.publish({ remote, files, gitCommit, actor }),
    activate: (remote, release) => service.activate(remote, release, actor),
    rollback: (remote, to) => service.rollback(remote, actor, to),
    canary: (remote, release, percent) => service.canary(remote, release, percent, actor),
    promote: (remote) => service.promoteCanary(remote, actor),
    list: (remote) => service.list(remote),
    close: () => database.close(),
  };
}

async function connect(config: Config): Promise<{ ops: Ops; via: string }> {
  const server = await runningServer(config);
  if (server) return { ops: httpOps(server.call), via: server.via };
  return { ops: await directOps(config), via: 'database' };
}

function gitCommit(): string | null {
  const r = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT_DIR, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** Builds one remote alone into `outDir` (its own webpack build; nothing else is rebuilt, dist/ is left alone). */
function buildRemote(remote: RemoteName, outDir: string, version?: string): void {
  const pnpm = process.env.npm_execpath && /pnpm/.test(process.env.npm_execpath) ? [process.execPath, process.env.npm_execpath] : ['pnpm'];
  const r = spawnSync(pnpm[0]!, [...pnpm.slice(1), '--filter', `@casino/mfe-${remote}`, 'run', 'build', '--output-path', outDir], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
    env: { ...process.env, ...(version ? { RELEASE_VERSION: version } : {}) },
  });
  if (r.status !== 0) throw new Error(`Build of ${remote} failed`);
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

interface Flags {
  positional: string[];
  values: Record<string, string>;
  switches: Set<string>;
}

function parseFlags(argv: string[]): Flags {
  const flags: Flags = { positional: [], values: {}, switches: new Set() };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') continue;
    if (['--to', '--version', '--canary', '--from', '--out'].includes(arg)) flags.values[arg.slice(2)] = argv[++i] ?? '';
    else if (arg.startsWith('--')) flags.switches.add(arg.slice(2));
    else flags.positional.push(arg);
  }
  return flags;
}

function remotesOf(flags: Flags): RemoteName[] {
  if (flags.switches.has('all')) return [...REMOTE_NAMES];
  const name = flags.positional[0];
  if (!name || !(REMOTE_NAMES as readonly string[]).includes(name)) {
    throw new Error(`Name a remote: ${REMOTE_NAMES.join(', ')}${flags.switches.has('all') ? '' : ' (or --all)'}`);
  }
  return [name as RemoteName];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function printList(items: ListItem[]): void {
  if (!items.length) return console.log('No releases yet.');
  for (const r of items) {
    const state = r.active ? 'ACTIVE' : r.canaryPercent ? `canary ${r.canaryPercent}%` : '';
    console.log(
      `${r.remote.padEnd(11)} ${r.release.padEnd(24)} ${state.padEnd(11)} ${r.createdAt.slice(0, 19).replace('T', ' ')}  by ${r.createdBy}` +
        `  loads ${r.served}, failures ${r.failures}${r.gitCommit ? `  ${r.gitCommit.slice(0, 8)}` : ''}`,
    );
  }
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const flags = parseFlags(rest);
  const config = loadConfig();
  const started = Date.now();
  const { ops, via } = await connect(config);
  try {
    switch (command) {
      case 'release': {
        const remotes = remotesOf(flags);
        for (const remote of remotes) {
          const t0 = Date.now();
          const build = !flags.switches.has('no-build') && !flags.values.from;
          const dir = build
            ? resolve(flags.values.out ? join(flags.values.out, remotes.length > 1 ? remote : '') : mkdtempSync(join(tmpdir(), `release-${remote}-`)))
            : resolve(flags.values.from ?? join(ROOT_DIR, `mfe-${remote}`, 'dist'));
          if (build) buildRemote(remote, dir, flags.values.version);
          const files = readDist(dir);
          if (build && !flags.values.out) rmSync(dir, { recursive: true, force: true });
          const { release, created } = await ops.publish(remote, files, gitCommit());
          console.log(`${remote}: ${created ? 'published' : 'already published'} ${release.release}`);
          if (flags.switches.has('activate')) {
            const a = await ops.activate(remote, release.release);
            console.log(`${remote}: active ${a.active}${a.previous && a.previous !== a.active ? ` (was ${a.previous})` : ''}`);
          } else if (flags.values.canary) {
            await ops.canary(remote, release.release, Number(flags.values.canary));
            console.log(`${remote}: canary ${release.release} for ${flags.values.canary}% of players`);
          }
          console.log(`${remote}: release took ${seconds(Date.now() - t0)}`);
        }
        break;
      }
      case 'rollback': {
        const [remote] = remotesOf(flags);
        const r = await ops.rollback(remote!, flags.values.to);
        console.log(`${remote}: active ${r.active} (was ${r.previous ?? 'none'}); other remotes untouched`);
        break;
      }
      case 'canary': {
        const [remote] = remotesOf(flags);
        const [, release, percent] = flags.positional;
        await ops.canary(remote!, release ?? null, Number(percent ?? 0));
        console.log(`${remote}: canary ${Number(percent) > 0 ? `${release} for ${percent}%` : 'stopped'}`);
        break;
      }
      case 'promote': {
        const [remote] = remotesOf(flags);
        console.log(`${remote}: active ${(await ops.promote(remote!)).active}`);
        break;
      }
      case 'releases':
        printList(await ops.list(flags.positional[0] as RemoteName | undefined));
        break;
      default:
        throw new Error('Commands: release, rollback, canary, promote, releases');
    }
    console.log(`done in ${seconds(Date.now() - started)} via ${via}`);
  } finally {
    await ops.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
