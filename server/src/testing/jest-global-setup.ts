import { makeTemplate } from './template';

/** Before the suites: the embedded database they copy (none when they run on a PostgreSQL server). */
export default async function globalSetup(): Promise<void> {
  if (!process.env.DATABASE_URL) await makeTemplate();
}
