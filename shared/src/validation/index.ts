// @casino/shared/validation — bundled by the parts that have forms, so zod stays out of the first load.
export * from './messages';
export * from './rules';
// The rest of the shared rule table (its parsing helpers come through './rules').
export { fieldRules, textLength, isEmail, isPhone, isoDay, isPlainText } from './field-rules';
export * from './types';
export * from './mask';
export * from './field-masks';
export * from './schemas';
export * from './forms';
export * from './config';
// Profile questions: the legal age, identity documents, countries, a new account's currency.
export * from './age';
export * from './documents';
export * from './countries';
export * from './registration-currency';
// The error-text parser: a server's field text back to the issue it stands for.
export { serverTextIssue } from '@casino/contract/validation/server-texts';
