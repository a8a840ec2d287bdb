import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether the request carries `Authorization: Bearer <EDITOR_TOKEN>` (never when no token is configured). */
export function isEditorRequest(config: Pick<Config, 'editorToken'>, request: Pick<FastifyRequest, 'headers'>): boolean {
  if (!config.editorToken) return false;
  const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
  // Digests of equal length, so the comparison takes the same time whatever was sent.
  return !!match && timingSafeEqual(digest(match[1]!), digest(config.editorToken));
}
