// Infrastructure every promotions feature uses: the platform from `start()`, async state, locale-aware links.
export { api, errorKey, platform, setPlatform, toastError } from './platform';
export { useAsync, type AsyncState } from './useAsync';
export { LocaleLink, useLocalePath } from './LocaleLink';
export { linkTarget } from './links';
