import type { HeadModel, HeadTag } from './head';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and for double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes so no
 * text can close the script element (`</script>`) or open a comment, and the line separators
 * that some parsers treat as line ends. The result is still the same JSON value.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function attributes(attrs: Record<string, string>): string {
  return Object.entries(attrs)
    .filter(([name]) => /^[a-z][a-z0-9:-]*$/i.test(name))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

function tagHtml(tag: HeadTag): string {
  return `<${tag.tag}${attributes(tag.attrs)} data-seo>`;
}

/**
 * The head elements of the model. Each carries `data-seo`, so the shell can replace exactly these
 * on client navigation; the title also names the page it was rendered for.
 */
export function renderHead(model: HeadModel): string {
  return [
    `<title data-seo="${escapeHtml(model.path)}">${escapeHtml(model.title)}</title>`,
    ...model.tags.map(tagHtml),
    ...model.jsonLd.map((ld) => `<script type="application/ld+json" data-seo>${jsonForScript(ld)}</script>`),
  ].join('');
}

const MARKER = '<!--seo-head-->';

/**
 * The shell's index.html with the head filled in: the model's elements at the `<!--seo-head-->`
 * marker (or before `</head>`), the build's placeholder title dropped, `<html lang>` set.
 */
export function injectHead(page: string, model: HeadModel): string {
  const head = renderHead(model);
  let html = page.replace(/<title>[^<]*<\/title>/i, '');
  html = html.includes(MARKER) ? html.replace(MARKER, () => head) : html.replace(/<\/head>/i, () => `${head}</head>`);
  return html.replace(/<html\b([^>]*)>/i, (_m, attrs: string) => `<html lang="${model.lang}"${attrs.replace(/\slang="[^"]*"/i, '')}>`);
}
