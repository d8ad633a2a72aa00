import { useNavigate } from 'react-router';
import type { LoginResponse } from '@bm/contracts';
import { authFlow } from '../../../lib/auth-flow.ts';
import type { NewPasswordResult } from '../api/auth-api.ts';
import { useCompleteSignIn } from '../api/sign-in.ts';

/**
 * Follows a sign-in answer to its next step. On an auth-only page (`guarded`) the route guard moves
 * a signed-in or unconfirmed user on by itself; elsewhere this navigates.
 */
export function useSignInStep(guarded: boolean) {
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  return (response: LoginResponse | NewPasswordResult, email: string) => {
    switch (response.status) {
      case 'signedIn': {
        const target = authFlow.get().returnTo ?? '/';
        completeSignIn(response.user);
        if (!guarded) {
          authFlow.clearReturnTo();
          void navigate(target, { replace: true });
        }
        return;
      }
      case 'mfaRequired':
        authFlow.setChallenge({
          kind: 'mfa',
          challengeId: response.challengeId,
          destination: response.destination,
          email,
        });
        void navigate('/confirm-signin');
        return;
      case 'newPasswordRequired':
        authFlow.setChallenge({ kind: 'newPassword', challengeId: response.challengeId, email });
        void navigate('/new-password');
        return;
      case 'confirmSignUp':
        authFlow.awaitConfirmation(response.email);
        if (!guarded) void navigate('/request-confirmation');
        return;
      case 'passwordChanged':
        authFlow.reset();
        void navigate('/login');
        return;
    }
  };
}
