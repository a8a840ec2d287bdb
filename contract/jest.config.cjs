// The contract package's own tests: plain TypeScript on Node (no browser, as the server reads the package), through swc.
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)s$|\\.mjs$': [require.resolve('@swc/jest'), { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!.pnpm)', '/node_modules/.pnpm/(?!zod)'],
  clearMocks: true,
};
