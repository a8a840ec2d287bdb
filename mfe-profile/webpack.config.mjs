import { createConfig } from '@casino/shared/build/webpack.mjs';

export default (_env, argv) =>
  createConfig(
    {
      dir: import.meta.dirname,
      kind: 'remote',
      cssPrefix: 'profile',
      // Top-level route segments this remote serves; published with each release.
      release: { name: 'profile', prefixes: ['profile'] },
    },
    argv,
  );
