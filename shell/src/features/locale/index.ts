export { LanguageSwitch } from './LanguageSwitch';
export { readLocaleCookie, initialLocaleRedirect } from './choice';
export { followAccountLocale } from './switch';
