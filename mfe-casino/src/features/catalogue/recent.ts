/** Games this browser opened lately (newest first), for the home page's "recently played" row. */
export const RECENT_KEY = 'casino_recent_games';
export const RECENT_MAX = 15;

/** The list with `sysname` moved to the front, without repeats, at most `max` long. */
export function withRecent(list: readonly string[], sysname: string, max = RECENT_MAX): string[] {
  return [sysname, ...list.filter((s) => s !== sysname)].slice(0, max);
}

function read(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string').slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

export function recentlyPlayed(): string[] {
  return read();
}

export function rememberPlayed(sysname: string): void {
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(withRecent(read(), sysname)));
  } catch {
    /* storage full or disabled: the row simply stays as it was */
  }
}
