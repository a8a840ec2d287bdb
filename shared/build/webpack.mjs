// One webpack preset for the shell (federation host) and every remote, so that sharing,
// file naming and CSS scoping are identical across independently built parts.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
const sharedDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
export const sharedPackage = readJson(join(sharedDir, 'package.json'));
export const contract = readJson(require.resolve('@casino/contract/contract.json', { paths: [sharedDir] }));

/**
 * The modules the page holds once, shared through Module Federation's share scope as singletons:
 * the shell provides them, a remote consumes the shell's copy, which must satisfy the version the
 * remote was built with (`requiredVersion`, `strictVersion`), and carries none of its own. A key
 * ending in `/` covers the package's subpaths (`react/jsx-runtime`, `react-dom/client`).
 *
 * react-router and react-i18next are provided as the part of them the platform offers
 * (`import`: a module of `@casino/shared` that re-exports a list): a shared module is never
 * tree-shaken, and whole they cost 60.3 and 10.4 KB gzip on a first visit where the lists cost
 * about 25 and 2 KB.
 */
export const SHARED = {
  react: {},
  'react/': {},
  'react-dom': {},
  'react-dom/': {},
  zustand: {},
  i18next: {},
  'react-router': { import: join(sharedDir, 'src/router/react-router.ts') },
  'react-i18next': { import: join(sharedDir, 'src/router/react-i18next.ts') },
  '@casino/shared': {},
};
/** The package a shared key belongs to. */
const packageOf = (key) => key.replace(/\/$/, '');

/** Names a part may import from the packages the platform provides a part of (`SHARED[pkg].import`). */
export const PLATFORM_EXPORTS = Object.fromEntries(
  Object.entries(SHARED)
    .filter(([, o]) => o.import)
    .map(([pkg, o]) => [pkg, exportedNames(readFileSync(o.import, 'utf8'))]),
);

/** The value names of a module's `export { a, b as c } from '…'` lines (types left out). */
export function exportedNames(source) {
  const names = new Set();
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name) names.add(name);
    }
  }
  return names;
}

/** Packages no part imports: the platform's router is `react-router` (react-router-dom 7 is a copy of it). */
const REFUSED = ['react-router-dom'];

/**
 * react-router's package exports only its development build (warnings and checks a page never
 * needs); its production build ships beside it.
 */
const productionBuilds = {
  'react-router$': join(dirname(require.resolve('react-router/package.json', { paths: [sharedDir] })), 'dist/production/index.mjs'),
};

function installedVersion(pkg, fromDir) {
  if (pkg === '@casino/shared') return sharedPackage.version;
  const req = createRequire(join(fromDir, 'package.json'));
  try {
    return readJson(req.resolve(`${pkg}/package.json`)).version;
  } catch {
    // A remote reaches react-router and i18next through `@casino/shared`: the platform's versions.
    return readJson(require.resolve(`${pkg}/package.json`, { paths: [sharedDir] })).version;
  }
}

/**
 * Versions of the singletons this part was built against, recorded in release.json: the shell
 * refuses a release it does not satisfy before running any of it.
 */
export function sharedVersions(pkgDir) {
  return Object.fromEntries([...new Set(Object.keys(SHARED).map(packageOf))].map((pkg) => [pkg, installedVersion(pkg, pkgDir)]));
}

/**
 * The share-scope configuration of every part: singletons that need the major and at least the
 * version they were built with, refused (not warned about) when the page holds another.
 */
export function sharedConfig(pkgDir) {
  const versions = sharedVersions(pkgDir);
  return Object.fromEntries(
    Object.entries(SHARED).map(([key, options]) => {
      const version = versions[packageOf(key)];
      return [key, { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version, ...options }];
    }),
  );
}

/**
 * Fails the build when a part imports from react-router or react-i18next a name the platform
 * does not provide (`PLATFORM_EXPORTS`), or a package no part imports: at run time the name would
 * be missing from the shell's copy.
 */
class PlatformExportsGuardPlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('PlatformExportsGuardPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('PlatformExportsGuardPlugin', (data) => {
        const issuer = data.contextInfo?.issuer ?? '';
        const pkg = REFUSED.find((name) => data.request === name || data.request.startsWith(`${name}/`));
        if (!pkg || !issuer || issuer.includes('node_modules')) return;
        throw new Error(`${issuer} imports "${data.request}": import the router from 'react-router' (or '@casino/shared').`);
      });
    });
    compiler.hooks.thisCompilation.tap('PlatformExportsGuardPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('PlatformExportsGuardPlugin', (modules) => {
        for (const module of modules) {
          const file = module.resource ?? '';
          if (!file || file.includes('node_modules') || file.startsWith(join(sharedDir, 'src/router'))) continue;
          for (const dep of module.dependencies) {
            const provided = PLATFORM_EXPORTS[dep.request];
            if (!provided || dep.type !== 'harmony import specifier') continue;
            const name = dep.ids?.[0];
            if (name && provided.has(name)) continue;
            const what = name ? `"${name}"` : 'the whole module';
            compilation.errors.push(
              new webpack.WebpackError(
                `${file} imports ${what} from "${dep.request}", which the platform does not provide: see ${join('shared/src/router', `${dep.request}.ts`)}`,
              ),
            );
          }
        }
      });
    });
  }
}

/** The chunk of a remote's `./app` expose (e2e tests and ops tooling find it by this name). */
export const EXPOSED_APP_CHUNK = '__federation_expose_app';

/** Emits `file`, the JSON of what `content(compilation)` answers (or resolves to) once the build's chunks are final. */
class JsonAssetPlugin {
  constructor(file, content) {
    this.file = file;
    this.content = content;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('JsonAssetPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'JsonAssetPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, async () => {
        compilation.emitAsset(this.file, new webpack.sources.RawSource(JSON.stringify(await this.content(compilation), null, 2)));
      });
    });
  }
}

/**
 * Module Federation 2 for the shell (the host) and a remote. The host loads remotes only at run
 * time (`registerRemotes` from the registry), so it names none here, and takes shared modules
 * from what is loaded first: a remote's entry is fetched when its area is needed, never at start.
 * A remote exposes `./app` and publishes the full `mf-manifest.json` beside its entry.
 */
function federationOptions(o, federationName) {
  const common = {
    name: federationName,
    shared: sharedConfig(o.dir),
    // The platform's types are the `@casino/shared` package's (ARCHITECTURE.md, "Types for remote teams").
    dts: false,
    // No dev server of the plugin's own (live reload, type hints): `pnpm dev` rebuilds and the server serves.
    dev: false,
  };
  if (o.kind === 'host') {
    return {
      ...common,
      remotes: {},
      shareStrategy: 'loaded-first',
      // The runtime lives once on the page, in the shell's entry; remote entries use it.
      experiments: { optimization: { disableSnapshot: true, target: 'web' }, provideExternalRuntime: true },
    };
  }
  return {
    ...common,
    // The shell provides every singleton: a remote carries no copy of one (`import: false`), so no
    // fallback can load a second React, and its entry lists nothing to provide.
    shared: Object.fromEntries(Object.entries(common.shared).map(([key, options]) => [key, { ...options, import: false }])),
    filename: 'remoteEntry.js',
    exposes: { './app': { import: './src/app.ts', name: EXPOSED_APP_CHUNK } },
    manifest: { fileName: 'mf-manifest.json' },
    // A remote never loads another remote itself (slots go through the shell's loader).
    experiments: { optimization: { disableSnapshot: true, target: 'web', disableRemote: true }, externalRuntime: true },
  };
}

/**
 * The same remote for Node (the server build): same exposes, same shared singletons (`import: false`:
 * the server provides them), a CommonJS container whose chunks are read from disk beside it. It
 * carries its own federation runtime (`externalRuntime: false`): with the page's external runtime
 * its instance would take the provider's build id, and two releases of one remote could not be
 * told apart at run time.
 */
function serverFederationOptions(o, federationName) {
  const browser = federationOptions(o, federationName);
  return {
    ...browser,
    library: { type: 'commonjs-module' },
    runtimePlugins: [join(sharedDir, 'build/server-public-path.mjs')],
    experiments: { optimization: { disableSnapshot: true, target: 'node', disableRemote: true }, externalRuntime: false },
  };
}

/** Every CSS module of a remote's browser build goes to this one chunk (`styles.<hash>.css`). */
export const REMOTE_STYLES_CHUNK = { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true };

/** Where a remote's server build goes inside its browser build's output directory. */
export const SERVER_DIR = 'server';

/** Stands for the server build's version until its files are final (letters only: no hash looks like it). */
const BUILD_VERSION_PLACEHOLDER = 'casinoserverbuildversionplaceholder';

/**
 * The version of a remote's server build, `<version>+<hash of its files>`: two releases whose
 * server code differs are told apart at run time (the remote's federation instance is
 * `<federationName>:<buildVersion>`), and the same sources always build the same release. The
 * server compiler settles it; the browser compiler's release.json waits for it.
 */
class ServerBuildVersion {
  constructor() {
    this.value = null;
    this.expect();
  }
  /** A server build is under way: what is asked for now waits for it. */
  expect() {
    if (this.pending) return;
    let settle;
    const promise = new Promise((resolve) => (settle = resolve));
    this.pending = { promise, settle };
  }
  settle(value) {
    this.value = value ?? this.value;
    this.pending?.settle(value);
    this.pending = null;
  }
  /** Resolves to the version of the build under way, or of the last one (null when it failed). */
  get() {
    return this.pending ? this.pending.promise : Promise.resolve(this.value);
  }
}

/**
 * The server compiler of a remote: writes into `<browser output>/server` (also when the browser's
 * output path is given on the command line, as `pnpm release` does, which sets every compiler's),
 * and applies the federation plugin with `MF_BUILD_VERSION` set, which the plugin reads when
 * applied: the browser compiler, in the same process, keeps the package version. Once the files
 * are final, the placeholder version is replaced by the real one, a hash of those files.
 */
class ServerBuildPlugin {
  constructor(version, buildVersion, federation) {
    this.version = version;
    this.buildVersion = buildVersion;
    this.federation = federation;
  }
  apply(compiler) {
    compiler.options.output.path = join(compiler.options.output.path, SERVER_DIR);
    const placeholder = `${this.version}+${BUILD_VERSION_PLACEHOLDER}`;
    const before = process.env.MF_BUILD_VERSION;
    process.env.MF_BUILD_VERSION = placeholder;
    try {
      this.federation.apply(compiler);
    } finally {
      if (before === undefined) delete process.env.MF_BUILD_VERSION;
      else process.env.MF_BUILD_VERSION = before;
    }
    const name = 'ServerBuildPlugin';
    compiler.hooks.invalid.tap(name, () => this.buildVersion.expect());
    compiler.hooks.watchRun.tap(name, () => this.buildVersion.expect());
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap({ name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 }, () => {
        const assets = compilation.getAssets().sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        const hash = webpack.util.createHash('sha256');
        for (const asset of assets) hash.update(`${asset.name}\0`).update(asset.source.buffer());
        const buildVersion = `${this.version}+${hash.digest('hex').slice(0, 10)}`;
        for (const asset of assets) {
          let text = asset.source.source().toString();
          if (/^mf-manifest(-stats)?\.json$/.test(asset.name)) {
            // The manifest reads the version again when it is written (from the package, not the environment).
            const json = JSON.parse(text);
            if (json.metaData?.buildInfo) json.metaData.buildInfo.buildVersion = placeholder;
            text = JSON.stringify(json, null, 2);
          }
          if (text.includes(placeholder)) compilation.updateAsset(asset.name, new webpack.sources.RawSource(text.replaceAll(placeholder, buildVersion)));
        }
        this.buildVersion.settle(buildVersion);
      });
    });
    // A build that failed before its files were final settles nothing: release.json must not wait for it.
    compiler.hooks.done.tap(name, () => this.buildVersion.settle(null));
    compiler.hooks.failed.tap(name, () => this.buildVersion.settle(null));
  }
}

/** TypeScript of a package, transpiled only (type checks are `pnpm typecheck`'s). */
function typescriptRule(dir) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: require.resolve('ts-loader'),
    options: { transpileOnly: true, configFile: join(dir, 'tsconfig.json') },
  };
}

/** CSS module class names, the same in a part's browser and server builds: server-rendered markup matches the browser's CSS. */
function cssModuleNames(prefix, production) {
  return {
    localIdentName: production ? `${prefix}__[local]--[hash:base64:5]` : `${prefix}__[name]__[local]`,
    namedExport: false,
    exportLocalsConvention: 'as-is',
  };
}

/** Module rules of a build for Node: CSS gives its class names only, assets their URLs (the browser build's files are the ones served). */
function nodeModuleRules(tsRule, cssModules) {
  return [
    tsRule,
    { test: /\.module\.css$/, loader: require.resolve('css-loader'), options: { modules: { ...cssModules, exportOnlyLocals: true } } },
    { test: /\.css$/, exclude: /\.module\.css$/, loader: require.resolve('css-loader'), options: { modules: { mode: 'global', exportOnlyLocals: true } } },
    { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
  ];
}

/**
 * @param {object} o
 * @param {string} o.dir          package directory
 * @param {'host'|'remote'|'app'} o.kind  the federation host (the shell), a remote, or a page of its own that loads no remote (the ops console)
 * @param {string} [o.cssPrefix] class-name prefix that keeps this part's CSS from colliding (default: the remote's name)
 * A remote's name and route prefixes are read from its package.json: `"federation": { name, prefixes }`.
 * A remote's configuration is a pair, `[browser, server]`, built in one webpack run: the server
 * build (for Node, into `dist/server/`) is what the server renders the remote's pages with.
 */
export function createConfig(input, argv = {}) {
  const pkgJson = readJson(join(input.dir, 'package.json'));
  const o = { ...input, release: input.release ?? pkgJson.federation };
  // `pnpm release <remote> --version x.y.z` publishes under a version other than package.json's.
  const version = process.env.RELEASE_VERSION || pkgJson.version;
  o.cssPrefix ??= o.release?.name;
  if (o.kind === 'remote' && !o.release?.name) throw new Error(`${pkgJson.name}: package.json needs "federation": { name, prefixes }`);
  const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
  const isHost = o.kind === 'host';
  const hasPage = o.kind !== 'remote';
  const federationName = isHost ? 'shell' : o.kind === 'app' ? o.cssPrefix : `mfe_${o.release.name}`;
  const serverBuildVersion = o.kind === 'remote' ? new ServerBuildVersion() : null;

  const plugins = [
    new PlatformExportsGuardPlugin(),
    new MiniCssExtractPlugin({
      filename: '[name].[contenthash:8].css',
      chunkFilename: '[name].[contenthash:8].css',
      // A remote's one style sheet (REMOTE_STYLES_CHUNK) joins lazy chunks that import the kit's
      // modules in different orders: the kit's come first all the same, then the remote's own that
      // restyle them; kit modules style classes of their own, so their order among them is moot.
      ...(o.kind === 'remote' ? { ignoreOrder: true } : {}),
    }),
  ];
  if (isHost || o.kind === 'remote') plugins.push(new ModuleFederationPlugin(federationOptions(o, federationName)));
  if (isHost) {
    // The federation plugin injects its runtime-core provider plugin by its CommonJS file, which
    // requires the CommonJS build of runtime-core, while the bundler runtime imports the ES build:
    // two copies of the core in the entry. The ES file of the same plugin shares the one copy.
    plugins.push(
      new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
        resource.request = resource.request.replace(/\.cjs$/, '.js');
      }),
    );
  }
  if (production) {
    // Pre-compressed copies, served by the server with the matching Content-Encoding.
    const test = /\.(js|css|json|svg)$/;
    plugins.push(
      new CompressionPlugin({ test, algorithm: 'gzip', compressionOptions: { level: 9 }, filename: '[path][base].gz', minRatio: 0.9 }),
      new CompressionPlugin({
        test,
        algorithm: 'brotliCompress',
        compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
        filename: '[path][base].br',
        minRatio: 0.9,
      }),
    );
  }
  if (hasPage) {
    plugins.push(
      new webpack.DefinePlugin({ __SHELL_SHARED_VERSIONS__: JSON.stringify(sharedVersions(o.dir)) }),
      new HtmlWebpackPlugin({
        // Plain HTML, taken as it is: a template would be compiled by a child compiler, and the
        // federation plugin would provide its shared modules in that one too (stray chunks in dist/).
        templateContent: readFileSync(join(o.dir, 'src/index.html'), 'utf8'),
        scriptLoading: 'defer',
        inject: 'body',
        minify: production ? { collapseWhitespace: true, removeComments: false } : false,
      }),
    );
  } else {
    plugins.push(
      new webpack.DefinePlugin({ __REMOTE_VERSION__: JSON.stringify(version) }),
      new JsonAssetPlugin('release.json', async () => {
        const buildVersion = await serverBuildVersion.get();
        return {
          name: o.release.name,
          version,
          contract: contract.major,
          prefixes: o.release.prefixes,
          federationName,
          shared: sharedVersions(o.dir),
          // The server build (dist/server/), what the server renders the remote's pages with.
          ...(buildVersion ? { server: { entry: `${SERVER_DIR}/remoteEntry.js`, buildVersion } } : {}),
        };
      }),
    );
  }

  const tsRule = typescriptRule(o.dir);
  const cssModules = cssModuleNames(o.cssPrefix, production);
  const assetModuleFilename = 'assets/[name].[contenthash:8][ext]';
  const resolve = { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: production ? productionBuilds : {} };

  const browser = {
    ...(o.kind === 'remote' ? { name: 'browser' } : {}),
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'eval-cheap-module-source-map',
    context: o.dir,
    entry: hasPage ? { main: './src/index.ts' } : {},
    target: 'web',
    output: {
      path: join(o.dir, 'dist'),
      // Entry files keep stable names (the federation runtime needs them); chunks are hashed.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename,
      publicPath: hasPage ? '/' : 'auto',
      uniqueName: federationName,
      // A remote's server build writes into server/ meanwhile.
      clean: o.kind === 'app' ? true : { keep: new RegExp(`^${SERVER_DIR}(/|$)`) },
    },
    resolve,
    module: {
      rules: [
        tsRule,
        {
          test: /\.module\.css$/,
          use: [MiniCssExtractPlugin.loader, { loader: require.resolve('css-loader'), options: { modules: cssModules } }],
        },
        {
          test: /\.css$/,
          exclude: /\.module\.css$/,
          use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')],
        },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false, terserOptions: { compress: { passes: 2 } } })],
      // A remote's CSS in one file of its release: a server-rendered page links one style sheet per
      // remote, where each lazy chunk's own file carried its copy of the kit's styles (casino: 11
      // files, 94 KB, 30 KB once). It stays in the release: a rollback takes its CSS back with it.
      ...(o.kind === 'remote' ? { splitChunks: { cacheGroups: { styles: REMOTE_STYLES_CHUNK } } } : {}),
    },
    performance: { hints: false },
    plugins,
    stats: 'errors-warnings',
  };
  if (o.kind !== 'remote') return browser;

  // The remote for Node, built in the same run into dist/server: what the server renders pages
  // with. Modules and CSS class names as in the browser build; no CSS or asset files (the browser
  // build's are the ones served), no minifying (readable stacks). Chunks are split as the
  // browser's are: without, a library several lazy pieces use (zod) is copied into each.
  const server = {
    name: 'server',
    mode: browser.mode,
    devtool: false,
    context: o.dir,
    entry: {},
    target: 'async-node',
    output: {
      // ServerBuildPlugin adds `server/` to the output path the browser build also gets.
      path: join(o.dir, 'dist'),
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename,
      // Set at run time by the server's loader (server-public-path.mjs).
      publicPath: '',
      chunkFormat: 'commonjs',
      uniqueName: `${federationName}_server`,
      clean: true,
    },
    resolve,
    module: {
      rules: nodeModuleRules(tsRule, cssModules),
    },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new PlatformExportsGuardPlugin(),
      new webpack.DefinePlugin({ __REMOTE_VERSION__: JSON.stringify(version), 'typeof window': JSON.stringify('undefined') }),
      new ServerBuildPlugin(version, serverBuildVersion, new ModuleFederationPlugin(serverFederationOptions(o, federationName))),
    ],
    stats: 'errors-warnings',
  };
  return [browser, server];
}

/**
 * The shell's server render for Node (`dist/server/render.cjs`): the same modules and CSS class
 * names as the browser build, one CommonJS file with every package in it (the React it renders
 * with is the one it provides to the remotes' server builds). No federation plugin: it loads
 * remotes with Module Federation 2's runtime itself (`createInstance`, one per remote and release).
 */
export function createHostServerConfig(input, argv = {}) {
  const production = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    devtool: false,
    context: input.dir,
    entry: { render: input.serverEntry },
    target: 'node20',
    output: {
      path: join(input.dir, 'dist', SERVER_DIR),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      publicPath: '/',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: production ? productionBuilds : {} },
    module: {
      rules: nodeModuleRules(typescriptRule(input.dir), cssModuleNames(input.cssPrefix, production)),
    },
    optimization: { minimize: false },
    performance: { hints: false },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({ __SHELL_SHARED_VERSIONS__: JSON.stringify(sharedVersions(input.dir)), 'typeof window': JSON.stringify('undefined') }),
    ],
    stats: 'errors-warnings',
  };
}
