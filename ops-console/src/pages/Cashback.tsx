import { useCallback, useEffect, useState } from 'react';
import { call, OpsError, type CashbackRun, type CashbackRunRequest } from '../api';
import { useSession } from '../session';

/**
 * Cashback runs (role cashback): the latest runs with the players whose record could not be
 * written, and runs of the period still running, which one operator asks for and another confirms.
 */
export function Cashback() {
  const { operator } = useSession();
  const [runs, setRuns] = useState<CashbackRun[] | null>(null);
  const [requests, setRequests] = useState<CashbackRunRequest[]>([]);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const load = useCallback(async () => {
    const [r, q] = await Promise.all([
      call<{ items: CashbackRun[] }>('GET', '/ops/cashback/runs?limit=20'),
      call<{ items: CashbackRunRequest[] }>('GET', '/ops/cashback/run-requests'),
    ]);
    setRuns(r.items);
    setRequests(q.items);
  }, []);
  useEffect(() => {
    load().catch(() => setMessage({ ok: false, text: 'Could not load the cashback runs' }));
  }, [load]);
  const act = async (what: () => Promise<string>) => {
    try {
      setMessage({ ok: true, text: await what() });
    } catch (e) {
      setMessage({ ok: false, text: e instanceof OpsError ? e.message : 'The call failed' });
    }
    await load().catch(() => {});
  };
  const askCurrent = () =>
    act(async () => {
      await call('POST', '/ops/cashback/run', { periods: ['current'] });
      return 'Asked for: another operator confirms the run of the current period';
    });
  const confirm = (id: number) =>
    act(async () => {
      await call('POST', `/ops/cashback/run-requests/${id}/confirm`, {});
      return `Request ${id} confirmed and run`;
    });

  return (
    <section aria-labelledby="cashback-title">
      <h1 id="cashback-title">Cashback</h1>
      {message && <p role={message.ok ? 'status' : 'alert'}>{message.text}</p>}
      <button type="button" onClick={askCurrent}>
        Ask to run the current period
      </button>
      <h2>Runs of the current period asked for</h2>
      {requests.length === 0 && <p>None.</p>}
      <ul>
        {requests.map((r) => (
          <li key={r.id}>
            #{r.id} {r.periods.join(', ')}
            {r.scheme ? ` (${r.scheme})` : ''} by {r.requested_by}: {r.status}
            {r.confirmed_by ? `, confirmed by ${r.confirmed_by}` : ''}
            {r.status === 'pending' && r.requested_by !== operator?.login && (
              <button type="button" onClick={() => confirm(r.id)} aria-label={`Confirm request ${r.id}`}>
                Confirm
              </button>
            )}
          </li>
        ))}
      </ul>
      <h2>Runs</h2>
      {runs && runs.length === 0 && <p>No runs yet.</p>}
      {runs && runs.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">Scheme</th>
              <th scope="col">Period</th>
              <th scope="col">Status</th>
              <th scope="col">Records</th>
              <th scope="col">Started by</th>
              <th scope="col">Not written</th>
            </tr>
          </thead>
          <tbody>
            {runs.map((r) => (
              <tr key={r.id}>
                <td>{r.scheme}</td>
                <td>
                  {r.first_day} … {r.last_day}
                </td>
                <td>{r.status}</td>
                <td>{r.records}</td>
                <td>{r.started_by}</td>
                <td>{r.errors.length ? r.errors.map((e) => `player ${e.account_id} ${e.currency}: ${e.error}`).join('; ') : (r.error ?? '')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
