import zlib from 'node:zlib';
import type { RegistryDocument } from '@casino/contract';
import { jsonForScript } from '../seo/render';
import { withScriptNonce } from '../security/headers';
import { INLINE_REGISTRY_ID } from '../static/page-registry';
import { gzipPrepared } from '../static/prepared-page';
import { guestPageCache, guestPageKey, keptGuestPage } from './guest-pages';

const entry = (release: string, token: string) => ({
  name: 'casino',
  release,
  entry: `/releases/casino/${release}/remoteEntry.js`,
  prefixes: ['gamehall'],
  contract: 3,
  token,
});
const doc = (release: string, token: string) => ({ remotes: [entry(release, token)], refreshSeconds: 60, vitalsSampleRate: 1 }) as unknown as RegistryDocument;

const page = (registry: RegistryDocument) =>
  `<html><head><script type="application/json" id="${INLINE_REGISTRY_ID}">${jsonForScript(registry)}</script><link rel="modulepreload" href="/main.js"></head>` +
  `<body><div id="root"><main>Ўйинлар залі</main></div><script src="/main.js"></script><script type="application/json" id="page-state">{}</script></body></html>`;

it("keeps a guest's page with holes for the next answer's nonce and registry (a visitor's served tokens are theirs)", () => {
  const first = doc('1.0.0-abc', 'token-of-the-first');
  const kept = keptGuestPage(page(first), first, 200)!;
  const next = doc('1.0.0-abc', 'token-of-the-next');
  const answered = zlib.gunzipSync(gzipPrepared(kept, { nonce: 'n0nce', registry: jsonForScript(next) })).toString();
  expect(answered).toBe(withScriptNonce(page(next), 'n0nce'));
  expect(answered).not.toContain('token-of-the-first');
  expect(answered).toContain('<script type="application/json" id="page-state">{}</script>');
});

it('keeps no page whose registry it cannot find', () => {
  expect(keptGuestPage('<html><body>no registry</body></html>', doc('1', 't'), 200)).toBeNull();
});

it('finds a page by host, address and the releases named, not by the served tokens', () => {
  const key = guestPageKey('casino.uz', '/gamehall', doc('1.0.0-abc', 'a'));
  expect(guestPageKey('casino.uz', '/gamehall', doc('1.0.0-abc', 'b'))).toBe(key);
  expect(guestPageKey('casino.uz', '/gamehall', doc('1.0.1-def', 'a'))).not.toBe(key);
  expect(guestPageKey('casino.ru', '/gamehall', doc('1.0.0-abc', 'a'))).not.toBe(key);
  expect(guestPageKey('casino.uz', '/ru/gamehall', doc('1.0.0-abc', 'a'))).not.toBe(key);
});

it('keeps a page for its seconds only, none at 0, and lets the oldest go past its size', () => {
  const kept = keptGuestPage(page(doc('1', 't')), doc('1', 't'), 200)!;
  const cache = guestPageCache(5, 2);
  cache.set('a', kept, 0);
  expect(cache.get('a', 5000)).toBe(kept);
  expect(cache.get('a', 5001)).toBeUndefined();
  cache.set('a', kept, 0);
  cache.set('b', kept, 0);
  cache.set('c', kept, 0);
  expect(cache.get('a', 1)).toBeUndefined();
  expect(cache.get('c', 1)).toBe(kept);
  const off = guestPageCache(0);
  off.set('a', kept, 0);
  expect(off.get('a', 0)).toBeUndefined();
});
