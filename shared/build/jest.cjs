// Jest preset used by every package: swc for TypeScript/JSX, CSS modules as identity maps.
const path = require('node:path');

const preactDir = path.dirname(require.resolve('preact/package.json'));
/** JEST_RENDERER=preact renders the tests with the layer the bundles ship (shared/build/webpack.mjs). */
const preactMap =
  process.env.JEST_RENDERER === 'preact'
    ? {
        '^react$': path.join(preactDir, 'compat/dist/compat.mjs'),
        '^react-dom$': path.join(preactDir, 'compat/dist/compat.mjs'),
        '^react-dom/client$': path.join(preactDir, 'compat/client.mjs'),
        '^react-dom/test-utils$': path.join(preactDir, 'test-utils/dist/testUtils.mjs'),
        '^react/jsx-(dev-)?runtime$': path.join(preactDir, 'jsx-runtime/dist/jsxRuntime.mjs'),
        '^preact$': path.join(preactDir, 'dist/preact.mjs'),
        '^preact/(hooks|compat)$': path.join(preactDir, '$1/dist/$1.mjs'),
        '^preact/test-utils$': path.join(preactDir, 'test-utils/dist/testUtils.mjs'),
      }
    : {};

module.exports = function jestConfig(dir, { environment = 'jsdom', maxWorkers, globalSetup, globalTeardown } = {}) {
  return {
    rootDir: dir,
    ...(maxWorkers ? { maxWorkers } : {}),
    ...(globalSetup ? { globalSetup } : {}),
    ...(globalTeardown ? { globalTeardown } : {}),
    testEnvironment: environment,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j)sx?$|\\.mjs$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // preact ships ES modules only: transformed like the sources (JEST_RENDERER=preact).
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm|preact)/)', '/node_modules/\\.pnpm/(?!(zod|@casino|preact))'],
    moduleNameMapper: {
      ...preactMap,
      // Inside the shared package itself the package name refers to its own source.
      '^@casino/shared$': path.join(__dirname, '../src/index.ts'),
      '^@casino/shared/(validation|ui|testing|remote)$': path.join(__dirname, '../src/$1/index.ts'),
      '^@casino/shared/api/schemas$': path.join(__dirname, '../src/api/schemas.ts'),
      '^@casino/shared/contract.json$': path.join(__dirname, '../contract.json'),
      '\\.module\\.css$': require.resolve('identity-obj-proxy'),
      '\\.css$': path.join(__dirname, 'jest-style-stub.cjs'),
      '\\.(svg|png|jpe?g|webp)$': path.join(__dirname, 'jest-file-stub.cjs'),
    },
    setupFiles: [path.join(__dirname, 'jest-setup-env.cjs')],
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest-setup-dom.cjs')] : [],
    clearMocks: true,
    // Injected by webpack's DefinePlugin in real builds.
    globals: { __REMOTE_VERSION__: require(path.join(dir, 'package.json')).version },
  };
};
