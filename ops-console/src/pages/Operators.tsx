import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { toDataURL } from 'qrcode';
import { call, OpsError, ROLES, type OperatorRecord, type Role, type TokenRecord, type TotpEnrolment } from '../api';
import { useSession } from '../session';
import { Confirm, type Pending } from './Confirm';

const when = (iso: string | null) => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, ' UTC') : 'never');
const failure = (e: unknown, fallback: string) => (e instanceof OpsError ? (Object.values(e.fields ?? {})[0] ?? e.message) : fallback);

/** The TOTP enrolment as a QR code for an authenticator app, with the secret to type in; shown once. */
export function Enrolment({ login, totp, onDone }: { login: string; totp: TotpEnrolment; onDone(): void }) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    toDataURL(totp.uri, { errorCorrectionLevel: 'M', margin: 2, width: 220 })
      .then((url) => live && setQr(url))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [totp.uri]);
  return (
    <section className="panel enrolment" aria-labelledby="enrolment-title">
      <h2 id="enrolment-title">Authenticator for {login}</h2>
      <p>Scan this code with {login}&apos;s authenticator app now: it is shown only this once.</p>
      {qr && <img src={qr} width={220} height={220} alt={`TOTP QR code for ${login}`} />}
      <p>
        Or type the secret: <code aria-label="TOTP secret">{totp.secret}</code>
      </p>
      <button type="button" className="primary" onClick={onDone}>
        Done, hide the code
      </button>
    </section>
  );
}

function RoleBoxes({ legend, roles, onChange }: { legend: string; roles: Role[]; onChange(roles: Role[]): void }) {
  return (
    <fieldset className="roles">
      <legend>{legend}</legend>
      {ROLES.map((role) => (
        <label key={role} className="check">
          <input
            type="checkbox"
            checked={roles.includes(role)}
            onChange={(e) => onChange(e.target.checked ? [...roles, role] : roles.filter((r) => r !== role))}
          />
          {role}
        </label>
      ))}
    </fieldset>
  );
}

function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() =>
          navigator.clipboard
            .writeText(text)
            .then(() => setCopied(true))
            .catch(() => setCopied(false))
        }
      >
        {label}
      </button>
      <span role="status">{copied ? 'Copied' : ''}</span>
    </>
  );
}

/** One operator: roles, disable/enable, a new TOTP, API tokens. */
function Manage({
  operator,
  self,
  act,
  enrol,
  reload,
}: {
  operator: OperatorRecord;
  self: boolean;
  act(p: Pending): void;
  enrol(login: string, totp: TotpEnrolment): void;
  reload(): Promise<void>;
}) {
  const [roles, setRoles] = useState<Role[]>(operator.roles);
  const [tokens, setTokens] = useState<TokenRecord[] | null>(null);
  const [label, setLabel] = useState('');
  const [fresh, setFresh] = useState<{ id: number; token: string } | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const base = `/ops/operators/${operator.login}`;
  const loadTokens = useCallback(async () => setTokens((await call<{ items: TokenRecord[] }>('GET', `${base}/tokens`)).items), [base]);
  useEffect(() => {
    loadTokens().catch(() => setNotice({ ok: false, text: 'Could not load the tokens' }));
  }, [loadTokens]);
  useEffect(() => setRoles(operator.roles), [operator.roles]);

  const attempt = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setNotice({ ok: true, text: done });
    } catch (e) {
      setNotice({ ok: false, text: failure(e, 'The action failed') });
    }
    await reload().catch(() => {});
  };
  const createToken = async (event: FormEvent) => {
    event.preventDefault();
    try {
      setFresh(await call<{ id: number; token: string }>('POST', `${base}/tokens`, { label }));
      setLabel('');
      setNotice(null);
      await loadTokens();
    } catch (e) {
      setNotice({ ok: false, text: failure(e, 'Could not create the token') });
    }
  };
  const titleId = useId();
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>Operator {operator.login}</h2>
      <div role="status">{notice?.ok ? notice.text : ''}</div>
      {notice && !notice.ok && <p role="alert">{notice.text}</p>}
      <RoleBoxes legend={`Roles of ${operator.login}`} roles={roles} onChange={setRoles} />
      <div className="actions">
        <button
          type="button"
          disabled={roles.length === 0}
          onClick={() => void attempt(() => call('POST', `${base}/roles`, { roles }), `Roles of ${operator.login} saved`)}
        >
          Save roles
        </button>
        {operator.disabled ? (
          <button
            type="button"
            onClick={() =>
              act({
                title: `Enable ${operator.login}`,
                text: `${operator.login} can sign in again.`,
                run: () => attempt(() => call('POST', `${base}/enable`), `${operator.login} enabled`),
              })
            }
          >
            Enable {operator.login}
          </button>
        ) : (
          <button
            type="button"
            disabled={self}
            onClick={() =>
              act({
                title: `Disable ${operator.login}`,
                text: `${operator.login} is signed out now and can no longer sign in or use their tokens.`,
                run: () => attempt(() => call('POST', `${base}/disable`), `${operator.login} disabled`),
              })
            }
          >
            Disable {operator.login}
          </button>
        )}
        <button
          type="button"
          onClick={() =>
            act({
              title: `Reset TOTP of ${operator.login}`,
              text: `${operator.login}'s authenticator stops working and they are signed out; a new code is shown once.`,
              run: () =>
                attempt(async () => {
                  const out = await call<{ totp: TotpEnrolment }>('POST', `${base}/reset-totp`);
                  enrol(operator.login, out.totp);
                }, `TOTP of ${operator.login} reset`),
            })
          }
        >
          Reset TOTP of {operator.login}
        </button>
      </div>

      <h3>API tokens of {operator.login}</h3>
      <p>A token acts as {operator.login}, with their roles, for the command line (OPS_TOKEN) and automation.</p>
      {fresh && (
        <div className="panel fresh-token" role="group" aria-label="New token">
          <p>Copy the new token now: it is shown only this once.</p>
          <code aria-label="New token">{fresh.token}</code>
          <div className="actions">
            <CopyButton text={fresh.token} label="Copy the token" />
            <button type="button" onClick={() => setFresh(null)}>
              Hide the token
            </button>
          </div>
        </div>
      )}
      <form className="actions" onSubmit={createToken}>
        <label className="field">
          Token name
          <input value={label} onChange={(e) => setLabel(e.target.value)} maxLength={80} required />
        </label>
        <button type="submit" className="primary">
          Create token
        </button>
      </form>
      {tokens && tokens.length > 0 && (
        <div className="scroll">
          <table>
            <caption>Tokens of {operator.login}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((t) => (
                <tr key={t.id}>
                  <td>{t.label}</td>
                  <td>{when(t.createdAt)}</td>
                  <td>{when(t.lastUsedAt)}</td>
                  <td>{t.revokedAt ? `revoked ${when(t.revokedAt)}` : 'active'}</td>
                  <td>
                    {!t.revokedAt && (
                      <button
                        type="button"
                        onClick={() =>
                          act({
                            title: `Revoke token ${t.label}`,
                            text: `Anything using ${t.label} of ${operator.login} stops working at once.`,
                            run: () => attempt(async () => (await call('POST', `/ops/tokens/${t.id}/revoke`), await loadTokens()), `Token ${t.label} revoked`),
                          })
                        }
                      >
                        Revoke {t.label}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Operators (role admin): list, create with a TOTP enrolment shown once, and manage each one. */
export function Operators() {
  const { operator: me } = useSession();
  const [items, setItems] = useState<OperatorRecord[] | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [enrolment, setEnrolment] = useState<{ login: string; totp: TotpEnrolment } | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [form, setForm] = useState<{ login: string; password: string; roles: Role[] }>({ login: '', password: '', roles: [] });
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => setItems((await call<{ operators: OperatorRecord[] }>('GET', '/ops/operators')).operators), []);
  useEffect(() => {
    load().catch(() => setError('Could not load the operators'));
  }, [load]);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    if (form.roles.length === 0) return setError('Give the operator at least one role');
    try {
      const out = await call<{ operator: OperatorRecord; totp: TotpEnrolment }>('POST', '/ops/operators', form);
      setEnrolment({ login: out.operator.login, totp: out.totp });
      setForm({ login: '', password: '', roles: [] });
      setError(null);
      await load();
    } catch (e) {
      setError(failure(e, 'Could not create the operator'));
    }
  };
  const current = items?.find((o) => o.login === selected) ?? null;
  return (
    <section aria-labelledby="operators-title">
      <h1 id="operators-title">Operators</h1>
      {enrolment && <Enrolment login={enrolment.login} totp={enrolment.totp} onDone={() => setEnrolment(null)} />}
      {!items ? (
        <p>Loading…</p>
      ) : (
        <div className="scroll">
          <table>
            <caption>Operator accounts</caption>
            <thead>
              <tr>
                <th scope="col">Login</th>
                <th scope="col">Roles</th>
                <th scope="col">Status</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((o) => (
                <tr key={o.login}>
                  <td>{o.login}</td>
                  <td>{o.roles.join(', ')}</td>
                  <td>{o.disabled ? 'disabled' : 'active'}</td>
                  <td>{when(o.lastSignInAt)}</td>
                  <td>
                    <button type="button" aria-pressed={selected === o.login} onClick={() => setSelected(selected === o.login ? null : o.login)}>
                      Manage {o.login}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {current && (
        <Manage
          key={current.login}
          operator={current}
          self={current.login === me?.login}
          act={setPending}
          enrol={(login, totp) => setEnrolment({ login, totp })}
          reload={load}
        />
      )}

      <form className="panel" onSubmit={create} aria-labelledby="new-operator-title">
        <h2 id="new-operator-title">New operator</h2>
        {error && <p role="alert">{error}</p>}
        <label className="field">
          Login
          <input value={form.login} onChange={(e) => setForm({ ...form, login: e.target.value })} autoComplete="off" pattern="[a-z0-9._\-]{2,40}" required />
        </label>
        <label className="field">
          Password (at least 12 characters)
          <input
            type="password"
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
            autoComplete="new-password"
            minLength={12}
            required
          />
        </label>
        <RoleBoxes legend="Roles" roles={form.roles} onChange={(roles) => setForm({ ...form, roles })} />
        <button type="submit" className="primary">
          Create operator
        </button>
      </form>
      {pending && <Confirm pending={pending} onClose={() => setPending(null)} />}
    </section>
  );
}
