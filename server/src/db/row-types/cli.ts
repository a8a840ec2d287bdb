/** `pnpm --filter @casino/server db:types`: writes the row types of the migrations (DATABASE_URL: a throwaway PostgreSQL server). */
import { GENERATED_FILE, generateRowTypes } from './generate';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL names the PostgreSQL server to migrate (pnpm --filter @casino/server db:types starts one)');
await generateRowTypes(url, process.argv[2] ?? GENERATED_FILE);
console.log(`Row types written to ${process.argv[2] ?? 'src/db/schema.generated.ts'}`);
