import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import vm from 'node:vm';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as Zustand from 'zustand';
import * as I18next from 'i18next';
import * as Shared from '@casino/shared';
import * as SharedRouter from '@casino/shared/router/react-router';
import * as SharedI18n from '@casino/shared/router/react-i18next';
import type { RemoteApp, RemoteName } from '@casino/shared';

/** Where a release's server build is on this machine (the server reads its release.json). */
export interface ServerBuild {
  /** The release's directory (its browser build; the server build is inside). */
  dir: string;
  /** The server entry, relative to `dir` (`server/remoteEntry.js`). */
  entry: string;
  /** The URL the release's browser files are served under (`/releases/casino/<release>/`). */
  publicPath: string;
  /** The server build's version (release.json `server.buildVersion`): its runtime instance is `mfe_<name>:<buildVersion>`. */
  buildVersion?: string;
}

const versions = __SHELL_SHARED_VERSIONS__;

/** A singleton the shell's server build provides to every remote's server build. */
function provided(pkg: keyof typeof versions, lib: unknown) {
  const version = versions[pkg];
  return { version, scope: 'default', lib: () => lib, shareConfig: { singleton: true, strictVersion: true, requiredVersion: `^${version}` } };
}

/** The share scope of the server render: the same modules the page's shell provides in the browser. */
const SHARED = {
  react: provided('react', React),
  'react/jsx-runtime': provided('react', JsxRuntime),
  'react-dom': provided('react-dom', ReactDOM),
  zustand: provided('zustand', Zustand),
  i18next: provided('i18next', I18next),
  'react-router': provided('react-router', SharedRouter),
  'react-i18next': provided('react-i18next', SharedI18n),
  '@casino/shared': provided('@casino/shared', Shared),
};

/** A server build may require Node's own modules only: everything else it takes from the share scope. */
function builtinsOnly(id: string): unknown {
  if (isBuiltin(id)) return (process as unknown as { getBuiltinModule(id: string): unknown }).getBuiltinModule(id);
  throw new Error(`a remote's server build requires "${id}", which the server does not provide`);
}

/**
 * Module Federation's `loadEntry` hook for Node: reads the release's `server/remoteEntry.js` from
 * its directory and runs it with the real `__dirname` (its chunks are read beside it), Node's
 * built-in modules only, and the release's URL for the asset addresses it renders.
 */
function releaseEntryPlugin(build: ServerBuild): ModuleFederationRuntimePlugin {
  return {
    name: 'casino-release-entry',
    loadEntry: async () => {
      const file = normalize(join(build.dir, build.entry));
      if (!file.startsWith(normalize(build.dir))) throw new Error(`server entry outside its release: ${build.entry}`);
      const code = await readFile(file, 'utf8');
      const module = { exports: {} as Record<string, unknown> };
      const run = new vm.Script(`(function (exports, module, require, __dirname, __filename, __casino_public_path__) {${code}\n})`, {
        filename: file,
      }).runInThisContext() as (...args: unknown[]) => void;
      run(module.exports, module, builtinsOnly, dirname(file), file, build.publicPath);
      return module.exports as never;
    },
  };
}

/**
 * Loads a remote's `./app` from a release's server build through Module Federation 2's runtime:
 * one runtime instance per remote and release (`shell_ssr:casino@<release>`), so two releases of
 * one remote (a canary beside the stable one) render side by side in one process.
 */
export async function loadServerApp(name: RemoteName, release: string, build: ServerBuild): Promise<RemoteApp> {
  const host = createInstance({
    id: `shell_ssr:${name}@${release}`,
    name: 'shell_ssr',
    remotes: [],
    shared: SHARED,
    shareStrategy: 'loaded-first',
    plugins: [releaseEntryPlugin(build)],
  });
  const federationName = `mfe_${name}`;
  host.registerRemotes([{ name: federationName, entry: `release://${name}/${release}/${build.entry}` }]);
  const mod = await host.loadRemote<{ default?: RemoteApp }>(`${federationName}/app`);
  const app = mod?.default;
  if (!app || app.name !== name) throw new Error(`${name}@${release}: the server build's ./app is not the ${name} remote`);
  return app;
}
