/**
 * The cashier's own memory of where the player came from inside the app (for the billing
 * redirect rule of spec §2). A full page load starts with no previous route.
 */
let current: string | null = null;
let previous: string | null = null;

/** Records a visit; visiting the same path again changes nothing (safe to call on every render). */
export function visit(path: string): void {
  if (path === current) return;
  previous = current;
  current = path;
}

/** The path shown before the current one, or null after a full page load. */
export function previousPath(): string | null {
  return previous;
}

/** Tests: forget everything. */
export function resetRouteHistory(): void {
  current = null;
  previous = null;
}
