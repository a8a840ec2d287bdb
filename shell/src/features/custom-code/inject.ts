import type { ContentConfig } from '@casino/shared';
import { pageNonce } from '../../platform/nonce';

/** Custom code entry of spec §3: `isEnabled`, `position` (head, bodyStart, bodyEnd), `code`. */
export interface CustomCodeEntry {
  isEnabled: boolean;
  position: 'head' | 'bodyStart' | 'bodyEnd';
  code: string;
}

const POSITIONS = new Set(['head', 'bodyStart', 'bodyEnd']);

/** Entries of the `meta-data-tool` section that are enabled, well-formed and not empty. */
export function customCodeFrom(config: ContentConfig): CustomCodeEntry[] {
  const list = config['meta-data-tool']?.customCode;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (e): e is CustomCodeEntry => !!e && e.isEnabled === true && POSITIONS.has(e.position) && typeof e.code === 'string' && e.code.trim() !== '',
  );
}

/**
 * Puts the operator's code where its entry says: the end of `<head>`, the start or the end of
 * `<body>`. The code is markup the operator wrote (counters, verification tags, widgets); its
 * scripts run as if they had been in the page: they get the page's nonce, which nothing else
 * injected has. A failing entry is logged and skipped (spec §8). Answers the nodes inserted.
 */
export function injectCustomCode(doc: Document, entries: CustomCodeEntry[], nonce = pageNonce(doc)): Node[] {
  const inserted: Node[] = [];
  for (const entry of entries) {
    try {
      // A contextual fragment (unlike innerHTML) keeps its scripts executable.
      const range = doc.createRange();
      range.selectNode(entry.position === 'head' ? doc.head : doc.body);
      const fragment = range.createContextualFragment(entry.code);
      if (nonce) for (const script of fragment.querySelectorAll('script')) script.nonce = nonce;
      const nodes = [...fragment.childNodes];
      if (entry.position === 'head') doc.head.appendChild(fragment);
      else if (entry.position === 'bodyStart') doc.body.insertBefore(fragment, doc.body.firstChild);
      else doc.body.appendChild(fragment);
      inserted.push(...nodes);
    } catch (error) {
      console.error('[custom-code] injection failed', entry.position, error);
    }
  }
  return inserted;
}
