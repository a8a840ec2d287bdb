import { create } from 'zustand';
import type { ToastType } from '../bus';

/** Default life of a toast (spec §4, §9). */
export const TOAST_TIME_MS = 5000;

/** A button in a toast (e.g. "Reload" when a new version is live); running it closes the toast. */
export interface ToastAction {
  label: string;
  run(): void;
}

export interface Toast {
  id: string;
  text: string;
  type: ToastType;
  time: number;
  action?: ToastAction;
}

export interface ToastsState {
  toasts: Toast[];
  show(toast: { text: string; type?: ToastType; time?: number; action?: ToastAction }): string;
  dismiss(id: string): void;
}

function randomId(): string {
  return globalThis.crypto?.randomUUID?.() ?? Math.random().toString(36).slice(2);
}

export const useToastsStore = create<ToastsState>()((set, get) => ({
  toasts: [],
  show({ text, type = 'info', time = TOAST_TIME_MS, action }) {
    const id = randomId();
    set((s) => ({ toasts: [...s.toasts, { id, text, type, time, ...(action ? { action } : {}) }] }));
    if (time > 0) setTimeout(() => get().dismiss(id), time);
    return id;
  },
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));
