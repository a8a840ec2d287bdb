import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@casino/shared/testing';
import { ConsoleRoutes } from './app';

type Handler = (init: RequestInit | undefined) => { status?: number; body: unknown };

function serve(handlers: Record<string, Handler>) {
  const calls: Array<{ method: string; url: string; body: unknown; headers: Record<string, string> }> = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined, headers: (init?.headers ?? {}) as Record<string, string> });
    const key = Object.keys(handlers).find((k) => `${method} ${url}`.startsWith(k));
    const answer = key ? handlers[key]!(init) : { status: 404, body: { error: { type: 'MethodNotFoundException', message: 'Not Found' } } };
    const status = answer.status ?? 200;
    return { ok: status < 300, status, statusText: '', json: async () => answer.body } as Response;
  }) as typeof fetch;
  return calls;
}

const me = (roles: string[]) => () => ({ body: { data: { operator: { id: 1, login: 'ann', roles }, csrf: 'tok' } } });
const start = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <ConsoleRoutes />
    </MemoryRouter>,
  );

const releases = [
  {
    remote: 'casino',
    release: '1.0.1-b',
    version: '1.0.1',
    createdAt: '',
    createdBy: 'ops',
    contract: 1,
    shared: { react: '19.3.1' },
    active: false,
    canaryPercent: 20,
    served: 10,
    failures: 8,
  },
  {
    remote: 'casino',
    release: '1.0.0-a',
    version: '1.0.0',
    createdAt: '',
    createdBy: 'ops',
    contract: 1,
    shared: { react: '19.3.1' },
    active: true,
    served: 100,
    failures: 0,
    canaryPercent: 0,
  },
];
const events = [
  { id: 3, remote: 'casino', action: 'canary', release: '1.0.1-b', from_release: null, actor: 'ops', detail: { percent: 20 }, at: '2026-01-01T00:00:00Z' },
  { id: 2, remote: 'casino', action: 'activate', release: '1.0.0-a', from_release: '0.9.0-z', actor: 'ops', detail: {}, at: '2026-01-01T00:00:00Z' },
  { id: 1, remote: 'casino', action: 'activate', release: '0.9.0-z', from_release: null, actor: 'ops', detail: {}, at: '2026-01-01T00:00:00Z' },
];

describe('ops console', () => {
  it('sends someone without a session to the sign-in page, which takes the code too', async () => {
    const calls = serve({
      'GET /ops/console/api/me': () => ({ status: 401, body: { error: { type: 'AuthorizationException', message: 'Not signed in' } } }),
      'POST /ops/console/api/sign-in': () => ({ status: 401, body: { error: { type: 'AuthorizationException', message: 'Wrong' } } }),
    });
    start('/releases');
    await userEvent.type(await screen.findByLabelText('Login'), 'ann');
    await userEvent.type(screen.getByLabelText('Password'), 'secret password');
    await userEvent.type(screen.getByLabelText('Authenticator code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong login, password or code.');
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { login: 'ann', password: 'secret password', code: '123456' } });
  });

  it('shows a failing canary and rolls back to the release named in the confirmation, with the CSRF token', async () => {
    const calls = serve({
      'GET /ops/console/api/me': me(['releases']),
      'GET /ops/releases': () => ({ body: { data: { items: releases } } }),
      'GET /ops/events': () => ({ body: { data: { items: events } } }),
      'GET /ops/release-health': () => ({ body: { data: { items: [] } } }),
      'POST /ops/releases/casino/rollback': () => ({ body: { data: { remote: 'casino', active: '0.9.0-z' } } }),
    });
    start('/releases');
    const card = await screen.findByRole('article', { name: 'casino' });
    expect(within(card).getByRole('alert')).toHaveTextContent('canary 1.0.1-b fails clearly more often');
    await userEvent.click(within(card).getByRole('button', { name: 'Roll back casino' }));
    const dialog = screen.getByRole('dialog', { name: 'Roll back casino' });
    expect(dialog).toHaveTextContent('from 1.0.0-a to 0.9.0-z');
    // Rolling back a live release asks for the part's name; focus starts on Cancel.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Type casino to confirm'), 'casino');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Done: Roll back casino');
    const rollback = calls.find((c) => c.method === 'POST');
    expect(rollback).toMatchObject({ url: '/ops/releases/casino/rollback' });
    expect(rollback!.headers['X-CSRF-Token']).toBe('tok');
    expect(screen.queryByRole('link', { name: 'Payouts' })).not.toBeInTheDocument();
  });

  it('previews a release players do not have: asks the server for a pass and opens the player site with it in a new tab', async () => {
    const calls = serve({
      'GET /ops/console/api/me': me(['releases']),
      'GET /ops/releases': () => ({ body: { data: { items: releases } } }),
      'GET /ops/events': () => ({ body: { data: { items: events } } }),
      'GET /ops/release-health': () => ({ body: { data: { items: [] } } }),
      'POST /ops/releases/casino/preview': () => ({
        body: {
          data: { remote: 'casino', release: '1.0.1-b', version: '1.0.1', expires: '2026-01-01T00:30:00.000Z', url: 'http://site.test/preview?pass=p.s' },
        },
      }),
    });
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    start('/releases');
    const card = await screen.findByRole('article', { name: 'casino' });
    // The live release is what players have: nothing to preview.
    expect(within(card).queryByRole('button', { name: 'Preview 1.0.0-a' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Preview 1.0.1-b' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Preview of casino 1.0.1 opened in a new tab (until 00:30 UTC)');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/ops/releases/casino/preview', body: { release: '1.0.1-b' } });
    expect(open).toHaveBeenCalledWith('http://site.test/preview?pass=p.s', '_blank', 'noopener');
    open.mockRestore();
  });

  it('shows p75 page timings and errors per release, loads per hour, and flags a canary slower than live', async () => {
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    serve({
      'GET /ops/console/api/me': me(['releases']),
      'GET /ops/releases': () => ({ body: { data: { items: releases.map((r) => ({ ...r, failures: 0 })) } } }),
      'GET /ops/events': () => ({ body: { data: { items: events } } }),
      'GET /ops/release-health': () => ({
        body: {
          data: {
            items: [],
            loads: [
              { release: '1.0.0-a', hour, loads: 40 },
              { release: '1.0.1-b', hour, loads: 12 },
            ],
            vitals: [
              { release: '1.0.0-a', samples: { lcp: 80, inp: 60, cls: 70 }, p75: { lcp: 1500, inp: 150, cls: 0.05 }, errors: 0 },
              { release: '1.0.1-b', samples: { lcp: 60, inp: 50, cls: 55 }, p75: { lcp: 6000, inp: 400, cls: 0.25 }, errors: 7 },
            ],
            canary: {
              canaryRelease: '1.0.1-b',
              liveRelease: '1.0.0-a',
              since: hour,
              canary: { samples: 60, p75: 6000 },
              live: { samples: 80, p75: 1500 },
              verdict: 'slow',
            },
            slowPolicy: { minSamples: 50, ratio: 1.25, marginMs: 500, rollback: false },
          },
        },
      }),
    });
    start('/releases');
    const card = await screen.findByRole('article', { name: 'casino' });
    expect(within(card).getByRole('alert')).toHaveTextContent(
      'The canary 1.0.1-b loads pages clearly slower than the live release: p75 LCP 6000 ms against 1500 ms (60 and 80 samples).',
    );
    const table = within(card).getByRole('table', { name: /page timings/ });
    const canaryRow = within(table).getByRole('row', { name: /1\.0\.1-b/ });
    expect(
      within(canaryRow)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '1.0.1-b',
      'canary 20 %',
      '10',
      '0',
      '0.0 % of 10 loads',
      '6000 ms (60 samples)',
      '400 ms (50 samples)',
      '0.250 (55 samples)',
      '7',
      'Preview 1.0.1-b',
    ]);
    expect(within(card).getByRole('img', { name: /^Loads of casino: 52 loads in the last 24 hours \(loads per hour, 0 to \d+\)$/ })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Failures of casino: 0 failures in the last 24 hours (failures per hour, 0 to 1)' })).toBeInTheDocument();
  });

  it('says nothing of timings while the canary has too few samples', async () => {
    serve({
      'GET /ops/console/api/me': me(['releases']),
      'GET /ops/releases': () => ({ body: { data: { items: releases.map((r) => ({ ...r, failures: 0 })) } } }),
      'GET /ops/events': () => ({ body: { data: { items: events } } }),
      'GET /ops/release-health': () => ({
        body: {
          data: {
            items: [],
            canary: {
              canaryRelease: '1.0.1-b',
              liveRelease: '1.0.0-a',
              since: '',
              canary: { samples: 3, p75: 9000 },
              live: { samples: 2, p75: 800 },
              verdict: 'too-few-samples',
            },
          },
        },
      }),
    });
    start('/releases');
    const card = await screen.findByRole('article', { name: 'casino' });
    expect(within(card).getByRole('img', { name: /Loads of casino: 0 loads/ })).toBeInTheDocument();
    expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(card).getByRole('row', { name: /1\.0\.0-a/ })).toHaveTextContent('–');
  });

  it('keeps a kyc operator out of the releases page', async () => {
    serve({ 'GET /ops/console/api/me': me(['kyc']), 'GET /ops/kyc': () => ({ body: { data: { items: [] } } }) });
    start('/releases');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your roles do not allow this page.');
    expect(screen.queryByRole('link', { name: 'Releases' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verifications' })).toBeInTheDocument();
  });

  it('rejects a payout only with a reason', async () => {
    const calls = serve({
      'GET /ops/console/api/me': me(['payments']),
      'GET /ops/payouts': () => ({
        body: {
          data: {
            items: [
              {
                id: 7,
                player: { id: 1, login: 'bob' },
                amount: { amount: 50, currency: 'UZS' },
                method: 'card',
                destination: '*1111',
                verification: 'verified',
                withdrawal_status: 'requested',
                age_seconds: 5,
                created_at: '',
                reason: null,
              },
            ],
          },
        },
      }),
      'POST /ops/payouts/7/reject': () => ({ body: { data: {} } }),
    });
    start('/payouts');
    const reject = await screen.findByRole('button', { name: 'Reject withdrawal 7 of bob' });
    expect(reject).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Reason for withdrawal 7 of bob'), 'Card holder differs');
    await userEvent.click(reject);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Done');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/ops/payouts/7/reject', body: { reason: 'Card holder differs' } });
  });

  it('shows each payout with its context, warnings and who decided, and says a first approval awaits a second operator', async () => {
    const item = {
      id: 9,
      player: { id: 2, login: 'ann' },
      amount: { amount: 150, currency: 'USD' },
      method: 'card',
      destination: '**** 1111',
      verification: 'not_verified',
      withdrawal_status: 'requested',
      age_seconds: 300,
      created_at: '',
      reason: null,
      verification_at_request: 'not_verified',
      details: { used_for_deposit: false, used_before: false },
      summary: {
        deposits: { amount: 200, currency: 'USD' },
        withdrawals: { amount: 0, currency: 'USD' },
        bonuses: { amount: 5, currency: 'USD' },
        net: { amount: -200, currency: 'USD' },
        earlier_withdrawals: 0,
      },
      warnings: ['unverified', 'first_withdrawal', 'details_never_deposited', 'large_amount'],
      approval: { second_needed: true, first_approved_by: 'ops:console:lee', first_approved_at: '2026-01-01T00:00:00Z' },
      decided_by: null,
      decided_at: null,
    };
    serve({ 'GET /ops/console/api/me': me(['payments']), 'GET /ops/payouts': () => ({ body: { data: { items: [item] } } }) });
    start('/payouts');
    const warnings = await screen.findByRole('list', { name: 'Warnings for withdrawal 9 of ann' });
    expect(warnings).toHaveTextContent('Unverified player');
    expect(warnings).toHaveTextContent('Details never used for a deposit');
    expect(screen.getByText('Approved by ops:console:lee, awaiting a second approver')).toBeInTheDocument();
    expect(screen.getByText('5 min')).toBeInTheDocument();
    expect(screen.getByText(/new details/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Give the second approval: withdrawal 9 of ann' })).toBeInTheDocument();
  });

  it('switches the cashier alone into maintenance with a message, after a confirmation', async () => {
    let modes: unknown[] = [];
    const calls = serve({
      'GET /ops/console/api/me': me(['admin']),
      'GET /ops/maintenance': () => ({ body: { data: { modes, events: [] } } }),
      'PUT /ops/maintenance': () => {
        modes = [{ scope: 'cashier', message: 'Back at 10:00', switched_by: 'ops:console:ann', switched_at: '2026-01-01T09:00:00Z' }];
        return { body: { data: { modes } } };
      },
    });
    start('/maintenance');
    await userEvent.type(await screen.findByLabelText('Message for Cashier only'), 'Back at 10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Switch on: Cashier only' }));
    expect(within(screen.getByRole('dialog')).getByText(/deposits and withdrawals answer/)).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('button', { name: 'Switch off: Cashier only' })).toBeInTheDocument();
    expect(screen.getByText('Back at 10:00')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({ url: '/ops/maintenance', body: { scope: 'cashier', enabled: true, message: 'Back at 10:00' } });
    expect(put!.headers['X-CSRF-Token']).toBe('tok');
  });

  it('shows a cashback operator the cashback runs, not the payouts, and confirms another operator’s request', async () => {
    const calls = serve({
      'GET /ops/console/api/me': me(['cashback']),
      'GET /ops/cashback/runs?limit=20': () => ({
        body: {
          data: {
            items: [
              {
                id: 1,
                scheme: 'weekly',
                first_day: '2026-01-05',
                last_day: '2026-01-11',
                status: 'done',
                started_by: 'schedule',
                records: 3,
                error: null,
                errors: [{ account_id: 9, currency: 'USD', error: 'refused' }],
              },
            ],
          },
        },
      }),
      'GET /ops/cashback/run-requests': () => ({
        body: { data: { items: [{ id: 4, scheme: null, periods: ['2026-01-14'], requested_by: 'someone-else', status: 'pending', confirmed_by: null }] } },
      }),
      'POST /ops/cashback/run-requests/4/confirm': () => ({ body: { data: { items: [] } } }),
    });
    start('/');
    expect(await screen.findByRole('heading', { name: 'Cashback' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Payouts' })).not.toBeInTheDocument();
    expect(await screen.findByText(/player 9 USD: refused/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm request 4' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Request 4 confirmed');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/ops/cashback/run-requests/4/confirm' });
  });

  it('keeps a payments operator out of maintenance', async () => {
    serve({ 'GET /ops/console/api/me': me(['payments']), 'GET /ops/payouts': () => ({ body: { data: { items: [] } } }) });
    start('/maintenance');
    expect(await screen.findByText(/not allowed|do not allow|cannot/i)).toBeInTheDocument();
  });
});

describe('confirmations that weigh what they risk', () => {
  const releaseHandlers = () => ({
    'GET /ops/console/api/me': me(['releases']),
    'GET /ops/releases': () => ({ body: { data: { items: releases } } }),
    'GET /ops/events': () => ({ body: { data: { items: events } } }),
    'GET /ops/release-health': () => ({ body: { data: { items: [] } } }),
    'POST /ops/releases/casino/canary': () => ({ body: { data: {} } }),
  });

  it('Escape closes a confirmation and sends nothing', async () => {
    const calls = serve(releaseHandlers());
    start('/releases');
    const card = await screen.findByRole('article', { name: 'casino' });
    await userEvent.click(within(card).getByRole('button', { name: 'Stop canary of casino' }));
    expect(screen.getByRole('dialog', { name: 'Stop casino canary' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('refuses a 150 % canary in the form, asks "Stop the canary?" for 0 %, and preselects no release', async () => {
    const calls = serve(releaseHandlers());
    start('/releases');
    const card = await screen.findByRole('article', { name: 'casino' });
    const release = within(card).getByLabelText('Release of casino');
    expect(release).toHaveValue('');
    const start_ = within(card).getByRole('button', { name: 'Change canary of casino' });
    expect(start_).toBeDisabled();
    await userEvent.selectOptions(release, '1.0.1-b');
    const share = within(card).getByLabelText('Canary share of casino (%)');
    await userEvent.clear(share);
    await userEvent.type(share, '150');
    expect(within(card).getByText('A share is a whole number from 0 to 100 %')).toBeInTheDocument();
    expect(start_).toBeDisabled();
    await userEvent.clear(share);
    await userEvent.type(share, '0');
    await userEvent.click(start_);
    const dialog = screen.getByRole('dialog', { name: 'Stop the canary of casino?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop the canary' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Canary of casino stopped');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: '/ops/releases/casino/canary', body: { percent: 0 } });
  });
});

describe('operators and the audit log', () => {
  it('creates an operator and shows the TOTP enrolment once, as a QR code', async () => {
    const calls = serve({
      'GET /ops/console/api/me': me(['admin']),
      'GET /ops/operators': () => ({
        body: { data: { items: [{ login: 'ann', roles: ['admin'], disabled: false, createdAt: '2026-01-01T00:00:00.000Z', lastSignInAt: null }] } },
      }),
      'POST /ops/operators': () => ({
        status: 201,
        body: {
          data: {
            operator: { login: 'bob', roles: ['kyc'], disabled: false, createdAt: '', lastSignInAt: null },
            totp: { secret: 'ABCDEFGH', uri: 'otpauth://totp/Casino%20ops:bob?secret=ABCDEFGH' },
          },
        },
      }),
    });
    start('/operators');
    await userEvent.type(await screen.findByLabelText('Login'), 'bob');
    await userEvent.type(screen.getByLabelText('Password (at least 12 characters)'), 'a long password here');
    await userEvent.click(within(screen.getByRole('group', { name: 'Roles' })).getByLabelText('kyc'));
    await userEvent.click(screen.getByRole('button', { name: 'Create operator' }));
    expect(await screen.findByRole('heading', { name: 'Authenticator for bob' })).toBeInTheDocument();
    expect(screen.getByLabelText('TOTP secret')).toHaveTextContent('ABCDEFGH');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: { login: 'bob', password: 'a long password here', roles: ['kyc'] } });
    await userEvent.click(screen.getByRole('button', { name: 'Done, hide the code' }));
    expect(screen.queryByLabelText('TOTP secret')).not.toBeInTheDocument();
  });

  it('filters the audit log by area and operator', async () => {
    const calls = serve({
      'GET /ops/console/api/me': me(['admin']),
      'GET /ops/audit': () => ({
        body: {
          data: {
            items: [
              { id: 1, at: '2026-01-01T00:00:00.000Z', actor: 'operator:bob', area: 'canary', action: 'canary', subject: 'casino', details: { percent: 5 } },
            ],
            next: null,
          },
        },
      }),
    });
    start('/audit');
    expect(await screen.findByRole('cell', { name: 'operator:bob' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Area'), 'canary');
    await userEvent.type(screen.getByLabelText('Operator'), 'bob');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await screen.findByRole('cell', { name: 'operator:bob' });
    expect(calls.filter((c) => c.url.startsWith('/ops/audit')).at(-1)!.url).toBe('/ops/audit?limit=50&area=canary&actor=bob');
  });
});
