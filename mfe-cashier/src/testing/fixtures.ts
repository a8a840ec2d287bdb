/** Data of the cashier's tests: payment methods, limits and offers as the API sends them. */
import type { PaymentMethod } from '../features/deposit';

export const money = (amount: number, currency = 'USD') => ({ amount, currency });

export const VISA: PaymentMethod = {
  id: 1,
  sysname: 'visa_mastercard',
  name: 'Visa / Mastercard',
  icons: { default: '/payments/icons/visa_mastercard.svg', mono: '/payments/icons/visa_mastercard-mono.svg' },
  description: { title: 'Bank kartasi', text: 'Xalqaro kartalar.', processing_time: 'Darhol' },
  flow: 'redirect',
  currency: 'USD',
  min: 10,
  max: 5000,
  amounts: [{ value: 10 }, { value: 50 }],
  fields: [],
};

export const PAYME: PaymentMethod = {
  ...VISA,
  id: 4,
  sysname: 'payme',
  name: 'Payme',
  flow: 'mobile',
  fields: [{ name: 'phone', type: 'phone', label: 'Payme telefon raqami', isRequired: true, regex: null }],
};

export const NO_LIMIT = {
  period: 'none' as const,
  limit_amount: null,
  available_amount: null,
  expired_at: null,
  can_edit: true,
  cooling_off: 86400,
  limits: [],
};

export function dayLimit(limit: number, left: number, expiredAt = 1_900_000_000) {
  const entry = {
    period: 'day' as const,
    limit_amount: money(limit),
    used_amount: money(limit - left),
    available_amount: money(left),
    expired_at: expiredAt,
    pending: null,
  };
  return {
    period: 'day' as const,
    limit_amount: money(limit),
    available_amount: money(left),
    expired_at: expiredAt,
    can_edit: true,
    cooling_off: 86400,
    limits: [entry],
  };
}

export function offer(id: number, sysname: string, satisfies = true, excluded: string[] = []) {
  return {
    id,
    sysname,
    trigger: { action: 'deposit', params: { exclude_methods: excluded }, user_satisfies_params: satisfies },
    description: { title: `${sysname} title`, text: `${sysname} text` },
    promotions: [{ type: 'bonus', percent: 100, max: { amount: 500, currency: 'USD' } }],
    ends_at: null,
  };
}
