import { useState, type FormEvent } from 'react';
import { useNavigate } from '@casino/shared';
import { call, OpsError, setCsrf, type Operator } from '../api';
import { useSession } from '../session';

/** Password and the authenticator's six-digit code, together. */
export function SignIn() {
  const { setOperator } = useSession();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const result = await call<{ operator: Operator; csrf: string }>('POST', '/ops/console/api/sign-in', {
        login: String(form.get('login') ?? ''),
        password: String(form.get('password') ?? ''),
        code: String(form.get('code') ?? ''),
      });
      setCsrf(result.csrf);
      setOperator(result.operator);
      void navigate('/');
    } catch (e) {
      setError(
        e instanceof OpsError && e.status === 429
          ? e.message
          : e instanceof OpsError && e.type === 'InvalidParameterException'
            ? 'The code is six digits.'
            : 'Wrong login, password or code.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="sign-in">
      <h1>Ops console sign-in</h1>
      <form onSubmit={submit} aria-label="Sign in">
        <label>
          Login
          <input name="login" autoComplete="username" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <label>
          Authenticator code
          <input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} required />
        </label>
        {error && <p role="alert">{error}</p>}
        <button type="submit" disabled={busy}>
          Sign in
        </button>
      </form>
    </main>
  );
}
