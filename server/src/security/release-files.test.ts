/**
 * Release files are served from the player origin: a release may only hold the kinds of files a
 * remote's build is made of, nothing a browser renders as a document runs there with the site's
 * rights, and requests for releases that do not exist cost no lookup each.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { CONTRACT_MAJOR } from '@casino/contract';
import { openTestDatabase, type TestDatabase } from '../testing/server';
import { registerFileSending } from '../static/routes';
import { databaseReleaseSource, registerReleaseRoutes } from '../domains/releases/routes';
import { ReleaseService } from '../domains/releases/service';
import { LocalDiskStorage, type ReleaseFile, type ReleaseStorage } from '../domains/releases/storage';

function build(version: string, extra: ReleaseFile[] = []): ReleaseFile[] {
  return [
    { path: 'release.json', data: Buffer.from(JSON.stringify({ name: 'casino', version, contract: CONTRACT_MAJOR, prefixes: ['gamehall'], shared: {} })) },
    { path: 'remoteEntry.js', data: Buffer.from(`var mfe_casino = "${version}";`) },
    ...extra,
  ];
}

/** Storage whose lookups are counted: each stands for a database query or an S3 request. */
function counted(inner: ReleaseStorage) {
  const calls = { directory: 0 };
  const storage: ReleaseStorage = {
    has: (remote, release) => inner.has(remote, release),
    write: (remote, release, files) => inner.write(remote, release, files),
    directory: (remote, release) => {
      calls.directory++;
      return inner.directory(remote, release);
    },
  };
  return { storage, calls };
}

let database: TestDatabase;
let dir: string;
let disk: LocalDiskStorage;
beforeAll(async () => {
  database = await openTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'release-files-'));
  disk = new LocalDiskStorage(dir);
});
afterAll(async () => {
  await database.dispose();
  rmSync(dir, { recursive: true, force: true });
});

async function instance(): Promise<{ app: FastifyInstance; service: ReleaseService; calls: { directory: number } }> {
  const { storage, calls } = counted(disk);
  const service = new ReleaseService(database.db, storage);
  const app = Fastify();
  await registerFileSending(app);
  registerReleaseRoutes(app, databaseReleaseSource(service, storage, false));
  await app.ready();
  return { app, service, calls };
}

describe('what a release may hold', () => {
  let service: ReleaseService;
  beforeAll(async () => {
    service = new ReleaseService(database.db, disk);
  });

  it.each(['page.html', 'nested/frame.htm', 'data.xml', 'run.sh', 'app.php', 'tool.exe', 'README', 'page.html.br', 'notes.xhtml'])(
    'refuses %s and names it',
    async (path) => {
      const publishing = service.publish({ remote: 'casino', files: build('2.0.0', [{ path, data: Buffer.from('<script>alert(1)</script>') }]), actor: 'a' });
      await expect(publishing).rejects.toMatchObject({ type: 'InvalidParameterException' });
      await expect(publishing).rejects.toThrow(path);
    },
  );

  it('accepts what a remote is built of, with its pre-compressed copies', async () => {
    const files = [
      'chunk.0123abcd.js',
      'chunk.0123abcd.js.br',
      'chunk.0123abcd.js.gz',
      'chunk.0123abcd.js.LICENSE.txt',
      'entry.mjs',
      'styles.css',
      'styles.css.map',
      'mf-manifest.json',
      'img/logo.svg',
      'img/a.png',
      'img/b.jpg',
      'img/c.jpeg',
      'img/d.gif',
      'img/e.webp',
      'img/f.avif',
      'favicon.ico',
      'fonts/a.woff',
      'fonts/a.woff2',
      'fonts/a.ttf',
      'fonts/a.otf',
      'fonts/a.eot',
      'engine.wasm',
      // The server build beside the browser's (the kit's dist/server/).
      'server/remoteEntry.js',
      'server/__federation_expose_app.0123abcd.js',
      'server/mf-manifest.json',
    ].map((path) => ({ path, data: Buffer.from(path) }));
    await expect(service.publish({ remote: 'casino', files: build('2.0.1', files), actor: 'a' })).resolves.toMatchObject({ created: true });
  });
});

describe('how release files are served', () => {
  let app: FastifyInstance;
  let release: string;
  beforeAll(async () => {
    const one = await instance();
    app = one.app;
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
    release = (await one.service.publish({ remote: 'casino', files: build('3.0.0', [{ path: 'logo.svg', data: Buffer.from(svg) }]), actor: 'a' })).release
      .release;
    // A release stored before these rules, holding a page.
    mkdirSync(join(dir, 'casino', '0.0.1-old'), { recursive: true });
    writeFileSync(join(dir, 'casino', '0.0.1-old', 'page.html'), '<script>alert(1)</script>');
    writeFileSync(join(dir, 'casino', '0.0.1-old', 'feed.xml'), '<x/>');
  });
  afterAll(() => app.close());

  it('never lets the browser guess a type', async () => {
    const r = await app.inject({ url: `/releases/casino/${release}/remoteEntry.js` });
    expect(r.statusCode).toBe(200);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toBeUndefined();
  });

  it('sandboxes whatever a browser could render as a document', async () => {
    for (const url of [`/releases/casino/${release}/logo.svg`, '/releases/casino/0.0.1-old/page.html', '/releases/casino/0.0.1-old/feed.xml']) {
      const r = await app.inject({ url });
      expect([url, r.statusCode]).toEqual([url, 200]);
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['content-security-policy']).toBe('sandbox');
    }
  });
});

describe('the server build of a release', () => {
  it('is kept for the server: its files answer 404 to browsers, the browser build beside it is served', async () => {
    const { app, service } = await instance();
    const server = ['server/remoteEntry.js', 'server/__federation_expose_app.0123abcd.js', 'server/mf-manifest.json'].map((path) => ({
      path,
      data: Buffer.from(`/* ${path} */`),
    }));
    const { release } = (await service.publish({ remote: 'casino', files: build('3.1.0', server), actor: 'a' })).release;
    for (const file of [
      'server/remoteEntry.js',
      'server/__federation_expose_app.0123abcd.js',
      'server/mf-manifest.json',
      'server/',
      'server',
      'SERVER/remoteEntry.js',
      './server/remoteEntry.js',
    ]) {
      expect([file, (await app.inject({ url: `/releases/casino/${release}/${file}` })).statusCode]).toEqual([file, 404]);
    }
    expect((await app.inject({ url: `/releases/casino/${release}/remoteEntry.js` })).statusCode).toBe(200);
    await app.close();
  });
});

describe('releases that do not exist', () => {
  it('are looked up once for a while, not on every request', async () => {
    const { app, calls } = await instance();
    try {
      for (let i = 0; i < 5; i++) expect((await app.inject({ url: '/releases/casino/9.9.9-0123456789/remoteEntry.js' })).statusCode).toBe(404);
      expect(calls.directory).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('publishing the release, here or on another instance, makes it served at once', async () => {
    const a = await instance();
    const b = await instance();
    try {
      const files = build('4.0.0');
      const { releaseContentHash } = await import('../domains/releases/service');
      const id = `4.0.0-${releaseContentHash(files)}`;
      const url = `/releases/casino/${id}/remoteEntry.js`;
      expect((await a.app.inject({ url })).statusCode).toBe(404);
      expect((await b.app.inject({ url })).statusCode).toBe(404);
      await a.service.publish({ remote: 'casino', files, actor: 'a' });
      // The instance that published forgets at once.
      expect((await a.app.inject({ url })).statusCode).toBe(200);
      // Another instance: as soon as its registry hands the release to a visitor.
      await a.service.activate('casino', id, 'a');
      await b.service.registry(50);
      expect((await b.app.inject({ url })).statusCode).toBe(200);
    } finally {
      await a.app.close();
      await b.app.close();
    }
  });
});
