import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  GUEST_RESTRICTED_SEGMENTS,
  HOME_SLOTS,
  INLINE_REGISTRY_ID,
  stripLocale,
  type RegistryDocument,
  type RegistryEntry,
  type RemoteName,
} from '@casino/contract';
import { escapeHtml, jsonForScript } from '../seo/render';

export { INLINE_REGISTRY_ID, GUEST_RESTRICTED_SEGMENTS };

/** Remotes whose slots the home page embeds (the contract's `HOME_SLOTS`), in the page's order. */
export const HOME_REMOTES: readonly RemoteName[] = HOME_SLOTS.map((s) => s.name);

/**
 * The remotes a page needs at once: the home page's slots, or the remote that owns the area.
 * None for a guest on a page guests are sent away from (the remote would never run).
 */
export function remotesOfPage(url: string, remotes: RegistryEntry[], { guest = false } = {}): RegistryEntry[] {
  const path = stripLocale(url.split(/[?#]/)[0] || '/');
  if (guest && path.split('/').some((s) => (GUEST_RESTRICTED_SEGMENTS as readonly string[]).includes(s))) return [];
  const segment = path.split('/')[1] ?? '';
  if (!segment) return HOME_REMOTES.flatMap((name) => remotes.filter((r) => r.name === name));
  return remotes.filter((r) => r.prefixes.includes(segment));
}

interface Manifest {
  exposes?: { name?: string; assets?: { js?: { sync?: unknown }; css?: { sync?: unknown; async?: unknown } } }[];
}

const safeFiles = (list: unknown, ext: string): string[] =>
  Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string' && f.endsWith(ext) && /^[\w./-]+$/.test(f) && !f.includes('..')) : [];

const exposedStyles = new Map<string, string[]>();

/**
 * The style sheets of a release's `./app` and its pages (from its `mf-manifest.json`; read once per
 * release): a server-rendered page links those of the remotes it was rendered with, so it shows
 * styled before any script runs.
 */
export function appStyles(dir: string): string[] {
  let files = exposedStyles.get(dir);
  if (files) return files;
  files = [];
  const file = join(dir, 'mf-manifest.json');
  if (existsSync(file)) {
    try {
      const css = (JSON.parse(readFileSync(file, 'utf8')) as Manifest).exposes?.find((e) => e.name === 'app')?.assets?.css;
      files = [...safeFiles(css?.sync, '.css'), ...safeFiles(css?.async, '.css')];
    } catch {
      files = [];
    }
  }
  exposedStyles.set(dir, files);
  return files;
}

const exposedFiles = new Map<string, string[]>();

/** Files of a release's `./app` expose that load with its entry (from its `mf-manifest.json`; read once per release). */
export function appFiles(dir: string): string[] {
  let files = exposedFiles.get(dir);
  if (files) return files;
  files = [];
  const file = join(dir, 'mf-manifest.json');
  if (existsSync(file)) {
    try {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
      const sync = manifest.exposes?.find((e) => e.name === 'app')?.assets?.js?.sync;
      if (Array.isArray(sync)) files = sync.filter((f): f is string => typeof f === 'string' && /^[\w./-]+\.js$/.test(f) && !f.includes('..'));
    } catch {
      files = [];
    }
  }
  exposedFiles.set(dir, files);
  return files;
}

/**
 * Scripts a page needs before its content can show: the entry of each remote the page uses and
 * the chunks of its `./app` expose. They are classic scripts (the federation runtime adds them as
 * `<script src>` without CORS), so they are preloaded as scripts.
 */
export async function pageScripts(
  url: string,
  remotes: RegistryEntry[],
  directory: (remote: string, release: string) => string | null | Promise<string | null>,
  { guest = false } = {},
): Promise<string[]> {
  const out: string[] = [];
  for (const remote of remotesOfPage(url, remotes, { guest })) {
    out.push(remote.entry);
    // A shared storage (RELEASE_STORAGE=postgres|s3) answers the release's local copy once it is cached.
    const dir = await directory(remote.name, remote.release);
    if (!dir) continue;
    const base = remote.entry.slice(0, remote.entry.lastIndexOf('/') + 1);
    for (const file of appFiles(dir)) out.push(`${base}${file}`);
  }
  return out;
}

/**
 * True for the page of the shell built as one application (`pnpm build:monolith`): it carries
 * every remote in its own bundle, so no release file is preloaded for it.
 */
export function isMonolithPage(html: string): boolean {
  return /<meta name="?shell-kind"? content="?monolith"?\s*\/?>/.test(html);
}

const REGISTRY_PRELOAD = /<link\b[^>]*\bhref="?\/remotes\.json"?[^>]*>/i;

/**
 * The page with the visitor's registry rendered in (the shell reads it instead of fetching
 * `/remotes.json`) and preloads for the scripts the page needs and for its largest picture, so
 * these download while the shell's own scripts do instead of after the shell → remote → API chain.
 */
export function withRegistry(html: string, doc: RegistryDocument, scripts: string[], { image }: { image?: string | null } = {}): string {
  const head = [
    `<script type="application/json" id="${INLINE_REGISTRY_ID}">${jsonForScript(doc)}</script>`,
    ...(image ? [`<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high">`] : []),
    ...scripts.map((src) => `<link rel="preload" as="script" href="${escapeHtml(src)}">`),
  ].join('');
  const page = html.replace(REGISTRY_PRELOAD, '');
  return page.includes('</head>') ? page.replace('</head>', () => `${head}</head>`) : page;
}
