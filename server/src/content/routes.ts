import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ApiError } from '@casino/contract';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { CMS_SECTIONS } from './sections';
import { isMediaKind, isMediaName, renderMedia } from './media';
import { rasterMedia } from './media-raster';
import { sanitizeHtml } from './sanitize';
import { isEditorRequest } from './editor';
import { FilterError, parseFilters, toEntry, toList, flattenMedia } from './strapi';
import { createEntry, deleteEntry, entriesFor, findPage, getEntry, listEntries, updateEntry, type Locale } from './store';

const COLLECTION = /^[a-z0-9-]{1,64}$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;
const ID = /^[1-9]\d{0,9}$/;
const SORT = /^([A-Za-z][A-Za-z0-9_]{0,63})(?::(asc|desc))?$/i;
const WRITE_LIMIT = 256 * 1024;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const isLocale = (v: unknown): v is Locale => v === 'uz' || v === 'ru';

function notFound(message = 'Not Found'): ApiError {
  return new ApiError('MethodNotFound', message);
}

/** Content writes need `Authorization: Bearer <EDITOR_TOKEN>`; without a token configured, content is read-only. */
function requireEditor(config: Config, request: FastifyRequest): void {
  if (!config.editorToken) throw new ApiError('AccessDenied', 'Content editing is disabled');
  if (!isEditorRequest(config, request)) throw new ApiError('Authorization', 'Editor token required');
}

function single(v: unknown): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

function localeParam(query: Record<string, unknown>): Locale | undefined {
  const locale = single(query.locale);
  if (locale === undefined || locale === 'all' || locale === '') return undefined;
  if (!isLocale(locale)) throw new ApiError('InvalidParameter', 'Unknown locale', { locale: 'Wrong value' });
  return locale;
}

function pageParams(query: Record<string, unknown>) {
  const page = Number(single(query['pagination[page]']) ?? 1);
  const pageSize = Number(single(query['pagination[pageSize]']) ?? 25);
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw new ApiError('InvalidParameter', 'Bad page', { 'pagination[page]': 'Wrong value' });
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) {
    throw new ApiError('InvalidParameter', 'Bad page size', { 'pagination[pageSize]': 'Max value is 100' });
  }
  return { page, pageSize };
}

function bodyData(body: unknown): { data: Record<string, unknown>; locale: Locale | null | undefined } {
  const data = (body as { data?: unknown } | null)?.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new ApiError('InvalidParameter', 'Body must be { "data": { … } }', { data: 'Field is required' });
  }
  const { locale, id: _id, createdAt: _c, updatedAt: _u, ...attributes } = data as Record<string, unknown>;
  if (locale !== undefined && locale !== null && !isLocale(locale)) throw new ApiError('InvalidParameter', 'Unknown locale', { locale: 'Wrong value' });
  return { data: attributes, locale: locale as Locale | null | undefined };
}

function sendError(reply: FastifyReply, error: ApiError) {
  return reply.code(error.status).header('Cache-Control', 'no-store').send(error.toEnvelope());
}

/**
 * The content service: `/nfx/cms-config/:locale`, `/content/api/:collection` (list, read,
 * create, update, delete in the attributes/data form; seos, domain-seo-settings, …),
 * `/content/pages/:slug`, `/content/translations/:locale`, `/content/media/:kind/:name`.
 */
export async function registerContent(app: FastifyInstance, db: Kysely<DB>, config: Config): Promise<void> {
  await app.register(async (content) => {
    content.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof ApiError) return sendError(reply, error);
      if (error instanceof FilterError) return sendError(reply, new ApiError('InvalidParameter', error.message, { filters: error.message }));
      if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
        return sendError(reply, new ApiError('InvalidRequest', 'Malformed request'));
      }
      request.log.error({ err: error }, 'content request failed');
      return sendError(reply, new ApiError('InternalServerError', 'Internal server error'));
    });

    content.get<{ Params: { locale: string } }>('/nfx/cms-config/:locale', async (request, reply) => {
      const { locale } = request.params;
      if (!isLocale(locale)) throw notFound('Unknown locale');
      const rows = await entriesFor(db, 'cms-config', locale);
      const out: Record<string, Record<string, unknown>> = Object.fromEntries(CMS_SECTIONS.map((s) => [s, {}]));
      for (const row of rows) {
        const section = single(row.data.section);
        const settings = row.data.settings;
        if (!section || !settings || typeof settings !== 'object') continue;
        out[section] = { ...(out[section] ?? {}), ...(flattenMedia(settings) as Record<string, unknown>) };
      }
      reply.header('Cache-Control', 'no-cache');
      return out;
    });

    content.get<{ Params: { locale: string } }>('/content/translations/:locale', async (request, reply) => {
      const { locale } = request.params;
      if (!isLocale(locale)) throw notFound('Unknown locale');
      const rows = await entriesFor(db, 'translations', locale);
      const out: Record<string, Record<string, unknown>> = {};
      for (const row of rows) {
        const ns = single(row.data.namespace);
        const strings = row.data.strings;
        if (!ns || !strings || typeof strings !== 'object') continue;
        out[ns] = { ...(out[ns] ?? {}), ...(strings as Record<string, unknown>) };
      }
      reply.header('Cache-Control', 'no-cache');
      return out;
    });

    content.get<{ Params: { slug: string }; Querystring: Record<string, unknown> }>('/content/pages/:slug', async (request, reply) => {
      const { slug } = request.params;
      const locale = localeParam(request.query) ?? 'uz';
      if (!SLUG.test(slug)) throw notFound(`Page Not Found: ${slug.slice(0, 100)}`);
      const row = await findPage(db, slug, locale);
      if (!row) throw notFound(`Page Not Found: ${slug}`);
      reply.header('Cache-Control', 'no-cache');
      return {
        slug,
        title: single(row.data.title) ?? '',
        html: await sanitizeHtml(single(row.data.html) ?? ''),
      };
    });

    content.get<{ Params: { kind: string; name: string } }>('/content/media/:kind/:name', async (request, reply) => {
      const { kind, name } = request.params;
      if (!isMediaKind(kind) || !isMediaName(kind, name)) throw notFound();
      reply.header('Cache-Control', IMMUTABLE).header('X-Content-Type-Options', 'nosniff');
      if (name.endsWith('.webp')) return reply.type('image/webp').send(await rasterMedia(kind, name));
      return reply.type('image/svg+xml; charset=utf-8').send(renderMedia(kind, name));
    });

    content.get('/content/auth/me', async (request) => {
      requireEditor(config, request);
      return { data: { role: 'editor' } };
    });

    content.get<{ Params: { collection: string }; Querystring: Record<string, unknown> }>('/content/api/:collection', async (request, reply) => {
      const { collection } = request.params;
      if (!COLLECTION.test(collection)) throw notFound();
      const query = request.query;
      const { and, or } = parseFilters(query);
      const { page, pageSize } = pageParams(query);
      const sortParam = single(query.sort);
      const sortMatch = sortParam ? SORT.exec(sortParam) : null;
      if (sortParam && !sortMatch) throw new ApiError('InvalidParameter', 'Bad sort', { sort: 'Field regex' });
      const { rows, total } = await listEntries(db, {
        collection,
        locale: localeParam(query),
        and,
        or,
        page,
        pageSize,
        sort: sortMatch ? { field: sortMatch[1]!, desc: sortMatch[2]?.toLowerCase() === 'desc' } : undefined,
      });
      reply.header('Cache-Control', 'no-cache');
      return toList(rows, page, pageSize, total);
    });

    content.get<{ Params: { collection: string; id: string } }>('/content/api/:collection/:id', async (request) => {
      const { collection, id } = request.params;
      if (!COLLECTION.test(collection) || !ID.test(id)) throw notFound();
      const row = await getEntry(db, collection, Number(id));
      if (!row) throw notFound();
      return { data: toEntry(row), meta: {} };
    });

    content.post<{ Params: { collection: string } }>('/content/api/:collection', { bodyLimit: WRITE_LIMIT }, async (request, reply) => {
      requireEditor(config, request);
      const { collection } = request.params;
      if (!COLLECTION.test(collection)) throw notFound();
      const { data, locale } = bodyData(request.body);
      const row = await createEntry(db, collection, locale ?? null, data);
      request.log.info({ collection, id: row.id }, 'content created');
      return reply.code(201).send({ data: toEntry(row), meta: {} });
    });

    content.put<{ Params: { collection: string; id: string } }>('/content/api/:collection/:id', { bodyLimit: WRITE_LIMIT }, async (request) => {
      requireEditor(config, request);
      const { collection, id } = request.params;
      if (!COLLECTION.test(collection) || !ID.test(id)) throw notFound();
      const { data, locale } = bodyData(request.body);
      const row = await updateEntry(db, collection, Number(id), data, locale);
      if (!row) throw notFound();
      request.log.info({ collection, id: row.id }, 'content updated');
      return { data: toEntry(row), meta: {} };
    });

    content.delete<{ Params: { collection: string; id: string } }>('/content/api/:collection/:id', async (request) => {
      requireEditor(config, request);
      const { collection, id } = request.params;
      if (!COLLECTION.test(collection) || !ID.test(id)) throw notFound();
      const row = await deleteEntry(db, collection, Number(id));
      if (!row) throw notFound();
      request.log.info({ collection, id: row.id }, 'content deleted');
      return { data: toEntry(row), meta: {} };
    });
  });
}
