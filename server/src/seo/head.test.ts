import { buildHead, faviconTags, safeUrl, textValues, type HeadInput, type HeadModel } from './head';

const ORIGIN = 'https://casino.example';

const gameRecord = {
  url: '/game/{name}',
  title: '{name} — play',
  description: 'Play {name} for free',
  robots: 'index, follow',
  canonical: '/ru/game/{name}',
  meta: [
    { name: 'keywords', content: 'slots, {name}' },
    { name: 'robots', content: 'noindex' },
    { property: 'og:title', content: 'ignored: og:title is managed' },
    { name: 'bad name!', content: 'x' },
  ],
  openGraph: { title: 'OG {name}', type: 'article', image: '/content/media/og/game.svg' },
  schemaFaq: [
    { question: 'Is {name} fair?', answer: 'Yes' },
    { question: '', answer: 'no question: skipped' },
  ],
  schemaArticle: { headline: 'About {name}', datePublished: '2024-01-01', image: 'javascript:alert(1)' },
  organization: {
    name: 'Silk Fortune',
    url: '/',
    logo: '/logo.svg',
    contactPoint: { telephone: '+998 71 000 00 00', contactType: 'customer support', areaServed: 'UZ', availableLanguage: ['uz', 'ru'] },
    sameAs: ['https://t.me/silk', 'javascript:alert(1)', '/relative'],
  },
  product: { name: '{name}', image: 'https://cdn.example/p.png', sku: 'G-1', brandName: 'Aurora' },
  replacements: { name: 'name' },
};

function head(input: Partial<HeadInput>): HeadModel {
  return buildHead({ path: '/', locale: 'uz', origin: ORIGIN, record: null, domain: null, settings: {}, ...input });
}

const attr = (model: HeadModel, key: string, value: string) => model.tags.filter((t) => t.attrs[key] === value);
const content = (model: HeadModel, key: string, value: string) => attr(model, key, value)[0]?.attrs.content;

describe('buildHead', () => {
  const model = head({
    path: '/ru/game/aurora_lucky',
    locale: 'ru',
    record: gameRecord,
    params: { name: 'aurora_lucky' },
    names: { name: 'Lucky Sevens' },
  });

  it('fills the template record with the entity name and the URL value', () => {
    expect(model.title).toBe('Lucky Sevens — play');
    expect(content(model, 'name', 'description')).toBe('Play Lucky Sevens for free');
    expect(attr(model, 'rel', 'canonical')[0]?.attrs.href).toBe(`${ORIGIN}/ru/game/aurora_lucky`);
  });

  it('writes robots, Open Graph and alternates', () => {
    expect(content(model, 'name', 'robots')).toBe('index, follow');
    expect(content(model, 'property', 'og:title')).toBe('OG Lucky Sevens');
    expect(content(model, 'property', 'og:description')).toBe('Play Lucky Sevens for free');
    expect(content(model, 'property', 'og:type')).toBe('article');
    expect(content(model, 'property', 'og:image')).toBe(`${ORIGIN}/content/media/og/game.svg`);
    expect(content(model, 'property', 'og:url')).toBe(`${ORIGIN}/ru/game/aurora_lucky`);
    expect(content(model, 'property', 'og:locale')).toBe('ru_RU');
    expect(content(model, 'property', 'og:site_name')).toBe('Silk Fortune');
    expect(content(head({ siteName: 'Oltin Saroy', record: gameRecord }), 'property', 'og:site_name')).toBe('Oltin Saroy');
    expect(attr(model, 'rel', 'alternate').map((t) => [t.attrs.hreflang, t.attrs.href])).toEqual([
      ['uz', `${ORIGIN}/game/aurora_lucky`],
      ['ru', `${ORIGIN}/ru/game/aurora_lucky`],
      ['x-default', `${ORIGIN}/game/aurora_lucky`],
    ]);
  });

  it("keeps the record's extra meta but never lets it override managed ones", () => {
    expect(content(model, 'name', 'keywords')).toBe('slots, Lucky Sevens');
    expect(attr(model, 'name', 'robots')).toHaveLength(1);
    expect(attr(model, 'property', 'og:title')).toHaveLength(1);
    expect(attr(model, 'name', 'bad name!')).toHaveLength(0);
  });

  it('builds JSON-LD for FAQ, Article, Organization and Product', () => {
    expect(model.jsonLd.map((ld) => ld['@type'])).toEqual(['FAQPage', 'Article', 'Organization', 'Product']);
    const [faq, article, org, product] = model.jsonLd;
    expect(faq).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'Is Lucky Sevens fair?', acceptedAnswer: { '@type': 'Answer', text: 'Yes' } }],
    });
    expect(article).toEqual({ '@context': 'https://schema.org', '@type': 'Article', headline: 'About Lucky Sevens', datePublished: '2024-01-01' });
    expect(org).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Silk Fortune',
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/logo.svg`,
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: '+998 71 000 00 00',
        contactType: 'customer support',
        areaServed: ['UZ'],
        availableLanguage: ['uz', 'ru'],
      },
      sameAs: ['https://t.me/silk'],
    });
    expect(product).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Lucky Sevens',
      image: 'https://cdn.example/p.png',
      sku: 'G-1',
      brand: { '@type': 'Brand', name: 'Aurora' },
    });
  });

  it('falls back to the section defaults, the page path as canonical and the domain organization', () => {
    const fallback = head({
      path: '/gamehall',
      settings: { defaultTitle: 'Silk Fortune', defaultDescription: 'Slots' },
      domain: { organization: { name: 'Domain Org' }, robots: 'index, nofollow' },
    });
    expect(fallback.title).toBe('Silk Fortune');
    expect(content(fallback, 'name', 'description')).toBe('Slots');
    expect(content(fallback, 'name', 'robots')).toBe('index, nofollow');
    expect(attr(fallback, 'rel', 'canonical')[0]?.attrs.href).toBe(`${ORIGIN}/gamehall`);
    expect(fallback.jsonLd).toEqual([{ '@context': 'https://schema.org', '@type': 'Organization', name: 'Domain Org' }]);
    expect(head({}).title).toBe('Casino');
  });

  it('says noindex for disallowed pages', () => {
    const model = head({ path: '/cashier', record: { robots: 'index, follow' }, noindex: true });
    expect(content(model, 'name', 'robots')).toBe('noindex, follow');
  });

  it('keeps URLs root-relative without a known origin', () => {
    const model = head({ path: '/ru/gamehall', locale: 'ru', origin: null });
    expect(attr(model, 'rel', 'canonical')[0]?.attrs.href).toBe('/ru/gamehall');
  });

  it('ignores fields of the wrong shape', () => {
    const model = head({
      record: {
        title: 42,
        description: { x: 1 },
        meta: 'x',
        openGraph: [],
        schemaFaq: {},
        schemaArticle: 'x',
        organization: [],
        product: 7,
        replacements: 'x',
      },
    });
    expect(model.title).toBe('42');
    expect(model.jsonLd).toEqual([]);
  });
});

describe('safeUrl', () => {
  it.each([
    ['https://a.example/x', 'https://a.example/x'],
    ['/x.svg', `${ORIGIN}/x.svg`],
    ['//evil.example/x', null],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['x.svg', null],
    ['/a b', null],
    ['', null],
    [5, null],
  ])('%s → %s', (value, expected) => {
    expect(safeUrl(value, ORIGIN)).toBe(expected);
  });
});

describe('textValues', () => {
  it('maps replacements to names or URL values', () => {
    expect(textValues({ replacements: { title: 'name', missing: 'nowhere' } }, { name: 'sys' }, { name: 'Nice' })).toEqual({ name: 'Nice', title: 'Nice' });
    expect(textValues(null, { name: 'sys' }, {})).toEqual({ name: 'sys' });
  });
});

describe('faviconTags', () => {
  it('turns the favicon set into icon links', () => {
    expect(faviconTags({ ico: '/favicon.ico', svg: '/f.svg', png192: '/i192.png', appleTouch: '/apple.png', bad: 'javascript:x' }, null)).toEqual([
      { tag: 'link', attrs: { rel: 'icon', href: '/favicon.ico', sizes: '32x32', type: 'image/x-icon' } },
      { tag: 'link', attrs: { rel: 'icon', href: '/f.svg', type: 'image/svg+xml' } },
      { tag: 'link', attrs: { rel: 'icon', href: '/i192.png', sizes: '192x192', type: 'image/png' } },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/apple.png' } },
    ]);
    expect(faviconTags(null, null)).toEqual([]);
  });
});
