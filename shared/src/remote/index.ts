/**
 * @casino/shared/remote — the kit every remote is built from: the platform holder, call-error
 * helpers, `useAsync` and locale-aware links and paths. Bundled by each remote (not a singleton),
 * reaching shared state only through '@casino/shared'.
 *
 * Every remote has the same folders under `src/` (`checkRemoteLayout` in '@casino/shared/testing'
 * fails a remote's tests on any other top-level entry):
 *
 * - `app.ts` — the contract object (name, contract major, routes, slots, dialogs, translations,
 *   `start`), exposed to the shell as `./app`; `app.test.ts` beside it checks the contract.
 * - `routes.ts` — the remote's pages, each a lazy chunk.
 * - `features/<feature>/` — the components, hooks, API calls, rules and tests of one feature.
 *   Another feature reaches it only through its `index.ts`.
 * - `components/` — UI used by several features of this remote.
 * - `lib/` — non-UI helpers used by several features (the platform holder of this remote,
 *   configuration, error keys…).
 * - `i18n/{uz,ru}.json` — the remote's strings (its own i18n namespace, named after the remote).
 * - `testing/` — test setup specific to this remote (fixtures); starting the remote for a test is
 *   `startRemoteForTest(app)` from '@casino/shared/testing'.
 */
export * from './platform';
export * from './useAsync';
export * from './LocaleLink';
export * from './useSecondsLeft';
export * from './usePrefersReducedMotion';
export * from './paths';
export * from './PlatformSlot';
export * from './usePagedList';
export * from './PagedListMore';
export * from './picture';
