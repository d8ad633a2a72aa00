import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { session } from './session.ts';

/**
 * One cache per app, loaded with the first page that needs it (decision 0041). A 401 from any call
 * means the session ended (idle or absolute timeout, sign-out in another tab): the current user is
 * fetched again, and the guards send the user to sign in.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.status === 401) session.refresh();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
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
}
