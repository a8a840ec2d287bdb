import { applyHead, fetchHead, renderedHeadPath, type HeadModel } from './head';

/** A Response-like answer (jsdom has no Response). */
function answerOf(text: string, status: number): Response {
  const make = (): Response =>
    ({
      ok: status >= 200 && status < 300,
      status,
      json: async () => JSON.parse(text) as unknown,
      text: async () => text,
      clone: make,
    }) as unknown as Response;
  return make();
}

const hostile = '</title><script>window.pwned = 1</script>';

const model: HeadModel = {
  path: '/ru/gamehall',
  lang: 'ru',
  title: `Игровой зал ${hostile}`,
  tags: [
    { tag: 'meta', attrs: { name: 'description', content: hostile } },
    { tag: 'link', attrs: { rel: 'canonical', href: 'https://casino.example/ru/gamehall' } },
    { tag: 'meta', attrs: { property: 'og:title', content: 'Игровой зал', onload: 'alert(1)', 'bad name': 'x' } },
  ],
  jsonLd: [{ '@type': 'FAQPage', text: '</script><script>window.pwned = 2</script>' }],
};

beforeEach(() => {
  document.head.innerHTML =
    '<meta charset="utf-8"><title data-seo="/">Home</title><meta name="description" content="home" data-seo>' +
    '<link rel="canonical" href="/" data-seo><script type="application/ld+json" data-seo>{}</script><link rel="preload" href="/remotes.json">';
});

describe('applyHead', () => {
  it("replaces the server's SEO elements and keeps the rest of the head", () => {
    applyHead(document, model);
    expect(document.title).toBe(model.title);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(hostile);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://casino.example/ru/gamehall');
    expect(document.head.querySelector('link[rel="preload"]')).not.toBeNull();
    expect(document.head.querySelector('meta[charset]')).not.toBeNull();
    expect(renderedHeadPath(document)).toBe('/ru/gamehall');
  });

  it('never parses model text as markup and drops event attributes', () => {
    applyHead(document, model);
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    const og = document.head.querySelector('meta[property="og:title"]')!;
    expect(og.getAttributeNames().sort()).toEqual(['content', 'data-seo', 'property']);
    const ld = document.head.querySelector('script[type="application/ld+json"]')!;
    expect(JSON.parse(ld.textContent ?? '')).toEqual(model.jsonLd[0]);
  });

  it('can be applied again and again without piling up', () => {
    applyHead(document, model);
    applyHead(document, model);
    expect(document.head.querySelectorAll('[data-seo]')).toHaveLength(1 + model.tags.length + model.jsonLd.length);
  });
});

describe('fetchHead', () => {
  it('asks the server for the head of a path', async () => {
    const fetchImpl = jest.fn(async () => answerOf(JSON.stringify(model), 200));
    await expect(fetchHead('/ru/gamehall', undefined, fetchImpl)).resolves.toEqual(model);
    expect(fetchImpl).toHaveBeenCalledWith('/content/seo-head?path=%2Fru%2Fgamehall', { credentials: 'same-origin' });
  });

  it('logs a failure and answers null (spec §8)', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(fetchHead('/x', undefined, async () => answerOf('{}', 500))).resolves.toBeNull();
    await expect(fetchHead('/x', undefined, async () => answerOf('{"title":1}', 200))).resolves.toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0]?.[0]).toBe('[seo] head unavailable');
  });
});
