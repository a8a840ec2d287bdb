import type { FastifyInstance } from 'fastify';

/**
 * A game provider playing the catalogue's games in the game page's iframe (spec §2:
 * `/platform/game/{sysname}/play`). It owns its launch pages, the calls of its games and their
 * money movements (through the ledger). Implementation: the demo provider (`games/`).
 */
export interface GameProvider {
  readonly name: string;
  /** Mounts the launch pages and the games' calls; background work runs while `workers` is on. */
  register(app: FastifyInstance, options: { workers: boolean }): Promise<void>;
}
