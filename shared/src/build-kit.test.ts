/**
 * The build kit (`shared/build/webpack.mjs`) on a remote of its own: what it shares through Module
 * Federation, and the builds it refuses. Each case builds a small remote with webpack in a child
 * process (the kit is an ES module that webpack loads as it is).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const sharedDir = join(__dirname, '..');
let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'casino-kit-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Builds a remote whose `src/app.ts` is `app`; answers the build's errors and its output directory. */
function buildRemote(name: string, app: string): { errors: string[]; dist: string } {
  const dir = join(work, name);
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `@casino/mfe-${name}`, version: '1.2.3', federation: { name, prefixes: [name] } }));
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { jsx: 'react-jsx', module: 'esnext', moduleResolution: 'bundler', target: 'es2022' } }));
  writeFileSync(join(dir, 'src/app.ts'), app);
  // The remote resolves packages as one of the workspace's would: react, react-router… from the
  // shared package's dependencies, @casino/shared from its source.
  writeFileSync(
    join(dir, 'build.mjs'),
    `import webpack from ${JSON.stringify(pathToFileURL(require.resolve('webpack')).href)};
import { createConfig } from ${JSON.stringify(pathToFileURL(join(sharedDir, 'build/webpack.mjs')).href)};
const config = createConfig({ dir: ${JSON.stringify(dir)}, kind: 'remote' }, { mode: 'production' });
config.resolve.modules = ['node_modules', ${JSON.stringify(join(sharedDir, 'node_modules'))}];
config.resolve.alias = { ...config.resolve.alias, '@casino/shared$': ${JSON.stringify(join(sharedDir, 'src/index.ts'))} };
config.plugins = config.plugins.filter((p) => p.constructor.name !== 'CompressionPlugin');
const compiler = webpack(config);
compiler.run((error, stats) => {
  const errors = error ? [String(error)] : stats.toJson({ all: false, errors: true }).errors.map((e) => e.message);
  compiler.close(() => process.stdout.write(JSON.stringify(errors)));
});
`,
  );
  const run = spawnSync(process.execPath, [join(dir, 'build.mjs')], { cwd: sharedDir, encoding: 'utf8', timeout: 60_000 });
  if (!run.stdout) throw new Error(`the build did not run:\n${run.stderr}`);
  return { errors: JSON.parse(run.stdout) as string[], dist: join(dir, 'dist') };
}

describe('the build kit', () => {
  it('builds a remote that takes every singleton it uses from the page, with the version it needs, carries no copy, and publishes the manifest and release.json', () => {
    const { errors, dist } = buildRemote(
      'fine',
      [
        "import { useState } from 'react';",
        "import { createPortal } from 'react-dom';",
        "import { useNavigate } from 'react-router';",
        "import { bus } from '@casino/shared';",
        "export default { name: 'fine', use: [useState, createPortal, useNavigate, bus] };",
      ].join('\n'),
    );
    expect(errors).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as { name: string; shared: { name: string; singleton: boolean; requiredVersion: string }[] };
    expect(manifest.name).toBe('mfe_fine');
    const shared = Object.fromEntries(manifest.shared.map((s) => [s.name, s]));
    for (const pkg of ['react', 'react-dom', 'react-router', '@casino/shared']) {
      expect(shared[pkg]).toMatchObject({ singleton: true, requiredVersion: expect.stringMatching(/^\^\d/) });
    }
    // No file of the remote carries React, the router or the platform package.
    const copies = readdirSync(dist)
      .filter((f) => f.endsWith('.js'))
      .filter((f) => /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE|createBrowserRouter/.test(readFileSync(join(dist, f), 'utf8')));
    expect(copies).toEqual([]);
    const release = JSON.parse(readFileSync(join(dist, 'release.json'), 'utf8')) as { contract: number; version: string; shared: Record<string, string> };
    expect(release).toMatchObject({ version: '1.2.3', contract: JSON.parse(readFileSync(join(sharedDir, 'contract.json'), 'utf8')).major });
    expect(Object.keys(release.shared).sort()).toEqual(['@casino/shared', 'i18next', 'react', 'react-dom', 'react-i18next', 'react-router', 'zustand']);
  }, 60_000);

  it('refuses a remote that imports a name of react-router the platform does not provide', () => {
    const { errors } = buildRemote('unlisted', `import { unstable_HistoryRouter } from 'react-router';\nexport default { name: 'x', use: unstable_HistoryRouter };\n`);
    expect(errors.join('\n')).toMatch(/imports "unstable_HistoryRouter" from "react-router", which the platform does not provide/);
  }, 60_000);

  it('refuses a remote that imports react-router-dom', () => {
    const { errors } = buildRemote('dom', `import { Link } from 'react-router-dom';\nexport default { name: 'x', use: Link };\n`);
    expect(errors.join('\n')).toMatch(/imports "react-router-dom"/);
  }, 60_000);
});
