/**
 * The S3 backend against a real S3-compatible server (s3rver: the S3 REST API on local disk), two
 * server instances on one database and one bucket, through the AWS SDK's S3 client. s3rver does
 * not check SigV4 signatures, so a front recomputes every request's signature with the SDK's
 * signer (apart from the client) before passing it on.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hash } from '@smithy/hash-node';
import { SignatureV4 } from '@smithy/signature-v4';
import type { FastifyInstance } from 'fastify';
import { CONTRACT_MAJOR } from '@casino/contract';
import { buildServer } from '../../app';
import { openTestDatabase, testConfig, type TestDatabase } from '../../testing/server';

interface S3Server {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3ServerClass = new (options: Record<string, unknown>) => S3Server;

function loadS3Server(): S3ServerClass | null {
  try {
    return createRequire(__filename)('s3rver') as S3ServerClass;
  } catch {
    return null;
  }
}
const S3rver = loadS3Server();
if (!S3rver) {
  // s3rver is a devDependency of the server; only an install without dev dependencies lacks it.
  console.warn('storage-s3-server.test: the s3rver package is not installed — the S3 backend is not checked against a real S3 API');
}
const withS3 = S3rver ? describe : describe.skip;

/** Recomputes the request's SigV4 signature with the SDK signer; null when it matches, else why not. */
async function signatureProblem(req: IncomingMessage, body: Buffer, secrets: Record<string, string>): Promise<string | null> {
  const auth = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
    req.headers.authorization ?? '',
  );
  if (!auth) return 'no SigV4 authorization';
  const [, accessKeyId, , region, signedHeaders, signature] = auth as unknown as [string, string, string, string, string, string];
  const secretAccessKey = secrets[accessKeyId];
  if (!secretAccessKey) return 'unknown access key';
  if (req.headers['x-amz-content-sha256'] !== createHash('sha256').update(body).digest('hex')) return 'payload hash differs';
  const amzDate = String(req.headers['x-amz-date']);
  const signingDate = new Date(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`);
  const headers = Object.fromEntries(signedHeaders.split(';').map((h) => [h, String(req.headers[h])]));
  const url = new URL(req.url!, `http://${req.headers.host}`);
  const signer = new SignatureV4({
    credentials: { accessKeyId, secretAccessKey },
    region,
    service: 's3',
    sha256: Hash.bind(null, 'sha256'),
    uriEscapePath: false,
  });
  const signed = await signer.sign(
    {
      method: req.method!,
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body,
    },
    { signingDate },
  );
  const expected = /Signature=([0-9a-f]{64})/.exec(String(signed.headers.authorization))?.[1];
  return expected === signature ? null : 'signature differs';
}

const ACCESS = { RELEASE_S3_ACCESS_KEY_ID: 'S3RVER', RELEASE_S3_SECRET_ACCESS_KEY: 'S3RVER' };
const OPS = { authorization: 'Bearer ops-secret', 'content-type': 'application/json' };

function releaseFiles(version: string, marker: string) {
  const files = [
    { path: 'release.json', data: JSON.stringify({ name: 'casino', version, contract: CONTRACT_MAJOR, prefixes: ['gamehall'], shared: {} }) },
    { path: 'remoteEntry.js', data: `var mfe_casino = "${marker}";` },
    { path: 'assets/logo+mark@2x.svg', data: `<svg data-marker="${marker}"/>` },
    { path: 'chunks/big.js', data: `/* ${marker} */ ${'x'.repeat(200_000)}` },
  ];
  return files.map((f) => ({ path: f.path, base64: Buffer.from(f.data).toString('base64') }));
}

withS3('release files in a real S3-compatible bucket, two instances', () => {
  let s3: S3Server;
  let front: Server;
  const refused: string[] = [];
  let s3dir: string;
  let database: TestDatabase;
  const dirs: string[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let endpoint: string;

  async function instance(): Promise<FastifyInstance> {
    const dataDir = mkdtempSync(join(tmpdir(), 'casino-s3-instance-'));
    dirs.push(dataDir);
    const config = testConfig({ DATA_DIR: dataDir, RELEASE_STORAGE: 's3', RELEASE_S3_ENDPOINT: endpoint, RELEASE_S3_BUCKET: 'casino-releases', ...ACCESS });
    // Both instances share the database; it is closed once, at the end, not by each instance.
    const app = await buildServer(config, {
      database: { ...database, close: async () => {} },
      shellPage: '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>',
      workers: false,
    });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    s3dir = mkdtempSync(join(tmpdir(), 'casino-s3-bucket-'));
    s3 = new S3rver!({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir, configureBuckets: [{ name: 'casino-releases' }] });
    const { port } = await s3.run();
    front = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      // A failure in the proxy answers 502, so the test sees it instead of a hanging request.
      const relay = async () => {
        const body = Buffer.concat(chunks);
        const problem = await signatureProblem(req, body, { S3RVER: 'S3RVER' });
        if (problem) {
          refused.push(`${req.method} ${req.url}: ${problem}`);
          res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
          return;
        }
        const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => k !== 'connection' && k !== 'content-length') as [string, string][]);
        const answer = await fetch(`http://127.0.0.1:${port}${req.url}`, { method: req.method!, headers, ...(body.length ? { body } : {}) });
        res.writeHead(answer.status, Object.fromEntries(answer.headers));
        res.end(Buffer.from(await answer.arrayBuffer()));
      };
      req.on('end', () => void relay().catch((error: unknown) => res.writeHead(502).end(String(error))));
    });
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(front.address() as { port: number }).port}`;
    database = await openTestDatabase();
    a = await instance();
    b = await instance();
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.dispose();
    if (front) await new Promise((resolve) => front.close(resolve));
    await s3?.close();
    for (const d of [s3dir, ...dirs]) if (d) rmSync(d, { recursive: true, force: true });
  });

  async function s3Get(key: string) {
    // Through the backend's own signing: the bucket refuses unsigned reads.
    const { S3ReleaseStorage } = await import('./storage-s3');
    const storage = new S3ReleaseStorage(
      { endpoint, bucket: 'casino-releases', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', prefix: 'releases/' },
      join(s3dir, 'unused'),
    );
    return (storage as unknown as { get(k: string): Promise<{ body: Buffer; lastModified: Date | null } | null> }).get(key);
  }

  const registry = async (app: FastifyInstance) =>
    ((await app.inject({ method: 'GET', url: '/remotes.json' })).json().remotes as { name: string; release: string; entry: string }[]).find(
      (r) => r.name === 'casino',
    );

  it('publishes through A, serves every file from A and B, and rolls back through B', async () => {
    const one = await a.inject({ method: 'POST', url: '/ops/releases/casino', headers: OPS, payload: JSON.stringify({ files: releaseFiles('1.0.0', 'one') }) });
    expect(one.statusCode).toBe(201);
    const first = one.json().data.release.release as string;
    const two = await a.inject({ method: 'POST', url: '/ops/releases/casino', headers: OPS, payload: JSON.stringify({ files: releaseFiles('1.1.0', 'two') }) });
    const second = two.json().data.release.release as string;
    expect(
      (await a.inject({ method: 'POST', url: '/ops/releases/casino/activate', headers: OPS, payload: JSON.stringify({ release: first }) })).statusCode,
    ).toBe(200);
    expect(
      (await a.inject({ method: 'POST', url: '/ops/releases/casino/activate', headers: OPS, payload: JSON.stringify({ release: second }) })).statusCode,
    ).toBe(200);

    // The objects are in the bucket, signed requests accepted, names with spaces and signs kept.
    const manifest = await s3Get(`casino/${second}/.release.json`);
    expect((JSON.parse(manifest!.body.toString('utf8')) as { files: string[] }).files).toContain('assets/logo+mark@2x.svg');

    for (const app of [a, b]) {
      const entry = await registry(app);
      expect(entry?.release).toBe(second);
      const js = await app.inject({ method: 'GET', url: entry!.entry });
      expect(js.statusCode).toBe(200);
      expect(js.body).toContain('"two"');
      const svg = await app.inject({ method: 'GET', url: `/releases/casino/${second}/assets/logo%2Bmark%402x.svg` });
      expect(refused).toEqual([]);
      expect(svg.body).toBe('<svg data-marker="two"/>');
      expect((await app.inject({ method: 'GET', url: `/releases/casino/${second}/chunks/big.js` })).body.length).toBeGreaterThan(200_000);
    }

    expect((await b.inject({ method: 'POST', url: '/ops/releases/casino/rollback', headers: OPS, payload: '{}' })).json().data.active).toBe(first);
    for (const app of [a, b]) {
      const entry = await registry(app);
      expect(entry?.release).toBe(first);
      expect((await app.inject({ method: 'GET', url: entry!.entry })).body).toContain('"one"');
    }
  }, 60_000);

  it('writes the manifest last: a release whose manifest is missing is not served', async () => {
    const { S3ReleaseStorage } = await import('./storage-s3');
    const settings = { endpoint, bucket: 'casino-releases', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', prefix: 'releases/' };
    const writer = new S3ReleaseStorage(settings, join(dirs[0]!, 'writer'));
    const files = releaseFiles('2.0.0', 'three').map((f) => ({ path: f.path, data: Buffer.from(f.base64, 'base64') }));
    await writer.write('casino', '2.0.0-order', files);

    // Object times in the bucket: the manifest is not older than any file of its release.
    const stamps = new Map<string, number>();
    for (const path of [...files.map((f) => f.path), '.release.json']) {
      const r = await s3Get(`casino/2.0.0-order/${path}`);
      expect(r).not.toBeNull();
      stamps.set(path, r!.lastModified!.getTime());
    }
    const manifestTime = stamps.get('.release.json')!;
    for (const f of files) expect(stamps.get(f.path)!).toBeLessThanOrEqual(manifestTime);

    // Files without a manifest (a publish cut short): invisible to every instance.
    const partial = new S3ReleaseStorage(settings, join(dirs[1]!, 'partial'));
    const cut = (partial as unknown as { put(k: string, b: Buffer): Promise<void> }).put.bind(partial);
    await cut('casino/2.0.1-cut/remoteEntry.js', Buffer.from('var x = 1;'));
    expect(await partial.has('casino', '2.0.1-cut')).toBe(false);
    expect(await partial.directory('casino', '2.0.1-cut')).toBeNull();
    expect((await b.inject({ method: 'GET', url: '/releases/casino/2.0.1-cut/remoteEntry.js' })).statusCode).toBe(404);
  }, 60_000);

  it('a wrong secret is refused by the bucket, not taken for a missing release', async () => {
    const { S3ReleaseStorage } = await import('./storage-s3');
    const wrong = new S3ReleaseStorage(
      { endpoint, bucket: 'casino-releases', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'not-the-secret', prefix: 'releases/' },
      join(dirs[0]!, 'wrong'),
    );
    await expect(wrong.directory('casino', '2.0.0-order')).rejects.toThrow(/403/);
    expect(refused).toEqual([expect.stringMatching(/2\.0\.0-order\/\.release\.json(\?x-id=GetObject)?: signature differs$/)]);
  });
});
