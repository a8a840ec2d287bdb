import { sql } from 'kysely';
import { openDatabase, type Database } from './connection';
import { readTemplate } from '../testing/template';

describe('an embedded database opened from a template', () => {
  it('starts as a copy of the dumped database, and what it writes stays its own', async () => {
    // From the run's template when there is one (src/testing/template.ts): a new cluster alone takes seconds.
    const original = await openDatabase({ template: readTemplate() });
    await sql`create table kept (note text)`.execute(original.db);
    await sql`insert into kept values ('before the dump')`.execute(original.db);
    const template = await original.dump!();
    const copy = await openDatabase({ template });
    await sql`insert into kept values ('in the copy')`.execute(copy.db);
    const notes = async (database: Database) => (await sql<{ note: string }>`select note from kept order by note`.execute(database.db)).rows.map((r) => r.note);
    expect(await notes(copy)).toEqual(['before the dump', 'in the copy']);
    expect(await notes(original)).toEqual(['before the dump']);
    await copy.close();
    await original.close();
  }, 30_000);

  it('is refused for a database in a directory', async () => {
    await expect(openDatabase({ dir: '/nonexistent/casino-template-test', template: new Blob([]) })).rejects.toThrow(/template/);
  });
});
