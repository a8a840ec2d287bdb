/**
 * The Jobs page's API: each job with its queue and the dead items, and the retry of a dead one
 * (ops token or an admin operator).
 */
import { createTestServer, type TestServer } from '../testing/server';
import { enqueue, MAX_ATTEMPTS } from '../outbox/outbox';
import { startJob } from './job';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ seed: false });
}, 90_000);
afterAll(() => s.close());

const ops = (method: 'GET' | 'POST', url: string, token = 'ops-secret') =>
  s.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'x-ops-actor': 'tester' } });

describe('GET /ops/jobs', () => {
  it('needs the ops token', async () => {
    expect((await ops('GET', '/ops/jobs', 'wrong')).statusCode).toBe(401);
    expect((await ops('POST', '/ops/jobs/dead/outbox:1/retry', 'wrong')).statusCode).toBe(401);
  });

  it('lists the jobs of this instance and the dead items, and sends a dead one again', async () => {
    const job = startJob({
      name: 'test failing job',
      everyMs: 60_000,
      log: { error: () => {} },
      round: async () => {
        throw new Error('provider down');
      },
    });
    const id = await enqueue(s.database.db, { channel: 'email', recipient: 'dead@example.org', subject: 's', body: 'b', purpose: 'test', accountId: null });
    await s.database.db.updateTable('outbox').set({ status: 'failed', attempts: MAX_ATTEMPTS, last_error: 'mailbox refused' }).where('id', '=', id).execute();
    await new Promise((resolve) => setImmediate(resolve));

    const listed = await ops('GET', '/ops/jobs');
    expect(listed.statusCode).toBe(200);
    const { jobs, dead } = listed.json().data;
    expect(jobs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'test failing job', state: 'backing off', runs: 1, failures: 1, lastError: 'provider down' }),
        expect.objectContaining({ name: 'outbox', dead: 1 }),
      ]),
    );
    expect(dead).toEqual([
      expect.objectContaining({ id: `outbox:${id}`, kind: 'outbox', job: 'outbox', attempts: MAX_ATTEMPTS, lastError: 'mailbox refused' }),
    ]);

    const retried = await ops('POST', `/ops/jobs/dead/outbox:${id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(await s.database.db.selectFrom('outbox').select(['status', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
      status: 'pending',
      attempts: 0,
    });
    // Not dead any more: a second retry finds nothing.
    expect((await ops('POST', `/ops/jobs/dead/outbox:${id}/retry`)).statusCode).toBe(404);
    expect((await ops('POST', '/ops/jobs/dead/moon:1/retry')).statusCode).toBe(400);
    expect((await ops('POST', '/ops/jobs/dead/outbox:abc/retry')).statusCode).toBe(400);
    await job.stop();
  });
});
