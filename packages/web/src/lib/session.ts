import type { Me, MeUser } from '@bm/contracts';
import { ApiError, apiRequest } from './api-client.ts';
import { LightQuery, useLightQuery } from './light-query.ts';

/**
 * The signed-in user, or null when signed out (a 401 is not an error here). Every first page asks
 * for it, so it is neither parsed again with zod (the server sends it checked against meSchema, its
 * response schema, decision 0028) nor kept by react-query (decision 0041): a light query, fresh for
 * a minute, fetched again when stale and the window comes back into view.
 */
const meQuery = new LightQuery<MeUser | null>(async () => {
  try {
    const me = (await apiRequest('/api/auth/me')) as Me;
    return me.user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}, 60_000);

const signOutListeners = new Set<() => void>();

export const session = {
  /** The server said who is signed in (sign-in, a changed MFA preference): no refetch needed. */
  setUser(user: MeUser | null): void {
    meQuery.set(user);
  },
  /** A call answered 401: the session may have ended; ask the server again. */
  refresh(): void {
    meQuery.invalidate();
  },
  /** Logged out: no user, and every cached answer of the old session is dropped. */
  signedOut(): void {
    meQuery.set(null);
    for (const listener of signOutListeners) listener();
  },
  /** Called when the user logs out (the query cache drops the old session's answers). */
  onSignedOut(listener: () => void): () => void {
    signOutListeners.add(listener);
    return () => {
      signOutListeners.delete(listener);
    };
  },
};

/** The current user for any feature: `undefined` while loading, `null` when signed out. */
export function useCurrentUser(): { user: MeUser | null | undefined; isLoading: boolean } {
  const state = useLightQuery(meQuery);
  return { user: state.data, isLoading: state.status === 'pending' };
}
