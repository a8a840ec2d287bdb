/**
 * Draft campaign popups are for the content editors: `popups.get preview=1` returns drafts only
 * with the editor token (`Authorization: Bearer <EDITOR_TOKEN>`); anyone else gets the answer
 * of a request without preview (live popups only), so nothing distinguishes a refused preview.
 */
import { createTestServer, login, type TestServer } from '../testing/server';
import { DEMO_PLAYER } from '../seed';

let s: TestServer;
let cookie: string;
beforeAll(async () => {
  s = await createTestServer();
  cookie = await login(s.app, DEMO_PLAYER.login, DEMO_PLAYER.password);
}, 60_000);
afterAll(() => s.close());

async function popups(params: string, headers: Record<string, string> = {}) {
  const r = await s.app.inject({ method: 'GET', url: `/api/popups.get?v=2.34&locale=uz&${params}`, headers: { cookie, ...headers } });
  return { status: r.statusCode, items: (r.json().data?.items ?? []) as Array<{ sysname: string; preview: boolean }> };
}

describe('popups.get preview', () => {
  it('never shows drafts to a player', async () => {
    const r = await popups('sysname=summer-draft&preview=1');
    expect(r.status).toBe(200);
    expect(r.items).toEqual([]);
    const all = await popups('preview=1');
    expect(all.items.some((p) => p.preview)).toBe(false);
    expect(all.items.map((p) => p.sysname)).toEqual(['spring-welcome', 'friday-spins']);
  });

  it('never shows drafts with a wrong editor token', async () => {
    expect((await popups('sysname=summer-draft&preview=1', { authorization: 'Bearer not-the-token' })).items).toEqual([]);
    expect((await popups('sysname=summer-draft&preview=1', { authorization: 'editor-secret' })).items).toEqual([]);
  });

  it('shows drafts to an editor', async () => {
    const r = await popups('sysname=summer-draft&preview=1', { authorization: 'Bearer editor-secret' });
    expect(r.items).toMatchObject([{ sysname: 'summer-draft', preview: true }]);
  });

  it('shows no drafts when content editing is off', async () => {
    const off = await createTestServer({ env: { EDITOR_TOKEN: '' } });
    try {
      const c = await login(off.app, DEMO_PLAYER.login, DEMO_PLAYER.password);
      const r = await off.app.inject({
        method: 'GET',
        url: '/api/popups.get?v=2.34&sysname=summer-draft&preview=1',
        headers: { cookie: c, authorization: 'Bearer ' },
      });
      expect(r.json().data.items).toEqual([]);
    } finally {
      await off.close();
    }
  }, 60_000);
});
