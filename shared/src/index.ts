// The public face of @casino/shared, loaded once per page as a federation singleton.
// Heavy, stateless helpers live in their own entries (`/validation`, `/ui`) and are bundled
// by the parts that use them.
export * from './contracts';
export * from './router';
export * from './bus';
export * from './stores';
export * from './render';
export * from './errors';
export * from './i18n';
export { METHODS, isMethodName, type MethodName, type MethodSpec } from './api/methods';
export type { Params, Result, AccountInfo, Balance, GeneralInfo, Money, TwoFactorPayload } from './api/schemas';
export * from './api/client';
export * from './api/client-events';
export * from './navigation';
export * from './notifications';
export * from './responsible-gaming';
export * from './search';
