// Parameter and result schemas of the `games.*` methods.
import { z } from 'zod';
import { count, csv, gameType, jsonObject, none, offset, one, order, page, sysname, text } from './common';
import { gameRound, historyExport, historyFilters, historyPeriod, historyTotal } from './shapes/bet-history';
import { categoryItem, gameFilters, gameItem, providerItem } from './shapes/games';

export const gamesSchemas = {
  'games.get': {
    params: gameFilters.extend({
      offset: offset(),
      count: count(15),
      sort: z.enum(['position', 'name', 'popularity', 'released_at', 'id']).default('position'),
      order: order().optional(),
      fields: text(500).optional(),
      options: jsonObject(gameFilters.partial()).optional(),
    }),
    result: page(gameItem),
    /** With `fields`, each game holds only the named fields (unknown names are ignored). */
    fieldsResult: page(gameItem.partial()),
  },
  'games.getCategories': { params: z.object({ fields: text(500).optional() }), result: page(categoryItem) },
  'games.getProviders': {
    params: z.object({ fields: text(500).optional(), types: csv(gameType, 4).optional() }),
    result: page(providerItem),
  },
  /** Favourites: the player's liked game sysnames (spec §3). */
  'games.getLikes': { params: none, result: page(z.string()) },
  'games.addLike': { params: z.object({ sysname: sysname() }), result: one },
  'games.removeLike': { params: z.object({ sysname: sysname() }), result: one },
  /**
   * The player's bet history (casino rounds and sportsbook slips), newest first: `from`/`to`
   * (unix seconds, both included) bound the time, `sysname` narrows to one game, `mode` to real
   * or demo play, `money` to what paid the stakes. `totals` sum the whole filtered history;
   * `games` are the games the player has history in, for the filter.
   */
  'games.getHistory': {
    params: historyFilters.extend({
      offset: offset(),
      count: count(15, 100),
    }),
    result: page(gameRound).extend({
      totals: z.array(historyTotal),
      games: z.array(z.object({ sysname: z.string(), name: z.string() })),
    }),
  },
  /** The player's history exports, newest first, with the limits that apply to a new one. */
  'games.gethistoryexportrequest': {
    params: z.object({ offset: offset(), count: count(10, 50) }),
    result: page(historyExport).extend({
      limits: z.object({ max_days: z.number().int(), max_pending: z.number().int() }),
    }),
  },
  /**
   * Queues a CSV export of the bet history of a period (unix seconds, both included): not in the
   * future, at most HISTORY_EXPORT_LIMITS.maxDays long, at most maxPending waiting per player
   * (TooManyRequests beyond them or too many requests within the hour). `utc_offset`: minutes
   * east of UTC the file's times are written in.
   */
  'games.createhistoryexportrequest': {
    params: historyPeriod,
    result: historyExport,
  },
};
