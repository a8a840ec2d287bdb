import { createTestServer, type TestServer } from '../testing/server';
import { withFirstLoader } from './first-loader';

describe('the operator loader drawn into the page', () => {
  it('goes inside the empty root, escaped, with its style in the head', () => {
    const html = withFirstLoader('<html><head></head><body><div id="root"></div></body></html>', { image: '/media/a".png', siteName: 'A & B' });
    expect(html).toContain('<div id="root"><div data-operator-loader role="status" aria-busy="true"><img src="/media/a&quot;.png" alt="A &amp; B"');
    expect(html).toMatch(/<style>\[data-operator-loader\][^<]*<\/style><\/head>/);
    expect(withFirstLoader('<div id="root">x</div>', { image: '/a.png', siteName: '' })).toBe('<div id="root">x</div>');
  });

  describe('on the pages of a server with the demo content', () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await createTestServer();
    }, 90_000);
    afterAll(() => s.close());

    it("is the content service's loader logo while it says type logo, and the plain root otherwise", async () => {
      for (const url of ['/', '/ru/gamehall']) {
        const page = await s.app.inject({ method: 'GET', url });
        expect(page.body).toMatch(/<div id="root"><div data-operator-loader role="status" aria-busy="true"><img src="[^"]*sf[^"]*" alt="Silk Fortune"/);
      }
      const rows = await s.database.db.selectFrom('cms_entries').select(['id', 'data']).where('collection', '=', 'cms-config').execute();
      for (const row of rows) {
        const data = row.data as { section?: string; settings?: { loader?: unknown } };
        if (data.section !== 'prazer-config' || !data.settings?.loader) continue;
        const settings = { ...data.settings, loader: { type: 'spinner', image: null } };
        await s.database.db
          .updateTable('cms_entries')
          .set({ data: JSON.stringify({ ...data, settings }) })
          .where('id', '=', row.id)
          .execute();
      }
      const plain = await s.app.inject({ method: 'GET', url: '/' });
      expect(plain.body).toContain('<div id="root"></div>');
    });
  });
});
