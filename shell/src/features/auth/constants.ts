/** Dialog ids of the auth feature (contents registered in the shell's dialog registry). */
export const AUTH_DIALOG = 'auth';
export const AUTH_COMPLETE_DIALOG = 'auth-complete';
export const AUTH_CONFIRM_EMAIL_DIALOG = 'auth-confirm-email';

/** Local storage keys of spec §3. */
export const STORAGE_KEYS = {
  promoCode: 'promo_code',
  showPopupReg: 'show_popup_reg',
  socialReturn: 'social_auth_return',
} as const;

/** Session storage: the Telegram launch parameters, saved on first load (hash routing can lose them). */
export const TELEGRAM_LAUNCH_KEY = 'tg_launch_params';

export type AuthView = 'login' | 'registration' | 'restore';
export type AuthKind = 'login' | 'register';
export type AuthMethod = 'password' | 'social' | 'telegram';
