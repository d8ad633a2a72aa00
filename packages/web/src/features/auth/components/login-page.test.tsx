import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@bm/domain';
import { authFlow } from '../../../lib/auth-flow.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../test/render.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authFlow.reset();
});

async function signIn(email = 'broker@example.com', password = 'demo-password-2026') {
  await userEvent.type(await screen.findByLabelText(/Email/), email);
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('shows the server’s message word for word', async () => {
    mockFetch(({ url }) =>
      url.pathname === '/api/auth/login'
        ? { status: 401, body: { message: MESSAGES.incorrectLogin } }
        : undefined,
    );
    renderApp('/login', { user: null });
    await signIn('broker@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('checks fields before calling the server', async () => {
    const api = mockFetch(() => undefined);
    renderApp('/login', { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Required')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('signs in and returns to the page that was asked for', async () => {
    const user = makeUser(['Standard'], { email: 'broker@example.com' });
    const api = mockFetch(({ url }) =>
      url.pathname === '/api/auth/login' ? { body: { status: 'signedIn', user } } : undefined,
    );
    const { router } = renderApp('/login?redirect=%2Finvoices', { user: null });
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/invoices');
    expect(api.to('POST', '/api/auth/login')[0]?.body).toEqual({
      email: 'broker@example.com',
      password: 'demo-password-2026',
    });
  });

  it('goes to /confirm-signin for an MFA code, then signs in with it', async () => {
    const user = makeUser(['Standard'], { email: 'mfa@example.com' });
    const challengeId = '7d1f3a52-8c1e-4f0e-9d65-2d3c1b0a9e11';
    const api = mockFetch(({ url }) => {
      if (url.pathname === '/api/auth/login') {
        return { body: { status: 'mfaRequired', challengeId, destination: 'm***@example.com' } };
      }
      if (url.pathname === '/api/auth/mfa') return { body: { status: 'signedIn', user } };
      return undefined;
    });
    const { router } = renderApp('/login', { user: null });
    await signIn('mfa@example.com');
    expect(await screen.findByText(/We sent a 6-digit code to m\*\*\*@example\.com/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/confirm-signin');

    await userEvent.type(screen.getByLabelText(/Verification code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.to('POST', '/api/auth/mfa')[0]?.body).toEqual({ challengeId, code: '123456' });
  });

  it('goes to /request-confirmation when the account is not confirmed yet', async () => {
    mockFetch(({ url }) =>
      url.pathname === '/api/auth/login'
        ? { body: { status: 'confirmSignUp', email: 'new@example.com' } }
        : undefined,
    );
    const { router } = renderApp('/login', { user: null });
    await signIn('new@example.com');
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/request-confirmation');
  });
});
