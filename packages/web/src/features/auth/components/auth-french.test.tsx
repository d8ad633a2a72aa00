import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale } from '../../../i18n/locale-store.ts';
import { authFlow } from '../../../lib/auth-flow.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authFlow.reset();
  setLocale('en-CA');
});

/** Decision 0079: the pages before sign-in follow the language picked in this browser. */
describe('signing in and up in French', () => {
  it('asks for the courriel and the mot de passe, and says what is wrong in French', async () => {
    setLocale('fr-CA');
    const api = mockFetch(() => undefined);
    renderApp('/login', { user: null });
    expect(await screen.findByRole('heading', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Courriel/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Mot de passe/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié\u00a0?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'S’inscrire' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Saisissez une adresse courriel valide')).toBeInTheDocument();
    expect(screen.getByText('Obligatoire')).toBeInTheDocument();
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('creates an account with French labels, hints and messages', async () => {
    setLocale('fr-CA');
    mockFetch(() => undefined);
    renderApp('/signup', { user: null });
    expect(await screen.findByRole('heading', { name: 'Créez votre compte' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Prénom/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code ou identifiant du cabinet de courtage/)).toBeInTheDocument();
    expect(screen.getByText(/^Au moins 12 caractères\./)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Mot de passe/), 'court');
    await userEvent.type(screen.getByLabelText(/^Confirmez le mot de passe/), 'autre');
    await userEvent.click(screen.getByRole('button', { name: 'Créer le compte' }));
    expect(
      await screen.findByText('Le mot de passe doit compter au moins 12 caractères'),
    ).toBeInTheDocument();
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
  });

  it('explains the two-step verification in French', async () => {
    setLocale('fr-CA');
    mockFetch(() => undefined);
    renderApp('/setup-mfa', { user: null });
    expect(
      await screen.findByRole('heading', { name: 'Vérification en deux étapes par courriel' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Entrez le code dans les 10 minutes/)).toBeInTheDocument();
  });
});
