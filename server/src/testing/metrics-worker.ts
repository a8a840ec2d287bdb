/**
 * A worker of `observability/workers.test.ts`: counts into the server's metrics as many API calls
 * and rounds as its environment says, reads a pool and an outbox of its own, then hands its
 * metrics to the supervisor when asked, and asks for the instance's when the test says so.
 */
import { apiDuration, apiRequests, measureOnScrape, registry, rounds } from '../observability/metrics';
import { answerMetricsRequests, askSupervisorForMetrics } from '../observability/workers';

const calls = Number(process.env.CALLS);
for (let i = 0; i < calls; i++) {
  apiRequests.inc({ method: 'games.get', status: '200' });
  apiDuration.observe({ method: 'games.get' }, 0.02);
}
rounds.inc(calls * 2);
measureOnScrape({
  pool: () => ({ size: 10, inUse: calls, waiting: 0 }),
  // The shared database's count: the same on every worker.
  outbox: async () => 7,
});
// STARTING: a worker still loading, which has not said it answers yet.
if (!process.env.STARTING) answerMetricsRequests(registry);
process.on('message', (message: { type?: string }) => {
  if (message?.type !== 'test:ask') return;
  askSupervisorForMetrics().then(
    (text) => process.send?.({ type: 'test:instance', text }),
    (error: Error) => process.send?.({ type: 'test:instance', error: error.message }),
  );
});
process.send?.({ type: 'test:ready' });
