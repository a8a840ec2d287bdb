/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KNOWN_AREAS } from './registry';

const shellDir = join(__dirname, '..', '..');
const workspaceDir = join(shellDir, '..');

/** Each remote's prefixes as its own package.json declares them (what its release.json carries). */
function declaredAreas(): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const dir of readdirSync(workspaceDir).filter((d) => d.startsWith('mfe-'))) {
    const pkg = JSON.parse(readFileSync(join(workspaceDir, dir, 'package.json'), 'utf8')) as { federation: { name: string; prefixes: string[] } };
    out[pkg.federation.name] = pkg.federation.prefixes;
  }
  return out;
}

it('the known areas are the prefixes every remote package declares', () => {
  const declared = declaredAreas();
  expect(Object.keys(declared).sort()).toEqual(['cashier', 'casino', 'loyalty', 'profile', 'promotions']);
  expect(KNOWN_AREAS).toEqual(declared);
});

it('the production builds (the browser and the server render) inject the same table', () => {
  const script = `
    const configs = (await import('./webpack.config.mjs')).default({}, { mode: 'production' });
    const tables = configs.map((config) => config.plugins.find((p) => p.constructor.name === 'DefinePlugin' && '__KNOWN_AREAS__' in p.definitions).definitions.__KNOWN_AREAS__);
    process.stdout.write(JSON.stringify(tables.map((t) => JSON.parse(t))));
  `;
  const injected = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: shellDir, encoding: 'utf8' });
  expect(JSON.parse(injected)).toEqual([declaredAreas(), declaredAreas()]);
}, 30_000);
