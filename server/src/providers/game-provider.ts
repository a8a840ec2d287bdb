import type { FastifyInstance } from 'fastify';
import type { Listen } from '../cache/sessions';

/**
 * A game provider playing the catalogue's games in the game page's iframe (spec §2:
 * `/platform/game/{sysname}/play`). It owns its launch pages, the calls of its games and their
 * money movements (through the ledger). Implementation: the demo provider (`games/`).
 */
export interface GameProvider {
  readonly name: string;
  /**
   * Mounts the launch pages and the games' calls; background work runs while `workers` is on.
   * `listen`: the embedded database's LISTEN (a PostgreSQL server is listened to on a connection).
   */
  register(app: FastifyInstance, options: { workers: boolean; listen?: Listen }): Promise<void>;
}
