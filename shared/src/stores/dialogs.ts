import { create } from 'zustand';
import type { DialogType } from '../bus';

export interface Dialog {
  id: string;
  /** Registered content id ('auth', 'casino:games-search', …). */
  component: string;
  type: DialogType;
  props?: Record<string, unknown>;
  preventClose?: boolean;
  onClose?: () => void;
}

export interface DialogsState {
  /** The first dialog is the open one; the rest wait their turn (spec §4). */
  queue: Dialog[];
  open(dialog: Omit<Dialog, 'id' | 'type'> & { id?: string; type?: DialogType }): string;
  /** Closes the open dialog (or the one with `id`). Refused when it prevents closing, unless immediate. */
  close(id?: string, immediate?: boolean): boolean;
  clear(): void;
}

let counter = 0;

export const useDialogsStore = create<DialogsState>()((set, get) => ({
  queue: [],
  open(dialog) {
    const id = dialog.id ?? `dialog-${++counter}`;
    if (get().queue.some((d) => d.id === id)) return id;
    set((s) => ({ queue: [...s.queue, { type: 'popup', ...dialog, id }] }));
    return id;
  },
  close(id, immediate = false) {
    const queue = get().queue;
    const target = id ? queue.find((d) => d.id === id) : queue[0];
    if (!target) return false;
    if (target.preventClose && !immediate) return false;
    set({ queue: queue.filter((d) => d !== target) });
    target.onClose?.();
    return true;
  },
  clear: () => set({ queue: [] }),
}));
