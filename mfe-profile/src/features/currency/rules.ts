import type { CurrencySwitchError } from '@casino/shared';

/**
 * The choices of the currency control: the operator's currencies (metadata.getgeneralinfo), the
 * account's own first when the operator no longer offers it (it is still what the player has).
 */
export function currencyChoices(available: readonly string[], current: string): string[] {
  return available.includes(current) ? [...available] : [current, ...available];
}

/** Whether the control has anything to offer: another currency than the account's. */
export const canChooseCurrency = (available: readonly string[], current: string) => currencyChoices(available, current).length > 1;

/** The i18n key of a refusal's reason (messages in `currency.reasons` of both languages). */
export const reasonKey = (code: CurrencySwitchError) => `currency.reasons.${code}`;
