import { join } from 'node:path';
import webpack from 'webpack';
import { createConfig } from '@casino/shared/build/webpack.mjs';
import knownAreasOf from './build/known-areas.cjs';

/**
 * Writes the build's id into index.html (`<meta name="shell-build" content="…">`). The server
 * answers the live page's id at /builds/latest.json and versions the service worker with it; an
 * open page compares it with its own to offer a reload when a new shell build is live.
 */
class ShellBuildIdPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellBuildIdPlugin', (compilation) => {
      const html = compiler.options.plugins.find((plugin) => plugin?.constructor?.name === 'HtmlWebpackPlugin');
      if (!html) throw new Error('ShellBuildIdPlugin needs HtmlWebpackPlugin');
      html.constructor.getHooks(compilation).alterAssetTagGroups.tap('ShellBuildIdPlugin', (data) => {
        data.headTags.unshift({
          tagName: 'meta',
          voidTag: true,
          meta: { plugin: 'ShellBuildIdPlugin' },
          attributes: { name: 'shell-build', content: compilation.hash.slice(0, 16) },
        });
        return data;
      });
    });
  }
}

/**
 * Preloads, in index.html, the scripts and styles the shell starts with: the chunks of
 * `import('./app/bootstrap')`. Without it the browser finds them only once main.js has run, one
 * round trip later on every first visit.
 */
class ShellStartPreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellStartPreloadPlugin', (compilation) => {
      const html = compiler.options.plugins.find((plugin) => plugin?.constructor?.name === 'HtmlWebpackPlugin');
      html.constructor.getHooks(compilation).alterAssetTagGroups.tap('ShellStartPreloadPlugin', (data) => {
        const start = compilation.chunkGroups.find((group) => group.origins.some((origin) => origin.request === './app/bootstrap'));
        if (!start) throw new Error('ShellStartPreloadPlugin: no chunk group for ./app/bootstrap');
        const files = start.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file)).sort();
        const publicPath = compilation.outputOptions.publicPath;
        data.headTags.push(
          ...files.map((file) => ({
            tagName: 'link',
            voidTag: true,
            meta: { plugin: 'ShellStartPreloadPlugin' },
            attributes: { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: `${publicPath}${file}` },
          })),
        );
        return data;
      });
    });
  }
}

export default (_env, argv) => {
  const config = createConfig({ dir: import.meta.dirname, kind: 'host', cssPrefix: 'shell' }, argv);
  config.plugins.push(
    new ShellBuildIdPlugin(),
    new ShellStartPreloadPlugin(),
    // Which remote serves which areas, even when the registry cannot be read (src/federation/registry.ts).
    new webpack.DefinePlugin({ __KNOWN_AREAS__: JSON.stringify(knownAreasOf.knownAreas(join(import.meta.dirname, '..'))) }),
  );
  return config;
};
