export { CustomCode } from './CustomCode';
export { customCodeFrom, injectCustomCode, type CustomCodeEntry } from './inject';
