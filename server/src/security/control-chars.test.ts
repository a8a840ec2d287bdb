/**
 * Control characters outside the player API: `/hit`, game launch paths and failure reports
 * answer a typed refusal (or store a cleaned text), never a 500 from PostgreSQL.
 */
import { isPlainText } from '@casino/contract/schemas';
import { servedTokenSecret, signServed } from '../ops/served-token';
import { createTestServer, type TestServer } from '../testing/server';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ releases: true });
}, 60_000);
afterAll(() => s.close());

it.each(['path=/a%00b', 'referer=http%3A%2F%2Fa.example%2F%00', 'path=/%1B%5B2J', 'track_id=%00', 'seon_session=%00'])(
  '/hit?%s is refused with a field error',
  async (query) => {
    const r = await s.app.inject({ method: 'GET', url: `/hit?${query}` });
    expect(r.statusCode).toBe(400);
    expect(r.json().error.type).toBe('InvalidParameterException');
  },
);

it.each([
  ['NUL', '%00'],
  ['NUL inside', 'a%00b'],
  ['an escape', '%1B'],
  ['5,000 characters', 'x'.repeat(5000)],
])('a game launch of %s answers not found', async (_label, sysname) => {
  const r = await s.app.inject({ method: 'GET', url: `/platform/game/${sysname}/play` });
  expect(r.statusCode).toBe(404);
  const custom = await s.app.inject({ method: 'GET', url: `/platform/game/custom/${sysname}/play` });
  expect(custom.statusCode).toBe(404);
});

it('a game launch of invalid UTF-8 is refused without a 500', async () => {
  const r = await s.app.inject({ method: 'GET', url: '/platform/game/%ED%A0%80/play' });
  expect(r.statusCode).toBeGreaterThanOrEqual(400);
  expect(r.statusCode).toBeLessThan(500);
});

it('a genuine failure report with control characters is stored cleaned, never a 500', async () => {
  const token = signServed(await servedTokenSecret(s.database.db), { remote: 'casino', release: 'x', bucket: 1 });
  for (const [i, message] of ['a\u0000b', '\u001b[2J', 'a\ud800b'].entries()) {
    const r = await s.app.inject({
      method: 'POST',
      url: '/ops/beacon',
      // Three players: one client's reports of a release count once.
      remoteAddress: `10.9.0.${i + 1}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ remote: 'casino', release: 'x', kind: 'load', message, url: `/${message}`, token }),
    });
    expect(r.statusCode).toBe(204);
  }
  const rows = await s.database.db.selectFrom('release_failures').select(['message', 'url']).execute();
  expect(rows).toHaveLength(3);
  for (const row of rows) expect(isPlainText(row.message) && isPlainText(row.url ?? '')).toBe(true);
});
