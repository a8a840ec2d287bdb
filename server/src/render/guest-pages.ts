/**
 * Guests' whole pages, kept a few seconds (`SERVER_RENDER_CACHE_SECONDS`): a guest's page depends
 * only on the host, the address and the releases the visitor's registry names (canary bucket
 * included), so the next guest asking for it within that time gets it without its SEO head,
 * operator settings, script preloads and render being worked out again. The nonce and the
 * registry (its served tokens are the visitor's) are filled in per answer (static/prepared-page.ts).
 * A page under maintenance, a player's page, a page a remote failed to render in and any page not
 * answered 200 are never kept.
 */
import { LRUCache } from 'lru-cache';
import type { RegistryDocument } from '@casino/contract';
import { jsonForScript } from '../seo/render';
import { withScriptNonce } from '../security/headers';
import { INLINE_REGISTRY_ID } from '../static/page-registry';
import { holeMark, preparePage, type PreparedPage } from '../static/prepared-page';

/** What a kept page is found by. */
export function guestPageKey(host: string, url: string, registry: RegistryDocument): string {
  return `${host}\n${url}\n${registry.remotes.map((r) => `${r.name}@${r.release}`).join(',')}`;
}

/** A whole page as sent (before its nonce), kept with holes for the nonce and the registry. */
export function keptGuestPage(html: string, registry: RegistryDocument, status: number): PreparedPage | null {
  const open = `<script type="application/json" id="${INLINE_REGISTRY_ID}">`;
  const inline = `${open}${jsonForScript(registry)}</script>`;
  const at = html.indexOf(inline);
  if (at < 0) return null;
  const marked = html.slice(0, at) + `${open}${holeMark('registry')}</script>` + html.slice(at + inline.length);
  return preparePage(withScriptNonce(marked, holeMark('nonce')), status);
}

/** Kept pages by key, each for `seconds` (0: none kept), the least recently used going first past `max` (lru-cache). */
export function guestPageCache(seconds: number, max = 200) {
  const pages = seconds > 0 ? new LRUCache<string, { at: number; page: PreparedPage }>({ max, ttl: seconds * 1000 }) : null;
  return {
    get(key: string, now = Date.now()): PreparedPage | undefined {
      const hit = pages?.get(key);
      if (!hit) return undefined;
      // lru-cache expires by the clock; a caller's own `now` (a test's) is checked here too.
      if (now - hit.at > seconds * 1000) {
        pages!.delete(key);
        return undefined;
      }
      return hit.page;
    },
    set(key: string, page: PreparedPage, now = Date.now()): void {
      pages?.set(key, { at: now, page });
    },
  };
}
