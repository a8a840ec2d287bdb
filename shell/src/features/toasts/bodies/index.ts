import type { ToastBody } from '@casino/shared';
import type { ComponentModule } from '../../../platform/on-demand';
import type { SentToastBodyProps } from './checked';

/**
 * The registered toast bodies (spec §3 Toast.component), each once, loaded when a toast first
 * names it (with the schemas of their data): a toast shows its text until its body is in.
 */
export const TOAST_BODY_VIEWS: Record<ToastBody, () => Promise<ComponentModule<SentToastBodyProps>>> = {
  'bonus-credited': () => import('./BonusCreditedToast'),
  'loyalty-notification': () => import('./LoyaltyNotificationToast'),
};
