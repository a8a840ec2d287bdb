import { readdirSync } from 'node:fs';

/** The top-level entries of every remote's `src/` (documented in '@casino/shared/remote'). */
export const REMOTE_LAYOUT = {
  folders: ['features', 'components', 'lib', 'i18n', 'testing'],
  files: ['app.ts', 'app.test.ts', 'routes.ts', 'routes.test.ts'],
} as const;

/**
 * What in a remote's `src/` is outside the common layout (a `common/` folder, a `test-utils.tsx`
 * file…), so every remote keeps the same folder names. Empty when it fits.
 */
export function checkRemoteLayout(srcDir: string): string[] {
  const folders: readonly string[] = REMOTE_LAYOUT.folders;
  const files: readonly string[] = REMOTE_LAYOUT.files;
  const problems: string[] = [];
  for (const entry of readdirSync(srcDir, { withFileTypes: true })) {
    if (entry.isDirectory() && !folders.includes(entry.name)) problems.push(`folder src/${entry.name}/ is not one of ${folders.join(', ')}`);
    if (entry.isFile() && !files.includes(entry.name)) problems.push(`file src/${entry.name} belongs in a folder (only ${files.join(', ')} sit at the top)`);
  }
  return problems.sort();
}
