// One webpack preset for the shell (federation host) and every remote, so that sharing,
// file naming and CSS scoping are identical across independently built parts.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
const sharedDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
export const sharedPackage = readJson(join(sharedDir, 'package.json'));
export const contract = readJson(join(sharedDir, 'contract.json'));

/**
 * Modules that exist once on the page: the shell bundles them and hands them to remotes
 * (`shell/src/federation/singletons.ts` puts them on `window[global]`); a remote's build takes
 * each from there and never carries a copy (`singletonExternals`).
 */
export const singletons = readJson(join(sharedDir, 'build/singletons.json'));
/**
 * Packages whose every module is a singleton: what a remote imports of them must be in the list
 * above. (`@casino/shared` itself is one; its subpaths, the kit, are built into each remote.)
 */
const SINGLETON_PACKAGES = ['react', 'react-dom', 'zustand', 'preact'];

/**
 * Every part renders with preact/compat: React's API (hooks, portals, createRoot, forwardRef,
 * useSyncExternalStore, useId) in about 10 KB gzip where react-dom alone is 64 KB, the largest
 * lever on a first visit from a mid-range phone. Sources, types and unit tests keep importing
 * `react`; only bundles are built against the compat layer, so a remote needs no change.
 */
const preactDir = dirname(require.resolve('preact/package.json'));
export const preactVersion = readJson(join(preactDir, 'package.json')).version;
/** The React version preact/compat implements (its `version` export); recorded for `react` and `react-dom`. */
export const reactApiVersion = (await import(join(preactDir, 'compat/dist/compat.mjs'))).version;
export const REACT_ALIASES = {
  react$: join(preactDir, 'compat/dist/compat.mjs'),
  'react-dom$': join(sharedDir, 'build/react-dom.mjs'),
  'react-dom/client$': join(sharedDir, 'build/react-dom-client.mjs'),
  // JSX goes straight to preact's runtime; compat's vnode hooks, installed once by the shell's `react`, apply to it.
  'react/jsx-runtime$': join(preactDir, 'jsx-runtime/dist/jsxRuntime.mjs'),
  'react/jsx-dev-runtime$': join(preactDir, 'jsx-runtime/dist/jsxRuntime.mjs'),
};
/**
 * Singletons too, but reached only through `@casino/shared`, which re-exports the parts the
 * platform uses: a whole library handed to remotes is never tree-shaken, a re-export is
 * (react-router ≈ 61 KB gzip whole).
 */
export const THROUGH_SHARED = ['react-router', 'react-router-dom', 'i18next', 'react-i18next'];

function installedVersion(pkg, fromDir) {
  const req = createRequire(join(fromDir, 'package.json'));
  return readJson(req.resolve(`${pkg}/package.json`)).version;
}

/**
 * Versions of the singletons this part was built against, recorded in release.json: the shell
 * refuses a release whose majors differ from its own before running any of it.
 */
export function sharedVersions(pkgDir) {
  return {
    '@casino/shared': sharedPackage.version,
    preact: preactVersion,
    react: reactApiVersion,
    'react-dom': reactApiVersion,
    zustand: installedVersion('zustand', pkgDir),
  };
}

/**
 * A remote's imports of the singletons read the shell's copies (`window[global][request]`);
 * any other module of those packages fails the build, since the shell does not hand it out.
 */
export function singletonExternals({ request }, callback) {
  if (singletons.modules.includes(request)) return callback(null, [singletons.global, request], 'var');
  const pkg = SINGLETON_PACKAGES.find((name) => request === name || request?.startsWith(`${name}/`));
  if (pkg) return callback(new Error(`"${request}" is not one of the modules the shell hands to remotes (shared/build/singletons.json)`));
  return callback();
}

/** Fails the build when code outside `shared/` imports a library that must come through `@casino/shared`. */
class ThroughSharedGuardPlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('ThroughSharedGuardPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('ThroughSharedGuardPlugin', (data) => {
        const pkg = THROUGH_SHARED.find((name) => data.request === name || data.request.startsWith(`${name}/`));
        const issuer = data.contextInfo?.issuer ?? '';
        if (!pkg || !issuer || issuer.startsWith(sharedDir) || issuer.includes('node_modules')) return;
        throw new Error(`${issuer} imports "${data.request}": import it from '@casino/shared' so the page keeps one copy.`);
      });
    });
  }
}

/**
 * Inside preact, `preact/compat` is asked for by the `react` name, so it is the one shared `react`
 * (a second, local copy would install its hooks on the renderer twice).
 */
class CompatAsReactPlugin {
  apply(compiler) {
    compiler.hooks.normalModuleFactory.tap('CompatAsReactPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('CompatAsReactPlugin', (data) => {
        if (data.request === 'preact/compat') data.request = 'react';
      });
    });
  }
}

/** The chunk of a remote's `./app` expose (e2e tests and ops tooling find it by this name). */
export const EXPOSED_APP_CHUNK = '__federation_expose_app';

/** Emits `file`, the JSON of what `content(compilation)` answers once the build's chunks are final. */
class JsonAssetPlugin {
  constructor(file, content) {
    this.file = file;
    this.content = content;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('JsonAssetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'JsonAssetPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        compilation.emitAsset(this.file, new webpack.sources.RawSource(JSON.stringify(this.content(compilation), null, 2)));
      });
    });
  }
}

/**
 * `mf-manifest.json`: the part of Module Federation's manifest format the server reads, the files
 * of the `./app` expose (`exposes[].assets`), so that a page preloads them with the entry.
 */
function exposeManifest(name, compilation) {
  const group = compilation.namedChunkGroups.get(EXPOSED_APP_CHUNK);
  if (!group) throw new Error(`mf-manifest.json: no chunk group ${EXPOSED_APP_CHUNK}`);
  const files = group.chunks.flatMap((chunk) => [...chunk.files]).sort();
  return {
    id: name,
    name,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'var' } },
    exposes: [
      {
        id: `${name}:app`,
        name: 'app',
        path: './app',
        assets: {
          js: { sync: files.filter((f) => f.endsWith('.js')), async: [] },
          css: { sync: files.filter((f) => f.endsWith('.css')), async: [] },
        },
      },
    ],
  };
}

/**
 * @param {object} o
 * @param {string} o.dir          package directory
 * @param {'host'|'remote'} o.kind
 * @param {string} [o.cssPrefix] class-name prefix that keeps this part's CSS from colliding (default: the remote's name)
 * A remote's name and route prefixes are read from its package.json: `"federation": { name, prefixes }`.
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
  const federationName = isHost ? 'shell' : `mfe_${o.release.name}`;

  const plugins = [
    new ThroughSharedGuardPlugin(),
    new CompatAsReactPlugin(),
    new MiniCssExtractPlugin({
      filename: '[name].[contenthash:8].css',
      chunkFilename: '[name].[contenthash:8].css',
    }),
    // A remote is a webpack container: its entry defines `var <federationName>` with
    // `init(shareScope)` and `get('./app')`, which the shell's loader drives
    // (shell/src/federation/runtime.ts). About 2.5 KB gzip in a remote's entry and 1 KB in the
    // shell, where Module Federation 2's runtime was 8 KB and 25 KB (README "What the federation costs").
    ...(isHost
      ? []
      : [
          new webpack.container.ModuleFederationPlugin({
            name: federationName,
            filename: 'remoteEntry.js',
            library: { type: 'var', name: federationName },
            exposes: { './app': { import: './src/app.ts', name: EXPOSED_APP_CHUNK } },
          }),
        ]),
  ];
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
  if (isHost) {
    plugins.push(
      new webpack.DefinePlugin({ __SHELL_SHARED_VERSIONS__: JSON.stringify(sharedVersions(o.dir)) }),
      new HtmlWebpackPlugin({
        template: join(o.dir, 'src/index.html'),
        scriptLoading: 'defer',
        inject: 'body',
        minify: production ? { collapseWhitespace: true, removeComments: false } : false,
      }),
    );
  } else {
    plugins.push(
      new webpack.DefinePlugin({ __REMOTE_VERSION__: JSON.stringify(version) }),
      new JsonAssetPlugin('mf-manifest.json', (compilation) => exposeManifest(federationName, compilation)),
      new JsonAssetPlugin('release.json', () => ({
        name: o.release.name,
        version,
        contract: contract.major,
        prefixes: o.release.prefixes,
        federationName,
        shared: sharedVersions(o.dir),
      })),
    );
  }

  return {
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'eval-cheap-module-source-map',
    context: o.dir,
    entry: isHost ? { main: './src/index.ts' } : {},
    target: 'web',
    output: {
      path: join(o.dir, 'dist'),
      // Entry files keep stable names (the federation runtime needs them); chunks are hashed.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: isHost ? '/' : 'auto',
      uniqueName: federationName,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], alias: { ...REACT_ALIASES } },
    ...(isHost ? {} : { externals: singletonExternals }),
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: require.resolve('ts-loader'),
          options: { transpileOnly: true, configFile: join(o.dir, 'tsconfig.json') },
        },
        {
          test: /\.module\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            {
              loader: require.resolve('css-loader'),
              options: {
                modules: {
                  localIdentName: production ? `${o.cssPrefix}__[local]--[hash:base64:5]` : `${o.cssPrefix}__[name]__[local]`,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                },
              },
            },
          ],
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
    },
    performance: { hints: false },
    plugins,
    stats: 'errors-warnings',
  };
}
