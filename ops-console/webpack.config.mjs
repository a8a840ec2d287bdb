import { createConfig } from '@casino/shared/build/webpack.mjs';

/** The kit's preset for a page that loads no remote, served from /ops/console/ (the server's own route, with its own policy). */
export default (_env, argv) => {
  const config = createConfig({ dir: import.meta.dirname, kind: 'app', cssPrefix: 'ops' }, argv);
  config.output.publicPath = '/ops/console/';
  return config;
};
