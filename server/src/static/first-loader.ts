import { escapeHtml } from '../seo/render';

/** Marks the loader the server draws inside the shell's root (shell/src/platform/operator `FIRST_LOADER_ATTR`). */
export const FIRST_LOADER_ATTR = 'data-operator-loader';

// Inline: the loader shows before any of the shell's style sheets has arrived.
const STYLE =
  `<style>[${FIRST_LOADER_ATTR}]{min-height:100vh;display:grid;place-items:center}` +
  `[${FIRST_LOADER_ATTR}] img{width:96px;height:96px;object-fit:contain;animation:operator-loader 1.2s ease-in-out infinite alternate}` +
  '@keyframes operator-loader{from{opacity:.35;transform:scale(.92)}to{opacity:1;transform:scale(1)}}' +
  `@media (prefers-reduced-motion:reduce){[${FIRST_LOADER_ATTR}] img{animation:none}}</style>`;

/**
 * The page with the operator's loader (spec §3 `prazer-config` loader, a logo) drawn in the shell's
 * root: the first paint shows it until the shell renders over it. The page is unchanged when the
 * root is not the empty one the shell build writes.
 */
export function withFirstLoader(html: string, loader: { image: string; siteName: string }): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) return html;
  const drawn =
    `<div id="root"><div ${FIRST_LOADER_ATTR} role="status" aria-busy="true">` +
    `<img src="${escapeHtml(loader.image)}" alt="${escapeHtml(loader.siteName)}" width="96" height="96" fetchpriority="high"></div></div>`;
  return html.replace(root, () => drawn).replace('</head>', () => `${STYLE}</head>`);
}
