import { useSyncExternalStore } from 'react';

/**
 * The client half of the auth state machine (spec 4, "Auth"): what the server session cannot
 * tell us. Signed in or out comes from GET /api/auth/me (see session.ts); this store holds a
 * sign-up waiting for its emailed code, a sign-in waiting on a challenge (MFA code or new
 * password), and where to return after sign-in. Kept in sessionStorage so a refresh keeps it and
 * closing the tab forgets it. Checked by hand, not with zod: the route guards read it on every
 * first page (decision 0028).
 */
export type SignInChallenge =
  | { kind: 'mfa'; challengeId: string; destination: string; email: string }
  | { kind: 'newPassword'; challengeId: string; email: string };

export interface AuthFlow {
  pendingConfirmationEmail: string | null;
  challenge: SignInChallenge | null;
  returnTo: string | null;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringOrNull = (value: unknown): value is string | null => value === null || isString(value);

/** The stored challenge, with only its own keys; null when it is not one. */
function challengeFrom(value: unknown): SignInChallenge | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, challengeId, destination, email } = value as Record<string, unknown>;
  if (!isString(challengeId) || !isString(email)) return null;
  if (kind === 'mfa' && isString(destination)) return { kind, challengeId, destination, email };
  if (kind === 'newPassword') return { kind, challengeId, email };
  return null;
}

/** What sessionStorage held, if it is a flow (anything else is the empty flow). */
function flowFrom(value: unknown): AuthFlow | null {
  if (typeof value !== 'object' || value === null) return null;
  const { pendingConfirmationEmail, challenge, returnTo } = value as Record<string, unknown>;
  if (!isStringOrNull(pendingConfirmationEmail) || !isStringOrNull(returnTo)) return null;
  const checked = challenge === null ? null : challengeFrom(challenge);
  if (challenge !== null && checked === null) return null;
  return { pendingConfirmationEmail, challenge: checked, returnTo };
}

export const AUTH_FLOW_STORAGE_KEY = 'bm.auth-flow';
const EMPTY: AuthFlow = { pendingConfirmationEmail: null, challenge: null, returnTo: null };

function load(): AuthFlow {
  try {
    const text = window.sessionStorage.getItem(AUTH_FLOW_STORAGE_KEY);
    if (!text) return EMPTY;
    return flowFrom(JSON.parse(text)) ?? EMPTY;
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
