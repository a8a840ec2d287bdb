import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { readSettings } from '../../settings';
import { LocalDiskStorage, type ReleaseStorage } from './storage';
import { PostgresReleaseStorage } from './storage-postgres';
import { S3ReleaseStorage, type S3Settings } from './storage-s3';

/** `RELEASE_STORAGE`: where release files live. `disk` (default) is one machine's; `postgres` and `s3` are shared by every instance. */
export interface ReleaseStorageSettings {
  backend: 'disk' | 'postgres' | 's3';
  s3: S3Settings | null;
}

/** Read through the settings schema (src/settings): a bad value refuses the start by name. */
export function loadReleaseStorageSettings(env: NodeJS.ProcessEnv): ReleaseStorageSettings {
  const s = readSettings(env);
  const backend = s.RELEASE_STORAGE;
  if (backend !== 's3') return { backend, s3: null };
  const bucket = s.RELEASE_S3_BUCKET;
  if (!bucket) throw new Error('RELEASE_STORAGE=s3 needs RELEASE_S3_BUCKET');
  const accessKeyId = s.RELEASE_S3_ACCESS_KEY_ID ?? null;
  const secretAccessKey = s.RELEASE_S3_SECRET_ACCESS_KEY ?? null;
  // Both or neither: without them the SDK's credential chain (environment, profile, IAM role) signs.
  if ((accessKeyId === null) !== (secretAccessKey === null)) {
    throw new Error(
      `RELEASE_STORAGE=s3 needs ${accessKeyId === null ? 'RELEASE_S3_ACCESS_KEY_ID' : 'RELEASE_S3_SECRET_ACCESS_KEY'} with the other, or neither (the AWS credential chain)`,
    );
  }
  return {
    backend,
    s3: { endpoint: s.RELEASE_S3_ENDPOINT ?? null, bucket, region: s.RELEASE_S3_REGION, accessKeyId, secretAccessKey, prefix: s.RELEASE_S3_PREFIX },
  };
}

/** The configured backend; the shared ones cache immutable files under `<dataDir>/release-cache`. */
export function openReleaseStorage(settings: ReleaseStorageSettings, dataDir: string, db: Kysely<DB>): ReleaseStorage {
  if (settings.backend === 'postgres') return new PostgresReleaseStorage(db, join(dataDir, 'release-cache'));
  if (settings.backend === 's3') return new S3ReleaseStorage(settings.s3!, join(dataDir, 'release-cache'));
  return new LocalDiskStorage(join(dataDir, 'releases'));
}
