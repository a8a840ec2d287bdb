import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DB } from '../db/schema';
import { registerHit } from './hit';
import { registerRobots } from './robots';
import { registerLatestBuild } from './builds';
import { registerServiceWorker } from './sw';
import { registerChatTestWidget } from './chat-test-widget';
import { registerIcons } from './icons';
import { registerChatDemo } from '../chat-demo';

export interface SiteOptions {
  db: Kysely<DB>;
  config: Config;
  /** The shell's index.html as built (build id, entry files). */
  page: () => string;
}

/** Site-level files and trackers: `/robots.txt`, `/hit`, `/sw.js`, `/builds/latest.json`, `/_icons/*.svg` (and dev helpers, the demo's chat stand-in). */
export function registerSite(app: FastifyInstance, { db, config, page }: SiteOptions): void {
  registerRobots(app, db, config);
  registerHit(app, db, config);
  registerLatestBuild(app, page);
  registerServiceWorker(app, page);
  registerIcons(app);
  if (!config.production) registerChatTestWidget(app);
  // The demo's live chat stand-in, only when the demo was started on purpose.
  if (config.demo) registerChatDemo(app);
}
