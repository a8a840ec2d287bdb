import { useEffect, useState } from 'react';
import { Navigate, NavLink, Outlet, Route, Routes, useLocation, useNavigate } from '@casino/shared';
import { call, may, setCsrf, type Operator, type Role } from './api';
import { SessionContext, useSession } from './session';
import { SignIn } from './pages/SignIn';
import { Releases } from './pages/Releases';
import { Payouts } from './pages/Payouts';
import { Verifications } from './pages/Verifications';
import { Maintenance } from './pages/Maintenance';
import { Cashback } from './pages/Cashback';
import { Jobs } from './pages/Jobs';
import { Operators } from './pages/Operators';
import { Audit } from './pages/Audit';

function Shell() {
  const { operator, setOperator } = useSession();
  const navigate = useNavigate();
  if (!operator) return <Navigate to="/sign-in" replace />;
  const signOut = async () => {
    await call('POST', '/ops/console/api/sign-out').catch(() => {});
    setOperator(null);
    void navigate('/sign-in');
  };
  // The player site is another origin: a one-time link gives this browser the view pass there
  // (it sees the site under maintenance); the console's session never leaves this origin.
  const viewSite = async () => {
    const link = await call<{ url: string }>('POST', '/ops/console/api/view-link').catch(() => null);
    if (link) window.location.assign(link.url);
  };
  return (
    <div className="layout">
      <header className="top">
        <span className="brand">Ops console</span>
        <nav aria-label="Sections">
          {may(operator, 'releases') && <NavLink to="/releases">Releases</NavLink>}
          {may(operator, 'payments') && <NavLink to="/payouts">Payouts</NavLink>}
          {may(operator, 'cashback') && <NavLink to="/cashback">Cashback</NavLink>}
          {may(operator, 'kyc') && <NavLink to="/verifications">Verifications</NavLink>}
          {may(operator, 'admin') && <NavLink to="/maintenance">Maintenance</NavLink>}
          {may(operator, 'admin') && <NavLink to="/jobs">Jobs</NavLink>}
          {may(operator, 'admin') && <NavLink to="/operators">Operators</NavLink>}
          {may(operator, 'admin') && <NavLink to="/audit">Audit log</NavLink>}
        </nav>
        <span className="who">
          <span>
            {operator.login} ({operator.roles.join(', ')})
          </span>
          <button type="button" onClick={viewSite}>
            View the player site
          </button>
          <button type="button" onClick={signOut}>
            Sign out
          </button>
        </span>
      </header>
      <main>
        <Outlet />
      </main>
    </div>
  );
}

function Home() {
  const { operator } = useSession();
  const first = (['releases', 'payments', 'cashback', 'kyc'] as const).find((r) => may(operator, r));
  const to =
    first === 'payments'
      ? '/payouts'
      : first === 'cashback'
        ? '/cashback'
        : first === 'kyc'
          ? '/verifications'
          : first === 'releases'
            ? '/releases'
            : '/sign-in';
  return <Navigate to={to} replace />;
}

/** Holds the signed-in operator; asks the server once whether a session is open. */
export function Root() {
  const [operator, setOperatorState] = useState<Operator | null>(null);
  const [checked, setChecked] = useState(false);
  const location = useLocation();
  useEffect(() => {
    call<{ operator: Operator; csrf: string }>('GET', '/ops/console/api/me')
      .then((me) => {
        setCsrf(me.csrf);
        setOperatorState(me.operator);
      })
      .catch(() => setOperatorState(null))
      .finally(() => setChecked(true));
  }, []);
  useEffect(() => {
    document.title = `Ops console – ${location.pathname.replace(/^\//, '') || 'home'}`;
  }, [location.pathname]);
  if (!checked) return <p role="status">Loading…</p>;
  return (
    <SessionContext.Provider value={{ operator, setOperator: setOperatorState }}>
      <Outlet />
    </SessionContext.Provider>
  );
}

function Guarded({ role, children }: { role: Role; children: React.ReactNode }) {
  const { operator } = useSession();
  if (!may(operator, role)) return <p role="alert">Your roles do not allow this page.</p>;
  return <>{children}</>;
}

/** Every page of the console (mounted under /ops/console by the browser router). */
export function ConsoleRoutes() {
  return (
    <Routes>
      <Route element={<Root />}>
        <Route path="/sign-in" element={<SignIn />} />
        <Route element={<Shell />}>
          <Route index element={<Home />} />
          <Route
            path="/releases"
            element={
              <Guarded role="releases">
                <Releases />
              </Guarded>
            }
          />
          <Route
            path="/payouts"
            element={
              <Guarded role="payments">
                <Payouts />
              </Guarded>
            }
          />
          <Route
            path="/cashback"
            element={
              <Guarded role="cashback">
                <Cashback />
              </Guarded>
            }
          />
          <Route
            path="/verifications"
            element={
              <Guarded role="kyc">
                <Verifications />
              </Guarded>
            }
          />
          <Route
            path="/maintenance"
            element={
              <Guarded role="admin">
                <Maintenance />
              </Guarded>
            }
          />
          <Route
            path="/jobs"
            element={
              <Guarded role="admin">
                <Jobs />
              </Guarded>
            }
          />
          <Route
            path="/operators"
            element={
              <Guarded role="admin">
                <Operators />
              </Guarded>
            }
          />
          <Route
            path="/audit"
            element={
              <Guarded role="admin">
                <Audit />
              </Guarded>
            }
          />
          <Route path="*" element={<Home />} />
        </Route>
      </Route>
    </Routes>
  );
}
