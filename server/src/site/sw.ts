import type { FastifyInstance } from 'fastify';
import { shellBuildId } from './builds';

/** Root-relative scripts and style sheets the page loads first: the offline shell needs them. */
export function shellEntryFiles(page: string): string[] {
  const files = new Set<string>();
  for (const m of page.matchAll(/<script\b[^>]*\bsrc="(\/[^"/][^"]*)"/gi)) files.add(m[1]!);
  for (const m of page.matchAll(/<link\b[^>]*>/gi)) {
    const tag = m[0];
    const href = /\bhref="(\/[^"/][^"]*)"/i.exec(tag)?.[1];
    if (href && /\brel="stylesheet"/i.test(tag)) files.add(href);
  }
  return [...files];
}

/**
 * The service worker (served at `/sw.js`, spec §7): an offline shell.
 * - Install: caches the shell's page and entry files in a cache named after the build.
 * - Activate: deletes the caches of other builds.
 * - Pages: network first; offline, the cached shell page (the router then shows the address).
 * - Content-hashed static files (shell chunks, release chunks): cache first, they never change.
 * - The shell's unhashed entry files: network first, the cached copy offline.
 * - Never touched: API and content answers, `/remotes.json`, release entry files, tracking,
 *   build polling, anything not GET or from another origin.
 */
export function serviceWorkerScript(buildId: string, precache: string[]): string {
  return `'use strict';
const VERSION = ${JSON.stringify(buildId)};
const PREFIX = 'shell-';
const CACHE = PREFIX + VERSION;
const SHELL_PAGE = '/';
const PRECACHE = ${JSON.stringify([...new Set(['/', ...precache])])};
const HASHED = /\\.[0-9a-f]{8}\\.(?:js|css|svg|png|jpe?g|webp|avif|woff2?)$/;
const NEVER = /^\\/(?:api|content|nfx|ops|hit|builds|platform|oauth|dev)(?:\\/|$)|^\\/(?:remotes\\.json|sw\\.js|robots\\.txt)$|\\/(?:remoteEntry\\.js|mf-manifest\\.json|release\\.json)$/;

function strategyFor(url, request) {
  if (request.method !== 'GET' || url.origin !== self.location.origin) return 'none';
  if (NEVER.test(url.pathname)) return 'none';
  if (request.mode === 'navigate') return 'page';
  if (HASHED.test(url.pathname)) return 'cache-first';
  if (PRECACHE.indexOf(url.pathname) !== -1) return 'network-first';
  return 'none';
}

function keep(cache, request, response) {
  if (response && response.ok && response.type === 'basic') cache.put(request, response.clone());
  return response;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const strategy = strategyFor(new URL(request.url), request);
  if (strategy === 'none') return;
  if (strategy === 'page') {
    event.respondWith(
      fetch(request).catch(() =>
        caches.open(CACHE).then((cache) => cache.match(SHELL_PAGE)).then((cached) => cached || Response.error()),
      ),
    );
  } else if (strategy === 'cache-first') {
    event.respondWith(
      caches.open(CACHE).then((cache) =>
        cache.match(request).then((cached) => cached || fetch(request).then((response) => keep(cache, request, response))),
      ),
    );
  } else {
    event.respondWith(
      caches.open(CACHE).then((cache) =>
        fetch(request)
          .then((response) => keep(cache, request, response))
          .catch(() => cache.match(request).then((cached) => cached || Response.error())),
      ),
    );
  }
});
`;
}

/** `GET /sw.js`, rebuilt from the live shell page, so a new shell build is a new worker. */
export function registerServiceWorker(app: FastifyInstance, page: () => string): void {
  app.get('/sw.js', async (_request, reply) => {
    const html = page();
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/javascript; charset=utf-8')
      .send(serviceWorkerScript(shellBuildId(html), shellEntryFiles(html)));
  });
}
