import { createConfig } from '@casino/shared/build/webpack.mjs';

/** The shell's preset, served from /ops/console/ (the server's own route, with its own policy). */
export default (_env, argv) => {
  const config = createConfig({ dir: import.meta.dirname, kind: 'host', cssPrefix: 'ops' }, argv);
  config.output.publicPath = '/ops/console/';
  return config;
};
