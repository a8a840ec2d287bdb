/**
 * The kinds of files a remote's build is made of: a release may hold these only (and their
 * pre-compressed `.br`/`.gz` copies). Release files are served from the player site's origin, so
 * a page, a script of another kind or an executable in a release would run with the site's rights.
 */

const SCRIPTS_AND_DATA = ['js', 'mjs', 'css', 'json', 'map', 'wasm', 'txt'];
const IMAGES = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'svg', 'ico'];
const FONTS = ['woff', 'woff2', 'ttf', 'otf', 'eot'];
export const RELEASE_FILE_TYPES: readonly string[] = [...SCRIPTS_AND_DATA, ...IMAGES, ...FONTS];

/** Types a browser never renders as a document of the site (SVG is an image that can hold scripts). */
const NEVER_DOCUMENTS = new Set(RELEASE_FILE_TYPES.filter((t) => t !== 'svg'));

/** The type of a release file, its pre-compression set aside (`app.js.br` → `js`); '' when none. */
export function releaseFileType(path: string): string {
  const name = (path.split('/').pop() ?? '').toLowerCase().replace(/\.(br|gz)$/, '');
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1) : '';
}

export const isReleaseFileType = (path: string): boolean => RELEASE_FILE_TYPES.includes(releaseFileType(path));

/**
 * Headers of a served release file: never sniffed; a file a browser could show as a document
 * (SVG, or any other type an older release holds) is sandboxed: no script, no origin.
 */
export function releaseFileHeaders(path: string): Record<string, string> {
  const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };
  if (!NEVER_DOCUMENTS.has(releaseFileType(path))) headers['Content-Security-Policy'] = 'sandbox';
  return headers;
}
