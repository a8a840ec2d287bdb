/** Player accounts: creation, lookup, display names and unsubscribing. Other code reaches this domain only through this file. */
export { DISPLAY_NAME } from './display-name';
export { accountInfo, createAccount, findAccount, findAccountByLogin, guestInfo, updateAccount } from './store';
export { unsubscribeByToken } from './unsubscribe';
