/**
 * The server render of the shell built as one application (webpack.monolith.mjs builds it into
 * `dist-monolith/server/render.cjs`): the federated shell's renderer, with every remote's app
 * taken from the build's static map instead of a release's server build, and the registry the
 * monolith's page runs with. The server calls it as it calls the federated one.
 */
import type { RemoteApp, RemoteName } from '@casino/shared';
import { remoteApps } from 'monolith-remote-apps';
import { createShellRenderer as createFederatedShellRenderer, type PageRender, type PageRenderInput, type ShellRendererOptions } from '../server/render';
import { MONOLITH_REGISTRY } from './registry';

export type { PageRender, PageRenderInput, ShellRendererOptions } from '../server/render';

/** Per remote, the style sheets of its app and of what loads below it (webpack.monolith.mjs `MonolithStylesPlugin`). */
declare const __MONOLITH_STYLES__: Record<string, string[]>;

/** A remote's app from the build's own map, as the monolith's page loads it (`monolith/runtime.ts`). */
export async function staticApp(name: RemoteName): Promise<RemoteApp> {
  const load = remoteApps[name];
  if (!load) throw new Error(`${name}/app: no such remote in this build`);
  const app = ((await load()) as { default?: RemoteApp }).default;
  if (!app || app.name !== name) throw new Error(`${name}/app: the build's map holds no ${name} remote`);
  return app;
}

/**
 * The page rendered with the monolith's registry (the one its page hydrates with: every area
 * known, no release), and the style sheets of the remotes it was rendered with: the server links
 * those of the build instead of a release's.
 */
export function createShellRenderer(options: ShellRendererOptions) {
  const renderer = createFederatedShellRenderer({ ...options, staticApps: staticApp });
  async function render(input: PageRenderInput): Promise<PageRender | (Extract<PageRender, { kind: 'page' }> & { styles: string[] })> {
    const result = await renderer.render({ ...input, registry: MONOLITH_REGISTRY.doc });
    if (result.kind !== 'page') return result;
    const parts = new Set([...result.mounted, ...result.slots.map((s) => s.name)]);
    return { ...result, styles: [...parts].flatMap((name) => (__MONOLITH_STYLES__[name] ?? []).map((file) => `/${file}`)) };
  }
  return { ...renderer, render };
}
