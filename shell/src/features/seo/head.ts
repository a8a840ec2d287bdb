/** The head of a page as the server builds it (`GET /content/seo-head`); see server/src/seo/head.ts. */
export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

export interface HeadModel {
  path: string;
  lang: string;
  title: string;
  tags: HeadTag[];
  jsonLd: Record<string, unknown>[];
}

const MANAGED = '[data-seo]';
const ATTRIBUTE = /^[a-z][a-z0-9:-]*$/i;

export function isHeadModel(value: unknown): value is HeadModel {
  const m = value as Partial<HeadModel> | null;
  return !!m && typeof m.title === 'string' && typeof m.path === 'string' && Array.isArray(m.tags) && Array.isArray(m.jsonLd);
}

/** The page the head in the document was rendered for (the server marks the title with it). */
export function renderedHeadPath(doc: Document): string | null {
  return doc.head.querySelector<HTMLTitleElement>('title[data-seo]')?.dataset.seo ?? null;
}

/**
 * Replaces the SEO elements of the head (those marked `data-seo`) with the model's. Elements are
 * built with the DOM API, so no text of the model is ever parsed as markup.
 */
export function applyHead(doc: Document, model: HeadModel): void {
  for (const el of doc.head.querySelectorAll(MANAGED)) el.remove();
  for (const el of doc.head.querySelectorAll('title')) el.remove();
  const nodes: Element[] = [];
  const title = doc.createElement('title');
  title.dataset.seo = model.path;
  title.textContent = model.title;
  nodes.push(title);
  for (const tag of model.tags) {
    if (tag.tag !== 'meta' && tag.tag !== 'link') continue;
    const el = doc.createElement(tag.tag);
    for (const [name, value] of Object.entries(tag.attrs)) {
      if (ATTRIBUTE.test(name) && !/^on/i.test(name)) el.setAttribute(name, String(value));
    }
    el.setAttribute('data-seo', '');
    nodes.push(el);
  }
  for (const ld of model.jsonLd) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute('data-seo', '');
    script.textContent = JSON.stringify(ld);
    nodes.push(script);
  }
  doc.head.append(...nodes);
}

/** Loads the head of a page from the server; a failure is logged and the head stays (spec §8). */
export async function fetchHead(path: string, signal?: AbortSignal, fetchImpl: typeof fetch = fetch): Promise<HeadModel | null> {
  try {
    const response = await fetchImpl(`/content/seo-head?path=${encodeURIComponent(path)}`, { credentials: 'same-origin', ...(signal ? { signal } : {}) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (!isHeadModel(body)) throw new Error('Malformed head');
    return body;
  } catch (error) {
    if ((error as Error)?.name !== 'AbortError') console.error('[seo] head unavailable', path, error);
    return null;
  }
}
