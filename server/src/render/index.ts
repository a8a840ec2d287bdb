import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stripLocale, type RegistryDocument, type RemoteName } from '@casino/contract';
import type { RenderSettings } from '../config';
import { jsonForScript, escapeHtml } from '../seo/render';
import { appStyles, GUEST_RESTRICTED_SEGMENTS } from '../static/page-registry';
import { parseCookies } from '../auth/cookies';

type ServerFailure = { remote: RemoteName; release: string; kind: 'load' | 'render'; message: string; stack?: string };

/** The shell's server build (shell/src/server/render.tsx), as far as the server uses it. */
interface ShellRendererModule {
  createShellRenderer(options: {
    fetch: typeof fetch;
    serverBuild(remote: RemoteName, release: string): Promise<{ dir: string; entry: string; publicPath: string; buildVersion?: string } | null>;
  }): {
    render(input: { url: string; registry: RegistryDocument; budgetMs: number }): Promise<
      | { kind: 'redirect'; status: number; location: string }
      | {
          kind: 'page';
          status: number;
          mounted: RemoteName[];
          slots: { name: RemoteName; slot: string }[];
          body: Promise<{ html: string; state: unknown; failures: ServerFailure[]; renderMs: number }>;
          /** Style sheets the build itself holds for the parts rendered (the shell built as one application); else each release's. */
          styles?: string[];
        }
    >;
  };
}

/** The markup of a rendered page and the state it carries (escaped for its script element). */
export interface RenderedBody {
  body: string;
  state: string;
  /** Every part rendered here (no remote left to the browser): the page may be kept for guests. */
  complete: boolean;
}

/**
 * A server-rendered page: where to send the visitor instead, or its status and head (known once it
 * is routed, sent at once) and its markup (null when the render failed after that: the browser
 * renders the page).
 */
export type RenderedPage =
  { kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; head: string; rest: Promise<RenderedBody | null> };

export interface PageRendererOptions {
  app: FastifyInstance;
  shellDir: string;
  settings: RenderSettings;
  /** A release's directory on this machine (the release source's local copy). */
  directory(remote: string, release: string): string | null | Promise<string | null>;
  /** Counts a remote's server failure against its release, as a browser's report would. */
  reportFailure(
    failure: { remote: RemoteName; release: string; kind: 'load' | 'render'; message: string; token?: string },
    request: FastifyRequest,
  ): Promise<void>;
}

/** Id of the `<script type="application/json">` the browser hydrates with (shell/src/app/hydration.ts). */
export const PAGE_STATE_ID = 'page-state';

/**
 * A visitor may ask for pages rendered in the browser only (`casino_render=browser`): the
 * benchmarks compare both paths in one run, and support can rule the server render out.
 */
export const RENDER_COOKIE = 'casino_render';

/** Pages not rendered on the server: the player's own (a guest is sent away from them anyway). */
export function serverRenders(url: string): boolean {
  const path = stripLocale(url.split(/[?#]/)[0] || '/');
  return !path.split('/').some((s) => (GUEST_RESTRICTED_SEGMENTS as readonly string[]).includes(s));
}

/** An in-process `fetch` for the render's API calls: the server's own routes, as a guest. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const body = init?.body;
    const headers: Record<string, string> = { ...(init?.headers as Record<string, string> | undefined) };
    if (body instanceof URLSearchParams) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers,
      ...(body !== undefined && body !== null ? { payload: String(body) } : {}),
    });
    return new Response(res.payload, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') } });
  };
}

/**
 * The server render of public pages: the shell's server build renders the page with the visitor's
 * releases (their server builds, through Module Federation's node runtime), and the page carries
 * the state the browser hydrates with. Null when the page is not rendered here (turned off, a
 * player's own page, no server build of the shell): the browser renders it as before.
 */
export function createPageRenderer({ app, shellDir, settings, directory, reportFailure }: PageRendererOptions) {
  const file = join(shellDir, 'server/render.cjs');
  let renderer: ReturnType<ShellRendererModule['createShellRenderer']> | null = null;

  function shellRenderer() {
    if (renderer) return renderer;
    const mod = createRequire(import.meta.url)(file) as ShellRendererModule;
    renderer = mod.createShellRenderer({
      fetch: injectFetch(app),
      async serverBuild(remote, release) {
        const dir = await directory(remote, release);
        if (!dir) return null;
        const info = JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8')) as { server?: { entry?: unknown; buildVersion?: unknown } };
        const entry = info.server?.entry;
        if (typeof entry !== 'string' || !/^[\w./-]+\.js$/.test(entry) || entry.includes('..')) return null;
        const buildVersion = typeof info.server?.buildVersion === 'string' ? info.server.buildVersion : undefined;
        return { dir, entry, publicPath: `/releases/${remote}/${release}/`, ...(buildVersion ? { buildVersion } : {}) };
      },
    });
    return renderer;
  }

  // Looked for until found, then not again: every page asks, and a build, once there, stays.
  let built = false;
  const isBuilt = () => (built ||= existsSync(file));
  /** Whether this visitor's page of this address is rendered here. */
  const renders = (url: string, request: FastifyRequest): boolean =>
    settings.enabled && serverRenders(url) && parseCookies(request.headers.cookie)[RENDER_COOKIE] !== 'browser' && isBuilt();

  return {
    enabled: () => settings.enabled && isBuilt(),

    renders,

    /** The page rendered for this address and registry. */
    async render(url: string, registry: RegistryDocument, { request }: { request: FastifyRequest }): Promise<RenderedPage | null> {
      if (!renders(url, request)) return null;
      const result = await shellRenderer().render({ url, registry, budgetMs: settings.budgetMs });
      if (result.kind === 'redirect') return result;
      const styles =
        result.styles ??
        (
          await Promise.all(
            [...new Set([...result.mounted, ...result.slots.map((s) => s.name)])].map(async (name) => {
              const release = registry.remotes.find((r) => r.name === name)?.release;
              const dir = release ? await directory(name, release) : null;
              return dir ? appStyles(dir).map((f) => `/releases/${name}/${release}/${f}`) : [];
            }),
          )
        ).flat();
      const head = styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
      const rest = result.body.then(
        async ({ html, state, failures }): Promise<RenderedBody> => {
          for (const { stack, ...failure } of failures) {
            request.log.warn({ failure: { ...failure, stack } }, 'remote not rendered on the server: the browser renders it');
            const token = registry.remotes.find((r) => r.name === failure.remote && r.release === failure.release)?.token;
            await reportFailure({ ...failure, ...(token ? { token } : {}) }, request).catch((error: unknown) =>
              request.log.error({ err: error }, 'server render failure not recorded'),
            );
          }
          return { body: html, state: jsonForScript(state), complete: failures.length === 0 };
        },
        (error: unknown) => {
          request.log.error({ err: error, url }, 'page not rendered on the server: the browser renders it');
          return null;
        },
      );
      return { kind: 'page', status: result.status, head, rest };
    },
  };
}

const ROOT = '<div id="root"></div>';

/**
 * The shell's page around a server render, in two parts: what goes at once (the head, with the
 * remotes' style sheets and the shell's own start style sheets applied, not only preloaded, up to
 * the opening of `#root`), and the rest once the markup is there (the markup, the end of the page,
 * and the page state before `</body>`). The scripts' preloads ask for low priority: the markup is
 * the first view, so its style sheets and pictures come first, and the scripts that hydrate it after.
 */
export function renderedPageParts(html: string, page: Extract<RenderedPage, { kind: 'page' }>): { first: string; rest: Promise<string> } {
  const withHead = html
    .replace(/<link rel="?preload"? as="?style"? href="?([^" >]+)"?>/g, (_m, href: string) => `<link rel="stylesheet" href="${href}">`)
    .replace(/<link rel="?preload"? as="?script"?(?=[ >])/g, '<link rel="preload" as="script" fetchpriority="low"')
    .replace('</head>', () => `${page.head}</head>`);
  const at = withHead.indexOf(ROOT);
  if (at < 0) return { first: withHead, rest: page.rest.then(() => '') };
  const first = withHead.slice(0, at + ROOT.length - '</div>'.length);
  const end = withHead.slice(at + ROOT.length - '</div>'.length);
  const rest = page.rest.then((rendered) => {
    if (!rendered) return end;
    const state = `<script type="application/json" id="${PAGE_STATE_ID}">${rendered.state}</script>`;
    return rendered.body + (end.includes('</body>') ? end.replace('</body>', () => `${state}</body>`) : end + state);
  });
  return { first, rest };
}
