import { i18n, isRouteErrorResponse, Outlet, useConfigStore, useLocation, useMatches, useNavigation, useRouteError, useTranslation } from '@casino/shared';
import { loaderLogo, useOperatorSettings } from '../platform/operator';
import { Suspense, useEffect } from 'react';
import type { Locale } from '@casino/shared';
import { DefaultLayout, EmptyLayout, GameLayout, SvgSpriteLayout } from './layouts';
import { ErrorPage, NotFoundPage } from '../features/system-pages';
import { ShellServices } from './ShellServices';
import { Overlays } from './Overlays';
import { RouteAnnouncer } from '../features/route-focus';
import { PageDataScope, remoteOfRouteId } from '../federation/data-scope';
import { PageErrorContext } from '../federation/context';
import { MaintenanceNotices, PausedPart, usePausedPart } from '../features/maintenance';
import { PreviewBanner } from '../features/preview';
import styles from './Root.module.css';

export type LayoutName = 'default' | 'empty' | 'game' | 'svg-sprite';
const LAYOUTS = { default: DefaultLayout, empty: EmptyLayout, game: GameLayout, 'svg-sprite': SvgSpriteLayout } as const;

/** The deepest route that names a layout decides it (`handle: { layout: 'game' }`); default otherwise. */
export function layoutOf(matches: { handle?: unknown }[]): LayoutName {
  for (let i = matches.length - 1; i >= 0; i--) {
    const layout = (matches[i]?.handle as { layout?: LayoutName } | undefined)?.layout;
    if (layout && layout in LAYOUTS) return layout;
  }
  return 'default';
}

/** The part that renders the page: the remote whose route matched, else the shell. */
function pagePart(matches: { id: string }[]) {
  for (let i = matches.length - 1; i >= 0; i--) {
    const remote = remoteOfRouteId(matches[i]!.id);
    if (remote) return remote;
  }
  return 'shell' as const;
}

export function Root({ locale }: { locale: Locale }) {
  const matches = useMatches();
  const Layout = LAYOUTS[layoutOf(matches)];
  // A part an operator paused shows their message in its place; the rest of the site works.
  const paused = usePausedPart(useLocation().pathname);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <>
      <Layout>
        <NavigationProgress />
        <PreviewBanner />
        <MaintenanceNotices />
        {/* A page the server could not render (a remote over its budget, or failing) is rendered here in the browser. */}
        <PageDataScope part={pagePart(matches)}>
          <PageErrorContext.Provider value={pageOfError}>
            <Suspense fallback={<PageLoader />}>
              {paused ? <PausedPart part={paused} /> : <Outlet />}
              <InteractiveMark />
            </Suspense>
          </PageErrorContext.Provider>
        </PageDataScope>
      </Layout>
      <ShellServices />
      {/* Inside the router: dialogs and toasts hold links and navigate like any page. */}
      <Overlays />
      <RouteAnnouncer />
    </>
  );
}

/** Marked once, when the first page's content has hydrated (or, without a server render, rendered). */
export const INTERACTIVE_MARK = 'shell:interactive';

/**
 * Beside the page in its boundary, so its effect runs when the page's content commits (a page that
 * suspends commits once it has loaded): the page's time to interactive (bench/). Renders nothing,
 * on the server and in the browser alike.
 */
export function InteractiveMark() {
  useEffect(() => {
    if (typeof performance?.mark === 'function' && performance.getEntriesByName(INTERACTIVE_MARK, 'mark').length === 0) performance.mark(INTERACTIVE_MARK);
  }, []);
  return null;
}

/** A thin bar while the next page (or a remote) is being fetched. */
function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation('shell');
  if (navigation.state === 'idle') return null;
  return <div className={styles.progress} role="progressbar" aria-label={t('loading')} />;
}

/** The page loader: the operator's logo (spec §3 `prazer-config` loader), or the spinner. */
export function PageLoader() {
  const loaded = useConfigStore((s) => s.loaded);
  const settings = useOperatorSettings();
  const logo = loaderLogo(loaded ? settings.loader : null, settings.siteName);
  return (
    <div className={styles.pageLoader} role="status" aria-live="polite" aria-busy="true">
      {logo ? (
        // Lazy: a server render passes through this fallback, and React preloads every eager picture it meets.
        <img className={styles.loaderLogo} src={logo.image} alt={logo.name} width="96" height="96" loading="lazy" />
      ) : (
        <span className={styles.spinner} aria-hidden="true" />
      )}
      {!logo?.name && <span className={styles.visuallyHidden}>Loading…</span>}
    </div>
  );
}

/** The page of an error inside the layout (spec §8): a fatal error's page, 404, else the errors slot. */
const pageOfError = (error: unknown) => <ErrorPage error={error} />;

/**
 * Error element of the shell's pages: an error while a page renders or loads shows its page of
 * spec §8 in the layout, with the header and the rest working.
 */
export function PageError() {
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  return <ErrorPage error={error} />;
}

/** Last line of defence: an error outside every remote area still renders a page, never a white screen. */
export function RootError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  // With the shell's strings at hand, the page of the error (spec §8); without them, one bilingual line.
  if (i18n.hasResourceBundle(i18n.language, 'shell')) {
    return (
      <main id="main">
        <ErrorPage error={error} />
      </main>
    );
  }
  return (
    <main className={styles.fatal}>
      <h1>Xatolik yuz berdi / Произошла ошибка</h1>
      <p>
        <a href="/">Bosh sahifa</a> · <a href="/ru">Главная</a>
      </p>
    </main>
  );
}
