// JavaScript a browser really downloads on a visit, from Chromium's network log: raw, gzip -9 and
// as sent. Shared by bundle.mjs (budgets) and federation-cost.mjs (federated shell vs monolith).
import { gzipSync } from 'node:zlib';

export const KB = 1024;
export const fmt = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
export const sum = (files, key) => files.reduce((n, f) => n + f[key], 0);
export const isFurnitureChunk = (path) => /^\/furniture\.[0-9a-f]+\.js$/.test(path);

export async function signIn(context, origin) {
  const res = await context.request.post(`${origin}/api/auth.login?v=2.34&locale=uz`, {
    form: { login: 'demo@example.com', password: 'demo1234' },
    headers: { Origin: origin },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
}

/**
 * Visits a path in a fresh context and returns every JS response with its sizes. With `then`, the
 * page then does what it says (a click on a link: a navigation inside the page) and the files it
 * fetched for it are marked `afterLoad`.
 */
export async function jsDownloads(browser, url, { signedIn = false, then } = {}) {
  const context = await browser.newContext();
  if (signedIn) await signIn(context, new URL(url).origin);
  const page = await context.newPage();
  const pending = [];
  const requestedAt = new Map();
  let order = 0;
  let afterLoad = false;
  let inFlight = 0;
  let lastSettled = Date.now();
  const settle = () => {
    inFlight -= 1;
    lastSettled = Date.now();
  };
  page.on('request', (request) => {
    requestedAt.set(request, { order: order++, afterLoad });
    inFlight += 1;
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  // The furniture chunk is held until nothing else has been in flight for half a second, so what
  // the page itself needs is requested before it whichever wins the race (and counted as the page's
  // in both builds), and what is requested after it is what the furniture needs.
  let furnitureReleasedAt = Infinity;
  await page.route(
    (u) => isFurnitureChunk(u.pathname),
    async (route) => {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline && (inFlight > 1 || Date.now() - lastSettled < 500)) await new Promise((r) => setTimeout(r, 50));
      furnitureReleasedAt = order;
      await route.continue();
    },
  );
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !response.url().endsWith('.js')) return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await response
          .request()
          .sizes()
          .catch(() => ({ responseBodySize: body.length }));
        return {
          afterLoad: requestedAt.get(response.request())?.afterLoad ?? afterLoad,
          order: requestedAt.get(response.request())?.order ?? Infinity,
          path: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          transferred: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? 'identity',
        };
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  if (then) {
    afterLoad = true;
    await then(page);
    // The page stays loaded: wait until nothing has been in flight for half a second.
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastSettled < 500)) await page.waitForTimeout(100);
  }
  const files = await Promise.all(pending);
  await context.close();
  // Furniture: its chunk, and the chunks requested once it was let through.
  for (const f of files) f.furniture = !f.afterLoad && (isFurnitureChunk(f.path) || f.order >= furnitureReleasedAt);
  return files;
}
