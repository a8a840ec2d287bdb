import { createConfig } from '@casino/shared/build/webpack.mjs';

export default (_env, argv) =>
  createConfig(
    {
      dir: import.meta.dirname,
      kind: 'remote',
      cssPrefix: 'casino',
      // Top-level route segments this remote serves; published with each release.
      release: { name: 'casino', prefixes: ['gamehall', 'game', 'providers', 'jackpots', 'tournaments', 'winners', 'betting'] },
    },
    argv,
  );
