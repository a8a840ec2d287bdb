import { createHash, createHmac } from 'node:crypto';
import { isSafeReleaseId, isSafeReleasePath, LocalDiskStorage, type ReleaseFile, type ReleaseStorage } from './storage';

/** `RELEASE_S3_…` settings of the S3-compatible backend. */
export interface S3Settings {
  /** `RELEASE_S3_ENDPOINT`: `https://s3.eu-central-1.amazonaws.com`, or a MinIO/R2/Ceph address. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket (`RELEASE_S3_PREFIX`, default `releases/`). */
  prefix: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const encodeKey = (key: string) => key.split('/').map((s) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)).join('/');

/**
 * Signs one path-style S3 request with AWS Signature Version 4 (no query string, payload hashed).
 * Exported for its test.
 */
export function signS3(
  s: Pick<S3Settings, 'region' | 'accessKeyId' | 'secretAccessKey'>,
  request: { method: string; host: string; path: string; body?: Buffer },
  now = new Date(),
): Record<string, string> {
  const amzDate = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const payloadHash = sha256(request.body ?? '');
  const headers: Record<string, string> = { host: request.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate };
  const names = Object.keys(headers).sort();
  const canonical = [request.method, request.path, '', ...names.map((n) => `${n}:${headers[n]}`), '', names.join(';'), payloadHash].join('\n');
  const scope = `${day}/${s.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${s.secretAccessKey}`, day), s.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
    authorization: `AWS4-HMAC-SHA256 Credential=${s.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

/**
 * Release files in an S3-compatible bucket (`RELEASE_STORAGE=s3`), path-style requests signed with
 * SigV4 over `fetch` (no SDK). Each release is `<prefix><remote>/<release>/<path>` plus a manifest
 * `<prefix><remote>/<release>/.release.json` written last: a release without it is not visible.
 * Like the PostgreSQL backend, each instance serves from a local disk cache filled on first use;
 * a CDN may also serve the bucket directly.
 */
export class S3ReleaseStorage implements ReleaseStorage {
  private readonly cache: LocalDiskStorage;

  constructor(
    private readonly s: S3Settings,
    cacheDir: string,
    private readonly fetchFn: typeof fetch = fetch,
  ) {
    this.cache = new LocalDiskStorage(cacheDir);
  }

  private async request(method: 'GET' | 'PUT' | 'HEAD', key: string, body?: Buffer): Promise<Response> {
    const url = new URL(this.s.endpoint);
    const path = `${url.pathname.replace(/\/+$/, '')}/${encodeKey(this.s.bucket)}/${encodeKey(`${this.s.prefix}${key}`)}`;
    const headers = signS3(this.s, { method, host: url.host, path, ...(body ? { body } : {}) });
    const response = await this.fetchFn(`${url.origin}${path}`, { method, headers, ...(body ? { body: new Uint8Array(body) } : {}) });
    if (!response.ok && response.status !== 404) throw new Error(`S3 ${method} ${key}: ${response.status}`);
    return response;
  }

  private manifestKey(remote: string, release: string) {
    return `${remote}/${release}/.release.json`;
  }

  async has(remote: string, release: string): Promise<boolean> {
    if (!isSafeReleaseId(remote, release)) return false;
    return (await this.request('HEAD', this.manifestKey(remote, release))).ok;
  }

  async write(remote: string, release: string, files: readonly ReleaseFile[]): Promise<void> {
    if (!isSafeReleaseId(remote, release)) throw new Error(`Bad release id ${remote}/${release}`);
    for (const file of files) if (!isSafeReleasePath(file.path)) throw new Error(`Bad file path in release: ${file.path}`);
    if (await this.has(remote, release)) return;
    for (const file of files) await this.request('PUT', `${remote}/${release}/${file.path}`, file.data);
    await this.request('PUT', this.manifestKey(remote, release), Buffer.from(JSON.stringify({ files: files.map((f) => f.path) })));
  }

  directory(remote: string, release: string): Promise<string | null> {
    return this.cache.cachedOr(remote, release, () => this.fill(remote, release));
  }

  private async fill(remote: string, release: string): Promise<string | null> {
    const manifest = await this.request('GET', this.manifestKey(remote, release));
    if (!manifest.ok) return null;
    const { files } = (await manifest.json()) as { files: string[] };
    const out: ReleaseFile[] = [];
    for (const path of files) {
      if (!isSafeReleasePath(path)) throw new Error(`Bad file path in stored release: ${path}`);
      const r = await this.request('GET', `${remote}/${release}/${path}`);
      if (!r.ok) throw new Error(`S3: ${remote}/${release}/${path} is missing`);
      out.push({ path, data: Buffer.from(await r.arrayBuffer()) });
    }
    this.cache.writeSync(remote, release, out);
    return this.cache.directorySync(remote, release);
  }
}
