import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { isSafeReleaseId, isSafeReleasePath, LocalDiskStorage, type ReleaseFile, type ReleaseStorage } from './storage';

/**
 * Release files in PostgreSQL (`RELEASE_STORAGE=postgres`): every instance on the database serves
 * every release. Files are content-addressed (`release_blobs` by SHA-256, `release_files` maps a
 * release's paths to them). A release is immutable, so each instance copies it once into a local
 * disk cache and serves it from there; the cache can be wiped at any time.
 */
export class PostgresReleaseStorage implements ReleaseStorage {
  private readonly cache: LocalDiskStorage;
  /** Concurrent first requests for one release share one copy from the database. */

  constructor(
    private readonly db: Kysely<DB>,
    cacheDir: string,
  ) {
    this.cache = new LocalDiskStorage(cacheDir);
  }

  async has(remote: string, release: string): Promise<boolean> {
    if (!isSafeReleaseId(remote, release)) return false;
    const row = await this.db
      .selectFrom('release_files')
      .select('path')
      .where('remote', '=', remote)
      .where('release', '=', release)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async write(remote: string, release: string, files: readonly ReleaseFile[]): Promise<void> {
    if (!isSafeReleaseId(remote, release)) throw new Error(`Bad release id ${remote}/${release}`);
    for (const file of files) if (!isSafeReleasePath(file.path)) throw new Error(`Bad file path in release: ${file.path}`);
    if (await this.has(remote, release)) return; // immutable: the same id means the same content
    await this.db.transaction().execute(async (tx) => {
      for (const file of files) {
        const sha256 = createHash('sha256').update(file.data).digest('hex');
        await tx
          .insertInto('release_blobs')
          .values({ sha256, data: file.data, byte_size: file.data.length })
          .onConflict((oc) => oc.column('sha256').doNothing())
          .execute();
        await tx
          .insertInto('release_files')
          .values({ remote, release, path: file.path, sha256 })
          .onConflict((oc) => oc.columns(['remote', 'release', 'path']).doNothing())
          .execute();
      }
    });
  }

  directory(remote: string, release: string): Promise<string | null> {
    return this.cache.cachedOr(remote, release, () => this.fill(remote, release));
  }

  private async fill(remote: string, release: string): Promise<string | null> {
    const rows = await this.db
      .selectFrom('release_files as f')
      .innerJoin('release_blobs as b', 'b.sha256', 'f.sha256')
      .select(['f.path', 'b.data'])
      .where('f.remote', '=', remote)
      .where('f.release', '=', release)
      .execute();
    if (rows.length === 0) return null;
    const data = (d: Buffer | Uint8Array) => (Buffer.isBuffer(d) ? d : Buffer.from(d.buffer, d.byteOffset, d.byteLength));
    this.cache.writeSync(
      remote,
      release,
      rows.map((r) => ({ path: r.path, data: data(r.data) })),
    );
    return this.cache.directorySync(remote, release);
  }
}
