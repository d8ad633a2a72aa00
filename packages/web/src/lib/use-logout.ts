import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from './api-client.ts';
import { authFlow } from './auth-flow.ts';
import { ME_QUERY_KEY } from './session.ts';

function isMe(key: readonly unknown[]): boolean {
  return key.length === ME_QUERY_KEY.length && key.every((part, index) => part === ME_QUERY_KEY[index]);
}

/** Signs out on the server, forgets every cached answer of the old session, and goes home. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // Home first, then sign out, so that logout lands on / (spec 2.2) rather than on the sign-in
    // page a signed-in-only page's guard would ask for (see SignedInRoute).
    mutationFn: async () => {
      await navigate('/');
      return apiRequest('/api/auth/logout', { method: 'POST' });
    },
    onSuccess: () => {
      authFlow.reset();
      // The signed-out user stays observed; every other answer belonged to the old session.
      queryClient.setQueryData(ME_QUERY_KEY, null);
      queryClient.removeQueries({ predicate: (query) => !isMe(query.queryKey) });
    },
  });
}
