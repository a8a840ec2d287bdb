import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { AUDIT_AREAS, call, OpsError, type AuditEntry } from '../api';
import { auditQuery, type AuditFilters } from '../rules';

const EMPTY: AuditFilters = { area: '', actor: '', from: '', to: '' };

/** The one audit trail (role admin): every operator action, newest first, filtered and paged. */
export function Audit() {
  const [draft, setDraft] = useState<AuditFilters>(EMPTY);
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const [items, setItems] = useState<AuditEntry[] | null>(null);
  const [next, setNext] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async (applied: AuditFilters, before?: number) => {
    try {
      const page = await call<{ items: AuditEntry[]; next: number | null }>('GET', `/ops/audit?${auditQuery(applied, before)}`);
      setItems((shown) => (before && shown ? [...shown, ...page.items] : page.items));
      setNext(page.next);
      setError(null);
    } catch (e) {
      setError(e instanceof OpsError ? (Object.values(e.fields ?? {})[0] ?? e.message) : 'Could not load the audit log');
    }
  }, []);
  useEffect(() => {
    void load(filters);
  }, [filters, load]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...draft });
  };
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">Audit log</h1>
      <p>Every operator action: who (operator, token or command line), when (UTC), in which area, on what.</p>
      <form className="filters" onSubmit={apply} aria-label="Audit filters">
        <label className="field">
          Area
          <select value={draft.area} onChange={(e) => setDraft({ ...draft, area: e.target.value })}>
            <option value="">All areas</option>
            {AUDIT_AREAS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          Operator
          <input
            value={draft.actor}
            onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
            placeholder="login or token:bootstrap"
            autoComplete="off"
          />
        </label>
        <label className="field">
          From (your time)
          <input type="datetime-local" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </label>
        <label className="field">
          To (your time)
          <input type="datetime-local" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </label>
        <button type="submit" className="primary">
          Show
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
      {!items ? (
        <p>Loading…</p>
      ) : items.length === 0 ? (
        <p role="status">No entries match.</p>
      ) : (
        <div className="scroll">
          <table>
            <caption>Audit entries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Time (UTC)</th>
                <th scope="col">Actor</th>
                <th scope="col">Area</th>
                <th scope="col">Action</th>
                <th scope="col">Subject</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {items.map((e) => (
                <tr key={e.id}>
                  <td>
                    <time dateTime={e.at}>{e.at}</time>
                  </td>
                  <td>{e.actor}</td>
                  <td>{e.area}</td>
                  <td>{e.action}</td>
                  <td>{e.subject ?? '–'}</td>
                  <td className="details">{Object.keys(e.details).length ? JSON.stringify(e.details) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next !== null && (
        <button type="button" onClick={() => void load(filters, next)}>
          Older entries
        </button>
      )}
    </section>
  );
}
