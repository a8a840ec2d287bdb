export { LanguageSwitch } from './LanguageSwitch';
