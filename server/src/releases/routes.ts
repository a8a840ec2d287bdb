import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RegistryDocument } from '@casino/shared';
import { IMMUTABLE, REVALIDATE } from '../static/cache';
import type { LocalRelease } from './workspace';

export interface ReleaseSource {
  /** Active release of every remote. */
  active(): LocalRelease[];
  /** A release's directory, active or not (old releases stay reachable for open pages). */
  find(remote: string, release: string): LocalRelease | undefined;
}

export function registryDocument(releases: LocalRelease[]): RegistryDocument {
  return {
    remotes: releases.map(({ dir: _dir, ...entry }) => entry),
  };
}

/** `/remotes.json` (revalidated on every load, with an ETag) and the immutable release files. */
export function registerReleaseRoutes(app: FastifyInstance, source: ReleaseSource): void {
  app.get('/remotes.json', async (request, reply) => {
    const body = JSON.stringify(registryDocument(source.active()));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    reply.header('Cache-Control', REVALIDATE).header('ETag', etag).header('Content-Type', 'application/json; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.send(body);
  });

  app.get<{ Params: { remote: string; release: string; '*': string } }>('/releases/:remote/:release/*', async (request, reply) => {
    const { remote, release } = request.params;
    const file = request.params['*'];
    const found = source.find(remote, release);
    if (!found || !file || file.includes('..')) return reply.code(404).type('text/plain').send('Not Found');
    // Release files never change under their URL; browsers and CDNs may keep them for a year.
    reply.header('Cache-Control', IMMUTABLE).header('Access-Control-Allow-Origin', '*');
    return reply.sendFile(file, found.dir);
  });
}
