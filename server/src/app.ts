import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { registerReleaseRoutes, type ReleaseSource } from './releases/routes';
import { workspaceReleases } from './releases/workspace';
import { registerFileSending, registerShellRoutes, shellPageReader } from './static/routes';
import { registerBeacon } from './ops/beacon';

export interface ServerDeps {
  releases?: ReleaseSource;
}

/** Releases found in the workspace's build output, rescanned when asked (cheap: a few files). */
export function workspaceReleaseSource(rootDir: string): ReleaseSource {
  return {
    active: () => workspaceReleases(rootDir),
    find: (remote, release) => workspaceReleases(rootDir).find((r) => r.name === remote && r.release === release),
  };
}

export async function buildServer(config: Config, deps: ServerDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: true,
    disableRequestLogging: config.logLevel !== 'debug',
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  await registerFileSending(app);
  registerReleaseRoutes(app, deps.releases ?? workspaceReleaseSource(config.rootDir));
  registerBeacon(app, { record: (beacon) => app.log.warn({ beacon }, 'remote failure reported') });

  const page = shellPageReader(config.shellDir, { reread: process.env.SHELL_WATCH === '1' });
  registerShellRoutes(app, config.shellDir, { renderPage: () => page() });

  return app;
}
