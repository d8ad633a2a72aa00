import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { setLocale } from '../../i18n/locale-store.ts';
import { makeUser, renderWithProviders } from '../../test/render.tsx';
import { CONSENT_COOKIE_NAME, CookieConsent } from './cookie-consent.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

afterEach(() => {
  cleanup();
  setLocale('en-CA');
  document.cookie = `${CONSENT_COOKIE_NAME}=; Max-Age=0; Path=/`;
});

describe('The frame in French', () => {
  it('names the header navigation, the session button and the welcome in French', () => {
    setLocale('fr-CA');
    renderWithProviders(<Header />, {
      user: makeUser(['SuperAdmin', 'Apollo'], { givenName: 'Zoé', language: 'fr-CA' }),
    });
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent?.replace(' (s’ouvre dans un nouvel onglet)', '').trim());
    expect(labels.slice(0, 4)).toEqual(['Produits', 'GRC', 'Rapports', 'Comptabilité']);
    expect(labels).toContain('Déclarer un sinistre');
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(screen.getByTestId('welcome-text')).toHaveTextContent('Bienvenue, Zoé');
    expect(
      screen.getByRole('heading', { name: 'Bienvenue sur la place de marché, Zoé\u00a0!' }),
    ).toBeInTheDocument();
  });

  it('offers a guest to sign in and to register, in French', () => {
    setLocale('fr-CA');
    renderWithProviders(
      <>
        <Header />
        <Footer />
      </>,
      { user: null },
    );
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByTestId('welcome-text')).toHaveTextContent('Bienvenue, Invité');
    expect(screen.getByRole('link', { name: 'S’inscrire maintenant' })).toBeInTheDocument();
  });

  it('asks for cookie consent in French', () => {
    setLocale('fr-CA');
    renderWithProviders(<CookieConsent />, { user: null });
    expect(screen.getByRole('region', { name: 'Consentement aux témoins' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accepter les témoins' })).toBeInTheDocument();
  });
});
