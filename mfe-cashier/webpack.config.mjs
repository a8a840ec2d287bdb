import { createConfig } from '@casino/shared/build/webpack.mjs';

// Name and route prefixes come from package.json ("federation"); they are published with each release.
export default (_env, argv) => createConfig({ dir: import.meta.dirname, kind: 'remote' }, argv);
