import { createTestServer, snapshot, type TestServer } from '../testing/server';
import { fieldMask, formSetting } from '@casino/contract/validation';
import { toastSettings } from '@casino/contract/schemas';
import { CMS_SECTIONS } from './sections';

let s: TestServer;
const EDITOR = { authorization: 'Bearer editor-secret' };

beforeAll(async () => {
  s = await createTestServer();
}, 60_000);
afterAll(() => s.close());

const get = async (url: string) => {
  const r = await s.app.inject({ method: 'GET', url });
  return { status: r.statusCode, body: String(r.headers['content-type'] ?? '').includes('json') ? r.json() : r.body, headers: r.headers };
};

describe('/nfx/cms-config/:locale', () => {
  it('answers every section of spec §1 with the fields of spec §3', async () => {
    const { status, body } = await get('/nfx/cms-config/uz');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual([...CMS_SECTIONS].sort());
    const main = body['prazer-config'];
    expect(main.logos.desktop).toMatch(/^\/content\/media\/logos\//);
    expect(main.features).toEqual({
      twoFactorAuth: true,
      identityVerification: true,
      responsibleGaming: true,
      betHistory: true,
      bettingNotice: false,
      clickableTitle: true,
    });
    expect(main.balanceRefresh).toEqual({
      isEnabledInterval: true,
      countSecondsForInterval: 10,
      isEnabledTurnOffRequests: true,
      countMinutesAfterWhichRequestsTurnedOff: 5,
      isEnabledRequestsAfterClick: true,
      countSecondsForDelayBetweenClick: 1,
    });
    expect(main.popups.authPopupEnabled).toBe(true);
    // How long a toast stays (spec §9), in the shape the shell reads.
    expect(toastSettings.parse(main.toast)).toEqual({ time: 5000 });
    expect(main.chat).toHaveProperty('type');
    expect(Object.keys(main.chat.providers).sort()).toEqual(['betunlim', 'comm100', 'freshChat', 'jivoSite', 'liveChat', 'live_tex', 'verbox']);
    expect(body['settings-seo'].redirects).toContainEqual({ from_url: '/slots/*', to_url: '/gamehall?category=slot' });
    expect(body['games-config'].display).toEqual(
      expect.objectContaining({ canAccessSlotWithZeroBalance: false, canVisibleFavoriteIcon: true, visibleFullScreen: 'all' }),
    );
    expect(body['auth-config'].registration.markBetting).toEqual({ isActive: true, defaultValue: false });
    expect(body['meta-data-tool'].analytics).toEqual({ tagManagerId: '', tagId: '', googleId: '', yandexId: '' });
    expect(body['meta-data-tool'].customCode[0]).toEqual(expect.objectContaining({ isEnabled: false, position: 'head' }));
    expect(body['forms-config'].messages.required).toBe('Majburiy maydon');
    expect(body.loyalty.pointsAlias).toEqual({ one: 'yulduz', other: 'yulduz' });
  });

  it('merges the language texts over the shared settings', async () => {
    const ru = (await get('/nfx/cms-config/ru')).body;
    expect(ru['forms-config'].messages.required).toBe('Обязательное поле');
    expect(ru['forms-config'].validationStrategy).toBe('eager');
    expect((await get('/nfx/cms-config/en')).status).toBe(404);
    expect((await get('/nfx/cms-config/%27%20or%201%3D1')).body.error.type).toBe('MethodNotFoundException');
  });

  it('seeds forms whose field settings the forms read, masks among them', async () => {
    const forms = (await get('/nfx/cms-config/uz')).body['forms-config'];
    for (const form of ['registration', 'restore', 'profileSettings', 'deposit', 'withdraw']) expect(formSetting.safeParse(forms[form]).success).toBe(true);
    expect(fieldMask(forms, 'profileSettings', 'birth_date')).toBe('##.##.####');
    expect(fieldMask(forms, 'profileSettings', 'phone', '998')).toBe('+998 ## ###-##-##');
    expect(fieldMask(forms, 'profileSettings', 'phone', '7')).toBe('+7 (###) ###-##-##');
    expect(fieldMask(forms, 'withdraw', ['card_number', 'cardNumber'])).toBe('#### #### #### #### ###');
  });
});

describe('SEO collections', () => {
  it('answers seos filtered by url in the attributes/data form with media flattened', async () => {
    const r = await get('/content/api/seos?filters[url][$eq]=/gamehall&locale=ru&populate=deep');
    expect(r.status).toBe(200);
    expect(r.body.meta.pagination).toEqual({ page: 1, pageSize: 25, pageCount: 1, total: 1 });
    const [entry] = r.body.data;
    expect(entry.attributes).toMatchObject({ url: '/gamehall', title: 'Игровой зал', locale: 'ru', canonical: '/ru/gamehall' });
    expect(entry.attributes.openGraph.image).toBe('/content/media/og/gamehall.svg');
    expect(entry.attributes.organization.contactPoint).toEqual(expect.objectContaining({ contactType: 'customer support' }));
    const either = await get('/content/api/seos?filters[$or][0][url][$eq]=/game/golden&filters[$or][1][url][$eq]=/game/{name}&locale=uz');
    expect(either.body.data.map((e: { attributes: { url: string } }) => e.attributes.url)).toEqual(['/game/{name}']);
    const home = await get('/content/api/seos?filters[url][$eq]=/&locale=uz');
    expect(home.body.data[0].attributes.schemaFaq).toHaveLength(2);
  });

  it('answers domain SEO settings by host with the favicon set flattened', async () => {
    const r = await get('/content/api/domain-seo-settings?filters[host][$eq]=localhost');
    expect(r.body.data).toHaveLength(1);
    expect(r.body.data[0].attributes.favicon).toEqual({
      ico: '/favicon.ico',
      svg: '/content/media/logos/favicon.svg',
      png192: '/content/media/loyalty/icon-192.svg',
    });
    expect((await get('/content/api/domain-seo-settings?filters[host][$eq]=evil.example')).body.data).toEqual([]);
  });

  it('refuses malformed filters, paging and sorting with typed errors', async () => {
    for (const url of [
      "/content/api/seos?filters[url'--][$eq]=x",
      '/content/api/seos?filters[url][$where]=1',
      '/content/api/seos?pagination[pageSize]=100000',
      '/content/api/seos?pagination[page]=-1',
      '/content/api/seos?sort=url;drop',
      '/content/api/seos?locale=xx',
    ]) {
      const r = await get(url);
      expect(r.status).toBe(400);
      expect(r.body.error.type).toBe('InvalidParameterException');
    }
    expect((await get('/content/api/Bad_Name')).status).toBe(404);
    expect((await get('/content/api/seos/abc')).status).toBe(404);
    expect((await get('/content/api/seos/999999')).status).toBe(404);
  });

  it('sorts and pages', async () => {
    const r = await get('/content/api/seos?locale=uz&sort=url:desc&pagination[pageSize]=3&pagination[page]=2');
    expect(r.body.data).toHaveLength(3);
    expect(r.body.meta.pagination).toMatchObject({ page: 2, pageSize: 3, total: 11 });
  });
});

describe('content writes', () => {
  it('create, update and delete with the editor token, in the attributes/data form', async () => {
    const created = await s.app.inject({
      method: 'POST',
      url: '/content/api/seos',
      headers: EDITOR,
      payload: { data: { url: '/winners/test', title: 'T', locale: 'uz', image: { data: { id: 9, attributes: { url: '/x.png' } } } } },
    });
    expect(created.statusCode).toBe(201);
    const entry = created.json().data;
    expect(entry.attributes).toMatchObject({ url: '/winners/test', title: 'T', locale: 'uz', image: '/x.png' });

    const updated = await s.app.inject({ method: 'PUT', url: `/content/api/seos/${entry.id}`, headers: EDITOR, payload: { data: { title: 'T2' } } });
    expect(updated.json().data.attributes).toMatchObject({ url: '/winners/test', title: 'T2' });
    expect((await get(`/content/api/seos/${entry.id}`)).body.data.attributes.title).toBe('T2');

    const deleted = await s.app.inject({ method: 'DELETE', url: `/content/api/seos/${entry.id}`, headers: EDITOR });
    expect(deleted.statusCode).toBe(200);
    expect((await get(`/content/api/seos/${entry.id}`)).status).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: '/content/auth/me', headers: EDITOR })).json()).toEqual({ data: { role: 'editor' } });
  });

  it('refuses writes without the token, with a wrong token and with malformed bodies, changing nothing', async () => {
    const before = await snapshot(s.database);
    const attempts = [
      { method: 'POST' as const, url: '/content/api/seos', headers: {}, payload: { data: { url: '/x' } } },
      { method: 'POST' as const, url: '/content/api/seos', headers: { authorization: 'Bearer wrong' }, payload: { data: { url: '/x' } } },
      { method: 'PUT' as const, url: '/content/api/seos/1', headers: { authorization: 'Basic editor-secret' }, payload: { data: {} } },
      { method: 'DELETE' as const, url: '/content/api/seos/1', headers: {} },
    ];
    for (const a of attempts) {
      const r = await s.app.inject(a);
      expect(r.statusCode).toBe(401);
      expect(r.json().error.type).toBe('AuthorizationException');
    }
    for (const payload of [{ data: [] }, { nope: 1 }, 'not json', { data: { locale: 'xx' } }]) {
      const r = await s.app.inject({
        method: 'POST',
        url: '/content/api/seos',
        headers: { ...EDITOR, 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(r.statusCode).toBe(400);
      expect(['InvalidParameterException', 'InvalidRequestException']).toContain(r.json().error.type);
    }
    const huge = await s.app.inject({ method: 'POST', url: '/content/api/seos', headers: EDITOR, payload: { data: { text: 'x'.repeat(300 * 1024) } } });
    expect(huge.statusCode).toBe(400);
    expect(await snapshot(s.database)).toEqual(before);
  });

  it('is read-only when no editor token is configured', async () => {
    const { buildServer } = await import('../app');
    const { testConfig } = await import('../testing/server');
    const readOnly = await buildServer(testConfig({ EDITOR_TOKEN: '' }), { database: s.database, shellPage: '', workers: false });
    const r = await readOnly.inject({ method: 'POST', url: '/content/api/seos', headers: EDITOR, payload: { data: { url: '/x' } } });
    expect(r.statusCode).toBe(403);
    expect(r.json().error.type).toBe('AccessDeniedException');
    await readOnly.close();
  });
});

describe('/content/pages/:slug', () => {
  it('answers { slug, title, html } per locale and 404 for unknown pages', async () => {
    const uz = await get('/content/pages/about?locale=uz');
    expect(uz.body).toEqual({ slug: 'about', title: 'Biz haqimizda', html: expect.stringContaining('<h2>Silk Fortune</h2>') });
    expect((await get('/content/pages/terms?locale=ru')).body.title).toBe('Правила и условия');
    expect((await get('/content/pages/privacy')).body.title).toBe('Maxfiylik siyosati');
    const missing = await get('/content/pages/nope?locale=ru');
    expect(missing.status).toBe(404);
    expect(missing.body.error.type).toBe('MethodNotFoundException');
    expect((await get('/content/pages/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });

  it('sanitises the HTML an editor stored', async () => {
    await s.app.inject({
      method: 'POST',
      url: '/content/api/pages',
      headers: EDITOR,
      payload: {
        data: {
          slug: 'promo-rules',
          locale: 'ru',
          title: 'Правила',
          html: '<p onclick="steal()">Текст<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">ссылка</a><a href="/ok">ok</a><iframe src="https://evil.example"></iframe></p>',
        },
      },
    });
    const r = await get('/content/pages/promo-rules?locale=ru');
    expect(r.body.html).toBe('<p>Текст<img src="x"><a>ссылка</a><a href="/ok">ok</a></p>');
  });
});

describe('translations and media', () => {
  it('answers run-time translations per namespace', async () => {
    expect((await get('/content/translations/ru')).body).toEqual({ shell: { 'footer.support': 'Поддержка 24/7' } });
    expect((await get('/content/translations/uz')).body.shell['footer.support']).toBe('Yordam 24/7');
    expect((await get('/content/translations/de')).status).toBe(404);
  });

  it('serves pictures without words as WebP too: the same bytes for the same name, cached for a year', async () => {
    const first = await s.app.inject({ method: 'GET', url: '/content/media/games/nebula_golden_dragon.webp' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(first.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const again = await s.app.inject({ method: 'GET', url: '/content/media/games/nebula_golden_dragon.webp' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const other = await s.app.inject({ method: 'GET', url: '/content/media/games/other.webp' });
    expect(other.rawPayload.equals(first.rawPayload)).toBe(false);
    expect((await s.app.inject({ method: 'GET', url: '/content/media/banners/welcome.webp' })).headers['content-type']).toBe('image/webp');
  });

  it('serves generated artwork with long cache headers, and nothing outside the known kinds', async () => {
    const r = await get('/content/media/banners/welcome.svg');
    expect(r.status).toBe(200);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1200" height="400"/);
    for (const url of [
      '/content/media/secrets/a.svg',
      '/content/media/games/a.png',
      '/content/media/logos/brand.webp',
      '/content/media/games/a.webp.svg',
      '/content/media/games/..%2F..%2Fa.svg',
      '/content/media/games/%3Cscript%3E.svg',
    ]) {
      expect((await get(url)).status).toBe(404);
    }
  });
});
