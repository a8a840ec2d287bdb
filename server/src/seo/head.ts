import type { Locale } from '@casino/contract';
import { localePath, stripLocale } from '@casino/contract';
import { fillPlaceholders } from './templates';
import { withNoindex } from './robots';

/**
 * The page's head as data, built from the SEO record of the page (spec §3), the domain's SEO
 * settings and the `settings-seo` section. The server renders it into index.html; the shell
 * applies the same model on client navigation. Every value comes from the content service and is
 * untrusted: shapes are checked here, escaping happens where the model is written out.
 */
export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

export interface HeadModel {
  /** The page (with locale prefix, without query) the head was built for. */
  path: string;
  lang: Locale;
  title: string;
  tags: HeadTag[];
  /** schema.org objects, each written as one `application/ld+json` script. */
  jsonLd: Record<string, unknown>[];
}

type Loose = Record<string, unknown>;

export interface HeadInput {
  /** Path of the page with locale prefix, without query. */
  path: string;
  locale: Locale;
  /** `https://host` for absolute URLs, or null when the host is unknown (URLs stay root-relative). */
  origin: string | null;
  record: Loose | null;
  domain: Loose | null;
  settings: Loose;
  /** The operator's site name (content service, `prazer-config`): `og:site_name`, as in the header. */
  siteName?: string;
  /** Placeholder values from the URL (`/game/{name}` → `{ name: 'aurora_lucky_sevens' }`). */
  params?: Record<string, string>;
  /** Display values for the text (`{ name: 'Lucky Sevens' }`); URL params are used where missing. */
  names?: Record<string, string>;
  /** The URL matches a Disallow rule of the domain's robots.txt. */
  noindex?: boolean;
}

const OG_LOCALE: Record<Locale, string> = { uz: 'uz_UZ', ru: 'ru_RU' };
const META_NAME = /^[A-Za-z][A-Za-z0-9:._-]{0,63}$/;
/** Managed by buildHead itself; a record's `meta` list cannot override them. */
const RESERVED_META = new Set(['description', 'robots', 'viewport', 'charset', 'theme-color']);

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const obj = (v: unknown): Loose | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Loose) : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(str).filter(Boolean) : str(v) ? [str(v)] : []);

/** http(s) URLs as they are; root-relative paths made absolute on `origin`; anything else refused. */
export function safeUrl(value: unknown, origin: string | null): string | null {
  const url = str(value);
  if (!url) return null;
  if (/^https?:\/\/[^\s]+$/i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//') && !/\s/.test(url)) return origin ? `${origin}${url}` : url;
  return null;
}

/** Values for `{placeholders}` in texts: the record's replacements first, then every URL param. */
export function textValues(record: Loose | null, params: Record<string, string>, names: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of Object.keys(params)) values[key] = names[key] ?? params[key]!;
  const replacements = obj(record?.replacements) ?? {};
  for (const [placeholder, source] of Object.entries(replacements)) {
    const from = str(source);
    const value = names[from] ?? params[from];
    if (value !== undefined) values[placeholder] = value;
  }
  return values;
}

function recordMeta(meta: unknown): { key: 'name' | 'property'; name: string; content: string }[] {
  const out: { key: 'name' | 'property'; name: string; content: string }[] = [];
  if (Array.isArray(meta)) {
    for (const item of meta) {
      const m = obj(item);
      if (!m) continue;
      const key = str(m.property) ? 'property' : 'name';
      const name = str(m[key]);
      const content = str(m.content);
      if (META_NAME.test(name) && content) out.push({ key, name, content });
    }
  } else if (obj(meta)) {
    for (const [name, content] of Object.entries(obj(meta)!)) {
      if (META_NAME.test(name) && str(content)) out.push({ key: name.startsWith('og:') ? 'property' : 'name', name, content: str(content) });
    }
  }
  return out;
}

const ICON_TYPES: Record<string, string> = { ico: 'image/x-icon', svg: 'image/svg+xml', png: 'image/png', webp: 'image/webp' };

function iconType(href: string): string | undefined {
  const ext = /\.([a-z]+)(?:[?#].*)?$/i.exec(href)?.[1]?.toLowerCase();
  return ext ? ICON_TYPES[ext] : undefined;
}

/** The favicon set (`ico`, `svg`, `png192`, `appleTouch`, …) as link tags. */
export function faviconTags(favicon: unknown, origin: string | null): HeadTag[] {
  const set = obj(favicon);
  if (!set) return [];
  const tags: HeadTag[] = [];
  for (const [key, value] of Object.entries(set)) {
    const href = safeUrl(value, origin);
    if (!href) continue;
    const type = iconType(href);
    const size = /(\d{2,4})$/.exec(key)?.[1];
    if (/^apple/i.test(key)) tags.push({ tag: 'link', attrs: { rel: 'apple-touch-icon', href, ...(size ? { sizes: `${size}x${size}` } : {}) } });
    else if (key === 'ico') tags.push({ tag: 'link', attrs: { rel: 'icon', href, sizes: '32x32', ...(type ? { type } : {}) } });
    else tags.push({ tag: 'link', attrs: { rel: 'icon', href, ...(size ? { sizes: `${size}x${size}` } : {}), ...(type ? { type } : {}) } });
  }
  return tags;
}

function faqLd(faq: unknown, fill: (s: string) => string): Loose | null {
  const entries = list(faq)
    .map(obj)
    .filter((q): q is Loose => !!q && !!str(q.question) && !!str(q.answer))
    .map((q) => ({ '@type': 'Question', name: fill(str(q.question)), acceptedAnswer: { '@type': 'Answer', text: fill(str(q.answer)) } }));
  return entries.length ? { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: entries } : null;
}

function articleLd(article: unknown, fill: (s: string) => string, origin: string | null): Loose | null {
  const a = obj(article);
  if (!a || !str(a.headline)) return null;
  const image = safeUrl(a.image, origin);
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: fill(str(a.headline)),
    description: fill(str(a.description)),
    image,
    datePublished: str(a.datePublished),
    dateModified: str(a.dateModified),
  });
}

function organizationLd(org: unknown, origin: string | null): Loose | null {
  const o = obj(org);
  if (!o || !str(o.name)) return null;
  const contact = obj(o.contactPoint);
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: str(o.name),
    url: safeUrl(o.url, origin),
    logo: safeUrl(o.logo, origin),
    contactPoint:
      contact && str(contact.telephone)
        ? compact({
            '@type': 'ContactPoint',
            telephone: str(contact.telephone),
            contactType: str(contact.contactType),
            areaServed: strings(contact.areaServed),
            availableLanguage: strings(contact.availableLanguage),
          })
        : null,
    sameAs: list(o.sameAs)
      .map((u) => safeUrl(u, null))
      .filter((u): u is string => !!u && /^https?:/i.test(u)),
  });
}

function productLd(product: unknown, fill: (s: string) => string, origin: string | null): Loose | null {
  const p = obj(product);
  if (!p || !str(p.name)) return null;
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: fill(str(p.name)),
    image: safeUrl(p.image, origin),
    description: fill(str(p.description)),
    sku: str(p.sku),
    brand: str(p.brandName) ? { '@type': 'Brand', name: fill(str(p.brandName)) } : null,
  });
}

/** Drops empty values so the JSON-LD carries only what the record gives. */
function compact(o: Loose): Loose {
  const out: Loose = {};
  for (const [k, v] of Object.entries(o)) {
    if (v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = v;
  }
  return out;
}

export function buildHead(input: HeadInput): HeadModel {
  const { record, domain, settings, origin, locale } = input;
  const params = input.params ?? {};
  const values = textValues(record, params, input.names ?? {});
  const fill = (s: string) => fillPlaceholders(s, values);
  const bare = stripLocale(input.path);

  const title = fill(str(record?.title)) || str(settings.defaultTitle) || str(domain?.siteName) || 'Casino';
  const description = fill(str(record?.description)) || str(settings.defaultDescription);
  const baseRobots = str(record?.robots) || str(domain?.robots) || 'index, follow';
  const robots = input.noindex ? withNoindex(baseRobots) : baseRobots;

  // A template record's canonical names the concrete page: `/game/{name}` → `/game/aurora_lucky_sevens`.
  const urlValues = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, encodeURIComponent(v)]));
  const canonicalRaw = str(record?.canonical);
  const canonical = safeUrl(canonicalRaw ? fillPlaceholders(canonicalRaw, urlValues) : '', origin) ?? safeUrl(localePath(locale, bare), origin)!;

  const tags: HeadTag[] = [];
  const meta = (name: string, content: string) => content && tags.push({ tag: 'meta', attrs: { name, content } });
  const property = (name: string, content: string) => content && tags.push({ tag: 'meta', attrs: { property: name, content } });

  meta('description', description);
  meta('robots', robots);
  tags.push({ tag: 'link', attrs: { rel: 'canonical', href: canonical } });
  for (const alternate of ['uz', 'ru'] as const) {
    tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: alternate, href: safeUrl(localePath(alternate, bare), origin)! } });
  }
  tags.push({ tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: safeUrl(localePath('uz', bare), origin)! } });

  const og = obj(record?.openGraph) ?? {};
  const organization = obj(record?.organization) ?? obj(domain?.organization);
  property('og:type', str(og.type) || 'website');
  property('og:title', fill(str(og.title)) || title);
  property('og:description', fill(str(og.description)) || description);
  property('og:url', canonical);
  property('og:image', safeUrl(og.image, origin) ?? '');
  property('og:site_name', str(input.siteName) || str(og.site_name) || str(organization?.name));
  property('og:locale', OG_LOCALE[locale]);
  property('og:locale:alternate', OG_LOCALE[locale === 'uz' ? 'ru' : 'uz']);

  const managed = new Set(tags.filter((t) => t.tag === 'meta').map((t) => t.attrs.name ?? t.attrs.property));
  for (const m of recordMeta(record?.meta)) {
    if (RESERVED_META.has(m.name.toLowerCase()) || managed.has(m.name)) continue;
    managed.add(m.name);
    tags.push({ tag: 'meta', attrs: { [m.key]: m.name, content: fill(m.content) } });
  }

  tags.push(...faviconTags(obj(domain?.favicon) ?? obj(settings.favicon), origin));

  const jsonLd = [
    faqLd(record?.schemaFaq, fill),
    articleLd(record?.schemaArticle, fill, origin),
    organizationLd(organization, origin),
    productLd(record?.product, fill, origin),
  ].filter((x): x is Loose => x !== null);

  return { path: input.path, lang: locale, title, tags, jsonLd };
}
