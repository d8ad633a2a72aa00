import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client.ts';
import { ME_QUERY_KEY } from '../lib/session.ts';

function isMe(key: readonly unknown[]): boolean {
  return key.length === ME_QUERY_KEY.length && key.every((part, index) => part === ME_QUERY_KEY[index]);
}

/**
 * One cache per app. A 401 from any call means the session ended (idle or absolute timeout,
 * sign-out in another tab): the current user is refetched, and the guards send the user to sign in.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: Error, key?: readonly unknown[]) => {
    if (error instanceof ApiError && error.status === 401 && !(key && isMe(key))) {
      void client.invalidateQueries({ queryKey: ME_QUERY_KEY });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryKey) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        // Sign-in calls answer 401 for a wrong password: that is not an ended session.
        if (!mutation.options.meta?.authFlow) onError(error);
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
