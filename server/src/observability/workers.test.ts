import cluster, { type Worker } from 'node:cluster';
import { join } from 'node:path';
import { gatherWorkerMetrics, mergeWorkerMetrics, serveMetricsToWorkers } from './workers';

const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe("merging the workers' metrics", () => {
  const part = (worker: string, calls: number, lag: number) => ({
    worker,
    metrics: [
      {
        name: 'casino_api_requests_total',
        help: 'h',
        type: 'counter',
        aggregator: 'sum',
        values: [{ value: calls, labels: { method: 'games.get', status: '200' } }],
      },
      { name: 'casino_outbox_backlog', help: 'h', type: 'gauge', aggregator: 'max', values: [{ value: 4, labels: {} }] },
      { name: 'casino_workers', help: 'h', type: 'gauge', aggregator: 'sum', values: [{ value: 1, labels: {} }] },
      { name: 'nodejs_eventloop_lag_p99_seconds', help: 'h', type: 'gauge', aggregator: 'average', values: [{ value: lag, labels: {} }] },
    ],
  });

  it("sums counters, keeps the shared database's figures once and the event loop's lag per worker", async () => {
    const text = await mergeWorkerMetrics([part('1', 3, 0.01), part('2', 5, 0.9)]).metrics();
    expect(value(text, 'casino_api_requests_total{method="games.get",status="200"}')).toBe(8);
    expect(value(text, 'casino_outbox_backlog')).toBe(4);
    expect(value(text, 'nodejs_eventloop_lag_p99_seconds{worker="1"}')).toBe(0.01);
    expect(value(text, 'nodejs_eventloop_lag_p99_seconds{worker="2"}')).toBe(0.9);
    expect(value(text, 'casino_workers')).toBe(2);
  });
});

describe('an instance of two workers (node:cluster)', () => {
  const workers: Worker[] = [];
  const next = (worker: Worker, type: string) =>
    new Promise<{ text?: string; error?: string }>((resolve) => {
      const on = (message: { type?: string; text?: string; error?: string }) => {
        if (message?.type !== type) return;
        worker.off('message', on);
        resolve(message);
      };
      worker.on('message', on);
    });

  beforeAll(async () => {
    cluster.setupPrimary({ exec: join(__dirname, '../testing/metrics-worker.ts'), execArgv: ['--import', 'tsx'], silent: true });
    serveMetricsToWorkers();
    for (const calls of [3, 5]) {
      const worker = cluster.fork({ CALLS: String(calls) });
      workers.push(worker);
      await next(worker, 'test:ready');
    }
    const starting = cluster.fork({ CALLS: '100', STARTING: '1' });
    workers.push(starting);
    await next(starting, 'test:ready');
  }, 60_000);
  afterAll(async () => {
    await Promise.all(workers.map((w) => new Promise((resolve) => (w.isDead() ? resolve(null) : (w.once('exit', resolve), w.kill())))));
  });

  it('answers one scrape for both: their counters add up, gauges merge by kind', async () => {
    const askedAt = Date.now();
    const text = await gatherWorkerMetrics(5000);
    // The third worker, still starting, is neither waited for nor counted.
    expect(Date.now() - askedAt).toBeLessThan(2000);
    expect(value(text, 'casino_api_requests_total{method="games.get",status="200"}')).toBe(8);
    expect(value(text, 'casino_game_rounds_total')).toBe(16);
    expect(value(text, 'casino_db_pool_in_use')).toBe(8);
    expect(value(text, 'casino_db_pool_size')).toBe(20);
    expect(value(text, 'casino_outbox_backlog')).toBe(7);
    expect(value(text, 'casino_workers')).toBe(2);
    expect(value(text, 'casino_api_request_duration_seconds_count{method="games.get"}')).toBe(8);
    expect(value(text, 'casino_api_request_duration_seconds_bucket{le="0.025",method="games.get"}')).toBe(8);
    const lags = text.split('\n').filter((l) => l.startsWith('nodejs_eventloop_lag_p99_seconds{'));
    expect(lags.map((l) => /worker="(\d+)"/.exec(l)?.[1]).sort()).toEqual(
      workers
        .slice(0, 2)
        .map((w) => String(w.id))
        .sort(),
    );
  });

  it("answers the worker a scrape reached with the whole instance's metrics", async () => {
    const answer = next(workers[1]!, 'test:instance');
    workers[1]!.send({ type: 'test:ask' });
    const { text, error } = await answer;
    expect(error).toBeUndefined();
    expect(value(text!, 'casino_api_requests_total{method="games.get",status="200"}')).toBe(8);
    expect(value(text!, 'casino_workers')).toBe(2);
  });
});
