/**
 * Toast bodies the shell registers once (spec §3 Toast.component) and the data each takes
 * (Toast.data): a sender names a body and hands its data, never code. Their schemas are
 * `TOAST_BODY_SCHEMAS` in `api/schemas`, held to these types there.
 */
export interface ToastBodies {
  /** Bonus money or a bonus credited to the player. */
  'bonus-credited': { title: string; amount?: string };
  /** A loyalty notification (spec §9): a level reached, points credited. */
  'loyalty-notification': { title: string; message: string; trigger?: string };
}
export type ToastBody = keyof ToastBodies;
export const TOAST_BODIES = ['bonus-credited', 'loyalty-notification'] as const satisfies readonly ToastBody[];
