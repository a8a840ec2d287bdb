// Studios (spec §2: /providers).
export { ProvidersPage } from './ProvidersPage';
