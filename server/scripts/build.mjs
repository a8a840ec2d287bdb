#!/usr/bin/env node
// The production build of the server: src/main.ts and the workspace's @casino/contract bundled
// into dist/main.js (ES module, Node 20), the npm dependencies left to node_modules. The source's
// relative imports have no extensions, which Node's own ES module loader does not resolve, so the
// server's code is bundled rather than transpiled file by file. Files the code reads beside itself
// (`new URL('./assets/…', import.meta.url)`, the migrations) are copied where the bundle looks.
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(here, 'src');
const dist = join(here, 'dist');
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !name.startsWith('@casino/'))
  .flatMap((name) => [name, `${name}/*`]);

const started = Date.now();
rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [join(src, 'main.ts')],
  outfile: join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  // A bundled CommonJS module calling require() finds it in an ES module too.
  banner: { js: "import { createRequire as __casinoRequire } from 'node:module'; const require = __casinoRequire(import.meta.url);" },
});

/** Every directory named `name` under src, deepest last. */
function dirsNamed(root, name, out = []) {
  for (const entry of readdirSync(root)) {
    const path = join(root, entry);
    if (!statSync(path).isDirectory()) continue;
    if (entry === name) out.push(path);
    else dirsNamed(path, name, out);
  }
  return out;
}

// In the bundle every module's import.meta.url is dist/main.js: './assets/x' of any module is dist/assets/x.
const copied = new Map();
for (const [name, target] of [
  ['assets', join(dist, 'assets')],
  ['migrations', join(dist, 'migrations')],
]) {
  mkdirSync(target, { recursive: true });
  for (const dir of dirsNamed(src, name)) {
    for (const file of readdirSync(dir)) {
      const from = relative(here, join(dir, file));
      if (copied.has(`${name}/${file}`)) throw new Error(`${from} and ${copied.get(`${name}/${file}`)} would both be dist/${name}/${file}`);
      copied.set(`${name}/${file}`, from);
      cpSync(join(dir, file), join(target, file), { recursive: true });
    }
  }
}
if (!existsSync(join(dist, 'migrations', '001_accounts.sql'))) throw new Error('no migrations copied into dist/migrations');
console.log(`server/dist/main.js built in ${((Date.now() - started) / 1000).toFixed(1)} s (${copied.size} files beside it)`);
