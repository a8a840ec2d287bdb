// Infrastructure every promotions feature uses: the platform from `start()`, async state, locale-aware links.
export { api, errorKey, platform, setPlatform, toastError } from './platform';
export { useAsync, type AsyncState } from '@casino/shared/remote';
export { LocaleLink, useLocalePath } from '@casino/shared/remote';
export { linkTarget } from './links';
