import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { FullScreenLoading } from '../components/loading.tsx';
import { LazyNotFoundPage as NotFoundPage } from '../components/lazy-not-found-page.tsx';
import { authFlow, safeReturnPath } from '../lib/auth-flow.ts';
import { useAuthStatus } from '../lib/auth-status.ts';

/** After sign-in: back to the page asked for (?redirect= or the one stored at login), else home. */
function RedirectSignedIn() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [target] = useState(
    () => safeReturnPath(searchParams.get('redirect')) ?? authFlow.get().returnTo ?? '/',
  );
  useEffect(() => {
    authFlow.clearReturnTo();
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return <FullScreenLoading />;
}

/**
 * Auth-only pages (spec 2.1): a signed-in user goes home (or back where they were headed); a user
 * whose sign-up is unconfirmed goes to /request-confirmation, keeping a link's ?email=&code=.
 */
export function AuthOnlyRoute() {
  const status = useAuthStatus();
  const location = useLocation();
  if (status.kind === 'loading') return <FullScreenLoading />;
  if (status.kind === 'signedIn') return <RedirectSignedIn />;
  if (status.kind === 'confirmSignUp') {
    return <Navigate to={{ pathname: '/request-confirmation', search: location.search }} replace />;
  }
  return <Outlet />;
}

/** /request-confirmation is reachable only while a sign-up waits for its code. */
export function ConfirmSignUpRoute() {
  const status = useAuthStatus();
  if (status.kind === 'loading') return <FullScreenLoading />;
  if (status.kind !== 'confirmSignUp') return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** Signed-in pages: others sign in first and come back here afterwards. */
export function SignedInRoute() {
  const status = useAuthStatus();
  const location = useLocation();
  if (status.kind === 'loading') return <FullScreenLoading />;
  if (status.kind !== 'signedIn') {
    // An outgoing page rendered once more after the URL moved on (logout navigates home, then ends
    // the session): it must not send the user to sign in for a page they have left.
    if (window.location.pathname !== location.pathname) return null;
    const back = location.pathname + location.search + location.hash;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return <Outlet />;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Routes whose parameter must be a UUID: anything else is the not-found page. */
export function UuidParamRoute({ param }: { param: string }) {
  const value = useParams()[param];
  if (!value || !UUID.test(value)) return <NotFoundPage />;
  return <Outlet />;
}
