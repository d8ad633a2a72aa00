import type { MeUser } from '@bm/contracts';
import { useAuthFlow } from './auth-flow.ts';
import { useCurrentUser } from './session.ts';

/** The auth states of spec 4: loading, signedIn, confirmSignUp (with its email), signed out. */
export type AuthStatus =
  | { kind: 'loading' }
  | { kind: 'signedIn'; user: MeUser }
  | { kind: 'confirmSignUp'; email: string }
  | { kind: 'signedOut' };

export function useAuthStatus(): AuthStatus {
  const { user, isLoading } = useCurrentUser();
  const flow = useAuthFlow();
  if (user) return { kind: 'signedIn', user };
  if (isLoading) return { kind: 'loading' };
  if (flow.pendingConfirmationEmail) return { kind: 'confirmSignUp', email: flow.pendingConfirmationEmail };
  return { kind: 'signedOut' };
}
