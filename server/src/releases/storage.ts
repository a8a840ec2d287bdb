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
  has(remote: string, release: string): boolean;
  /** Writes all files or none (a partial release is never visible). */
  write(remote: string, release: string, files: readonly ReleaseFile[]): void;
  /** Local directory to serve the release from, or null when it is not stored here. */
  directory(remote: string, release: string): string | null;
}

/** A release path must stay inside its release directory. */
export function isSafeReleasePath(path: string): boolean {
  if (!path || path.length > 300 || path.includes('\0') || path.includes('\\')) return false;
  const normal = normalize(path);
  return !normal.startsWith('..') && !normal.startsWith(sep) && !normal.split(sep).includes('..') && /^[\w./@+-]+$/.test(path);
}

const SAFE_ID = /^[a-z0-9][a-z0-9._-]{0,80}$/i;

export class LocalDiskStorage implements ReleaseStorage {
  constructor(private readonly root: string) {}

  private dir(remote: string, release: string): string {
    if (!SAFE_ID.test(remote) || !SAFE_ID.test(release)) throw new Error(`Bad release id ${remote}/${release}`);
    return join(this.root, remote, release);
  }

  has(remote: string, release: string): boolean {
    return existsSync(this.dir(remote, release));
  }

  write(remote: string, release: string, files: readonly ReleaseFile[]): void {
    const target = this.dir(remote, release);
    if (existsSync(target)) return; // immutable: the same id means the same content
    const staging = `${target}.staging-${process.pid}-${Date.now()}`;
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
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
  }

  directory(remote: string, release: string): string | null {
    try {
      const dir = this.dir(remote, release);
      return existsSync(dir) ? dir : null;
    } catch {
      return null;
    }
  }
}
