import { create } from 'zustand';
import type { IconName } from '../ui/icon-set';
import { useConfigStore } from './config';
import { toastTimeOf } from './toast-time';

export { TOAST_TIME_MS, TOAST_TIME_BOUNDS, toastTimeOf } from './toast-time';

export type ToastType = 'info' | 'success' | 'warning' | 'error';

export { TOAST_BODIES, type ToastBodies, type ToastBody } from '@casino/contract/toasts/bodies';
import type { ToastBodies, ToastBody } from '@casino/contract/toasts/bodies';

/** A body and its data, typed together; or none (the toast shows its text). */
export type ToastContent = { [B in ToastBody]: { component: B; data: ToastBodies[B] } }[ToastBody] | { component?: undefined; data?: undefined };

/** A button in a toast (e.g. "Reload" when a new version is live); running it closes the toast. */
export interface ToastAction {
  label: string;
  run(): void;
}

/** What any part may send (through the bus too); `text` is always there: it is what a toast without a body shows. */
export type ToastMessage = {
  text: string;
  type?: ToastType;
  /** Milliseconds; 0 keeps the toast until it is closed. Default: the content service's setting. */
  time?: number;
  /** An icon of the site's sprite. */
  icon?: IconName;
} & ToastContent;

/** What the shell itself may also give: a button (code runs only in the shell). */
export type ToastInput = ToastMessage & { action?: ToastAction };

/** A toast (spec §3): id, text, type, time, icon, component, data. */
export type Toast = { id: string; text: string; type: ToastType; time: number; icon?: IconName; action?: ToastAction } & ToastContent;

export interface ToastsState {
  toasts: Toast[];
  show(toast: ToastInput): string;
  dismiss(id: string): void;
}

function randomId(): string {
  return globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
}

export const useToastsStore = create<ToastsState>()((set, get) => ({
  toasts: [],
  show({ text, type = 'info', time = toastTimeOf(useConfigStore.getState().config), icon, action, component, data }) {
    const id = randomId();
    const toast = { id, text, type, time, ...(icon ? { icon } : {}), ...(action ? { action } : {}), ...(component ? { component, data } : {}) } as Toast;
    set((s) => ({ toasts: [...s.toasts, toast] }));
    if (time > 0) setTimeout(() => get().dismiss(id), time);
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));
