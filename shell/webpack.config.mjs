import { join } from 'node:path';
import webpack from 'webpack';
import { createConfig, createHostServerConfig } from '@casino/shared/build/webpack.mjs';
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
 * `import('./app/bootstrap')` and of the shared modules they consume (the renderer, the router,
 * i18next, @casino/shared), which the federation runtime loads from what the shell provides.
 * Without it the browser finds them only once main.js has run, a round trip later on every first visit.
 */
class ShellStartPreloadPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ShellStartPreloadPlugin', (compilation) => {
      const html = compiler.options.plugins.find((plugin) => plugin?.constructor?.name === 'HtmlWebpackPlugin');
      html.constructor.getHooks(compilation).alterAssetTagGroups.tap('ShellStartPreloadPlugin', (data) => {
        const { chunkGraph } = compilation;
        const start = compilation.chunkGroups.find((group) => group.origins.some((origin) => origin.request === './app/bootstrap'));
        if (!start) throw new Error('ShellStartPreloadPlugin: no chunk group for ./app/bootstrap');
        // A shared module the shell provides is loaded from what it registered, not from the consumer's fallback.
        const provided = new Map();
        for (const module of compilation.modules) if (module.constructor.name === 'ProvideSharedModule') provided.set(module._name, module);
        const chunks = new Set();
        const visit = (group) => {
          for (const chunk of group.chunks) {
            if (chunks.has(chunk)) continue;
            chunks.add(chunk);
            for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
              if (module.constructor.name !== 'ConsumeSharedModule') continue;
              for (const block of (provided.get(module.options.shareKey) ?? module).blocks) {
                const loaded = chunkGraph.getBlockChunkGroup(block);
                if (loaded) visit(loaded);
              }
            }
          }
        };
        visit(start);
        // Built as a federation host, the shell's start consumes shared modules (the monolith has none).
        if (provided.size && chunks.size <= start.chunks.length) throw new Error('ShellStartPreloadPlugin: no shared module found for ./app/bootstrap');
        const files = [...chunks]
          .flatMap((chunk) => [...chunk.files])
          .filter((file) => /\.(js|css)$/.test(file))
          .sort();
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
  // Which remote serves which areas, even when the registry cannot be read (src/federation/registry.ts).
  const knownAreas = new webpack.DefinePlugin({ __KNOWN_AREAS__: JSON.stringify(knownAreasOf.knownAreas(join(import.meta.dirname, '..'))) });
  config.name = 'browser';
  config.plugins.push(new ShellBuildIdPlugin(), new ShellStartPreloadPlugin(), knownAreas);
  // The server's render of the first view (src/server/render.tsx), into dist/server/.
  const server = createHostServerConfig({ dir: import.meta.dirname, cssPrefix: 'shell', serverEntry: './src/server/render.tsx' }, argv);
  server.plugins.push(knownAreas);
  return [config, server];
};
