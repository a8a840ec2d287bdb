import { useCallback, useState } from 'react';
import { call, type PayoutItem } from '../api';
import { OutcomeLine, useDecisions } from './decisions';

const FILTERS = ['open', 'requested', 'approved', 'paid', 'rejected', 'all'] as const;

/** The withdrawal queue: approve, or reject with a reason (the money goes back; the player is told). */
export function Payouts() {
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('open');
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const load = useCallback(async () => (await call<{ items: PayoutItem[] }>('GET', `/ops/payouts?status=${filter}`)).items, [filter]);
  const { items, decide, confirm, outcome } = useDecisions(load, 'Could not load the payouts');

  return (
    <section aria-labelledby="payouts-title">
      <h1 id="payouts-title">Payouts</h1>
      <label>
        Show
        <select value={filter} onChange={(e) => setFilter(e.target.value as (typeof FILTERS)[number])}>
          {FILTERS.map((f) => (
            <option key={f}>{f}</option>
          ))}
        </select>
      </label>
      <OutcomeLine outcome={outcome} />
      {items && items.length === 0 && <p>No withdrawals here.</p>}
      {items && items.length > 0 && (
        <table>
          <caption>Withdrawals ({filter})</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Player</th>
              <th scope="col">Amount</th>
              <th scope="col">Destination</th>
              <th scope="col">Verification</th>
              <th scope="col">Status</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {items.map((p) => {
              const label = `withdrawal ${p.id} of ${p.player.login}`;
              const open = p.withdrawal_status === 'requested' || p.withdrawal_status === 'approved';
              return (
                <tr key={p.id}>
                  <td>{p.id}</td>
                  <td>{p.player.login}</td>
                  <td>
                    {p.amount.amount} {p.amount.currency}
                  </td>
                  <td>
                    {p.method} {p.destination}
                  </td>
                  <td>{p.verification}</td>
                  <td>{p.withdrawal_status}</td>
                  <td>
                    {open && (
                      <div className="actions">
                        {p.withdrawal_status === 'requested' && (
                          <button type="button" onClick={() => decide(`Approve ${label}`, `Pay ${p.amount.amount} ${p.amount.currency} to ${p.player.login}?`, () => call('POST', `/ops/payouts/${p.id}/approve`, {}))}>
                            Approve {label}
                          </button>
                        )}
                        <label>
                          Reason for {label}
                          <input value={reasons[p.id] ?? ''} maxLength={500} onChange={(e) => setReasons({ ...reasons, [p.id]: e.target.value })} />
                        </label>
                        <button
                          type="button"
                          disabled={!reasons[p.id]?.trim()}
                          onClick={() => decide(`Reject ${label}`, `Reject it and return the money: "${reasons[p.id]}"?`, () => call('POST', `/ops/payouts/${p.id}/reject`, { reason: reasons[p.id]!.trim() }))}
                        >
                          Reject {label}
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {confirm}
    </section>
  );
}
