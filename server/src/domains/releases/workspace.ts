import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isRemoteName, type RegistryEntry, type RemoteName } from '@casino/contract';

/** What a remote's build writes into `dist/release.json`. */
export interface BuildInfo {
  name: RemoteName;
  version: string;
  contract: number;
  prefixes: string[];
  shared: Record<string, string>;
}

export interface LocalRelease extends RegistryEntry {
  /** Directory the release's files are served from. */
  dir: string;
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** Hash over every file's path and bytes: the same build always gets the same release id. */
export function contentHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(dir)) {
    hash.update(relative(dir, file));
    hash.update('\0');
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 10);
}

export function readBuildInfo(dir: string): BuildInfo | null {
  const file = join(dir, 'release.json');
  if (!existsSync(file) || !existsSync(join(dir, 'mf-manifest.json'))) return null;
  const info = JSON.parse(readFileSync(file, 'utf8')) as BuildInfo;
  return isRemoteName(info.name) ? info : null;
}

const cache = new Map<string, { stamp: string; release: LocalRelease }>();

/** Changes whenever a rebuild rewrites the remote's entry files; hashing runs only then. */
function buildStamp(dir: string): string {
  return ['release.json', 'remoteEntry.js', 'mf-manifest.json']
    .map((f) => {
      const st = statSync(join(dir, f), { throwIfNoEntry: false });
      return st ? `${st.mtimeMs}:${st.size}` : '-';
    })
    .join('|');
}

/**
 * The remotes built in this workspace (`mfe-*\/dist`), each as a release whose id is
 * `<version>-<contenthash>`. Used when no release has been published to the registry yet.
 */
export function workspaceReleases(rootDir: string): LocalRelease[] {
  const out: LocalRelease[] = [];
  for (const entry of readdirSync(rootDir)) {
    if (!entry.startsWith('mfe-')) continue;
    const dir = join(rootDir, entry, 'dist');
    if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
    const stamp = buildStamp(dir);
    const cached = cache.get(dir);
    if (cached?.stamp === stamp) {
      out.push(cached.release);
      continue;
    }
    const info = readBuildInfo(dir);
    if (!info) continue;
    const release = `${info.version}-${contentHash(dir)}`;
    const found: LocalRelease = {
      name: info.name,
      version: info.version,
      release,
      entry: `/releases/${info.name}/${release}/remoteEntry.js`,
      prefixes: info.prefixes,
      contract: info.contract,
      shared: info.shared,
      dir,
    };
    cache.set(dir, { stamp, release: found });
    out.push(found);
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}
