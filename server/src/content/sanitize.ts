import { createRequire } from 'node:module';

/**
 * HTML from the content service is sanitised on the server with DOMPurify (on a jsdom window)
 * before it reaches a browser. jsdom loads on first use.
 */
type Purifier = { sanitize(html: string, config: Record<string, unknown>): string };

let purifier: Promise<Purifier> | null = null;

function load(): Promise<Purifier> {
  purifier ??= (async () => {
    const require = createRequire(import.meta.url);
    const { JSDOM } = require('jsdom') as typeof import('jsdom');
    const createDOMPurify = require('dompurify') as typeof import('dompurify').default;
    const { window } = new JSDOM('');
    return createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]) as unknown as Purifier;
  })();
  return purifier;
}

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

export async function sanitizeHtml(html: string): Promise<string> {
  return (await load()).sanitize(html, CONFIG);
}
