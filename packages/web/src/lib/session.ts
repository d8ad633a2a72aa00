import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me, MeUser } from '@bm/contracts';
import { ApiError, apiRequest } from './api-client.ts';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

/**
 * The signed-in user, or null when signed out (a 401 is not an error here). Every first page asks
 * for it, so the answer is not parsed again here: zod would be a sixth of the page's JavaScript, and
 * the server already sends it checked against meSchema, its response schema (decision 0028).
 */
export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: async ({ signal }): Promise<MeUser | null> => {
    try {
      const me = (await apiRequest('/api/auth/me', { signal })) as Me;
      return me.user;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

/** The current user for any feature: `undefined` while loading, `null` when signed out. */
export function useCurrentUser(): { user: MeUser | null | undefined; isLoading: boolean } {
  const query = useQuery(meQueryOptions);
  return { user: query.data, isLoading: query.isPending };
}
