export { CurrencySection } from './CurrencySection';
