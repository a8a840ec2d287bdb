/**
 * Every password check runs scrypt with 128 MiB at the production cost: parallel logins must
 * not run more than a few at once, and past a short queue they are refused (TooManyRequests)
 * instead of exhausting the memory.
 */
import { ApiError } from '@casino/contract';
import { apiClient, createTestServer, type TestServer } from '../testing/server';
import { HashGate, passwordHashGate } from '../auth/password';

describe('the hash gate', () => {
  it('runs at most `concurrency` tasks, queues a few and refuses the rest', async () => {
    const gate = new HashGate(2, 3);
    const releases: Array<() => void> = [];
    let running = 0;
    let peak = 0;
    const task = () =>
      gate.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return 'done';
      });
    const results = Array.from({ length: 8 }, () =>
      task().then(
        (v) => v,
        (e: unknown) => e,
      ),
    );
    await new Promise((r) => setImmediate(r));
    expect(gate.stats()).toMatchObject({ running: 2, waiting: 3 });
    // The three past the queue are refused at once, with the typed error.
    const refused = await Promise.race([Promise.all(results.slice(5)), new Promise((r) => setImmediate(() => r('pending')))]);
    expect(refused).not.toBe('pending');
    for (const e of refused as unknown[]) expect(e).toMatchObject({ type: 'TooManyRequestsException' });
    while (releases.length || gate.stats().running) {
      releases.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    expect(await Promise.all(results.slice(0, 5))).toEqual(Array(5).fill('done'));
    expect(peak).toBe(2);
    expect(gate.stats()).toMatchObject({ running: 0, waiting: 0, peak: 2 });
  });

  it('frees its slot when a task fails', async () => {
    const gate = new HashGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 1)).toBe(1);
    await expect(Promise.all([gate.run(() => new Promise((r) => setTimeout(r, 20))), gate.run(async () => 1)])).rejects.toBeInstanceOf(ApiError);
  });
});

describe('parallel logins', () => {
  let s: TestServer;
  beforeAll(async () => {
    // A real cost (64 MiB per hash) so the checks overlap.
    s = await createTestServer({ seed: false, env: { PASSWORD_COST: '15', PASSWORD_HASH_CONCURRENCY: '2', PASSWORD_HASH_QUEUE: '2' } });
  }, 60_000);
  afterAll(() => s.close());

  it('never run more hashes than the bound; the overflow gets TooManyRequests', async () => {
    const api = apiClient(s.app);
    passwordHashGate().resetPeak();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        api.post('auth.login', { login: `nobody${i}@example.org`, password: 'wrong-password' }, undefined, { 'x-forwarded-for': `10.88.0.${i + 1}` }),
      ),
    );
    const types = answers.map((a) => a.body.error?.type);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    expect(types).toContain('TooManyRequestsException');
    expect(types).toContain('AuthorizationException');
    expect(answers.filter((a) => a.status === 429).every((a) => a.body.error.type === 'TooManyRequestsException')).toBe(true);
    expect(passwordHashGate().stats().peak).toBeLessThanOrEqual(2);
  }, 60_000);
});
