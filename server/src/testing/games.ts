/**
 * Test helpers for games: a real-money launch opened the way the game's page opens it, and a
 * test server whose files play rounds, with the ledger checked after every test.
 */
import type { TestServer } from './server';
import { createTestServer } from './server';
import { cashierClient, ledgerMismatches } from './cashier';
import { launchByToken, type Launch } from '../domains/rounds/launch';

/** Opens a game with real money as the player's browser does and answers its launch (the token from the page). */
export async function realLaunch(s: TestServer, cookie: string, sysname: string): Promise<Launch> {
  const r = await s.app.inject({ method: 'GET', url: `/platform/game/${sysname}/play?mode=real`, headers: { cookie } });
  const launch = await launchByToken(s.database.db, /"token":"([A-Za-z0-9_-]{43})"/.exec(r.body)?.[1]);
  if (!launch) throw new Error(`no launch: ${r.statusCode}`);
  return launch;
}

/**
 * A test server for the file (started before its tests, closed after them) with the cashier's
 * client; after each test every balance must equal its ledger. Read the getters inside tests.
 */
export function roundsTestServer(options: Parameters<typeof createTestServer>[0] = {}) {
  let s: TestServer | undefined;
  let c: ReturnType<typeof cashierClient> | undefined;
  const started = () => {
    if (!s || !c) throw new Error('the test server is not started');
    return { s, c };
  };
  beforeAll(async () => {
    s = await createTestServer(options);
    c = cashierClient(s.app);
  }, 90_000);
  afterAll(() => s?.close());
  afterEach(async () => {
    expect(await ledgerMismatches(started().s.database.db)).toEqual([]);
  });
  return {
    get server() {
      return started().s;
    },
    get cashier() {
      return started().c;
    },
    db: () => started().s.database.db,
  };
}
