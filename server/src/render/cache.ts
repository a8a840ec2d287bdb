import type { RenderedPage } from './index';

/** Guests' rendered pages by address and release set, each reused for `seconds` (at most `max` kept). */
export function renderCache(seconds: number, max = 500) {
  const pages = new Map<string, { at: number; page: RenderedPage }>();
  return {
    get(key: string): RenderedPage | undefined {
      const hit = pages.get(key);
      if (!hit) return undefined;
      if (Date.now() - hit.at > seconds * 1000) {
        pages.delete(key);
        return undefined;
      }
      return hit.page;
    },
    set(key: string, page: RenderedPage): void {
      if (seconds <= 0) return;
      if (pages.size >= max) pages.delete(pages.keys().next().value!);
      pages.set(key, { at: Date.now(), page });
    },
  };
}
