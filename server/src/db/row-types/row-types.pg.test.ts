/** The committed row types are what the migrations make (`test:postgres`: generated on the PostgreSQL server). */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GENERATED_FILE, generateRowTypes } from './generate';

const url = process.env.DATABASE_URL;
const onPostgres = url ? it : it.skip;

onPostgres(
  'the committed row types are those the migrations make',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'casino-row-types-'));
    try {
      const fresh = join(dir, 'schema.generated.ts');
      await generateRowTypes(url!, fresh);
      if (readFileSync(fresh, 'utf8') !== readFileSync(GENERATED_FILE, 'utf8')) {
        throw new Error('row types drifted from the migrations: run pnpm --filter @casino/server db:types');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
  120_000,
);

if (!url) it('runs on a PostgreSQL server only (test:postgres)', () => undefined);
