/**
 * The monolith build's static map of every remote's `./app` (written by webpack.monolith.mjs from
 * the workspace's `mfe-*` packages); the federated build has no such module.
 */
declare module 'monolith-remote-apps' {
  export const remoteApps: Record<string, () => Promise<unknown>>;
}
