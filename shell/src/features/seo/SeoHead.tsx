import { useEffect } from 'react';
import { useLocation } from '@casino/shared';
import { applyHead, fetchHead, renderedHeadPath } from './head';

/**
 * Keeps the SEO head right on client navigation: the server renders it for the first page; on
 * every other page the shell asks for the same head and puts it in place.
 */
export function SeoHead() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (renderedHeadPath(document) === pathname) return;
    const controller = new AbortController();
    void fetchHead(pathname, controller.signal).then((model) => {
      if (model && !controller.signal.aborted) applyHead(document, model);
    });
    return () => controller.abort();
  }, [pathname]);
  return null;
}
