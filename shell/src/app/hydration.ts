import {
  useConfigStore,
  useLocaleStore,
  useSessionStore,
  type ContentConfig,
  type Locale,
  type PageData,
  type RemoteName,
  type RenderStates,
} from '@casino/shared';

/** Id of the state a server-rendered page carries (server/src/render `PAGE_STATE_ID`). */
export const PAGE_STATE_ID = 'page-state';

/** What a server-rendered page carries for the browser to hydrate with (`<script type="application/json" id="page-state">`, shell/src/server/render.tsx). */
export interface PageState {
  /** The address the page was rendered for (a copy kept offline may stand in for another). */
  url: string;
  locale: Locale;
  config: ContentConfig;
  /** The route loaders' answers (react-router's hydration data). */
  loaderData: Record<string, unknown>;
  /** Each component's first answer, by `useId()`. */
  data: Record<string, { deps: string; value: unknown }>;
  /** Remotes whose routes the page was rendered with. */
  mounted: RemoteName[];
  /** Slots rendered on the server (the browser has them ready before it hydrates). */
  slots: { name: RemoteName; slot: string }[];
}

/**
 * The state the server rendered the page with; null for a page rendered in the browser, or one
 * rendered for another address (the offline copy of the home page standing in for any page).
 */
export function renderedPageState(
  doc: Pick<Document, 'getElementById'> = document,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text || !doc.getElementById('root')?.hasChildNodes()) return null;
  try {
    const state = JSON.parse(text) as PageState;
    if (!state || typeof state !== 'object' || !state.data || !state.loaderData) return null;
    return state.url === `${location.pathname}${location.search}` ? state : null;
  } catch (error) {
    console.error('[render] page state unreadable', error);
    return null;
  }
}

/**
 * The platform stores' states as the server rendered the page (its locale and content settings,
 * a guest's session): what React compares the markup with while it hydrates, whatever the
 * browser learnt meanwhile (a session that arrived first).
 */
export function renderStatesOf(state: PageState): RenderStates {
  return {
    locale: { ...useLocaleStore.getInitialState(), locale: state.locale },
    config: { ...useConfigStore.getInitialState(), config: state.config, loaded: true },
    session: useSessionStore.getInitialState(),
  };
}

/**
 * The data the page carried, taken by each component as it hydrates (boundaries hydrate after the
 * page's frame, so it stays). Keys are the server's `useId()`s, which no component rendered in the
 * browser is given, and an answer for other dependencies is not taken.
 */
export function handedOverData(state: PageState): PageData {
  return {
    take(key, deps) {
      const entry = state.data[key];
      return entry && entry.deps === deps ? { value: entry.value } : undefined;
    },
  };
}
