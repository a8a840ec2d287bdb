// Infrastructure every casino feature uses: the platform from `start()`, async state, locale-aware links.
export { api, askToSignIn, errorKey, platform, setPlatform, toastError } from './platform';
export { useAsync, type AsyncState } from '@casino/shared/remote';
export { LocaleLink, useLocalePath } from '@casino/shared/remote';
export { default as common } from './common.module.css';
