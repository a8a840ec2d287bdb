// Two suites at once even on two cores (jest's default would be one): most of a suite's time is its own
// embedded database in one thread, so a second suite fills the other core (on a 2-core machine 670 s became about 500 s).
// Before the suites, one migrated embedded database is made that every suite opens a copy of (src/testing/template.ts).
// The jest preset is the workspace's build tooling (a dev dependency); the server's code imports @casino/contract only.
const config = require('@casino/shared/build/jest.cjs')(__dirname, {
  environment: 'node',
  maxWorkers: 2,
  globalSetup: '<rootDir>/src/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/jest-global-teardown.ts',
});
// openid-client and the two libraries under it are ES modules only: compiled like our own code.
const esmOnly = ['openid-client', 'oauth4webapi', 'jose'];
config.transformIgnorePatterns = [
  `/node_modules/(?!\\.pnpm/|${esmOnly.map((name) => `${name}/`).join('|')})`,
  `/node_modules/\\.pnpm/(?!(zod|@casino|${esmOnly.join('|')})@)`,
];
// A suite's set-up opens a copy of the migrated database: 5 s is too little while the other core is busy.
config.testTimeout = 20_000;
module.exports = config;
