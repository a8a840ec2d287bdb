/**
 * An operator's release preview end to end on the server: the ops API's pass (audited), the
 * player site's `/preview` turning it into a cookie, and what that browser — and no other — is
 * served: the registry, the page's inline registry, their cache headers, and reports that count
 * toward nothing.
 */
import { CONTRACT_MAJOR } from '@casino/contract';
import { createTestServer, type TestServer } from '../../testing/server';
import { PREVIEW_TTL_MS, previewSecret, signPreview } from './preview';

let s: TestServer;
const OPS = { authorization: 'Bearer ops-secret' };
let live: string;
let next: string;
let liveLoyalty: string;

function releaseFiles(remote: string, version: string, prefixes: string[]) {
  const file = (path: string, text: string) => ({ path, base64: Buffer.from(text).toString('base64') });
  return [
    file('release.json', JSON.stringify({ name: remote, version, contract: CONTRACT_MAJOR, prefixes, shared: {} })),
    file('remoteEntry.js', `var mfe_${remote} = ${JSON.stringify(version)};`),
  ];
}

async function ops(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const r = await s.app.inject({ method, url, headers: OPS, ...(payload ? { payload: payload as object } : {}) });
  if (r.statusCode >= 300) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
  return r.json().data;
}

type Entry = { name: string; release: string; version: string; token: string; preview?: boolean };
async function registry(cookie = '') {
  const r = await s.app.inject({ method: 'GET', url: '/remotes.json', headers: { cookie: `mfe_bucket=50${cookie ? `; ${cookie}` : ''}` } });
  return { headers: r.headers, remotes: r.json().remotes as Entry[] };
}

/** The cookie `/preview?pass=` sets (name=value), or null when it sets none. */
async function redeem(pass: string) {
  const r = await s.app.inject({ method: 'GET', url: `/preview?pass=${encodeURIComponent(pass)}` });
  expect(r.statusCode).toBe(303);
  expect(r.headers.location).toBe('/');
  const set = r.headers['set-cookie'];
  return { setCookie: typeof set === 'string' ? set : null, cookie: typeof set === 'string' ? set.split(';')[0]! : null };
}

async function issue(release = next) {
  return (await ops('POST', '/ops/releases/casino/preview', { release })) as { url: string; version: string; expires: string; release: string };
}

beforeAll(async () => {
  s = await createTestServer({ seed: false, releases: true });
  live = (await ops('POST', '/ops/releases/casino', { files: releaseFiles('casino', '1.0.0', ['gamehall']) })).release.release;
  next = (await ops('POST', '/ops/releases/casino', { files: releaseFiles('casino', '1.1.0', ['gamehall']) })).release.release;
  liveLoyalty = (await ops('POST', '/ops/releases/loyalty', { files: releaseFiles('loyalty', '2.0.0', ['loyalty']) })).release.release;
  await ops('POST', '/ops/releases/casino/activate', { release: live });
  await ops('POST', '/ops/releases/loyalty/activate', { release: liveLoyalty });
}, 60_000);
afterAll(() => s.close());

describe('release preview', () => {
  it('hands out a pass to the player site for a published release, recorded in the audit log as preview by its actor', async () => {
    const p = await issue();
    expect(p.version).toBe('1.1.0');
    expect(new Date(p.expires).getTime() - Date.now()).toBeGreaterThan(PREVIEW_TTL_MS - 60_000);
    const url = new URL(p.url);
    expect(url.pathname).toBe('/preview');
    expect(url.searchParams.get('pass')).toBeTruthy();
    const audit = await s.database.db.selectFrom('ops_audit').selectAll().where('action', '=', 'preview').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor: 'token:bootstrap', area: 'releases', subject: 'casino' });
    expect(audit.details).toMatchObject({ release: next, version: '1.1.0' });
  });

  it('refuses a release the server does not have', async () => {
    const r = await s.app.inject({ method: 'POST', url: '/ops/releases/casino/preview', headers: OPS, payload: { release: '9.9.9-0000000000' } });
    expect(r.statusCode).toBe(400);
  });

  it('serves the previewed release to the browser with the pass only, privately and uncached, other remotes as usual', async () => {
    const { setCookie, cookie } = await redeem(new URL((await issue()).url).searchParams.get('pass')!);
    expect(setCookie).toMatch(/^mfe_preview=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=(17\d\d|1800)$/);

    const previewing = await registry(cookie!);
    expect(previewing.headers['cache-control']).toBe('private, no-store');
    expect(previewing.headers.etag).toBeUndefined();
    expect(previewing.remotes.find((e) => e.name === 'casino')).toMatchObject({ release: next, version: '1.1.0', preview: true });
    expect(previewing.remotes.find((e) => e.name === 'loyalty')).toMatchObject({ release: liveLoyalty });
    expect(previewing.remotes.find((e) => e.name === 'loyalty')!.preview).toBeUndefined();

    const player = await registry();
    expect(player.headers['cache-control']).not.toContain('no-store');
    expect(player.remotes.find((e) => e.name === 'casino')).toMatchObject({ release: live });
    expect(player.remotes.some((e) => e.preview)).toBe(false);
  });

  it("renders the previewed release into that browser's page only, which no cache keeps", async () => {
    const { cookie } = await redeem(new URL((await issue()).url).searchParams.get('pass')!);
    const page = await s.app.inject({ method: 'GET', url: '/', headers: { cookie: `mfe_bucket=50; ${cookie}` } });
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain(`/releases/casino/${next}/remoteEntry.js`);
    const player = await s.app.inject({ method: 'GET', url: '/', headers: { cookie: 'mfe_bucket=50' } });
    expect(player.headers['cache-control']).not.toContain('private');
    expect(player.body).toContain(`/releases/casino/${live}/remoteEntry.js`);
    expect(player.body).not.toContain(next);
  });

  it('ignores an expired, tampered or foreign pass: the site is as for a player', async () => {
    const secret = await previewSecret(s.database.db);
    const expired = signPreview(secret, { operator: 'operator:alice', remote: 'casino', release: next, expires: Date.now() - 1000 });
    const foreign = signPreview('not-the-server-secret', { operator: 'operator:alice', remote: 'casino', release: next, expires: Date.now() + 60_000 });
    const good = new URL((await issue()).url).searchParams.get('pass')!;
    const tampered = `${good.slice(0, -2)}${good.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const pass of [expired, foreign, tampered, 'nonsense']) {
      expect((await redeem(pass)).setCookie).toBeNull();
      const r = await registry(`mfe_preview=${pass}`);
      expect(r.remotes.find((e) => e.name === 'casino')).toMatchObject({ release: live });
      expect(r.remotes.some((e) => e.preview)).toBe(false);
    }
  });

  it("counts a previewing browser's loads and failure reports toward nothing", async () => {
    const { cookie } = await redeem(new URL((await issue()).url).searchParams.get('pass')!);
    const before = ((await ops('GET', '/ops/releases/casino')).items as { release: string; served: number; failures: number }[]).find(
      (r) => r.release === next,
    )!;
    for (let i = 0; i < 3; i++) {
      const entry = (await registry(cookie!)).remotes.find((e) => e.name === 'casino')!;
      const r = await s.app.inject({
        method: 'POST',
        url: '/ops/beacon',
        headers: { 'content-type': 'application/json' },
        remoteAddress: `192.0.2.${10 + i}`,
        payload: JSON.stringify({ remote: 'casino', release: entry.release, token: entry.token, kind: 'load', message: 'chunk failed' }),
      });
      expect(r.statusCode).toBe(204);
    }
    const after = ((await ops('GET', '/ops/releases/casino')).items as { release: string; served: number; failures: number }[]).find(
      (r) => r.release === next,
    )!;
    expect(after).toMatchObject({ served: before.served, failures: before.failures });
    const stored = await s.database.db.selectFrom('release_failures').select('id').where('release', '=', next).execute();
    expect(stored).toHaveLength(0);
  });

  it('ends with the banner\'s "End preview": the cookie is cleared and the browser goes home in its language', async () => {
    const end = await s.app.inject({ method: 'POST', url: '/preview/end', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(end.statusCode).toBe(303);
    expect(end.headers.location).toBe('/');
    expect(end.headers['set-cookie']).toMatch(/^mfe_preview=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0$/);
    const ru = await s.app.inject({
      method: 'POST',
      url: '/preview/end?locale=ru',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(ru.headers.location).toBe('/ru');
  });
});
