/**
 * The build kit (`shared/build/webpack.mjs`) on a remote of its own: what it shares through Module
 * Federation, the builds it refuses, and the server build a remote gets beside its browser build,
 * loaded and rendered in Node as the server does. Each case builds a small remote with webpack in
 * a child process (the kit is an ES module that webpack loads as it is).
 *
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import { renderToString } from 'react-dom/server';

const sharedDir = join(__dirname, '..');
let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'casino-kit-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * Builds a remote whose `src/app.ts` is `app` (other files of `src/` in `files`); answers the
 * build's errors and its output directory.
 */
function buildRemote(name: string, app: string, files: Record<string, string> = {}): { errors: string[]; dist: string } {
  const dir = join(work, name);
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `@casino/mfe-${name}`, version: '1.2.3', federation: { name, prefixes: [name] } }));
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { jsx: 'react-jsx', module: 'esnext', moduleResolution: 'bundler', target: 'es2022' } }),
  );
  writeFileSync(join(dir, 'src/app.ts'), app);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, 'src', file), text);
  // The remote resolves packages as one of the workspace's would: react, react-router… from the
  // shared package's dependencies, @casino/shared from its source.
  writeFileSync(
    join(dir, 'build.mjs'),
    `import webpack from ${JSON.stringify(pathToFileURL(require.resolve('webpack')).href)};
import { createConfig } from ${JSON.stringify(pathToFileURL(join(sharedDir, 'build/webpack.mjs')).href)};
const configs = createConfig({ dir: ${JSON.stringify(dir)}, kind: 'remote' }, { mode: 'production' });
for (const config of configs) {
  config.resolve = { ...config.resolve, modules: ['node_modules', ${JSON.stringify(join(sharedDir, 'node_modules'))}] };
  config.resolve.alias = { ...config.resolve.alias, '@casino/shared$': ${JSON.stringify(join(sharedDir, 'src/index.ts'))} };
  config.plugins = config.plugins.filter((p) => p.constructor.name !== 'CompressionPlugin');
}
const compiler = webpack(configs);
compiler.run((error, stats) => {
  const errors = error ? [String(error)] : stats.toJson({ all: false, errors: true }).children.flatMap((c) => c.errors.map((e) => e.message));
  compiler.close(() => process.stdout.write(JSON.stringify(errors)));
});
`,
  );
  const run = spawnSync(process.execPath, [join(dir, 'build.mjs')], { cwd: sharedDir, encoding: 'utf8', timeout: 60_000 });
  if (!run.stdout) throw new Error(`the build did not run:\n${run.stderr}`);
  return { errors: JSON.parse(run.stdout) as string[], dist: join(dir, 'dist') };
}

describe('the build kit', () => {
  it('builds a remote that takes every singleton it uses from the page, with the version it needs, carries no copy, and publishes the manifest and release.json', () => {
    const { errors, dist } = buildRemote(
      'fine',
      [
        "import { useState } from 'react';",
        "import { createPortal } from 'react-dom';",
        "import { useNavigate } from 'react-router';",
        "import { bus } from '@casino/shared';",
        "export default { name: 'fine', use: [useState, createPortal, useNavigate, bus] };",
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as {
      name: string;
      shared: { name: string; singleton: boolean; requiredVersion: string }[];
    };
    expect(manifest.name).toBe('mfe_fine');
    const shared = Object.fromEntries(manifest.shared.map((s) => [s.name, s]));
    for (const pkg of ['react', 'react-dom', 'react-router', '@casino/shared']) {
      expect(shared[pkg]).toMatchObject({ singleton: true, requiredVersion: expect.stringMatching(/^\^\d/) });
    }
    // No file of the remote carries React, the router or the platform package.
    const copies = readdirSync(dist)
      .filter((f) => f.endsWith('.js'))
      .filter((f) => /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE|createBrowserRouter/.test(readFileSync(join(dist, f), 'utf8')));
    expect(copies).toEqual([]);
    const release = JSON.parse(readFileSync(join(dist, 'release.json'), 'utf8')) as { contract: number; version: string; shared: Record<string, string> };
    expect(release).toMatchObject({ version: '1.2.3', contract: JSON.parse(readFileSync(join(sharedDir, '../contract/contract.json'), 'utf8')).major });
    expect(Object.keys(release.shared).sort()).toEqual(['@casino/shared', 'i18next', 'react', 'react-dom', 'react-i18next', 'react-router', 'zustand']);
  }, 60_000);

  it('refuses a remote that imports a name of react-router the platform does not provide', () => {
    const { errors } = buildRemote(
      'unlisted',
      `import { unstable_HistoryRouter } from 'react-router';\nexport default { name: 'x', use: unstable_HistoryRouter };\n`,
    );
    expect(errors.join('\n')).toMatch(/imports "unstable_HistoryRouter" from "react-router", which the platform does not provide/);
  }, 60_000);

  it('refuses a remote that imports react-router-dom', () => {
    const { errors } = buildRemote('dom', `import { Link } from 'react-router-dom';\nexport default { name: 'x', use: Link };\n`);
    expect(errors.join('\n')).toMatch(/imports "react-router-dom"/);
  }, 60_000);
});

/** The part of a remote's app the server build test looks at. */
interface ServerApp {
  name: string;
  contract: number;
  routes: { path: string; element?: React.ReactElement; lazy?: () => Promise<{ Component: React.ComponentType }> }[];
}

/**
 * Loads a remote's `server/remoteEntry.js` as the server will: read from the release's directory
 * and run in a function with the real `__dirname` (its chunks are read beside it), a `require` of
 * Node's built-in modules only, and the release's URL for its assets (`__casino_public_path__`).
 */
function releaseDirectoryLoader(dist: string, publicPath: string): ModuleFederationRuntimePlugin {
  const nodeOnly = (id: string): unknown => {
    if (isBuiltin(id)) return createRequire(__filename)(id);
    throw new Error(`the server build requires ${id}`);
  };
  return {
    name: 'release-directory',
    loadEntry: async ({ remoteInfo }) => {
      const file = join(dist, remoteInfo.entry.replace(/^release:\/\/[^/]+\//, ''));
      const code = readFileSync(file, 'utf8');
      const module = { exports: {} as Record<string, unknown> };
      const run = new vm.Script(`(function (exports, module, require, __dirname, __filename, __casino_public_path__) {${code}\n})`, {
        filename: file,
      }).runInThisContext() as (...args: unknown[]) => void;
      run(module.exports, module, nodeOnly, dirname(file), file, publicPath);
      return module.exports as never;
    },
  };
}

describe("a remote's server build", () => {
  const contractMajor = (JSON.parse(readFileSync(join(sharedDir, '../contract/contract.json'), 'utf8')) as { major: number }).major;
  let dist: string;
  beforeAll(() => {
    const built = buildRemote('ssr', `import { routes } from './routes';\nexport default { name: 'ssr', contract: ${contractMajor}, routes };\n`, {
      'routes.tsx': [
        "import { useState } from 'react';",
        "import styles from './page.module.css';",
        "import logo from './logo.svg';",
        'function Page() {',
        '  const [spins] = useState(3);',
        '  return <main className={styles.page}><img src={logo} alt="" /><p>{spins} spins</p></main>;',
        '}',
        "export const routes = [{ path: 'ssr', element: <Page /> }, { path: 'ssr/later', lazy: () => import('./later') }];",
      ].join('\n'),
      'later.tsx': [
        "import { useState } from 'react';",
        "import styles from './page.module.css';",
        'export function Component() {',
        "  const [text] = useState('later');",
        '  return <section className={styles.later}>{text}</section>;',
        '}',
      ].join('\n'),
      'page.module.css': '.page { color: red; }\n.later { color: blue; }\n',
      'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
    });
    expect(built.errors).toEqual([]);
    dist = built.dist;
  }, 90_000);

  it('is written into dist/server with its manifest, carries no copy of React, no CSS or asset file, and is recorded in release.json with its build version', () => {
    const server = join(dist, 'server');
    const files = readdirSync(server);
    expect(files).toEqual(expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json']));
    expect(files.filter((f) => !/\.(js|json)$/.test(f))).toEqual([]);
    const copies = files.filter(
      (f) =>
        f.endsWith('.js') &&
        /react\.production|react-dom\.production|__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE/.test(readFileSync(join(server, f), 'utf8')),
    );
    expect(copies).toEqual([]);
    // The browser build is as before: its entry, its CSS and its asset, nothing of the server's at the top.
    expect(readdirSync(dist)).toEqual(expect.arrayContaining(['remoteEntry.js', 'mf-manifest.json', 'release.json', 'server']));
    expect(readdirSync(join(dist, 'assets'))).toEqual([expect.stringMatching(/^logo\.[0-9a-f]{8}\.svg$/)]);

    const release = JSON.parse(readFileSync(join(dist, 'release.json'), 'utf8')) as { server: { entry: string; buildVersion: string } };
    expect(release.server).toEqual({ entry: 'server/remoteEntry.js', buildVersion: expect.stringMatching(/^1\.2\.3\+[0-9a-z]+$/) });
    const manifest = JSON.parse(readFileSync(join(server, 'mf-manifest.json'), 'utf8')) as {
      name: string;
      metaData: { buildInfo: { buildVersion: string } };
      shared: { name: string }[];
    };
    expect(manifest.name).toBe('mfe_ssr');
    expect(manifest.metaData.buildInfo.buildVersion).toBe(release.server.buildVersion);
    expect(manifest.shared.map((s) => s.name).sort()).toEqual(['react', 'react/jsx-runtime']);
    // The browser build keeps the package version as its build version.
    const browserManifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as typeof manifest;
    expect(browserManifest.metaData.buildInfo.buildVersion).toBe('1.2.3');
    expect(readFileSync(join(server, 'remoteEntry.js'), 'utf8')).toContain(`"mfe_ssr:${release.server.buildVersion}"`);
  });

  it('loads in Node through the federation runtime with the host React, and renders its routes with the browser build’s class names and asset URLs', async () => {
    const release = JSON.parse(readFileSync(join(dist, 'release.json'), 'utf8')) as {
      shared: Record<string, string>;
      server: { entry: string; buildVersion: string };
    };
    const one = (version: string, lib: unknown) => ({
      version,
      scope: 'default',
      lib: () => lib,
      shareConfig: { singleton: true, strictVersion: true, requiredVersion: `^${version}` },
    });
    const publicPath = '/releases/ssr/1.2.3-test/';
    const host = createInstance({
      id: 'shell_test:ssr@1.2.3-test',
      name: 'shell_test',
      remotes: [],
      shared: {
        react: one(release.shared.react!, React),
        'react/jsx-runtime': one(release.shared.react!, JsxRuntime),
        'react-dom': one(release.shared['react-dom']!, ReactDOM),
      },
      shareStrategy: 'loaded-first',
      plugins: [releaseDirectoryLoader(dist, publicPath)],
    });
    host.registerRemotes([{ name: 'mfe_ssr', entry: `release://1.2.3-test/${release.server.entry}` }]);
    const mod = await host.loadRemote<{ default: ServerApp }>('mfe_ssr/app');
    const app = mod!.default;
    expect(app).toMatchObject({ name: 'ssr', contract: contractMajor });
    expect(app.routes.map((r) => r.path)).toEqual(['ssr', 'ssr/later']);
    // The remote's own federation runtime is named by its build version (in Node's global, where the entry ran).
    const federation = (vm.runInThisContext('globalThis') as { __FEDERATION__: { __INSTANCES__: { options: { id: string } }[] } }).__FEDERATION__;
    expect(federation.__INSTANCES__.map((i) => i.options.id)).toContain(`mfe_ssr:${release.server.buildVersion}`);

    // Class names and the asset URL of the browser build.
    const css = readdirSync(dist)
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(join(dist, f), 'utf8'))
      .join('\n');
    const classes = [...css.matchAll(/\.(ssr__[A-Za-z0-9_-]+)/g)].map((m) => m[1]!);
    const asset = readdirSync(join(dist, 'assets'))[0]!;

    const page = renderToString(app.routes[0]!.element!);
    const pageClass = classes.find((c) => c.startsWith('ssr__page--'));
    expect(pageClass).toBeDefined();
    // (React adds a preload of the image before it.)
    expect(page).toContain(`<main class="${pageClass}"><img src="${publicPath}assets/${asset}" alt=""/><p>3<!-- --> spins</p></main>`);

    // A chunk of its own, read from disk beside the entry.
    const { Component } = await app.routes[1]!.lazy!();
    const laterClass = classes.find((c) => c.startsWith('ssr__later--'));
    expect(renderToString(React.createElement(Component))).toBe(`<section class="${laterClass}">later</section>`);
  }, 30_000);
});
