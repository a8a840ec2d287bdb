/** The withdrawal form's rules as pure functions. */
import { z } from 'zod';
import { ApiError, type Params, type Result } from '@casino/shared';
import { parseSum, stringField, type MessagesMap } from '@casino/shared/validation';
import type { CashierConfig, ErrorButton, WithdrawErrorButton } from '../../lib/config';
import { errorName } from '../../lib/errors';
import { cleanRequisites, requisitesSchema } from '../../lib/requisites';

export type WithdrawSettings = Result<'cashier.getwithdrawsettings'>;
export type WithdrawMethod = WithdrawSettings['methods'][number];

export interface WithdrawValues {
  amount: string;
  requisites: Record<string, string | undefined>;
}

/** The most the player can take out with this method: its maximum, or all of the balance when less. */
export function withdrawMax(method: Pick<WithdrawMethod, 'max'>, available: number): number {
  return Math.min(method.max, Math.floor(available));
}

export function withdrawSchema(method: Pick<WithdrawMethod, 'min' | 'max' | 'fields'>, available: number, messages: MessagesMap) {
  return z.object({
    amount: stringField('sum', { field: 'amount', messages, min: method.min, max: withdrawMax(method, available) }),
    requisites: requisitesSchema(method.fields, messages),
  });
}

export function withdrawParams(
  method: Pick<WithdrawMethod, 'id' | 'sysname'> & Partial<Pick<WithdrawMethod, 'fields'>>,
  values: WithdrawValues,
): Params<'cashier.makewithdrawal'> {
  const requisites = cleanRequisites(values.requisites, method.fields);
  return {
    method: method.sysname,
    methodId: method.id,
    amount: String(parseSum(values.amount)),
    ...(Object.keys(requisites).length ? { requisites: JSON.stringify(requisites) } : {}),
  };
}

/**
 * A refused withdrawal that the content config may give a button (spec §8: confirm contact, KYC,
 * limits): the error's name and, when configured to show, where the button goes.
 */
export function withdrawErrorAction(
  error: unknown,
  config: Pick<CashierConfig, 'withdrawErrorButtons'>,
): { name: WithdrawErrorButton; button: ErrorButton | null } | null {
  const name = errorName(error);
  if (name !== 'UserNeedConfirmContact' && name !== 'KycWithdrawal' && name !== 'WithdrawalLimitsExceeded' && name !== 'WithdrawalLimitsPeriodExceeded')
    return null;
  const button = config.withdrawErrorButtons[name] ?? null;
  return { name, button: button?.show ? button : null };
}

/** The shell's contact confirmation page (spec §2 /confirmation?contact=email|phone). */
const CONFIRMATION_PATH = '/confirmation';

/** The contact a login is: an e-mail when it has an @, a phone when it is digits (a leading + allowed). */
export function contactOfLogin(login: string | null | undefined): 'email' | 'phone' | null {
  const value = (login ?? '').trim();
  if (value.includes('@')) return 'email';
  return /^\+?\d{5,15}$/.test(value) ? 'phone' : null;
}

/**
 * Where the confirm-contact button of a refused withdrawal leads: a link to the confirmation page
 * gets the player's contact (from the login, unless the link names one) and `redirectUrl`, the
 * withdrawal to come back to once confirmed; other links are kept as they are.
 */
export function confirmContactLink(link: string, login: string | null | undefined, back: string): string {
  const [path = '', query = ''] = link.split('#')[0]!.split('?');
  if (path.replace(/\/$/, '') !== CONFIRMATION_PATH) return link;
  const params = new URLSearchParams(query);
  const contact = contactOfLogin(login);
  if (!params.has('contact') && contact) params.set('contact', contact);
  // Only paths of this site: the confirmation flow refuses anything else anyway.
  if (!params.has('redirectUrl') && back.startsWith('/') && !back.startsWith('//')) params.set('redirectUrl', back);
  const search = params.toString();
  return search ? `${CONFIRMATION_PATH}?${search}` : CONFIRMATION_PATH;
}

/** The identity verification dialog of spec §2, which the profile offers (`profile:identity-verification`). */
export const KYC_DIALOG = 'profile:identity-verification';

/** What opens that dialog on the bus for a withdrawal refused with KycWithdrawal; `link` is the content config's button link. */
export function kycDialog(link: string | undefined): { id: string; type: 'popup'; props: { link?: string } } {
  return { id: KYC_DIALOG, type: 'popup', props: link ? { link } : {} };
}

/** The server's request for a code (first withdrawal to new details): where it went and when another may be asked for. */
export interface CodeRequest {
  /** The contact, masked by the server. */
  contact: string;
  resendTime: number;
}

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** The code request in a refused withdrawal, or null when the refusal is something else. */
export function codeRequest(error: unknown): CodeRequest | null {
  if (!(error instanceof ApiError) || errorName(error) !== 'RequisitesValidationRequired') return null;
  const resend = Number.parseInt(first(error.fields?.resend_time) ?? '', 10);
  return { contact: first(error.fields?.contact) ?? '', resendTime: Number.isFinite(resend) && resend >= 0 ? Math.min(resend, 3600) : 60 };
}

/** The same request again with the code: the code confirms only these details and this amount. */
export function withCode(params: Params<'cashier.makewithdrawal'>, code: string): Params<'cashier.makewithdrawal'> {
  return { ...params, code };
}

/** The same request again with the player's consent to forfeit the active bonus (the server refuses it without). */
export function withForfeit(params: Params<'cashier.makewithdrawal'>): Params<'cashier.makewithdrawal'> {
  return { ...params, forfeit_bonus: true };
}
