/** Content settings keyed by section (spec §1): settings-seo, cashier-config, games-config, … */
export type ContentConfig = Record<string, Record<string, unknown>>;

/** Default life of a toast (spec §4, §9), when the content service sets none. */
export const TOAST_TIME_MS = 5000;
/** Bounds of `prazer-config.toast.time` (its schema is `toastSettings` in `api/schemas`). */
export const TOAST_TIME_BOUNDS = { min: 1000, max: 60_000 } as const;

/**
 * How long a toast stays when its sender says nothing: `prazer-config.toast.time` of the content
 * service, else 5000 ms. Checked by hand: the first load carries no zod.
 */
export function toastTimeOf(config: ContentConfig): number {
  const time = (config['prazer-config']?.toast as { time?: unknown } | undefined)?.time;
  return typeof time === 'number' && Number.isInteger(time) && time >= TOAST_TIME_BOUNDS.min && time <= TOAST_TIME_BOUNDS.max ? time : TOAST_TIME_MS;
}
