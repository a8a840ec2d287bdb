import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { LocalDiskStorage, type ReleaseStorage } from './storage';
import { PostgresReleaseStorage } from './storage-postgres';
import { S3ReleaseStorage, type S3Settings } from './storage-s3';

/** `RELEASE_STORAGE`: where release files live. `disk` (default) is one machine's; `postgres` and `s3` are shared by every instance. */
export interface ReleaseStorageSettings {
  backend: 'disk' | 'postgres' | 's3';
  s3: S3Settings | null;
}

export function loadReleaseStorageSettings(env: NodeJS.ProcessEnv): ReleaseStorageSettings {
  const raw = env.RELEASE_STORAGE?.trim() || 'disk';
  if (!['disk', 'postgres', 's3'].includes(raw)) throw new Error(`RELEASE_STORAGE=${raw}: expected one of disk, postgres, s3`);
  const backend = raw as ReleaseStorageSettings['backend'];
  if (backend !== 's3') return { backend, s3: null };
  const need = (name: string) => {
    const v = env[name]?.trim();
    if (!v) throw new Error(`RELEASE_STORAGE=s3 needs ${name}`);
    return v;
  };
  return {
    backend,
    s3: {
      endpoint: need('RELEASE_S3_ENDPOINT'),
      bucket: need('RELEASE_S3_BUCKET'),
      region: env.RELEASE_S3_REGION?.trim() || 'us-east-1',
      accessKeyId: need('RELEASE_S3_ACCESS_KEY_ID'),
      secretAccessKey: need('RELEASE_S3_SECRET_ACCESS_KEY'),
      prefix: env.RELEASE_S3_PREFIX?.trim() ?? 'releases/',
    },
  };
}

/** The configured backend; the shared ones cache immutable files under `<dataDir>/release-cache`. */
export function openReleaseStorage(settings: ReleaseStorageSettings, dataDir: string, db: Kysely<DB>): ReleaseStorage {
  if (settings.backend === 'postgres') return new PostgresReleaseStorage(db, join(dataDir, 'release-cache'));
  if (settings.backend === 's3') return new S3ReleaseStorage(settings.s3!, join(dataDir, 'release-cache'));
  return new LocalDiskStorage(join(dataDir, 'releases'));
}
