const base = require('@casino/shared/build/jest.cjs')(__dirname);
const path = require('node:path');
const { knownAreas } = require('./build/known-areas.cjs');
const version = (pkg) => require(`${pkg}/package.json`).version;

module.exports = {
  ...base,
  // Injected by webpack's DefinePlugin in real builds.
  globals: {
    ...base.globals,
    __SHELL_SHARED_VERSIONS__: {
      react: version('react'),
      'react-dom': version('react-dom'),
      zustand: version('zustand'),
      '@casino/shared': version('@casino/shared'),
    },
    __KNOWN_AREAS__: knownAreas(path.join(__dirname, '..')),
  },
};
