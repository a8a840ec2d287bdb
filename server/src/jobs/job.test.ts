import { setBackoffSettings } from './backoff';
import { jobStats, startJob } from './job';

const quiet = { info: () => {}, error: () => {} };
afterEach(() => setBackoffSettings(null));

describe('startJob', () => {
  it('never runs two rounds at once, and a stop waits for the round in flight', async () => {
    let release!: () => void;
    let rounds = 0;
    const events: string[] = [];
    const job = startJob({
      name: 'test slow',
      everyMs: 60_000,
      log: quiet,
      round: async () => {
        rounds++;
        events.push('started');
        await new Promise<void>((resolve) => (release = resolve));
        events.push('finished');
      },
    });
    job.poke();
    job.poke();
    expect(rounds).toBe(1);
    expect(jobStats().find((j) => j.name === 'test slow')?.state).toBe('running');
    const stopping = job.stop().then(() => events.push('stopped'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual(['started']);
    release();
    await stopping;
    expect(events).toEqual(['started', 'finished', 'stopped']);
    expect(jobStats().find((j) => j.name === 'test slow')).toBeUndefined();
  });

  it('waits longer after each failed round, and goes back to its interval after a good one', async () => {
    setBackoffSettings({ baseMs: 40, maxMs: 1_000 });
    const at: number[] = [];
    const errors: object[] = [];
    let fail = 3;
    const done = new Promise<void>((resolve) => {
      const job = startJob({
        name: 'test failing',
        everyMs: 5,
        log: { info: () => {}, error: (fields) => void errors.push(fields) },
        round: async () => {
          at.push(Date.now());
          if (fail-- > 0) throw new Error('provider down');
          void job.stop().then(resolve);
        },
      });
    });
    await done;
    const gaps = at.slice(1).map((t, i) => t - at[i]!);
    expect(gaps).toHaveLength(3);
    // Equal jitter: at least half of 40, 80, 160 ms.
    expect(gaps[0]!).toBeGreaterThanOrEqual(19);
    expect(gaps[1]!).toBeGreaterThanOrEqual(39);
    expect(gaps[2]!).toBeGreaterThanOrEqual(79);
    expect(errors).toEqual([
      expect.objectContaining({ job: 'test failing', attempt: 1 }),
      expect.objectContaining({ job: 'test failing', attempt: 2 }),
      expect.objectContaining({ job: 'test failing', attempt: 3 }),
    ]);
  });

  it('leaves a round that outlives the grace behind', async () => {
    const job = startJob({ name: 'test stuck', everyMs: 60_000, log: quiet, round: () => new Promise(() => {}) });
    const started = Date.now();
    await job.stop(30);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
