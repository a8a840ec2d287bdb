// Infrastructure every casino feature uses: the platform from `start()`, async state, locale-aware links.
export { api, askToSignIn, errorKey, platform, setPlatform, toastError } from './platform';
export { useAsync, type AsyncState } from './useAsync';
export { LocaleLink, useLocalePath } from './LocaleLink';
export { default as common } from './common.module.css';
