import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { isSafeReleaseId, isSafeReleasePath, LocalDiskStorage, type ReleaseFile, type ReleaseStorage } from './storage';

/** `RELEASE_S3_…` settings of the S3-compatible backend. */
export interface S3Settings {
  /** `RELEASE_S3_ENDPOINT`: a MinIO/R2/Ceph address (path-style requests); null: AWS S3 of `region`. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** `RELEASE_S3_ACCESS_KEY_ID` and `RELEASE_S3_SECRET_ACCESS_KEY`; null: the AWS SDK's credential chain (environment, profile, web identity, ECS/EC2 role). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Key prefix inside the bucket (`RELEASE_S3_PREFIX`, default `releases/`). */
  prefix: string;
}

/** Connection and answer timeouts of one attempt; the SDK's standard retry (3 attempts, backoff) on top. */
export const S3_CONNECT_TIMEOUT_MS = 5_000;
export const S3_REQUEST_TIMEOUT_MS = 30_000;
export const S3_MAX_ATTEMPTS = 3;

/** The SDK client of the settings (exported for its test). */
export function s3ClientOf(s: S3Settings): S3Client {
  const config: S3ClientConfig = {
    region: s.region,
    maxAttempts: S3_MAX_ATTEMPTS,
    requestHandler: { connectionTimeout: S3_CONNECT_TIMEOUT_MS, requestTimeout: S3_REQUEST_TIMEOUT_MS },
    // S3-compatible servers do not all know the newer checksum headers: sent and checked only where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  if (s.endpoint) Object.assign(config, { endpoint: s.endpoint, forcePathStyle: true });
  if (s.accessKeyId && s.secretAccessKey) config.credentials = { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey };
  return new S3Client(config);
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;

/** One object as read from the bucket. */
export interface S3Object {
  body: Buffer;
  lastModified: Date | null;
}

/**
 * Release files in an S3-compatible bucket (`RELEASE_STORAGE=s3`) through the AWS SDK's S3 client
 * (SigV4, credential chain, timeouts, retries; path-style requests to a custom endpoint). Each
 * release is `<prefix><remote>/<release>/<path>` plus a manifest
 * `<prefix><remote>/<release>/.release.json` written last: a release without it is not visible.
 * Like the PostgreSQL backend, each instance serves from a local disk cache filled on first use;
 * a CDN may also serve the bucket directly.
 */
export class S3ReleaseStorage implements ReleaseStorage {
  private readonly cache: LocalDiskStorage;
  private readonly client: S3Client;

  constructor(
    private readonly s: S3Settings,
    cacheDir: string,
    client?: S3Client,
  ) {
    this.cache = new LocalDiskStorage(cacheDir);
    this.client = client ?? s3ClientOf(s);
  }

  private failure(op: string, key: string, error: unknown): Error {
    const status = statusOf(error);
    return new Error(`S3 ${op} ${key}: ${status ?? 'no answer'} ${(error as Error).name}`, { cause: error });
  }

  /** The object, or null when the bucket has none; any other answer (403 included) throws. */
  private async get(key: string): Promise<S3Object | null> {
    try {
      const r = await this.client.send(new GetObjectCommand({ Bucket: this.s.bucket, Key: `${this.s.prefix}${key}` }));
      return { body: Buffer.from(await r.Body!.transformToByteArray()), lastModified: r.LastModified ?? null };
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw this.failure('GET', key, error);
    }
  }

  private async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.s.bucket, Key: `${this.s.prefix}${key}` }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw this.failure('HEAD', key, error);
    }
  }

  private async put(key: string, body: Buffer): Promise<void> {
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.s.bucket, Key: `${this.s.prefix}${key}`, Body: body, ContentLength: body.length }));
    } catch (error) {
      throw this.failure('PUT', key, error);
    }
  }

  private manifestKey(remote: string, release: string) {
    return `${remote}/${release}/.release.json`;
  }

  async has(remote: string, release: string): Promise<boolean> {
    if (!isSafeReleaseId(remote, release)) return false;
    return this.exists(this.manifestKey(remote, release));
  }

  async write(remote: string, release: string, files: readonly ReleaseFile[]): Promise<void> {
    if (!isSafeReleaseId(remote, release)) throw new Error(`Bad release id ${remote}/${release}`);
    for (const file of files) if (!isSafeReleasePath(file.path)) throw new Error(`Bad file path in release: ${file.path}`);
    if (await this.has(remote, release)) return;
    for (const file of files) await this.put(`${remote}/${release}/${file.path}`, file.data);
    await this.put(this.manifestKey(remote, release), Buffer.from(JSON.stringify({ files: files.map((f) => f.path) })));
  }

  directory(remote: string, release: string): Promise<string | null> {
    return this.cache.cachedOr(remote, release, () => this.fill(remote, release));
  }

  private async fill(remote: string, release: string): Promise<string | null> {
    const manifest = await this.get(this.manifestKey(remote, release));
    if (!manifest) return null;
    const { files } = JSON.parse(manifest.body.toString('utf8')) as { files: string[] };
    const out: ReleaseFile[] = [];
    for (const path of files) {
      if (!isSafeReleasePath(path)) throw new Error(`Bad file path in stored release: ${path}`);
      const r = await this.get(`${remote}/${release}/${path}`);
      if (!r) throw new Error(`S3: ${remote}/${release}/${path} is missing`);
      out.push({ path, data: r.body });
    }
    this.cache.writeSync(remote, release, out);
    return this.cache.directorySync(remote, release);
  }
}
