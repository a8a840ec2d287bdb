import { create } from 'zustand';

export const WARNING_DIALOG = 'inactivity-warning';

/** Seconds left before the forced logout, shown by the warning dialog. */
export const useCountdown = create<{ secondsLeft: number }>()(() => ({ secondsLeft: 0 }));
