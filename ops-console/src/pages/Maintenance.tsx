import { useCallback, useEffect, useState } from 'react';
import { call, OpsError } from '../api';
import { Confirm, type Pending } from './Confirm';

/** The scopes of spec §6 maintenance and the parts paused on their own, as the server names them (contract MAINTENANCE_SCOPES). */
export const MAINTENANCE_SCOPES = ['site', 'uz', 'ru', 'casino', 'cashier', 'loyalty', 'promotions', 'profile'] as const;
type Scope = (typeof MAINTENANCE_SCOPES)[number];
const WHOLE_PAGES: readonly Scope[] = ['site', 'uz', 'ru'];

const SCOPE_NAMES: Record<Scope, string> = {
  site: 'Whole site',
  uz: 'Uzbek site (/)',
  ru: 'Russian site (/ru)',
  casino: 'Game hall',
  cashier: 'Cashier only',
  loyalty: 'Loyalty',
  promotions: 'Promotions',
  profile: 'Profile',
};

interface Mode {
  scope: Scope;
  message: string | null;
  message_ru?: string | null;
  starts_at?: string | null;
  ends_at?: string | null;
  switched_by: string;
  switched_at: string;
}
interface Event {
  id: number;
  scope: Scope;
  enabled: boolean;
  message: string | null;
  starts_at?: string | null;
  ends_at?: string | null;
  actor: string;
  created_at: string;
}

interface Draft {
  message?: string;
  message_ru?: string;
  /** `datetime-local` values, in this browser's time zone. */
  starts?: string;
  ends?: string;
}

/** A `datetime-local` value as an ISO instant (null when empty or unreadable). */
export function instantOf(local: string | undefined): string | null {
  if (!local) return null;
  const t = new Date(local).getTime();
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/** What a window is at `now`: in force, scheduled, or past its end. */
export function windowState(mode: Pick<Mode, 'starts_at' | 'ends_at' | 'switched_at' | 'switched_by'>, now = Date.now()): string {
  const until = mode.ends_at ? ` until ${mode.ends_at}` : '';
  if (mode.ends_at && Date.parse(mode.ends_at) <= now) return `Ended at ${mode.ends_at} (${mode.switched_by})`;
  if (mode.starts_at && Date.parse(mode.starts_at) > now) return `Scheduled from ${mode.starts_at}${until} (${mode.switched_by})`;
  return `On since ${mode.starts_at ?? mode.switched_at}${until} (${mode.switched_by})`;
}

/**
 * Maintenance (docs/operations/maintenance.md): each scope on or off, with the message players see, through
 * the same `/ops/maintenance` route as `pnpm maintenance`; every switch is recorded with who did it.
 */
export function Maintenance() {
  const [state, setState] = useState<{ modes: Mode[]; events: Event[] } | null>(null);
  const [drafts, setDrafts] = useState<Partial<Record<Scope, Draft>>>({});
  const edit = (scope: Scope, change: Draft) => setDrafts((d) => ({ ...d, [scope]: { ...d[scope], ...change } }));
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const load = useCallback(async () => setState(await call<{ modes: Mode[]; events: Event[] }>('GET', '/ops/maintenance')), []);
  useEffect(() => {
    load().catch(() => setNotice({ ok: false, text: 'Could not load the maintenance modes' }));
  }, [load]);

  const toggle = (scope: Scope, enabled: boolean) => {
    const draft = drafts[scope] ?? {};
    const starts_at = enabled ? instantOf(draft.starts) : null;
    const ends_at = enabled ? instantOf(draft.ends) : null;
    const window =
      starts_at || ends_at ? ` Window: ${starts_at ?? 'now'} – ${ends_at ?? 'until switched off'}; players are told from 24 hours before it starts.` : '';
    setPending({
      title: `${enabled ? (starts_at ? 'Schedule' : 'Switch on') : 'Switch off'} maintenance: ${SCOPE_NAMES[scope]}`,
      text: enabled
        ? (scope === 'cashier'
            ? 'Players keep playing; deposits and withdrawals answer that the cashier is under maintenance.'
            : WHOLE_PAGES.includes(scope)
              ? 'Players of this scope get the maintenance page; ops keep access.'
              : 'Players see your message in this part’s place; the rest of the site works.') + window
        : 'Players get this part of the site back at once.',
      // The whole site down for every player: the operator types its name first.
      ...(enabled && scope === 'site' ? { typeToConfirm: 'site' } : {}),
      run: async () => {
        try {
          await call('PUT', '/ops/maintenance', {
            scope,
            enabled,
            message: enabled ? draft.message || null : null,
            ...(enabled && draft.message_ru ? { message_ru: draft.message_ru } : {}),
            ...(starts_at ? { starts_at } : {}),
            ...(ends_at ? { ends_at } : {}),
          });
          setNotice({ ok: true, text: `Maintenance ${enabled ? 'on' : 'off'}: ${SCOPE_NAMES[scope]}` });
        } catch (e) {
          setNotice({ ok: false, text: e instanceof OpsError ? e.message : 'The switch failed' });
        }
        await load().catch(() => {});
      },
    });
  };

  const on = (scope: Scope) => state?.modes.find((m) => m.scope === scope);

  return (
    <section aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">Maintenance</h1>
      <div role="status">{notice?.ok ? notice.text : ''}</div>
      {notice && !notice.ok && <p role="alert">{notice.text}</p>}
      {state && (
        <table>
          <caption>Maintenance modes</caption>
          <thead>
            <tr>
              <th scope="col">Scope</th>
              <th scope="col">State</th>
              <th scope="col">Message to players (uz, ru)</th>
              <th scope="col">Window (optional)</th>
              <th scope="col">Switch</th>
            </tr>
          </thead>
          <tbody>
            {MAINTENANCE_SCOPES.map((scope) => {
              const mode = on(scope);
              return (
                <tr key={scope}>
                  <th scope="row">{SCOPE_NAMES[scope]}</th>
                  <td>{mode ? windowState(mode) : 'Off'}</td>
                  <td>
                    {mode ? (
                      <>
                        {mode.message ?? '—'}
                        {mode.message_ru ? <> / {mode.message_ru}</> : null}
                      </>
                    ) : (
                      <>
                        <input
                          aria-label={`Message for ${SCOPE_NAMES[scope]}`}
                          maxLength={500}
                          value={drafts[scope]?.message ?? ''}
                          onChange={(e) => edit(scope, { message: e.target.value })}
                        />
                        <input
                          aria-label={`Russian message for ${SCOPE_NAMES[scope]}`}
                          maxLength={500}
                          value={drafts[scope]?.message_ru ?? ''}
                          onChange={(e) => edit(scope, { message_ru: e.target.value })}
                        />
                      </>
                    )}
                  </td>
                  <td>
                    {mode ? null : (
                      <>
                        <input
                          type="datetime-local"
                          aria-label={`Starts (${SCOPE_NAMES[scope]})`}
                          value={drafts[scope]?.starts ?? ''}
                          onChange={(e) => edit(scope, { starts: e.target.value })}
                        />
                        <input
                          type="datetime-local"
                          aria-label={`Ends (${SCOPE_NAMES[scope]})`}
                          value={drafts[scope]?.ends ?? ''}
                          onChange={(e) => edit(scope, { ends: e.target.value })}
                        />
                      </>
                    )}
                  </td>
                  <td>
                    <button type="button" onClick={() => toggle(scope, !mode)}>
                      {mode ? `Switch off: ${SCOPE_NAMES[scope]}` : `Switch on: ${SCOPE_NAMES[scope]}`}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {state && state.events.length > 0 && (
        <table>
          <caption>Last switches</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Scope</th>
              <th scope="col">Switched</th>
              <th scope="col">Window</th>
              <th scope="col">Who</th>
            </tr>
          </thead>
          <tbody>
            {state.events.map((e) => (
              <tr key={e.id}>
                <td>{e.created_at}</td>
                <td>{SCOPE_NAMES[e.scope]}</td>
                <td>{e.enabled ? 'on' : 'off'}</td>
                <td>{e.starts_at || e.ends_at ? `${e.starts_at ?? 'now'} – ${e.ends_at ?? 'open'}` : '—'}</td>
                <td>{e.actor}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pending && <Confirm pending={pending} onClose={() => setPending(null)} />}
    </section>
  );
}
