import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResponse, MeUser } from '@bm/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { authFlow } from '../../../lib/auth-flow.ts';
import { session } from '../../../lib/session.ts';

/** loginBody and loginResponse, loaded on the first submit rather than with the page (decision 0028). */
export const loadLoginContract = () => import('./login-contract.ts');

export async function login(body: LoginBody): Promise<LoginResponse> {
  const { loginResponse } = await loadLoginContract();
  return apiRequest('/api/auth/login', { method: 'POST', body, schema: loginResponse });
}

/** Sign-in calls answer 401 for wrong details: not a sign that a session ended (see query-client). */
export const authFlowMeta = { authFlow: true };

export const useLoginMutation = () => useMutation({ mutationFn: login, meta: authFlowMeta });

/** Signed in: the session is now the server's cookie; seed the current user so no refetch is needed. */
export function useCompleteSignIn(): (user: MeUser) => void {
  return (user) => {
    authFlow.signedIn();
    session.setUser(user);
  };
}
