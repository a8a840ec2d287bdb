import { useCallback, useEffect, useState } from 'react';
import { call, OpsError, type LoadPoint, type ReleaseEvent, type ReleaseItem, type RemoteHealth } from '../api';
import { byRemote, canaryShare, canaryWorse, EVENT_ACTIONS, failureRate, formatVital, hourlySeries, rollbackTarget, type RemoteView } from '../rules';
import { FailureChart } from './Chart';
import { Confirm, type Pending } from './Confirm';

const HOURS = 24;
/** How often the page rereads the releases and their health while the tab is in view, ms. */
export const REFRESH_MS = 15_000;
const percent = (n: number) => `${(n * 100).toFixed(1)} %`;
const VERDICTS = { healthy: 'Healthy', 'not-enough-data': 'Not enough data yet', failing: 'Failing', slow: 'Slow' } as const;
/** A figure with the number of samples behind it. */
const withSamples = (figure: string, samples: number | undefined) =>
  figure === '–' ? figure : `${figure} (${samples ?? 0} ${samples === 1 ? 'sample' : 'samples'})`;

function RemoteCard({
  view,
  events,
  health,
  act,
  preview,
}: {
  view: RemoteView;
  events: ReleaseEvent[];
  health: RemoteHealth;
  act(p: Pending): void;
  preview(remote: string, release: string): void;
}) {
  const target = rollbackTarget(view.remote, events);
  // Nothing chosen until the operator chooses: after a promote the old live release is not offered as a default.
  const [choice, setChoice] = useState('');
  const [shareText, setShareText] = useState(String(view.canary?.canaryPercent ?? 10));
  const share = canaryShare(shareText);
  const { hours, series } = hourlySeries(health.items, HOURS);
  const loads = hourlySeries(health.loads ?? [], HOURS, Date.now(), (p: LoadPoint) => p.loads);
  const worse = canaryWorse(view);
  const timings = health.canary?.canaryRelease === view.canary?.release ? health.canary : null;
  const vitalsOf = (release: string) => health.vitals?.find((v) => v.release === release);
  const path = `/ops/releases/${view.remote}`;
  return (
    <article className="remote" aria-labelledby={`remote-${view.remote}`}>
      <h2 id={`remote-${view.remote}`}>{view.remote}</h2>
      <dl>
        <dt>Live</dt>
        <dd>{view.live ? `${view.live.release} (contract ${view.live.contract})` : 'none'}</dd>
        <dt>Canary</dt>
        <dd>{view.canary ? `${view.canary.release} at ${view.canary.canaryPercent} %` : 'none'}</dd>
        <dt>Shared</dt>
        <dd>
          {view.live
            ? Object.entries(view.live.shared)
                .map(([k, v]) => `${k} ${v}`)
                .join(', ')
            : '–'}
        </dd>
      </dl>
      {timings?.judgement && (
        <section className={`verdict verdict-${timings.judgement.state}`} aria-label={`Verdict on the canary of ${view.remote}`}>
          <p>
            <strong>
              Verdict on {timings.canaryRelease}: {VERDICTS[timings.judgement.state]}
            </strong>
          </p>
          <p>Rule: {timings.judgement.rule}</p>
          <p>
            Since {timings.since.replace('T', ' ').slice(0, 16)} UTC: {timings.served ?? 0} loads, {timings.failures ?? 0} failures; p75 LCP{' '}
            {withSamples(formatVital('lcp', timings.canary.p75), timings.canary.samples)} against live{' '}
            {withSamples(formatVital('lcp', timings.live.p75), timings.live.samples)}
          </p>
        </section>
      )}
      {worse && (
        <p role="alert" className="warn">
          The canary {view.canary!.release} fails clearly more often than the live release.
        </p>
      )}
      {timings?.verdict === 'slow' && (
        <p role="alert" className="warn">
          The canary {timings.canaryRelease} loads pages clearly slower than the live release: p75 LCP {formatVital('lcp', timings.canary.p75)} against{' '}
          {formatVital('lcp', timings.live.p75)} ({timings.canary.samples} and {timings.live.samples} samples).
          {health.slowPolicy?.rollback ? ' It is rolled back automatically.' : ''}
        </p>
      )}
      <table>
        <caption>
          Releases of {view.remote}: loads, failures and page timings (p75, last {HOURS} hours)
        </caption>
        <thead>
          <tr>
            <th scope="col">Release</th>
            <th scope="col">State</th>
            <th scope="col">Loads</th>
            <th scope="col">Failures</th>
            <th scope="col">Rate</th>
            <th scope="col">LCP</th>
            <th scope="col">INP</th>
            <th scope="col">CLS</th>
            <th scope="col">Errors</th>
            <th scope="col">Preview</th>
          </tr>
        </thead>
        <tbody>
          {view.releases.slice(0, 6).map((r) => (
            <tr key={r.release}>
              <td>{r.release}</td>
              <td>{r.active ? 'live' : r.canaryPercent > 0 ? `canary ${r.canaryPercent} %` : ''}</td>
              <td>{r.served}</td>
              <td>{r.failures}</td>
              <td>
                {percent(failureRate(r))} of {r.served} loads
              </td>
              <td>{withSamples(formatVital('lcp', vitalsOf(r.release)?.p75.lcp), vitalsOf(r.release)?.samples.lcp)}</td>
              <td>{withSamples(formatVital('inp', vitalsOf(r.release)?.p75.inp), vitalsOf(r.release)?.samples.inp)}</td>
              <td>{withSamples(formatVital('cls', vitalsOf(r.release)?.p75.cls), vitalsOf(r.release)?.samples.cls)}</td>
              <td>{vitalsOf(r.release)?.errors ?? 0}</td>
              <td>
                {/* Players do not have it yet: the operator can see it first, in their own browser. */}
                {!r.active && (
                  <button type="button" onClick={() => preview(view.remote, r.release)}>
                    Preview {r.release}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="charts">
        <FailureChart title={`Loads of ${view.remote}`} hours={loads.hours} series={loads.series} noun="loads" />
        <FailureChart title={`Failures of ${view.remote}`} hours={hours} series={series} />
      </div>
      <div className="actions">
        <button
          type="button"
          disabled={!target}
          onClick={() =>
            act({
              title: `Roll back ${view.remote}`,
              text: `Roll ${view.remote} back from ${view.live?.release ?? 'none'} to ${target}? Every player of ${view.remote} gets ${target} at once.`,
              // A live release goes away for every player: the operator names the part.
              ...(view.live ? { typeToConfirm: view.remote } : {}),
              run: () => call('POST', `${path}/rollback`, {}),
            })
          }
        >
          Roll back {view.remote}
        </button>
        {view.canary && (
          <>
            <button
              type="button"
              onClick={() =>
                act({
                  title: `Promote ${view.remote} canary`,
                  text: `Make ${view.canary!.release} the live release of ${view.remote}?`,
                  run: () => call('POST', `${path}/promote`, {}),
                })
              }
            >
              Promote canary of {view.remote}
            </button>
            <button
              type="button"
              onClick={() =>
                act({
                  title: `Stop ${view.remote} canary`,
                  text: `Stop serving ${view.canary!.release} to ${view.canary!.canaryPercent} % of players?`,
                  run: () => call('POST', `${path}/canary`, { percent: 0 }),
                })
              }
            >
              Stop canary of {view.remote}
            </button>
          </>
        )}
      </div>
      <div className="actions">
        <label>
          Release of {view.remote}
          <select value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="">Choose a release</option>
            {view.releases.map((r) => (
              <option key={r.release} value={r.release}>
                {r.release}
              </option>
            ))}
          </select>
        </label>
        <label>
          Canary share of {view.remote} (%)
          <input
            type="number"
            min={0}
            max={100}
            step={1}
            value={shareText}
            onChange={(e) => setShareText(e.target.value)}
            aria-invalid={share === null}
            aria-describedby={share === null ? `share-error-${view.remote}` : undefined}
          />
        </label>
        {share === null && (
          <p id={`share-error-${view.remote}`} className="field-error">
            A share is a whole number from 0 to 100 %
          </p>
        )}
        <button
          type="button"
          disabled={!choice}
          onClick={() =>
            act({
              title: `Activate on ${view.remote}`,
              text: `Make ${choice} the live release of ${view.remote}?`,
              run: () => call('POST', `${path}/activate`, { release: choice }),
            })
          }
        >
          Activate on {view.remote}
        </button>
        <button
          type="button"
          disabled={!choice || share === null}
          onClick={() =>
            act(
              share === 0
                ? {
                    title: `Stop the canary of ${view.remote}?`,
                    text: `A 0 % share stops the canary: no player gets ${view.canary?.release ?? choice}.`,
                    confirmLabel: 'Stop the canary',
                    done: `Canary of ${view.remote} stopped`,
                    run: () => call('POST', `${path}/canary`, { percent: 0 }),
                  }
                : {
                    title: `Canary on ${view.remote}`,
                    text: `Serve ${choice} to ${share} % of players?`,
                    run: () => call('POST', `${path}/canary`, { release: choice, percent: share }),
                  },
            )
          }
        >
          {view.canary ? 'Change' : 'Start'} canary of {view.remote}
        </button>
      </div>
    </article>
  );
}

export function History({ events }: { events: ReleaseEvent[] }) {
  const [remote, setRemote] = useState('');
  const [action, setAction] = useState('');
  const remotes = [...new Set(events.map((e) => e.remote))].sort();
  const shown = events.filter((e) => (!remote || e.remote === remote) && (!action || e.action === action));
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">Audit log</h2>
      <div className="filters">
        <label>
          Remote
          <select value={remote} onChange={(e) => setRemote(e.target.value)}>
            <option value="">all</option>
            {remotes.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </label>
        <label>
          Action
          <select value={action} onChange={(e) => setAction(e.target.value)}>
            <option value="">all</option>
            {EVENT_ACTIONS.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </label>
      </div>
      <table>
        <caption>Release changes, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Remote</th>
            <th scope="col">Action</th>
            <th scope="col">From</th>
            <th scope="col">To</th>
            <th scope="col">Who</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((e) => (
            <tr key={e.id}>
              <td>{new Date(e.at).toISOString().replace('T', ' ').slice(0, 19)}</td>
              <td>{e.remote}</td>
              <td>{e.action}</td>
              <td>{e.from_release ?? ''}</td>
              <td>{e.release ?? ''}</td>
              <td>{e.actor}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function Releases() {
  const [items, setItems] = useState<ReleaseItem[] | null>(null);
  const [events, setEvents] = useState<ReleaseEvent[]>([]);
  const [health, setHealth] = useState<Record<string, RemoteHealth>>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const load = useCallback(async () => {
    const [list, log] = await Promise.all([
      call<{ items: ReleaseItem[] }>('GET', '/ops/releases'),
      call<{ items: ReleaseEvent[] }>('GET', '/ops/events?limit=500'),
    ]);
    const remotes = [...new Set(list.items.map((i) => i.remote))];
    const points = await Promise.all(
      remotes.map((r) => call<RemoteHealth>('GET', `/ops/release-health?remote=${r}&hours=${HOURS}`).then((h) => [r, h] as const)),
    );
    setItems(list.items);
    setEvents(log.items);
    setHealth(Object.fromEntries(points));
  }, []);
  useEffect(() => {
    load().catch((e: unknown) => setMessage({ ok: false, text: e instanceof Error ? e.message : 'Could not load the releases' }));
  }, [load]);
  // Refreshes by itself while the tab is in view (and at once when it comes back); paused while a confirmation is open.
  const [updated, setUpdated] = useState<Date | null>(null);
  useEffect(() => {
    if (pending) return;
    const refresh = () => {
      if (document.visibilityState === 'visible')
        load().then(
          () => setUpdated(new Date()),
          () => {},
        );
    };
    const timer = setInterval(refresh, REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [load, pending]);

  const act = (p: Pending) =>
    setPending({
      ...p,
      run: async () => {
        try {
          await p.run();
          setMessage({ ok: true, text: p.done ?? `Done: ${p.title}` });
        } catch (e) {
          setMessage({ ok: false, text: e instanceof OpsError ? e.message : 'The action failed' });
        }
        await load().catch(() => {});
      },
    });

  // The player site in a new tab on this release, for this browser only (a signed pass of 30 minutes; audited).
  const preview = (remote: string, release: string) => {
    call<{ url: string; version: string; expires: string }>('POST', `/ops/releases/${remote}/preview`, { release })
      .then((p) => {
        window.open(p.url, '_blank', 'noopener');
        setMessage({ ok: true, text: `Preview of ${remote} ${p.version} opened in a new tab (until ${p.expires.slice(11, 16)} UTC)` });
      })
      .catch((e: unknown) => setMessage({ ok: false, text: e instanceof OpsError ? e.message : 'The preview could not be opened' }));
  };

  return (
    <section aria-labelledby="releases-title">
      <h1 id="releases-title">Releases</h1>
      <p className="muted">
        Refreshes every {REFRESH_MS / 1000} s while this tab is in view{updated ? `; last at ${updated.toISOString().slice(11, 19)} UTC` : ''}.
      </p>
      <div role="status">{message?.ok ? message.text : ''}</div>
      {message && !message.ok && <p role="alert">{message.text}</p>}
      {!items ? (
        <p>Loading…</p>
      ) : (
        <div className="remotes">
          {byRemote(items).map((view) => (
            <RemoteCard
              key={`${view.remote}:${view.live?.release}:${view.canary?.release}`}
              view={view}
              events={events}
              health={health[view.remote] ?? { items: [] }}
              act={act}
              preview={preview}
            />
          ))}
        </div>
      )}
      <History events={events} />
      {pending && <Confirm pending={pending} onClose={() => setPending(null)} />}
    </section>
  );
}
