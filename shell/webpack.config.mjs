import { createConfig } from '@casino/shared/build/webpack.mjs';

export default (_env, argv) => createConfig({ dir: import.meta.dirname, kind: 'host', cssPrefix: 'shell' }, argv);
