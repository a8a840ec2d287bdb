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

/**
 * Where a vendor's files come from: its own origin unless the config's `scriptOrigin` names another,
 * an https origin (the vendor's mirror) or a path on this site (a copy served by the site, the demo's
 * stand-in). Null when the setting is neither: the widget is not loaded.
 */
export function scriptOrigin(value: unknown, vendor: string): string | null {
  const given = str(value).replace(/\/+$/, '');
  if (!given) return vendor;
  if (/^https:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?$/i.test(given)) return given;
  if (/^(?:\/[\w.~-]+)+$/.test(given) && !/(^|\/)\.\.?(\/|$)/.test(given)) return given;
  return null;
}
