import { useCallback, useEffect, useState } from 'react';
import { call, OpsError, type PayoutItem } from '../api';
import { OutcomeLine, useDecisions } from './decisions';

const FILTERS = ['open', 'requested', 'approved', 'paid', 'rejected', 'all'] as const;

const WARNINGS: Record<string, string> = {
  unverified: 'Unverified player',
  first_withdrawal: 'First withdrawal',
  details_never_deposited: 'Details never used for a deposit',
  large_amount: 'Above the second-approval amount',
};

/** How long ago, as an operator reads a queue. */
export function ageText(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 172_800) return `${Math.floor(seconds / 3600)} h`;
  return `${Math.floor(seconds / 86_400)} d`;
}

const moneyText = (m: { amount: number; currency: string }) => `${m.amount.toFixed(2)} ${m.currency}`;

/** Who decided and when, or who approved first and that a second approver is awaited. */
export function decisionText(p: PayoutItem): string {
  if (p.decided_by)
    return `${p.withdrawal_status === 'rejected' ? 'Rejected' : 'Approved'} by ${p.decided_by} at ${p.decided_at ?? '?'}${p.reason ? `: ${p.reason}` : ''}`;
  if (p.approval?.first_approved_by) return `Approved by ${p.approval.first_approved_by}, awaiting a second approver`;
  return p.reason ?? '';
}

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
      <SecondApproval />
      <OutcomeLine outcome={outcome} />
      {items && items.length === 0 && <p>No withdrawals here.</p>}
      {items && items.length > 0 && (
        <table>
          <caption>Withdrawals ({filter})</caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Player</th>
              <th scope="col">Age</th>
              <th scope="col">Amount</th>
              <th scope="col">Destination</th>
              <th scope="col">Verification (asked / now)</th>
              <th scope="col">Player’s money</th>
              <th scope="col">Warnings</th>
              <th scope="col">Status</th>
              <th scope="col">Decided</th>
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
                  <td>{ageText(p.age_seconds)}</td>
                  <td>
                    {p.amount.amount} {p.amount.currency}
                  </td>
                  <td>
                    {p.method} {p.destination}
                    {p.details && (
                      <>
                        {' '}
                        ({p.details.used_before ? 'used before' : 'new details'}
                        {p.details.used_for_deposit ? ', used for a deposit' : ''})
                      </>
                    )}
                  </td>
                  <td>
                    {p.verification_at_request ?? '—'} / {p.verification}
                  </td>
                  <td>
                    {p.summary && (
                      <dl className="summary" aria-label={`Money of ${p.player.login}`}>
                        <dt>Deposits</dt>
                        <dd>{moneyText(p.summary.deposits)}</dd>
                        <dt>Withdrawals</dt>
                        <dd>
                          {moneyText(p.summary.withdrawals)} ({p.summary.earlier_withdrawals} before)
                        </dd>
                        <dt>Bonuses</dt>
                        <dd>{moneyText(p.summary.bonuses)}</dd>
                        <dt>Net (out − in)</dt>
                        <dd>{moneyText(p.summary.net)}</dd>
                      </dl>
                    )}
                  </td>
                  <td>
                    {p.warnings && p.warnings.length > 0 && (
                      <ul className="warn" aria-label={`Warnings for ${label}`}>
                        {p.warnings.map((w) => (
                          <li key={w}>{WARNINGS[w] ?? w}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                  <td>{p.withdrawal_status}</td>
                  <td>{decisionText(p)}</td>
                  <td>
                    {open && (
                      <div className="actions">
                        {p.withdrawal_status === 'requested' && (
                          <button
                            type="button"
                            onClick={() =>
                              decide(
                                `Approve ${label}`,
                                p.approval?.second_needed && !p.approval.first_approved_by
                                  ? `${p.amount.amount} ${p.amount.currency} is above the second-approval amount: your approval is the first, a different operator gives the second before anything is paid.`
                                  : `Pay ${p.amount.amount} ${p.amount.currency} to ${p.player.login}?`,
                                () => call('POST', `/ops/payouts/${p.id}/approve`, {}),
                              )
                            }
                          >
                            {p.approval?.first_approved_by ? `Give the second approval: ${label}` : `Approve ${label}`}
                          </button>
                        )}
                        <label>
                          Reason for {label}
                          <input value={reasons[p.id] ?? ''} maxLength={500} onChange={(e) => setReasons({ ...reasons, [p.id]: e.target.value })} />
                        </label>
                        <button
                          type="button"
                          disabled={!reasons[p.id]?.trim()}
                          onClick={() =>
                            decide(`Reject ${label}`, `Reject it and return the money: "${reasons[p.id]}"?`, () =>
                              call('POST', `/ops/payouts/${p.id}/reject`, { reason: reasons[p.id]!.trim() }),
                            )
                          }
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

interface ApprovalSettings {
  second_approval_above: Array<{ currency: string; amount: number }>;
  updated_by: string | null;
  updated_at: string | null;
}

/** `USD:500, UZS:6000000` ⇄ the bounds; null when a part is not CURRENCY:amount. */
export function parseBounds(text: string): Array<{ currency: string; amount: number }> | null {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const out: Array<{ currency: string; amount: number }> = [];
  for (const part of parts) {
    const m = /^([A-Z]{3})\s*:\s*(\d{1,12}(?:\.\d{1,2})?)$/.exec(part);
    if (!m || Number(m[2]) <= 0) return null;
    out.push({ currency: m[1]!, amount: Number(m[2]) });
  }
  return out;
}

/** The amount above which a withdrawal needs two different approvers (admins set it). */
function SecondApproval() {
  const [settings, setSettings] = useState<ApprovalSettings | null>(null);
  const [text, setText] = useState('');
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    call<ApprovalSettings>('GET', '/ops/payout-settings')
      .then((s) => {
        setSettings(s);
        setText(s.second_approval_above.map((b) => `${b.currency}:${b.amount}`).join(', '));
      })
      .catch(() => setSettings(null));
  }, []);
  if (!settings) return null;
  const bounds = parseBounds(text);
  return (
    <form
      aria-label="Second approval"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!bounds) return;
        try {
          setSettings(await call<ApprovalSettings>('PUT', '/ops/payout-settings', { second_approval_above: bounds }));
          setSaid({ ok: true, text: 'Saved' });
        } catch (error) {
          setSaid({ ok: false, text: error instanceof OpsError ? error.message : 'Not saved' });
        }
      }}
    >
      <label>
        Second approver needed above (CURRENCY:amount, comma separated; the first is the base for other currencies)
        <input value={text} onChange={(e) => setText(e.target.value)} aria-invalid={bounds === null} />
      </label>
      <button type="submit" disabled={bounds === null}>
        Save the second-approval amount
      </button>
      <span>{settings.updated_by ? ` Set by ${settings.updated_by} at ${settings.updated_at}` : ' Not set: one approver is enough'}</span>
      {said && <span role={said.ok ? 'status' : 'alert'}>{said.text}</span>}
    </form>
  );
}
