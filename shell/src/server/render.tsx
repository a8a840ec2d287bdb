/**
 * The shell's server render (built by the kit into `dist/server/render.cjs`): the first view of a
 * public page, the shell's layout and the route's remote page with the data it shows first. The
 * server (server/src/render/) calls `createShellRenderer` once and `render` per page.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  addTranslations,
  i18n,
  I18nextProvider,
  initI18n,
  localeOfPath,
  LOCALES,
  redirect,
  setRenderStateSource,
  stripLocale,
  useConfigStore,
  useLocaleStore,
  useSessionStore,
  type ContentConfig,
  type LoaderFunctionArgs,
  type Locale,
  type RegistryDocument,
  type RemoteName,
  type RenderStates,
} from '@casino/shared';
import { appRoutes, type MountedRemote } from '../app/routes';
import type { PageState } from '../app/hydration';
import { RemotesProvider } from '../federation/context';
import { PageDataScopes } from '../federation/data-scope';
import { areaOwner, type RegistryState } from '../federation/registry';
import { HOME_SLOTS } from '../features/home';
import { HEADER_SLOTS } from '../features/header';
import { preloadSlot } from '../federation/RemoteSlot';
import { configuredRedirects } from '../platform/content-config';
import { decideNavigation, isGuestRestricted } from '../platform/navigation';
import { setApiTransport } from '../platform/api';
import { ServerRenderSkipped, SERVER_SKIP_DIGEST } from '../federation/server-render';
import { ServerPageData } from './page-data';
import { streamToString } from './stream';
import { createServerRemotes, type ServerRemoteFailure, type ServerRemotesOptions } from './remotes';
import type { ServerBuild } from './federation';

export type { ServerBuild } from './federation';
export type { ServerRemoteFailure } from './remotes';

export interface ShellRendererOptions {
  /** Answers a request the way the server's own routes do (in-process: the API and the content service, as a guest). */
  fetch: typeof fetch;
  /** Where a release's server build is (null: the release has none; its parts render in the browser). */
  serverBuild(remote: RemoteName, release: string): Promise<ServerBuild | null>;
  /** The remotes' apps built into this build (the monolith's server entry): no release server build is loaded. */
  staticApps?: ServerRemotesOptions['staticApps'];
}

export interface PageRenderInput {
  /** The page's path and query. */
  url: string;
  /** The visitor's registry (their canary bucket's releases). */
  registry: RegistryDocument;
  /** How long a remote's part may take (loading and data) before the browser renders it instead. */
  budgetMs: number;
}

/** What the page carries for the browser to hydrate with: one definition, the browser's (app/hydration.ts). */
export type { PageState } from '../app/hydration';

/** The page's markup and what travels with it, once every boundary has settled. */
export interface RenderedBody {
  html: string;
  state: PageState;
  failures: ServerRemoteFailure[];
  renderMs: number;
}

/**
 * A redirect, or a page whose status and remotes are known once it is routed (so the server can
 * send the head of the page at once) and whose markup follows.
 */
export type PageRender =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; mounted: RemoteName[]; slots: { name: RemoteName; slot: string }[]; body: Promise<RenderedBody> };

const requestStates = new AsyncLocalStorage<RenderStates>();
const CONFIG_TTL_MS = 5_000;
/** Language and release sets whose strings stay ready (a few canaries at once, both languages). */
const KEPT_TRANSLATIONS = 24;

export function createShellRenderer(options: ShellRendererOptions) {
  setApiTransport(options.fetch);
  // Platform stores answer the request's state (its locale, its content settings, a guest's session).
  setRenderStateSource({ states: () => requestStates.getStore(), server: true });
  const remotes = createServerRemotes(options.serverBuild, { staticApps: options.staticApps });
  const configs = new Map<Locale, { at: number; config: Promise<ContentConfig> }>();

  const strings = (async () => {
    await initI18n('uz');
    for (const locale of LOCALES) {
      const shell = (await import(`../i18n/${locale}.json`)) as { default: Parameters<typeof addTranslations>[2] };
      addTranslations('shell', locale, shell.default);
    }
  })();

  /**
   * The strings of a render: the shell's, and each remote's of the release the visitor gets (a
   * canary's new text is its visitors' only). One instance per language and release set, given a
   * release's strings once they arrive (a remote first loaded during a render included).
   */
  const translations = new Map<string, { locale: Locale; releases: Map<RemoteName, string>; instance: typeof i18n }>();
  const addStrings = (entry: { locale: Locale; instance: typeof i18n }, name: RemoteName, release: string) => {
    const resources = remotes.stringsOf(name, release, entry.locale);
    if (!resources) return;
    entry.instance.removeResourceBundle(entry.locale, name);
    entry.instance.addResourceBundle(entry.locale, name, resources, false, true);
  };
  remotes.onStrings((name, release) => {
    for (const entry of translations.values()) if (entry.releases.get(name) === release) addStrings(entry, name, release);
  });
  function translationsOf(locale: Locale, doc: RegistryDocument): typeof i18n {
    const key = `${locale}|${doc.remotes.map((r) => `${r.name}@${r.release}`).join(',')}`;
    const known = translations.get(key);
    if (known) return known.instance;
    const entry = {
      locale,
      releases: new Map(doc.remotes.map((r) => [r.name, r.release] as const)),
      instance: i18n.cloneInstance({ lng: locale, initAsync: false, forkResourceStore: true }),
    };
    for (const [name, release] of entry.releases) addStrings(entry, name, release);
    translations.set(key, entry);
    while (translations.size > KEPT_TRANSLATIONS) translations.delete(translations.keys().next().value!);
    return entry.instance;
  }

  function contentConfig(locale: Locale): Promise<ContentConfig> {
    const known = configs.get(locale);
    if (known && Date.now() - known.at < CONFIG_TTL_MS) return known.config;
    const config = options
      .fetch(`/nfx/cms-config/${locale}`)
      .then(async (res) => (res.ok ? ((await res.json()) as ContentConfig) : {}))
      .catch(() => ({}) as ContentConfig);
    configs.set(locale, { at: Date.now(), config });
    return config;
  }

  async function render({ url, registry: doc, budgetMs }: PageRenderInput): Promise<PageRender> {
    const started = performance.now();
    const path = url.split(/[?#]/)[0] || '/';
    const locale = localeOfPath(path);
    const registry: RegistryState = { doc, failed: false };
    await strings;
    const config = await contentConfig(locale);
    const states: RenderStates = {
      locale: { ...useLocaleStore.getInitialState(), locale },
      config: { ...useConfigStore.getInitialState(), config, loaded: true },
      session: useSessionStore.getInitialState(),
    };
    return requestStates.run(states, async () => {
      const deadline = Date.now() + budgetMs;
      const loader = remotes.forRegistry(registry, deadline);
      const segment = stripLocale(path).split('/')[1] ?? '';
      const owner = segment ? areaOwner(segment, registry) : null;
      const mounted: MountedRemote[] = [];
      if (owner) {
        const app = await loader.loadWithin(owner);
        if (app) mounted.push({ name: owner, app });
      }
      const slots = await loader.preloadSlots([...HEADER_SLOTS, ...(segment ? [] : HOME_SLOTS)], preloadSlot);

      const routes = appRoutes(registry, serverRootLoader, mounted);
      const handler = createStaticHandler(routes);
      const context = await handler.query(new Request(new URL(url, 'http://render.local')));
      if (context instanceof Response) {
        return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
      }
      const router = createStaticRouter(handler.dataRoutes, context);
      const pageData = new ServerPageData(deadline);
      const requestI18n = translationsOf(locale, doc);
      // Started here, inside the request's state, and awaited by whoever sends the page.
      const body = streamToString(
        <StrictMode>
          <I18nextProvider i18n={requestI18n}>
            <RemotesProvider loader={loader}>
              <PageDataScopes.Provider value={(part) => pageData.scope(part)}>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </PageDataScopes.Provider>
            </RemotesProvider>
          </I18nextProvider>
        </StrictMode>,
        (error) => {
          if (error instanceof ServerRenderSkipped) {
            if (error.failure && error.remote !== 'shell') loader.fail(error.remote, 'render', error.message);
            return error.digest;
          }
          const remote = remotes.remoteOfError(error) ?? owner;
          const message = error instanceof Error ? error.message : String(error);
          const stack = error instanceof Error ? error.stack?.split('\n').slice(1, 4).join('\n') : undefined;
          if (remote) loader.fail(remote, 'render', message, stack);
          return `${SERVER_SKIP_DIGEST}${remote ?? 'shell'}`;
        },
      ).then(
        (html): RenderedBody => {
          pageData.abort();
          return {
            html,
            state: {
              url,
              locale,
              config,
              loaderData: context.loaderData,
              data: pageData.handOver(),
              mounted: mounted.map((m) => m.name),
              slots,
            },
            failures: loader.failures,
            renderMs: performance.now() - started,
          };
        },
        (error: unknown) => {
          pageData.abort();
          throw error;
        },
      );
      return { kind: 'page' as const, status: context.statusCode, mounted: mounted.map((m) => m.name), slots, body };
    });
  }

  return { render, remoteOfError: remotes.remoteOfError };
}

/**
 * The root route's loader on the server: the configured redirects and the guest guard (spec §2),
 * answered as HTTP redirects. A guest-restricted page is never rendered here (its personal parts
 * need the player).
 */
async function serverRootLoader(_locale: Locale, { request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  const decision = decideNavigation(url, {
    authenticated: isGuestRestricted(url.pathname) ? false : null,
    redirects: configuredRedirects(useConfigStore.getState().config),
  });
  if (decision?.kind === 'internal') throw redirect(decision.to);
  if (decision?.kind === 'external') throw redirect(decision.url);
  return null;
}
