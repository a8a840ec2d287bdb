/**
 * `pnpm --filter @casino/server docs:config`: writes the settings table of docs/configuration.md
 * from the schema (between its markers). `--check` only says whether the committed one is current.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT_DIR } from '../config';
import { withSettingsTable } from './table';

export const CONFIGURATION_DOC = join(ROOT_DIR, 'docs/configuration.md');

const current = readFileSync(CONFIGURATION_DOC, 'utf8');
const next = withSettingsTable(current);
if (process.argv.includes('--check')) {
  if (next !== current) {
    console.error("docs/configuration.md: the settings table is not the schema's; run pnpm --filter @casino/server docs:config");
    process.exit(1);
  }
  console.log('docs/configuration.md: the settings table is current');
} else if (next !== current) {
  writeFileSync(CONFIGURATION_DOC, next);
  console.log('docs/configuration.md: settings table written');
} else {
  console.log('docs/configuration.md: the settings table was already current');
}
