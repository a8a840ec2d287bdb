/**
 * The outbox must not hold a database transaction while a sender talks to the outside world:
 * on the embedded database one open transaction blocks every other query of the server.
 */
import { openTestDatabase, type TestDatabase } from '../testing/server';
import { deliverPending, enqueue, type MessageSender, type OutgoingMessage } from '../outbox/outbox';

let database: TestDatabase;
const db = () => database.db;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.dispose());
beforeEach(async () => {
  await db().deleteFrom('outbox').execute();
});

const message = (n: number): OutgoingMessage => ({
  channel: 'email',
  recipient: `r${n}@example.org`,
  subject: 's',
  body: 'b',
  purpose: 'test',
  accountId: null,
});

/** A sender that waits for `release()`; `started` resolves when the first message reaches it. */
function slowSender() {
  let release!: () => void;
  let started!: () => void;
  const released = new Promise<void>((r) => (release = r));
  const reached = new Promise<void>((r) => (started = r));
  const sent: number[] = [];
  const sender: MessageSender = {
    async send(m) {
      started();
      await released;
      sent.push(m.id);
    },
  };
  return { sender, release, reached, sent };
}

describe('outbox delivery', () => {
  it('lets other queries run while a sender is slow', async () => {
    await enqueue(db(), message(1));
    const slow = slowSender();
    const delivering = deliverPending(db(), slow.sender);
    await slow.reached;
    // With a transaction held across the send, this query would wait for the sender.
    const pending = await db().selectFrom('outbox').select(['id', 'status']).execute();
    expect(pending).toHaveLength(1);
    await db().insertInto('outbox').values({ channel: 'sms', recipient: '998900000000', subject: '', body: 'code', purpose: 'test' }).execute();
    slow.release();
    expect(await delivering).toBe(1);
    const rows = await db().selectFrom('outbox').select(['recipient', 'status', 'attempts']).orderBy('id').execute();
    expect(rows).toEqual([
      { recipient: 'r1@example.org', status: 'sent', attempts: 1 },
      { recipient: '998900000000', status: 'pending', attempts: 0 },
    ]);
  }, 15_000);

  it('never hands a claimed message to a second worker', async () => {
    await enqueue(db(), message(2));
    await enqueue(db(), message(3));
    const slow = slowSender();
    const first = deliverPending(db(), slow.sender);
    await slow.reached;
    const other: number[] = [];
    expect(await deliverPending(db(), { send: async (m) => void other.push(m.id) })).toBe(0);
    slow.release();
    await first;
    expect(other).toEqual([]);
    expect(slow.sent).toHaveLength(2);
  }, 15_000);

  it('records a failure and tries again later', async () => {
    const id = await enqueue(db(), message(4));
    expect(await deliverPending(db(), { send: () => Promise.reject(new Error('gateway down')) })).toBe(1);
    const row = await db().selectFrom('outbox').select(['status', 'attempts', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'pending', attempts: 1, last_error: 'gateway down' });
    const sent: number[] = [];
    // Not at once: it waits its backoff first.
    expect(await deliverPending(db(), { send: async (m) => void sent.push(m.id) })).toBe(0);
    expect(await deliverPending(db(), { send: async (m) => void sent.push(m.id) }, { now: new Date(Date.now() + 3_600_000) })).toBe(1);
    expect(sent).toEqual([id]);
  });
});
