import { useMemo } from 'react';
import { useConfigStore } from '@casino/shared';

/** Withdraw errors that may show a button (spec §8), as the content config names them. */
export const WITHDRAW_ERROR_BUTTONS = ['UserNeedConfirmContact', 'KycWithdrawal', 'WithdrawalLimitsExceeded', 'WithdrawalLimitsPeriodExceeded'] as const;
export type WithdrawErrorButton = (typeof WITHDRAW_ERROR_BUTTONS)[number];

/** Older spellings of the same buttons. */
const BUTTON_ALIASES: Record<string, WithdrawErrorButton> = {
  confirmContact: 'UserNeedConfirmContact',
  kyc: 'KycWithdrawal',
  limits: 'WithdrawalLimitsExceeded',
};

export interface ErrorButton {
  show: boolean;
  /** A path inside the site, relative to the locale root. */
  link: string;
}

export interface CashierConfig {
  /** Spec §2: the deposit page as a container (a grid of methods) or a scrolling container. */
  depositView: 'container' | 'scrolling';
  /** Spec §2: the chosen method's sysname in the address (`/cashier/deposit/:sysname`). */
  showMethodSysnameInUrl: boolean;
  /** Spec §4, §9: history items per load. */
  historyPageSize: number;
  withdrawErrorButtons: Partial<Record<WithdrawErrorButton, ErrorButton>>;
  /** Spec §3 deposit amounts per currency: quick choices for methods that bring none of their own. */
  amounts: Record<string, Array<{ value: number }>>;
}

export const DEFAULT_CONFIG: CashierConfig = {
  depositView: 'container',
  showMethodSysnameInUrl: true,
  historyPageSize: 4,
  withdrawErrorButtons: {},
  amounts: {},
};

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Reads the `cashier-config` section as the content service sends it; anything malformed falls back. */
export function readCashierConfig(section: unknown): CashierConfig {
  if (!isObject(section)) return DEFAULT_CONFIG;
  const view = typeof section.depositView === 'string' ? section.depositView.toLowerCase() : '';
  const size = Number(section.historyPageSize);
  const buttons: CashierConfig['withdrawErrorButtons'] = {};
  if (isObject(section.withdrawErrorButtons)) {
    for (const [key, value] of Object.entries(section.withdrawErrorButtons)) {
      const name = (WITHDRAW_ERROR_BUTTONS as readonly string[]).includes(key) ? (key as WithdrawErrorButton) : BUTTON_ALIASES[key];
      if (!name || !isObject(value) || typeof value.link !== 'string' || !value.link.startsWith('/')) continue;
      // An exact name wins over an older alias.
      if (buttons[name] && !(WITHDRAW_ERROR_BUTTONS as readonly string[]).includes(key)) continue;
      buttons[name] = { show: value.show !== false, link: value.link };
    }
  }
  const amounts: CashierConfig['amounts'] = {};
  if (isObject(section.amounts)) {
    for (const [currency, list] of Object.entries(section.amounts)) {
      if (!/^[A-Z]{3}$/.test(currency) || !Array.isArray(list)) continue;
      const values = list.map((item) => Number((item as { value?: unknown })?.value)).filter((v) => Number.isInteger(v) && v > 0);
      if (values.length) amounts[currency] = values.map((value) => ({ value }));
    }
  }
  return {
    depositView: view.startsWith('scroll') ? 'scrolling' : 'container',
    showMethodSysnameInUrl: section.showMethodSysnameInUrl !== false,
    historyPageSize: Number.isInteger(size) && size > 0 && size <= 50 ? size : DEFAULT_CONFIG.historyPageSize,
    withdrawErrorButtons: buttons,
    amounts,
  };
}

export function useCashierConfig(): CashierConfig {
  const section = useConfigStore((s) => s.config['cashier-config']);
  return useMemo(() => readCashierConfig(section), [section]);
}
