import type { FastifyInstance } from 'fastify';
import { ICON_NAMES, iconSvg, iconVersion, ICONS_PATH, type IconName } from '@casino/contract/icons';
import { IMMUTABLE } from '../static/cache';

const FILE = /^([a-z0-9-]{1,40})\.svg$/;

/** An SVG served on its own draws and runs nothing beyond its own markup. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * `GET /_icons/<name>.svg`: each icon of the site's set as its own SVG document (spec §7: icons
 * are fetched as SVG text). The URL that carries the icon's current version (`iconUrl`) is kept
 * for a year; any other (no version, an old one) is revalidated hourly by its ETag.
 */
export function registerIcons(app: FastifyInstance): void {
  app.get<{ Params: { file: string }; Querystring: { v?: string } }>(`${ICONS_PATH}:file`, async (request, reply) => {
    const name = FILE.exec(request.params.file)?.[1];
    if (!name || !(ICON_NAMES as string[]).includes(name)) return reply.code(404).type('text/plain').send('Not Found');
    const version = iconVersion(name as IconName);
    const etag = `"${version}"`;
    reply
      .header('Cache-Control', request.query.v === version ? IMMUTABLE : 'public, max-age=3600')
      .header('ETag', etag)
      .header('Content-Security-Policy', SVG_POLICY)
      .header('Access-Control-Allow-Origin', '*');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(iconSvg(name as IconName));
  });
}
