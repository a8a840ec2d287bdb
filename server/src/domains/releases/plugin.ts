import { domainPlugin } from '../../domain-plugin';
import { registerReleaseRoutes, type ReleaseSource } from './routes';

export interface ReleasesPluginOptions {
  /** Published releases (the registry) or the workspace's builds (`pnpm dev`). */
  releases: ReleaseSource;
  refreshSeconds: number;
  vitalsSampleRate: number;
}

/** The registry of remotes (`/remotes.json`) and the release files it points to. */
export const releasesPlugin = domainPlugin<ReleasesPluginOptions>('releases', async (app, { releases, refreshSeconds, vitalsSampleRate }) => {
  registerReleaseRoutes(app, releases, refreshSeconds, vitalsSampleRate);
});
