/**
 * A provider outage of 60 s loses no outbox message: each failed message waits longer before
 * its next attempt (backoff with jitter), so it is still pending when the gateway is back and is
 * delivered then; every retry is logged with its job, item, attempt, wait and error. The outage
 * runs on a clock of the test's own (the worker's rounds every 2 s), so it takes no real minute.
 */
import { openTestDatabase, type TestDatabase } from '../testing/server';
import { deliverPending, enqueue, MAX_ATTEMPTS, type MessageSender } from './outbox';
import { readBackoffSettings } from '../jobs/backoff';

let database: TestDatabase;
const db = () => database.db;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(() => database.dispose());

const ROUND_MS = 2_000;
const OUTAGE_MS = 60_000;

it('delivers every message after a 60 s outage, with growing waits between attempts, each told in the log', async () => {
  const ids: number[] = [];
  for (let n = 0; n < 12; n++) {
    ids.push(
      await enqueue(db(), { channel: n % 2 ? 'sms' : 'email', recipient: `p${n}@example.org`, subject: 's', body: 'b', purpose: 'test', accountId: null }),
    );
  }
  const start = Date.now();
  let clock = start;
  const attemptsAt = new Map<number, number[]>();
  const delivered: number[] = [];
  const sender: MessageSender = {
    async send(message) {
      attemptsAt.set(message.id, [...(attemptsAt.get(message.id) ?? []), clock - start]);
      if (clock - start < OUTAGE_MS) throw new Error('gateway unreachable');
      delivered.push(message.id);
    },
  };
  const lines: Record<string, unknown>[] = [];
  const log = { warn: (fields: object, msg: string) => void lines.push({ ...fields, msg }) };
  // The defaults an instance runs with (no setting given).
  const backoff = readBackoffSettings({});

  // The worker's rounds on the test's clock, for up to ten simulated minutes.
  while (delivered.length < ids.length && clock - start < 600_000) {
    await deliverPending(db(), sender, { now: new Date(clock), log, backoff });
    clock += ROUND_MS;
  }

  expect(delivered.sort((a, b) => a - b)).toEqual(ids);
  const rows = await db().selectFrom('outbox').select(['id', 'status', 'attempts']).where('id', 'in', ids).execute();
  for (const row of rows) {
    expect(row.status).toBe('sent');
    expect(row.attempts).toBeGreaterThan(2);
    expect(row.attempts).toBeLessThan(MAX_ATTEMPTS);
  }
  // Delivered soon after the outage: the last failure came during it, and the delivering attempt
  // followed it by no more than that attempt's backoff step (plus the round that picked it up).
  const stepAfter = (failures: number) => Math.min(backoff.maxMs, backoff.baseMs * 2 ** (failures - 1));
  for (const times of attemptsAt.values()) {
    const failures = times.length - 1;
    expect(times.at(-2)!).toBeLessThan(OUTAGE_MS);
    expect(times.at(-1)! - times.at(-2)!).toBeLessThanOrEqual(stepAfter(failures) + ROUND_MS);
  }
  // The waits between one message's attempts grow (rounds every 2 s blur them by at most one round).
  for (const times of attemptsAt.values()) {
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]! + ROUND_MS).toBeGreaterThanOrEqual(gaps[i - 1]!);
    expect(gaps.at(-1)!).toBeGreaterThan(gaps[0]!);
  }
  // One log line per retry, naming job, item, attempt, the wait and the error.
  const failures = [...attemptsAt.values()].reduce((n, times) => n + times.length - 1, 0);
  expect(lines).toHaveLength(failures);
  const first = lines.find((l) => l.item === ids[0] && l.attempt === 2)!;
  expect(first).toMatchObject({ job: 'outbox', item: ids[0], attempt: 2, err: 'gateway unreachable' });
  expect(first.nextInSeconds).toBeGreaterThanOrEqual(2);
  expect(String(first.msg)).toMatch(/^outbox: item \d+ failed \(attempt 2\), next in [\d.]+ s: gateway unreachable$/);
  const waits = lines.filter((l) => l.item === ids[0]).map((l) => Number(l.nextInSeconds));
  for (let i = 1; i < waits.length; i++) expect(waits[i]!).toBeGreaterThanOrEqual(waits[i - 1]!);
}, 60_000);

it('gives a message up as dead after its last attempt, and an operator can send it again', async () => {
  const { retryDeadMessage } = await import('./outbox');
  const id = await enqueue(db(), { channel: 'email', recipient: 'dead@example.org', subject: 's', body: 'b', purpose: 'test', accountId: null });
  let clock = Date.now();
  const failing: MessageSender = { send: () => Promise.reject(new Error('mailbox refused')) };
  const backoff = { baseMs: 10, maxMs: 20 };
  for (let i = 0; i < MAX_ATTEMPTS + 3; i++, clock += 1_000) await deliverPending(db(), failing, { now: new Date(clock), backoff });
  const dead = await db().selectFrom('outbox').select(['status', 'attempts', 'last_error']).where('id', '=', id).executeTakeFirstOrThrow();
  expect(dead).toEqual({ status: 'failed', attempts: MAX_ATTEMPTS, last_error: 'mailbox refused' });
  expect(await retryDeadMessage(db(), id)).toBe(true);
  expect(await retryDeadMessage(db(), id)).toBe(false);
  const sent: number[] = [];
  await deliverPending(db(), { send: async (m) => void sent.push(m.id) }, { now: new Date(clock) });
  expect(sent).toContain(id);
});
