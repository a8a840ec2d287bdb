import { createServer, type Server } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTRACT_MAJOR } from '@casino/contract';
import { openTestDatabase, type TestDatabase } from '../../testing/server';
import { ReleaseService } from './service';
import type { ReleaseFile } from './storage';
import { PostgresReleaseStorage } from './storage-postgres';
import { s3ClientOf, S3ReleaseStorage, S3_MAX_ATTEMPTS } from './storage-s3';
import { loadReleaseStorageSettings } from './storage-config';

function build(version: string, marker: string): ReleaseFile[] {
  return [
    { path: 'release.json', data: Buffer.from(JSON.stringify({ name: 'casino', version, contract: CONTRACT_MAJOR, prefixes: ['gamehall'], shared: {} })) },
    { path: 'remoteEntry.js', data: Buffer.from(`var mfe_casino = "${marker}";`) },
    { path: 'assets/logo.svg', data: Buffer.from('<svg/>') },
  ];
}

let database: TestDatabase;
let dir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'release-cache-'));
});
afterAll(async () => {
  await database.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe('release files in PostgreSQL', () => {
  it('a release published through one instance is served by another from its own cache', async () => {
    const a = new ReleaseService(database.db, new PostgresReleaseStorage(database.db, join(dir, 'a')));
    const storageB = new PostgresReleaseStorage(database.db, join(dir, 'b'));
    const { release } = await a.publish({ remote: 'casino', files: build('1.0.0', 'one'), actor: 'alice' });

    expect(await storageB.has('casino', release.release)).toBe(true);
    const [first, second] = await Promise.all([storageB.directory('casino', release.release), storageB.directory('casino', release.release)]);
    expect(first).toBe(join(dir, 'b', 'casino', release.release));
    expect(second).toBe(first);
    expect(readFileSync(join(first!, 'remoteEntry.js'), 'utf8')).toContain('"one"');
    expect(readFileSync(join(first!, 'assets/logo.svg'), 'utf8')).toBe('<svg/>');
  });

  it('stores bytes once however many releases carry them', async () => {
    const storage = new PostgresReleaseStorage(database.db, join(dir, 'c'));
    await storage.write('casino', '2.0.0-aaaa', build('2.0.0', 'two'));
    await storage.write('casino', '2.0.1-bbbb', build('2.0.0', 'two'));
    const blobs = await database.db
      .selectFrom('release_blobs')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const files = await database.db
      .selectFrom('release_files')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(files.n) - Number(blobs.n)).toBeGreaterThanOrEqual(3);
  });

  it('answers no directory for an unknown or malformed release', async () => {
    const storage = new PostgresReleaseStorage(database.db, join(dir, 'd'));
    expect(await storage.directory('casino', '9.9.9-none')).toBeNull();
    expect(await storage.directory('casino', '../etc')).toBeNull();
    expect(existsSync(join(dir, 'd', 'casino', '9.9.9-none'))).toBe(false);
  });
});

describe('release files in an S3-compatible bucket', () => {
  it('builds the AWS SDK client: path-style on a custom endpoint, the keys given or else the credential chain, retries', async () => {
    const settings = {
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'casino-releases',
      region: 'eu-central-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      prefix: 'releases/',
    };
    const keyed = s3ClientOf(settings);
    expect(keyed.config.forcePathStyle).toBe(true);
    expect(await keyed.config.region()).toBe('eu-central-1');
    expect(await keyed.config.maxAttempts()).toBe(S3_MAX_ATTEMPTS);
    expect(await keyed.config.credentials()).toMatchObject({ accessKeyId: 'id', secretAccessKey: 'secret' });
    // Without keys, the SDK's chain: here its first link, the environment (then profiles, web identity, the ECS/EC2 role).
    const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
    process.env.AWS_ACCESS_KEY_ID = 'from-the-chain';
    process.env.AWS_SECRET_ACCESS_KEY = 'chain-secret';
    try {
      const chained = s3ClientOf({ ...settings, endpoint: null, accessKeyId: null, secretAccessKey: null });
      expect(chained.config.forcePathStyle).toBeFalsy();
      expect(await chained.config.credentials()).toMatchObject({ accessKeyId: 'from-the-chain' });
    } finally {
      for (const [name, value] of [
        ['AWS_ACCESS_KEY_ID', saved.id],
        ['AWS_SECRET_ACCESS_KEY', saved.secret],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });

  it('writes files then the manifest, and a second instance fills its cache from the bucket', async () => {
    const objects = new Map<string, Buffer>();
    const seen: string[] = [];
    const server: Server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url} ${req.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ') ? 'signed' : 'unsigned'}`);
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        // The first request meets a passing outage: the client retries it.
        if (seen.length === 1) {
          res.statusCode = 503;
          res.end('<Error><Code>SlowDown</Code></Error>');
          return;
        }
        const key = decodeURIComponent(new URL(req.url!, 'http://bucket').pathname);
        if (req.method === 'PUT') {
          objects.set(key, Buffer.concat(chunks));
          res.end();
        } else if (objects.has(key)) {
          res.end(req.method === 'HEAD' ? undefined : objects.get(key));
        } else {
          res.statusCode = 404;
          res.end();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const settings = loadReleaseStorageSettings({
        RELEASE_STORAGE: 's3',
        RELEASE_S3_ENDPOINT: `http://127.0.0.1:${port}`,
        RELEASE_S3_BUCKET: 'casino-releases',
        RELEASE_S3_ACCESS_KEY_ID: 'id',
        RELEASE_S3_SECRET_ACCESS_KEY: 'secret',
      });
      const a = new S3ReleaseStorage(settings.s3!, join(dir, 's3a'));
      const b = new S3ReleaseStorage(settings.s3!, join(dir, 's3b'));
      expect(await b.directory('casino', '1.0.0-abc')).toBeNull();
      await a.write('casino', '1.0.0-abc', build('1.0.0', 'bucket'));
      expect([...objects.keys()].at(-1)).toBe('/casino-releases/releases/casino/1.0.0-abc/.release.json');
      expect(await b.has('casino', '1.0.0-abc')).toBe(true);
      const served = await b.directory('casino', '1.0.0-abc');
      expect(readFileSync(join(served!, 'remoteEntry.js'), 'utf8')).toContain('"bucket"');
      expect(seen.every((line) => line.endsWith(' signed'))).toBe(true);
      expect(seen[0]).toBe(seen[1]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses RELEASE_STORAGE=s3 without its bucket settings and unknown backends', () => {
    expect(() => loadReleaseStorageSettings({ RELEASE_STORAGE: 's3' })).toThrow(/RELEASE_S3_BUCKET/);
    expect(() => loadReleaseStorageSettings({ RELEASE_STORAGE: 's3', RELEASE_S3_BUCKET: 'b', RELEASE_S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /RELEASE_S3_SECRET_ACCESS_KEY/,
    );
    expect(loadReleaseStorageSettings({ RELEASE_STORAGE: 's3', RELEASE_S3_BUCKET: 'b' }).s3).toMatchObject({
      endpoint: null,
      accessKeyId: null,
      secretAccessKey: null,
    });
    expect(() => loadReleaseStorageSettings({ RELEASE_STORAGE: 'nfs' })).toThrow(/expected one of/);
    expect(loadReleaseStorageSettings({}).backend).toBe('disk');
  });
});
