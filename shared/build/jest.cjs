// Jest preset used by every package: swc for TypeScript/JSX, CSS modules as identity maps.
const path = require('node:path');

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
    transformIgnorePatterns: ['/node_modules/(?!.pnpm)', '/node_modules/.pnpm/(?!(zod|@casino))'],
    moduleNameMapper: {
      // The shared package's own names for the libraries it provides a part of (its package.json `imports`).
      '^#(react-router|react-i18next)$': '$1',
      // Inside the shared package itself the package name refers to its own source.
      '^@casino/shared$': path.join(__dirname, '../src/index.ts'),
      '^@casino/shared/(validation|ui|testing|remote)$': path.join(__dirname, '../src/$1/index.ts'),
      '^@casino/shared/router/(react-router|react-i18next)$': path.join(__dirname, '../src/router/$1.ts'),
      '^@casino/shared/api/schemas$': path.join(__dirname, '../src/api/schemas.ts'),
      '^@casino/shared/validation/mask$': path.join(__dirname, '../src/validation/mask.ts'),
      // The contract package, by its package.json `exports`.
      '^@casino/contract$': path.join(__dirname, '../../contract/src/index.ts'),
      '^@casino/contract/contract.json$': path.join(__dirname, '../../contract/contract.json'),
      '^@casino/contract/schemas$': path.join(__dirname, '../../contract/src/schemas/index.ts'),
      '^@casino/contract/(validation|icons)$': path.join(__dirname, '../../contract/src/$1/index.ts'),
      '^@casino/contract/(.+)$': path.join(__dirname, '../../contract/src/$1.ts'),
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
