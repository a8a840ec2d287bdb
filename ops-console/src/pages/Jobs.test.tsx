import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@casino/shared/testing';
import { ConsoleRoutes } from '../app';

type Handler = () => { status?: number; body: unknown };

function serve(handlers: Record<string, Handler>) {
  const calls: Array<{ method: string; url: string; headers: Record<string, string> }> = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, headers: (init?.headers ?? {}) as Record<string, string> });
    const key = Object.keys(handlers).find((k) => `${method} ${url}`.startsWith(k));
    const answer = key ? handlers[key]!() : { status: 404, body: { error: { type: 'MethodNotFoundException', message: 'Not Found' } } };
    const status = answer.status ?? 200;
    return { ok: status < 300, status, statusText: '', json: async () => answer.body } as Response;
  }) as typeof fetch;
  return calls;
}

const me = (roles: string[]) => () => ({ body: { data: { operator: { id: 1, login: 'ann', roles }, csrf: 'tok' } } });
const job = (over: object) => ({
  state: 'idle',
  everyMs: 2000,
  runs: 10,
  failures: 0,
  failingInARow: 0,
  lastRunAt: '2026-01-01T10:00:00.000Z',
  lastDurationMs: 3,
  lastError: null,
  nextRunAt: '2026-01-01T10:00:02.000Z',
  queued: null,
  retrying: null,
  dead: null,
  ...over,
});

describe('the Jobs page', () => {
  it('shows each job, a job backing off, and sends a dead item again', async () => {
    let dead = [{ id: 'outbox:42', kind: 'outbox', job: 'outbox', attempts: 10, lastError: 'mailbox refused', createdAt: '2026-01-01T09:00:00.000Z' }];
    const calls = serve({
      'GET /ops/console/api/me': me(['admin']),
      'GET /ops/jobs': () => ({
        body: {
          data: {
            jobs: [
              job({ name: 'outbox', queued: 3, retrying: 2, dead: dead.length }),
              job({ name: 'payment callback redelivery', state: 'backing off', failures: 4, failingInARow: 2, lastError: 'provider down' }),
            ],
            dead,
          },
        },
      }),
      'POST /ops/jobs/dead/outbox%3A42/retry': () => {
        dead = [];
        return { body: { data: { id: 'outbox:42', retried: true } } };
      },
    });
    render(
      <MemoryRouter initialEntries={['/jobs']}>
        <ConsoleRoutes />
      </MemoryRouter>,
    );
    const jobs = await screen.findByRole('table', { name: 'Background jobs' });
    const outbox = within(jobs).getByRole('row', { name: /^outbox/ });
    expect(outbox).toHaveTextContent('3');
    const failing = within(jobs).getByRole('row', { name: /payment callback redelivery/ });
    expect(failing).toHaveTextContent('backing off (2 failed in a row)');
    expect(failing).toHaveTextContent('provider down');
    const deadTable = screen.getByRole('table', { name: 'Items that used up their attempts' });
    expect(within(deadTable).getByRole('row', { name: /outbox:42/ })).toHaveTextContent('mailbox refused');

    await userEvent.click(screen.getByRole('button', { name: 'Retry outbox:42' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Sent again: outbox:42');
    const retry = calls.find((c) => c.method === 'POST');
    expect(retry?.headers['X-CSRF-Token']).toBe('tok');
    expect(await screen.findByText('No dead items.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jobs' })).toBeInTheDocument();
  });

  it('is not offered to a payments operator', async () => {
    serve({ 'GET /ops/console/api/me': me(['payments']), 'GET /ops/payouts': () => ({ body: { data: { items: [] } } }) });
    render(
      <MemoryRouter initialEntries={['/jobs']}>
        <ConsoleRoutes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your roles do not allow this page.');
    expect(screen.queryByRole('link', { name: 'Jobs' })).not.toBeInTheDocument();
  });
});
