import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_FLOW_STORAGE_KEY, authFlow, safeReturnPath } from './auth-flow.ts';

afterEach(() => authFlow.reset());

describe('authFlow', () => {
  it('keeps a pending sign-up and a challenge across a page refresh (sessionStorage)', () => {
    authFlow.awaitConfirmation('new@broker.example');
    authFlow.reloadFromStorage();
    expect(authFlow.get().pendingConfirmationEmail).toBe('new@broker.example');

    authFlow.setChallenge({
      kind: 'mfa',
      challengeId: 'c1',
      destination: 'n***@broker.example',
      email: 'n@b.example',
    });
    authFlow.reloadFromStorage();
    expect(authFlow.get()).toMatchObject({
      pendingConfirmationEmail: null,
      challenge: { kind: 'mfa', challengeId: 'c1' },
    });
  });

  it('forgets everything on reset, and ignores storage it cannot read', () => {
    authFlow.startSignIn('/crm');
    authFlow.reset();
    expect(window.sessionStorage.getItem(AUTH_FLOW_STORAGE_KEY)).toBeNull();

    window.sessionStorage.setItem(AUTH_FLOW_STORAGE_KEY, '{"challenge":{"kind":"other"}}');
    authFlow.reloadFromStorage();
    expect(authFlow.get()).toEqual({ pendingConfirmationEmail: null, challenge: null, returnTo: null });
  });

  it.each([
    ['/crm?status=bound', '/crm?status=bound'],
    ['https://evil.example/', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['', null],
    [null, null],
  ])('returns to %s -> %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });
});
