import type { Params } from '@casino/shared';
import { api } from '../../lib/platform';

/** The operator's personal data form and the saved profile, together. */
export async function loadPersonalData(signal: AbortSignal) {
  const [form, profile] = await Promise.all([
    api().call('Account.getPersonalDataFields', {}, { signal }),
    api().call('account.getprofileinfo', {}, { signal }),
  ]);
  return { form, profile };
}

/** Spec §4: the save succeeds only when the server answers 1. */
export async function saveProfile(params: Params<'account.saveProfileInfo'>): Promise<void> {
  const answer: unknown = await api().call('account.saveProfileInfo', params);
  if (answer !== 1) throw new Error('The profile was not saved');
}
