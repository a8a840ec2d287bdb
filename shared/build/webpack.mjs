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
export const contract = readJson(join(sharedDir, 'contract.json'));

/** Libraries that must exist once on the page; a remote never brings its own copy. */
export const SINGLETONS = ['react', 'react-dom', 'zustand'];

/**
 * Every part renders with preact/compat: React's API (hooks, portals, createRoot, forwardRef,
 * useSyncExternalStore, useId) in about 10 KB gzip where react-dom alone is 64 KB, the largest
 * lever on a first visit from a mid-range phone. Sources, types and unit tests keep importing
 * `react`; only bundles are built against the compat layer, so a remote needs no change.
 */
const preactDir = dirname(require.resolve('preact/package.json'));
export const preactVersion = readJson(join(preactDir, 'package.json')).version;
/** The React version preact/compat implements (its `version` export); shared as `react` and `react-dom`. */
export const reactApiVersion = (await import(join(preactDir, 'compat/dist/compat.mjs'))).version;
export const REACT_ALIASES = {
  react$: join(preactDir, 'compat/dist/compat.mjs'),
  'react-dom$': join(sharedDir, 'build/react-dom.mjs'),
  'react-dom/client$': join(sharedDir, 'build/react-dom-client.mjs'),
  // JSX goes straight to preact's runtime; compat's vnode hooks, installed once by the shared `react`, apply to it.
  'react/jsx-runtime$': join(preactDir, 'jsx-runtime/dist/jsxRuntime.mjs'),
  'react/jsx-dev-runtime$': join(preactDir, 'jsx-runtime/dist/jsxRuntime.mjs'),
};
/** Shared keys served by the compat layer: the version is the React API it implements. */
const REACT_API = ['react', 'react-dom'];
/**
 * Singletons too, but reached only through `@casino/shared`, which re-exports the parts the
 * platform uses: a shared module is never tree-shaken, a re-export is (react-router ≈ 61 KB gzip whole).
 */
export const THROUGH_SHARED = ['react-router', 'react-router-dom', 'i18next', 'react-i18next'];
/** Subpath imports (react/jsx-runtime, react-dom/client) are separate shared keys. */
const SUBPATH_SHARED = ['react', 'react-dom'];

function installedVersion(pkg, fromDir) {
  const req = createRequire(join(fromDir, 'package.json'));
  return readJson(req.resolve(`${pkg}/package.json`)).version;
}

export function sharedConfig(pkgJson, pkgDir) {
  const deps = { ...pkgJson.peerDependencies, ...pkgJson.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const api = REACT_API.includes(name);
    const requiredVersion = api ? `^${reactApiVersion}` : (deps[name] ?? `^${installedVersion(name, pkgDir)}`);
    const version = api ? { version: reactApiVersion } : {};
    shared[name] = { singleton: true, requiredVersion, ...version };
    if (SUBPATH_SHARED.includes(name)) shared[`${name}/`] = { singleton: true, requiredVersion, ...version };
  }
  // The compat layer's own core: one copy, or two renderers' hooks would meet.
  for (const name of ['preact', 'preact/hooks']) shared[name] = { singleton: true, requiredVersion: `^${preactVersion}`, version: preactVersion };
  shared['@casino/shared'] = {
    singleton: true,
    requiredVersion: `^${sharedPackage.version}`,
    version: sharedPackage.version,
  };
  return shared;
}

/** Versions of the singletons this part was built against, recorded in release.json. */
export function sharedVersions(pkgDir) {
  const out = { '@casino/shared': sharedPackage.version, preact: preactVersion };
  for (const name of SINGLETONS) out[name] = REACT_API.includes(name) ? reactApiVersion : installedVersion(name, pkgDir);
  return out;
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

class ReleaseInfoPlugin {
  constructor(info) {
    this.info = info;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ReleaseInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ReleaseInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const body = JSON.stringify({ ...this.info, builtAt: undefined }, null, 2);
          compilation.emitAsset('release.json', new webpack.sources.RawSource(body));
        },
      );
    });
  }
}

/**
 * @param {object} o
 * @param {string} o.dir          package directory
 * @param {'host'|'remote'} o.kind
 * @param {string} [o.cssPrefix] class-name prefix that keeps this part's CSS from colliding (default: the remote's name)
 * @param {object} [o.federation] extra ModuleFederationPlugin options
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
    new ModuleFederationPlugin({
      name: federationName,
      dts: false,
      manifest: true,
      shared: sharedConfig(pkgJson, o.dir),
      // The host ships the federation runtime once; remote entries reuse it instead of carrying their own copy.
      experiments: {
        // A remote never loads another remote: its entry leaves out the code for that.
        optimization: { disableSnapshot: true, target: 'web', ...(isHost ? {} : { disableRemote: true }) },
        ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: true }),
      },
      ...(isHost
        ? { shareStrategy: 'loaded-first', remotes: {} }
        : { filename: 'remoteEntry.js', exposes: { './app': './src/app.ts' } }),
      ...o.federation,
    }),
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
      // The federation plugin injects its runtime-core provider plugin by its CommonJS file, which
      // requires the CommonJS build of runtime-core, while the bundler runtime imports the ES build:
      // two copies of the core in the entry. The ES file of the same plugin shares the one copy.
      new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
        resource.request = resource.request.replace(/\.cjs$/, '.js');
      }),
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
      new ReleaseInfoPlugin({
        name: o.release.name,
        version,
        contract: contract.major,
        prefixes: o.release.prefixes,
        federationName,
        shared: sharedVersions(o.dir),
      }),
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
