import { createTestServer, type TestServer } from '../testing/server';
import { bannerImageKey, bannerPicture, lcpImage } from './lcp-image';

describe('the banner picture of the preload', () => {
  it('is the configured description field, else image_url', () => {
    const description = { image_url: '/b.svg', image_mobile_url: '/m.svg', blank: ' ' };
    expect(bannerPicture(description, 'image_mobile_url')).toBe('/m.svg');
    expect(bannerPicture(description, 'blank')).toBe('/b.svg');
    expect(bannerPicture(description, 'image_url')).toBe('/b.svg');
  });

  describe('on a server with the demo content', () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await createTestServer();
    }, 90_000);
    afterAll(() => s?.close());

    it('follows prazer-config.imageKeys.banner, as the banner strip does', async () => {
      expect(await bannerImageKey(s.database.db, 'uz')).toBe('image_url');
      expect(await lcpImage(s.database.db, '/')).toMatch(/\/banners\/welcome/);

      const rows = await s.database.db.selectFrom('cms_entries').select(['id', 'data']).where('collection', '=', 'cms-config').execute();
      for (const row of rows) {
        const data = row.data as { section?: string; settings?: { imageKeys?: Record<string, string> } };
        if (data.section !== 'prazer-config' || !data.settings?.imageKeys) continue;
        const settings = { ...data.settings, imageKeys: { ...data.settings.imageKeys, banner: 'image_mobile_url' } };
        await s.database.db
          .updateTable('cms_entries')
          .set({ data: JSON.stringify({ ...data, settings }) })
          .where('id', '=', row.id)
          .execute();
      }
      expect(await bannerImageKey(s.database.db, 'ru')).toBe('image_mobile_url');
      expect(await lcpImage(s.database.db, '/ru')).toMatch(/\/offers\/banner-welcome/);
      const home = await s.app.inject({ method: 'GET', url: '/' });
      expect(home.body).toMatch(/<link rel="preload" as="image" href="[^"]*offers\/banner-welcome[^"]*" fetchpriority="high">/);
    });
  });
});
