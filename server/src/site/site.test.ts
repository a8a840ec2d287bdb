import Fastify from 'fastify';
import { createTestServer, login, TEST_ORIGIN, type TestServer } from '../testing/server';
import { registerSite } from './index';
import { HitQuery, hitKind } from './hit';
import { shellBuildId } from './builds';

let server: TestServer;
const EDITOR = { authorization: 'Bearer editor-secret' };

// A fresh seeded database per file; initdb alone takes seconds on a busy machine.
beforeAll(async () => {
  server = await createTestServer({ env: { PUBLIC_ORIGINS: 'http://localhost:8080' } });
}, 60_000);
afterAll(() => server?.close());

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers: { host: 'localhost:8080', ...headers } });
const hits = () => server.database.db.selectFrom('site_hits').selectAll().orderBy('id').execute();

describe('/robots.txt', () => {
  it("answers the host's rules from the domain SEO settings", async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('Disallow: /cashier');
  });

  it("answers the public origin's rules for a host that is not one (a forged Host picks nothing)", async () => {
    const response = await get('/robots.txt', { host: 'unknown.example' });
    expect(response.body).toContain('Disallow: /cashier');
  });

  it('follows edits of the content service', async () => {
    const list = await get('/content/api/domain-seo-settings?filters[host][$eq]=localhost:8080');
    const id = list.json().data[0].id;
    const put = await server.app.inject({
      method: 'PUT',
      url: `/content/api/domain-seo-settings/${id}`,
      headers: EDITOR,
      payload: { data: { robotsTxt: 'User-agent: *\nDisallow: /winners' } },
    });
    expect(put.statusCode).toBe(200);
    expect((await get('/robots.txt')).body).toBe('User-agent: *\nDisallow: /winners\n');
    const page = await get('/ru/winners');
    expect(page.body).toContain('<meta name="robots" content="noindex, follow" data-seo>');
  });
});

describe('/hit', () => {
  it('records a visit with referer, landing path and track id, and answers the pixel', async () => {
    const response = await get('/hit?referer=https%3A%2F%2Fsearch.example%2F%3Fq%3Dcasino&path=%2Fru%2Fgamehall&track_id=aff-42_x');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/gif');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
    expect(await hits()).toEqual([
      expect.objectContaining({
        kind: 'visit',
        track_id: 'aff-42_x',
        seon_session: null,
        referer: 'https://search.example/?q=casino',
        path: '/ru/gamehall',
        account_id: null,
      }),
    ]);
  });

  it("records the fraud-check hit with the player's account", async () => {
    const cookie = await login(server.app, 'demo@example.com', 'demo1234');
    const session = Buffer.from(JSON.stringify({ sid: 'x'.repeat(20) })).toString('base64');
    const response = await get(`/hit?seon_session=${encodeURIComponent(session)}&referer=`, { cookie, origin: TEST_ORIGIN });
    expect(response.statusCode).toBe(200);
    const last = (await hits()).at(-1)!;
    expect(last).toMatchObject({ kind: 'fraud-check', seon_session: session, referer: null, track_id: null });
    expect(last.account_id).toEqual(expect.any(Number));
  });

  it.each([
    ['a referer that is not a web address', 'referer=javascript%3Aalert(1)'],
    ['a track id with odd characters', 'track_id=%3Cscript%3E'],
    ['a track id that is too long', `track_id=${'a'.repeat(129)}`],
    ['a session that is not base64', 'seon_session=%3C%3E%3C%3E%3C%3E%3C%3E%3C%3E%3C%3E%3C%3E%3C%3E'],
    ['a session that is too short', 'seon_session=abc'],
    ['both a track id and a session', `track_id=a&seon_session=${'A'.repeat(20)}`],
    ['a path on another host', 'path=%2F%2Fevil.example'],
    ['a repeated parameter', 'track_id=a&track_id=b'],
  ])('refuses %s and records nothing', async (_label, query) => {
    const before = (await hits()).length;
    const response = await get(`/hit?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.type).toBe('InvalidParameterException');
    expect((await hits()).length).toBe(before);
  });

  it('tells visits from fraud checks', () => {
    expect(hitKind(HitQuery.parse({ track_id: 'a' }))).toBe('visit');
    expect(hitKind(HitQuery.parse({ seon_session: 'A'.repeat(16) }))).toBe('fraud-check');
  });
});

describe('/builds/latest.json and /sw.js', () => {
  it('names the build of the live shell page', async () => {
    const response = await get('/builds/latest.json');
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.json()).toEqual({ id: expect.stringMatching(/^[a-f0-9]{16}$/) });
    expect(shellBuildId('<meta name="shell-build" content="abc123">')).toBe('abc123');
  });

  it('serves a worker versioned by that build', async () => {
    const { id } = (await get('/builds/latest.json')).json();
    const response = await get('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(`const VERSION = ${JSON.stringify(id)};`);
  });
});

describe("the demo's chat stand-in", () => {
  it("is served in the demo under the vendor's path layout, for plain widget ids only", async () => {
    const response = await get('/demo/chat/jivosite/script/widget/DemoChat');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body).toContain('window.jivo_api');
    expect((await get('/demo/chat/jivosite/script/widget/..%2Fx')).statusCode).toBe(404);
  });

  it('does not exist outside the demo', async () => {
    const app = Fastify();
    registerSite(app, { db: server.database.db, config: { ...server.config, demo: false, production: true }, page: () => '' });
    expect((await app.inject({ method: 'GET', url: '/demo/chat/jivosite/script/widget/DemoChat' })).statusCode).toBe(404);
    await app.close();
  });
});

describe('chat test widget', () => {
  it('is served outside production', async () => {
    const response = await get('/dev/chat-widget.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('__chatWidget');
  });

  it('does not exist in production', async () => {
    const app = Fastify();
    registerSite(app, { db: server.database.db, config: { ...server.config, production: true }, page: () => '' });
    expect((await app.inject({ method: 'GET', url: '/dev/chat-widget.js' })).statusCode).toBe(404);
    await app.close();
  });
});
