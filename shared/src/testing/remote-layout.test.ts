import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkRemoteLayout } from './remote-layout';

describe('the folder layout every remote shares', () => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), 'remote-src-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const make = (folders: string[], files: string[]) => {
    for (const f of folders) mkdirSync(path.join(dir, f));
    for (const f of files) writeFileSync(path.join(dir, f), '');
  };

  it('passes the documented folders and files', () => {
    make(['features', 'components', 'lib', 'i18n', 'testing'], ['app.ts', 'app.test.ts', 'routes.ts']);
    expect(checkRemoteLayout(dir)).toEqual([]);
  });

  it('names every other top-level folder or file', () => {
    make(['features', 'common', 'utils'], ['app.ts', 'test-utils.tsx']);
    expect(checkRemoteLayout(dir)).toEqual([
      'file src/test-utils.tsx belongs in a folder (only app.ts, app.test.ts, routes.ts, routes.test.ts sit at the top)',
      'folder src/common/ is not one of features, components, lib, i18n, testing',
      'folder src/utils/ is not one of features, components, lib, i18n, testing',
    ]);
  });

  it('holds for every remote of the workspace', () => {
    const root = path.join(__dirname, '../../..');
    const remotes = readdirSync(root).filter((name) => name.startsWith('mfe-'));
    expect(remotes.length).toBeGreaterThan(0);
    expect(remotes.flatMap((name) => checkRemoteLayout(path.join(root, name, 'src')).map((p) => `${name}: ${p}`))).toEqual([]);
  });
});
