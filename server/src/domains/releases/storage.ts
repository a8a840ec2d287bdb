import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';

export interface ReleaseFile {
  /** Path inside the release, forward slashes (`remoteEntry.js`, `assets/logo.1a2b3c4d.svg`). */
  path: string;
  data: Buffer;
}

/**
 * Where release files live. Releases are immutable: written once, never overwritten. Local disk
 * by default; an object store behind a CDN implements the same interface in production.
 */
export interface ReleaseStorage {
  has(remote: string, release: string): Promise<boolean>;
  /** Writes all files or none (a partial release is never visible). */
  write(remote: string, release: string, files: readonly ReleaseFile[]): Promise<void>;
  /** Local directory to serve the release from (a cache for shared backends), or null when the release is not stored. */
  directory(remote: string, release: string): Promise<string | null>;
}

/** A release path must stay inside its release directory. */
export function isSafeReleasePath(path: string): boolean {
  if (!path || path.length > 300 || path.includes('\0') || path.includes('\\')) return false;
  const normal = normalize(path);
  return !normal.startsWith('..') && !normal.startsWith(sep) && !normal.split(sep).includes('..') && /^[\w./@+-]+$/.test(path);
}

const SAFE_ID = /^[a-z0-9][a-z0-9._-]{0,80}$/i;

export function isSafeReleaseId(remote: string, release: string): boolean {
  return SAFE_ID.test(remote) && SAFE_ID.test(release);
}

/** Release files in directories under `root` (the single-machine default; also the cache of the shared backends). */
export class LocalDiskStorage implements ReleaseStorage {
  constructor(private readonly root: string) {}

  private dir(remote: string, release: string): string {
    if (!isSafeReleaseId(remote, release)) throw new Error(`Bad release id ${remote}/${release}`);
    return join(this.root, remote, release);
  }

  async has(remote: string, release: string): Promise<boolean> {
    return this.hasSync(remote, release);
  }

  hasSync(remote: string, release: string): boolean {
    return existsSync(this.dir(remote, release));
  }

  async write(remote: string, release: string, files: readonly ReleaseFile[]): Promise<void> {
    this.writeSync(remote, release, files);
  }

  writeSync(remote: string, release: string, files: readonly ReleaseFile[]): void {
    const target = this.dir(remote, release);
    if (existsSync(target)) return; // immutable: the same id means the same content
    const staging = `${target}.staging-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    try {
      for (const file of files) {
        if (!isSafeReleasePath(file.path)) throw new Error(`Bad file path in release: ${file.path}`);
        const dest = join(staging, file.path);
        mkdirSync(dirname(dest), { recursive: true });
        writeFileSync(dest, file.data);
      }
      mkdirSync(dirname(target), { recursive: true });
      renameSync(staging, target); // atomic on one file system
    } catch (error) {
      // Another writer (an instance filling the same cache) got there first: same id, same content.
      if (
        existsSync(target) &&
        (error as NodeJS.ErrnoException).code !== undefined &&
        ['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code!)
      ) {
        rmSync(staging, { recursive: true, force: true });
        return;
      }
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
  }

  async directory(remote: string, release: string): Promise<string | null> {
    return this.directorySync(remote, release);
  }

  directorySync(remote: string, release: string): string | null {
    try {
      const dir = this.dir(remote, release);
      return existsSync(dir) ? dir : null;
    } catch {
      return null;
    }
  }
  private readonly filling = new Map<string, Promise<string | null>>();

  /**
   * As a cache of a shared storage: the release's directory once cached, else `fill` writes it
   * (one fill per release at a time, however many requests wait for it).
   */
  async cachedOr(remote: string, release: string, fill: () => Promise<string | null>): Promise<string | null> {
    if (!isSafeReleaseId(remote, release)) return null;
    const cached = this.directorySync(remote, release);
    if (cached) return cached;
    const key = `${remote}/${release}`;
    let pending = this.filling.get(key);
    if (!pending) {
      pending = fill().finally(() => this.filling.delete(key));
      this.filling.set(key, pending);
    }
    return pending;
  }
}
