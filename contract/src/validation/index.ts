// The field rules and form settings that need no browser: the server checks what the forms check.
export { fieldRules, textLength, isEmail, isPhone, isoDay, isPlainText, invalidPasswordChars, normalisePhone, parseDate, parseSum } from './field-rules';
export * from './messages';
export * from './mask';
export * from './field-masks';
export * from './age';
export * from './documents';
export * from './country-codes';
export * from './registration-currency';
export * from './server-texts';
