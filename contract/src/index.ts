// @casino/contract: what the player API's client and server agree on, free of the browser
// (no React, router, stores or i18next): the server depends on this package alone.
export * from './errors';
export * from './api/methods';
export type { Params, Result, ParsedParams, AccountInfo, Balance, GeneralInfo, Money, TwoFactorPayload } from './api/schemas';
export * from './api/client-events';
export * from './i18n/locales';
export * from './i18n/format';
export * from './money';
export * from './navigation';
export * from './notifications';
export * from './responsible-gaming';
export * from './search/search-key';
export * from './registry';
export * from './toasts/toast-time';
export * from './toasts/bodies';
