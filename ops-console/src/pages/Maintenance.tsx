import { useCallback, useEffect, useState } from 'react';
import { call, OpsError } from '../api';
import { Confirm, type Pending } from './Confirm';

/** The scopes of spec §6 maintenance, as the server names them. */
export const MAINTENANCE_SCOPES = ['site', 'uz', 'ru', 'cashier'] as const;
type Scope = (typeof MAINTENANCE_SCOPES)[number];

const SCOPE_NAMES: Record<Scope, string> = {
  site: 'Whole site',
  uz: 'Uzbek site (/)',
  ru: 'Russian site (/ru)',
  cashier: 'Cashier only',
};

interface Mode {
  scope: Scope;
  message: string | null;
  switched_by: string;
  switched_at: string;
}
interface Event {
  id: number;
  scope: Scope;
  enabled: boolean;
  message: string | null;
  actor: string;
  created_at: string;
}

/**
 * Maintenance (docs/operations/maintenance.md): each scope on or off, with the message players see, through
 * the same `/ops/maintenance` route as `pnpm maintenance`; every switch is recorded with who did it.
 */
export function Maintenance() {
  const [state, setState] = useState<{ modes: Mode[]; events: Event[] } | null>(null);
  const [messages, setMessages] = useState<Partial<Record<Scope, string>>>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const load = useCallback(async () => setState(await call<{ modes: Mode[]; events: Event[] }>('GET', '/ops/maintenance')), []);
  useEffect(() => {
    load().catch(() => setNotice({ ok: false, text: 'Could not load the maintenance modes' }));
  }, [load]);

  const toggle = (scope: Scope, enabled: boolean) =>
    setPending({
      title: `${enabled ? 'Switch on' : 'Switch off'} maintenance: ${SCOPE_NAMES[scope]}`,
      text: enabled
        ? scope === 'cashier'
          ? 'Players keep playing; deposits and withdrawals answer that the cashier is under maintenance.'
          : 'Players of this scope get the maintenance page; ops keep access.'
        : 'Players get this part of the site back at once.',
      // The whole site down for every player: the operator types its name first.
      ...(enabled && scope === 'site' ? { typeToConfirm: 'site' } : {}),
      run: async () => {
        try {
          await call('PUT', '/ops/maintenance', { scope, enabled, message: enabled ? messages[scope] || null : null });
          setNotice({ ok: true, text: `Maintenance ${enabled ? 'on' : 'off'}: ${SCOPE_NAMES[scope]}` });
        } catch (e) {
          setNotice({ ok: false, text: e instanceof OpsError ? e.message : 'The switch failed' });
        }
        await load().catch(() => {});
      },
    });

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
              <th scope="col">Message to players</th>
              <th scope="col">Switch</th>
            </tr>
          </thead>
          <tbody>
            {MAINTENANCE_SCOPES.map((scope) => {
              const mode = on(scope);
              return (
                <tr key={scope}>
                  <th scope="row">{SCOPE_NAMES[scope]}</th>
                  <td>{mode ? `On since ${mode.switched_at} (${mode.switched_by})` : 'Off'}</td>
                  <td>
                    {mode ? (
                      mode.message ?? '—'
                    ) : (
                      <input
                        aria-label={`Message for ${SCOPE_NAMES[scope]}`}
                        maxLength={500}
                        value={messages[scope] ?? ''}
                        onChange={(e) => setMessages((m) => ({ ...m, [scope]: e.target.value }))}
                      />
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
              <th scope="col">Who</th>
            </tr>
          </thead>
          <tbody>
            {state.events.map((e) => (
              <tr key={e.id}>
                <td>{e.created_at}</td>
                <td>{SCOPE_NAMES[e.scope]}</td>
                <td>{e.enabled ? 'on' : 'off'}</td>
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
