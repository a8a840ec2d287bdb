/**
 * The router and i18n React bindings every part uses: the page holds one of each, shared through
 * Module Federation's share scope (`react-router.ts`, `react-i18next.ts`), and re-exported here so
 * a part may take everything from `@casino/shared`. A memory router for tests is in
 * `@casino/shared/testing`.
 */
export * from './react-router';
export * from './react-i18next';
