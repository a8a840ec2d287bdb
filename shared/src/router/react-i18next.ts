/**
 * The part of react-i18next the platform provides, shared through Module Federation's share
 * scope as `react-i18next` (see `react-router.ts` for why a list: the whole package is about
 * 10 KB gzip, these two about 2 KB).
 */
export { I18nextProvider, useTranslation } from '#react-i18next';
