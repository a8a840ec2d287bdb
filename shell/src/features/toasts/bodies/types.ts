import type { ToastBodies, ToastBody } from '@casino/shared';

/** What a registered toast body gets: its data, already checked against its schema. */
export interface ToastBodyProps<B extends ToastBody> {
  data: ToastBodies[B];
}
