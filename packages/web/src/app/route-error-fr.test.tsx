import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { setLocale } from '../i18n/locale-store.ts';
import { renderWithProviders } from '../test/render.tsx';
import { RouteErrorPage } from './route-error.tsx';

afterEach(() => {
  cleanup();
  setLocale('en-CA');
});

describe('The error page in French', () => {
  it('says something went wrong and offers to reload, in French', () => {
    setLocale('fr-CA');
    renderWithProviders(<RouteErrorPage />, { user: null });
    expect(screen.getByRole('heading', { name: 'Un problème est survenu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
  });
});
