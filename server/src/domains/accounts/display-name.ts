import { sql } from 'kysely';

/** A player's public name in leaderboards and winners' lists: the fake name, else a masked login (`accounts a`). */
export const DISPLAY_NAME = sql<string>`coalesce(a.fakename, left(a.login, 2) || '***' || right(a.login, 2))`;
