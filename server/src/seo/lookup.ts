import type { Kysely } from 'kysely';
import { localeOfPath, stripLocale, type Locale } from '@casino/contract';
import type { DB } from '../db/schema';
import { listEntries } from '../content/store';
import { flattenMedia } from '../content/strapi';
import { buildHead, type HeadModel } from './head';
import { DEFAULT_ROBOTS_TXT, isDisallowed } from './robots';
import { configuredTemplates, seoTemplateFor, type TemplateMatch } from './templates';

type Loose = Record<string, unknown>;

const MAX_PATH = 1024;
const HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/i;

/** Normalised page path: no query, no trailing slash (except the root), at most MAX_PATH long. */
export function pagePath(url: string): string {
  const path = (url.split(/[?#]/)[0] ?? '/').slice(0, MAX_PATH);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`;
}

/** `https://host` for a well-formed Host header; null otherwise (URLs then stay root-relative). */
export function originOf(protocol: string, host: string | undefined): string | null {
  if (!host || !HOST.test(host)) return null;
  return `${protocol === 'https' ? 'https' : 'http'}://${host.toLowerCase()}`;
}

/** Domain SEO settings of a host (spec §3), tried with and without the port. */
export async function findDomainSettings(db: Kysely<DB>, host: string | undefined): Promise<Loose | null> {
  if (!host || !HOST.test(host)) return null;
  const candidates = [...new Set([host.toLowerCase(), host.toLowerCase().replace(/:\d+$/, '')])];
  const { rows } = await listEntries(db, {
    collection: 'domain-seo-settings',
    and: [{ field: 'host', op: '$in', values: candidates }],
    or: [],
    page: 1,
    pageSize: candidates.length * 2,
  });
  const byHost = new Map(rows.map((r) => [String(r.data.host), r]));
  for (const candidate of candidates) {
    const row = byHost.get(candidate);
    if (row) return flattenMedia(row.data) as Loose;
  }
  return null;
}

/** The `settings-seo` section of the content settings for a locale (neutral rows first, the locale's over them). */
export function seoSettings(db: Kysely<DB>, locale: Locale): Promise<Loose> {
  return configSection(db, locale, 'settings-seo');
}

/** The operator's site name (`prazer-config` siteName), the one the header shows, or ''. */
export async function operatorSiteName(db: Kysely<DB>, locale: Locale): Promise<string> {
  const name = (await configSection(db, locale, 'prazer-config')).siteName;
  return typeof name === 'string' ? name.trim() : '';
}

/**
 * The operator's page loader (`prazer-config` loader) when it is a logo: the image and the site
 * name to name it by; null for the default spinner or a loader without a usable image.
 */
export async function operatorLoader(db: Kysely<DB>, locale: Locale): Promise<{ image: string; siteName: string } | null> {
  const section = await configSection(db, locale, 'prazer-config');
  const loader = section.loader as Loose | undefined;
  const raw = loader && typeof loader === 'object' ? loader.image : null;
  const image = typeof raw === 'string' ? raw.trim() : typeof (raw as Loose | null)?.url === 'string' ? String((raw as Loose).url).trim() : '';
  if (loader?.type !== 'logo' || !/^(https?:\/\/|\/(?!\/))/.test(image)) return null;
  return { image, siteName: typeof section.siteName === 'string' ? section.siteName.trim() : '' };
}

async function configSection(db: Kysely<DB>, locale: Locale, section: string): Promise<Loose> {
  const { rows } = await listEntries(db, {
    collection: 'cms-config',
    locale,
    and: [{ field: 'section', op: '$eq', values: [section] }],
    or: [],
    page: 1,
    pageSize: 50,
  });
  let out: Loose = {};
  for (const row of [...rows].sort((a, b) => Number(a.locale !== null) - Number(b.locale !== null))) {
    const settings = row.data.settings;
    if (settings && typeof settings === 'object') out = { ...out, ...(flattenMedia(settings) as Loose) };
  }
  return out;
}

/**
 * The SEO record of a page (spec §7): url equal to the path without locale prefix, else the
 * record of the route's SEO url template. A record of the page's locale wins over a neutral one.
 */
export async function findSeoRecord(db: Kysely<DB>, locale: Locale, bare: string, template: string | null): Promise<Loose | null> {
  const urls = template ? [bare, template] : [bare];
  const { rows } = await listEntries(db, {
    collection: 'seos',
    locale,
    and: [{ field: 'url', op: '$in', values: urls }],
    or: [],
    page: 1,
    pageSize: 20,
  });
  const rank = (r: { locale: string | null; data: Loose }) => (r.data.url === bare ? 0 : 2) + (r.locale === locale ? 0 : 1);
  const best = [...rows].sort((a, b) => rank(a) - rank(b))[0];
  return best ? (flattenMedia(best.data) as Loose) : null;
}

const title = (description: unknown, locale: Locale): string | undefined => {
  const value = (description as Record<string, Record<string, unknown> | undefined> | null)?.[locale]?.title;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/**
 * Display names for a template's placeholder: the game's name for `/game/{name}`, the title of a
 * tournament, jackpot or offer (looked up by sysname or id). Unknown entities give no name.
 */
export async function entityNames(db: Kysely<DB>, locale: Locale, match: TemplateMatch): Promise<Record<string, string>> {
  const [key, value] = Object.entries(match.params)[0] ?? [];
  if (!key || !value) return {};
  const area = match.template.split('/')[1];
  const id = /^\d{1,9}$/.test(value) ? Number(value) : -1;
  let name: string | undefined;
  if (area === 'game') {
    name = (await db.selectFrom('games').select('name').where('sysname', '=', value).executeTakeFirst())?.name;
  } else if (area === 'tournaments' || area === 'jackpots' || area === 'offers' || area === 'promotions') {
    const table = area === 'promotions' ? 'offers' : area;
    const row = await db
      .selectFrom(table)
      .select('description')
      .where((eb) => eb.or([eb('sysname', '=', value), eb('id', '=', id)]))
      .executeTakeFirst();
    name = title(row?.description, locale);
  }
  return name ? { [key]: name } : {};
}

export interface PageRequest {
  url: string;
  host: string | undefined;
  protocol: string;
}

/** Everything the head of one page needs, looked up in parallel, then built. */
export async function pageHead(db: Kysely<DB>, request: PageRequest): Promise<HeadModel> {
  const path = pagePath(request.url);
  const locale = localeOfPath(path);
  const bare = stripLocale(path);
  const settings = await seoSettings(db, locale);
  const match = seoTemplateFor(bare, configuredTemplates(settings.seoUrls));
  const [record, domain, names, siteName] = await Promise.all([
    findSeoRecord(db, locale, bare, match?.template ?? null),
    findDomainSettings(db, request.host),
    match ? entityNames(db, locale, match) : Promise.resolve({}),
    operatorSiteName(db, locale),
  ]);
  const robotsTxt = typeof domain?.robotsTxt === 'string' && domain.robotsTxt.trim() ? domain.robotsTxt : DEFAULT_ROBOTS_TXT;
  return buildHead({
    path,
    locale,
    origin: originOf(request.protocol, request.host),
    record,
    domain,
    settings,
    siteName,
    params: match?.params ?? {},
    names,
    noindex: isDisallowed(robotsTxt, path),
  });
}
