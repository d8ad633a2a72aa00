import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../test/render.tsx';
import { setLocale } from '../../../i18n/locale-store.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en-CA');
});

describe('AccountPage', () => {
  it('shows who is signed in and turns email verification on', async () => {
    const user = makeUser(['Standard'], {
      givenName: 'Blake',
      familyName: 'Broker',
      email: 'broker@example.com',
      brokerage: {
        id: '00000000-0000-4000-8000-000000000002',
        code: 'MAPLE',
        name: 'Maple Leaf Brokers',
        isAgency: false,
      },
    });
    const api = mockFetch(({ method, url, body }) => {
      if (method === 'PUT' && url.pathname === '/api/auth/mfa-preference') {
        const enabled = (body as { enabled: boolean }).enabled;
        return { body: { user: { ...user, mfaEnabled: enabled, mfaPreference: enabled ? 'EMAIL' : null } } };
      }
      return undefined;
    });
    renderApp('/account', { user });

    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('Maple Leaf Brokers')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Account | Apollo Broker Marketplace'));
    const toggle = screen.getByRole('switch', { name: 'Email me a verification code when I sign in' });
    expect(toggle).not.toBeChecked();

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(api.requests.find((r) => r.method === 'PUT')?.body).toEqual({ enabled: true });
    expect(
      await screen.findByText('Email verification is on: we will email you a code each time you sign in.'),
    ).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in', async () => {
    mockFetch(() => undefined);
    const { router } = renderApp('/account', { user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('AccountPage in French', () => {
  it('names the profile and the sign-in security in French', async () => {
    setLocale('fr-CA');
    renderApp('/account', { user: makeUser(['Standard'], { language: 'fr-CA' }) });
    expect(await screen.findByRole('heading', { name: 'Compte' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sécurité de la connexion' })).toBeInTheDocument();
    expect(
      screen.getByRole('switch', {
        name: 'M’envoyer un code de vérification par courriel à chaque connexion',
      }),
    ).toBeInTheDocument();
  });
});
