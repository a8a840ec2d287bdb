import type { ChatWindow } from '../types';

export const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
export const positiveInt = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** A method of a vendor object, called on that object, when it is a function. */
export function method(win: ChatWindow, object: string, name: string): ((...args: unknown[]) => unknown) | null {
  const target = win[object] as Record<string, unknown> | undefined;
  const fn = target?.[name];
  // Reflect.apply, not fn.bind: a vendor API may be a proxy whose every property is an API call.
  return typeof fn === 'function' ? (...args: unknown[]) => Reflect.apply(fn as (...a: unknown[]) => unknown, target, args) : null;
}

/** Drops undefined fields (vendors treat `undefined` and a missing key differently). */
export function defined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;
}
