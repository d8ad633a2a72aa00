import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from './api-client.ts';
import { authFlow } from './auth-flow.ts';
import { session } from './session.ts';

/**
 * Signs out on the server, forgets every cached answer of the old session, and goes home. Plain
 * state rather than a react-query mutation: the header shows it on every page (decision 0041).
 */
export function useLogout(): { isPending: boolean; logout: (onError: (error: Error) => void) => void } {
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const logout = (onError: (error: Error) => void) => {
    setPending(true);
    // Home first, then sign out, so that logout lands on / (spec 2.2) rather than on the sign-in
    // page a signed-in-only page's guard would ask for (see SignedInRoute).
    void (async () => {
      try {
        await navigate('/');
        await apiRequest('/api/auth/logout', { method: 'POST' });
        authFlow.reset();
        // The signed-out user stays observed; every other answer belonged to the old session.
        session.signedOut();
      } catch (error) {
        // Already signed out (another tab, a timeout): ask who is signed in, as any other 401 does.
        if (error instanceof ApiError && error.status === 401) session.refresh();
        onError(error instanceof Error ? error : new Error(String(error)));
      } finally {
        setPending(false);
      }
    })();
  };
  return { isPending, logout };
}
