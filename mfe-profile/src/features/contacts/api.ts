import { api } from '../../lib/platform';
import type { ContactKind } from './rules';

export const loadContacts = (signal?: AbortSignal) =>
  api()
    .call('account.getprofileinfo', {}, signal ? { signal } : {})
    .then((p) => p.contacts);
export const loadPhoneSettings = (signal?: AbortSignal) => api().call('account.getContactPhoneSettings', {}, signal ? { signal } : {});
export const saveContact = (contact: string, phoneCountryCode?: string) =>
  api().call('account.addcontact', phoneCountryCode ? { contact, phone_country_code: phoneCountryCode } : { contact });
export const sendCode = (kind: ContactKind) => api().call('account.sendconfirmationtocontact', { contact: kind });
export const confirmContact = (kind: ContactKind, code: string) => api().call('account.confirmContact', { contact: kind, code });
export const changeSubscription = (kind: ContactKind, subscribed: boolean) =>
  api().call('account.changeSubscription', { contact: kind, subscription: subscribed ? '1' : '0' });
