import { useCallback, useEffect, useState } from 'react';
import { call, OpsError } from '../api';

/** One background job of the instance that answered, with its queue when its items are durable. */
export interface JobRow {
  name: string;
  state: string;
  everyMs: number | null;
  runs: number;
  failures: number;
  failingInARow: number;
  lastRunAt: string | null;
  lastDurationMs: number | null;
  lastError: string | null;
  nextRunAt: string | null;
  queued: number | null;
  retrying: number | null;
  dead: number | null;
}

/** An item that used up its attempts. */
export interface DeadItem {
  id: string;
  kind: string;
  job: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

const when = (iso: string | null) => (iso ? `${new Date(iso).toISOString().slice(0, 19).replace('T', ' ')} UTC` : '—');
const count = (n: number | null) => (n === null ? '—' : String(n));

/**
 * The background jobs (`GET /ops/jobs`): each job's state, last run and failures, the queue of
 * the durable ones (outbox, callbacks, identity webhooks), and the dead items, each of which can
 * be sent again from its first attempt. The figures are those of the instance that answered.
 */
export function Jobs() {
  const [state, setState] = useState<{ jobs: JobRow[]; dead: DeadItem[] } | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const load = useCallback(async () => setState(await call<{ jobs: JobRow[]; dead: DeadItem[] }>('GET', '/ops/jobs')), []);
  useEffect(() => {
    load().catch(() => setNotice({ ok: false, text: 'Could not load the jobs' }));
  }, [load]);

  const retry = async (item: DeadItem) => {
    try {
      await call('POST', `/ops/jobs/dead/${encodeURIComponent(item.id)}/retry`);
      setNotice({ ok: true, text: `Sent again: ${item.id}` });
    } catch (e) {
      setNotice({ ok: false, text: e instanceof OpsError ? e.message : 'The retry failed' });
    }
    await load().catch(() => {});
  };

  return (
    <section aria-labelledby="jobs-title">
      <h1 id="jobs-title">Jobs</h1>
      <div role="status">{notice?.ok ? notice.text : ''}</div>
      {notice && !notice.ok && <p role="alert">{notice.text}</p>}
      {state && (
        <>
          <table>
            <caption>Background jobs</caption>
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">State</th>
                <th scope="col">Last run</th>
                <th scope="col">Next run</th>
                <th scope="col">Runs</th>
                <th scope="col">Failures</th>
                <th scope="col">Last error</th>
                <th scope="col">Queued</th>
                <th scope="col">Retrying</th>
                <th scope="col">Dead</th>
              </tr>
            </thead>
            <tbody>
              {state.jobs.map((job) => (
                <tr key={job.name}>
                  <th scope="row">{job.name}</th>
                  <td>{job.failingInARow > 0 ? `${job.state} (${job.failingInARow} failed in a row)` : job.state}</td>
                  <td>{when(job.lastRunAt)}</td>
                  <td>{when(job.nextRunAt)}</td>
                  <td>{job.runs}</td>
                  <td>{job.failures}</td>
                  <td>{job.lastError ?? '—'}</td>
                  <td>{count(job.queued)}</td>
                  <td>{count(job.retrying)}</td>
                  <td>{count(job.dead)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>Dead items</h2>
          {state.dead.length === 0 ? (
            <p>No dead items.</p>
          ) : (
            <table>
              <caption>Items that used up their attempts</caption>
              <thead>
                <tr>
                  <th scope="col">Item</th>
                  <th scope="col">Job</th>
                  <th scope="col">Attempts</th>
                  <th scope="col">Last error</th>
                  <th scope="col">Created</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {state.dead.map((item) => (
                  <tr key={item.id}>
                    <th scope="row">{item.id}</th>
                    <td>{item.job}</td>
                    <td>{item.attempts}</td>
                    <td>{item.lastError ?? '—'}</td>
                    <td>{when(item.createdAt)}</td>
                    <td>
                      <button type="button" onClick={() => void retry(item)} aria-label={`Retry ${item.id}`}>
                        Retry
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
