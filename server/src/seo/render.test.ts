import { JSDOM } from 'jsdom';
import { escapeHtml, injectHead, jsonForScript, renderHead } from './render';
import type { HeadModel } from './head';

const hostile = `</title><script>alert("x")</script><!-- ' & "`;

const model: HeadModel = {
  path: '/ru/game/x"><script>',
  lang: 'ru',
  title: hostile,
  tags: [
    { tag: 'meta', attrs: { name: 'description', content: hostile } },
    { tag: 'link', attrs: { rel: 'canonical', href: 'https://a.example/?q="><script>alert(1)</script>' } },
    { tag: 'meta', attrs: { 'bad attr': 'x', 'onload="x"': 'y', name: 'keywords', content: 'ok' } },
  ],
  jsonLd: [{ '@type': 'FAQPage', text: '</script><script>alert(1)</script><!--', sep: 'a\u2028b\u2029c', amp: 'a & b' }],
};

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('jsonForScript', () => {
  it('cannot end the script element and stays the same JSON value', () => {
    const text = jsonForScript(model.jsonLd[0]);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(model.jsonLd[0]);
  });
});

describe('renderHead', () => {
  const html = renderHead(model);
  const dom = new JSDOM(`<!doctype html><html><head>${html}</head><body></body></html>`);
  const doc = dom.window.document;

  it('escapes untrusted text so the browser reads it back unchanged', () => {
    expect(doc.title).toBe(hostile);
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(hostile);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://a.example/?q="><script>alert(1)</script>');
    expect(doc.querySelector('title')?.getAttribute('data-seo')).toBe('/ru/game/x"><script>');
  });

  it('creates no element beyond the model', () => {
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(doc.head.children).toHaveLength(5);
    expect(doc.body.children).toHaveLength(0);
    expect([...doc.head.querySelectorAll('[data-seo]')]).toHaveLength(5);
  });

  it('drops attribute names that are not plain names', () => {
    const meta = doc.querySelector('meta[name="keywords"]')!;
    expect(meta.getAttributeNames().sort()).toEqual(['content', 'data-seo', 'name']);
  });

  it('writes JSON-LD the browser parses back to the same data', () => {
    const script = doc.querySelector('script[type="application/ld+json"]')!;
    expect(JSON.parse(script.textContent ?? '')).toEqual(model.jsonLd[0]);
  });
});

describe('injectHead', () => {
  const page =
    '<!doctype html><html lang="uz"><head><meta charset="utf-8"><!--seo-head--><title>Casino</title><link rel="preload" href="/remotes.json"></head><body><div id="root"></div></body></html>';

  it('puts the head at the marker, drops the placeholder title and sets the language', () => {
    const html = injectHead(page, { path: '/ru', lang: 'ru', title: 'T $& $1', tags: [], jsonLd: [] });
    expect(html).toBe(
      '<!doctype html><html lang="ru"><head><meta charset="utf-8"><title data-seo="/ru">T $&amp; $1</title><link rel="preload" href="/remotes.json"></head><body><div id="root"></div></body></html>',
    );
  });

  it('appends to the head when the page has no marker', () => {
    const html = injectHead('<html><head><title>x</title></head><body></body></html>', { path: '/', lang: 'uz', title: 'T', tags: [], jsonLd: [] });
    expect(html).toBe('<html lang="uz"><head><title data-seo="/">T</title></head><body></body></html>');
  });
});
