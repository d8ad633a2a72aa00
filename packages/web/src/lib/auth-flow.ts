import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/**
 * The client half of the auth state machine (spec 4, "Auth"): what the server session cannot
 * tell us. Signed in or out comes from GET /api/auth/me (see session.ts); this store holds a
 * sign-up waiting for its emailed code, a sign-in waiting on a challenge (MFA code or new
 * password), and where to return after sign-in. Kept in sessionStorage so a refresh keeps it and
 * closing the tab forgets it.
 */
const challengeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mfa'), challengeId: z.string(), destination: z.string(), email: z.string() }),
  z.object({ kind: z.literal('newPassword'), challengeId: z.string(), email: z.string() }),
]);
export type SignInChallenge = z.infer<typeof challengeSchema>;

const flowSchema = z.object({
  pendingConfirmationEmail: z.string().nullable(),
  challenge: challengeSchema.nullable(),
  returnTo: z.string().nullable(),
});
export type AuthFlow = z.infer<typeof flowSchema>;

export const AUTH_FLOW_STORAGE_KEY = 'bm.auth-flow';
const EMPTY: AuthFlow = { pendingConfirmationEmail: null, challenge: null, returnTo: null };

function load(): AuthFlow {
  try {
    const text = window.sessionStorage.getItem(AUTH_FLOW_STORAGE_KEY);
    if (!text) return EMPTY;
    const parsed = flowSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : EMPTY;
  } catch {
    return EMPTY;
  }
}

function save(flow: AuthFlow): void {
  try {
    if (flow === EMPTY) window.sessionStorage.removeItem(AUTH_FLOW_STORAGE_KEY);
    else window.sessionStorage.setItem(AUTH_FLOW_STORAGE_KEY, JSON.stringify(flow));
  } catch {
    // Storage can be unavailable (private modes, quotas): the flow then lasts for this page only.
  }
}

let state: AuthFlow = load();
const listeners = new Set<() => void>();

function update(next: AuthFlow): void {
  state = next;
  save(next);
  for (const listener of listeners) listener();
}

/** Only same-site paths are followed after sign-in (no open redirects). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

export const authFlow = {
  get: (): AuthFlow => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Sign-up (or a login of an unconfirmed account) now waits for the emailed code. */
  awaitConfirmation(email: string): void {
    update({ ...state, pendingConfirmationEmail: email, challenge: null });
  },
  confirmationDone(): void {
    update({ ...state, pendingConfirmationEmail: null });
  },
  startSignIn(returnTo: string | null): void {
    update({ ...state, returnTo: safeReturnPath(returnTo), challenge: null });
  },
  setChallenge(challenge: SignInChallenge): void {
    update({ ...state, challenge, pendingConfirmationEmail: null });
  },
  /** Signed in: the challenge and any pending confirmation are over; returnTo is read once. */
  signedIn(): void {
    update({ ...state, challenge: null, pendingConfirmationEmail: null });
  },
  clearReturnTo(): void {
    if (state.returnTo !== null) update({ ...state, returnTo: null });
  },
  reset(): void {
    update(EMPTY);
  },
  /** Tests start from a clean store; the app never needs this. */
  reloadFromStorage(): void {
    state = load();
    for (const listener of listeners) listener();
  },
};

export function useAuthFlow(): AuthFlow {
  return useSyncExternalStore(authFlow.subscribe, authFlow.get, authFlow.get);
}
