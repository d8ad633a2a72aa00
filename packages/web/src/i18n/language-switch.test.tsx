import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '../components/layout/header.tsx';
import { apiRequest } from '../lib/api-client.ts';
import { mockFetch } from '../test/fetch-mock.ts';
import { makeUser, renderWithProviders } from '../test/render.tsx';
import { currentLocale, setLocale } from './locale-store.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLocale('en-CA');
  localStorage.clear();
});

describe('the language switch (issue 27, decision 0079)', () => {
  it('switches a signed-in user to French at once and remembers it on their profile', async () => {
    const user = makeUser(['Standard']);
    const api = mockFetch(({ method, url, body }) =>
      method === 'PUT' && url.pathname === '/api/auth/language'
        ? { body: { user: { ...user, language: (body as { language: string }).language } } }
        : undefined,
    );
    renderWithProviders(<Header />, { user });
    const toFrench = screen.getByRole('button', { name: 'Lire en français' });
    expect(toFrench).toHaveTextContent('Français');
    expect(toFrench).toHaveAttribute('lang', 'fr-CA');

    await userEvent.click(toFrench);

    expect(document.documentElement.lang).toBe('fr-CA');
    expect(await screen.findByRole('button', { name: 'Read in English' })).toHaveTextContent('English');
    await waitFor(() => expect(api.to('PUT', '/api/auth/language')).toHaveLength(1));
    expect(api.to('PUT', '/api/auth/language')[0]!.body).toEqual({ language: 'fr-CA' });
    expect(localStorage.getItem('bm.locale')).toBe('fr-CA');
  });

  it('shows a user the language remembered on their profile, picked on another device', async () => {
    mockFetch(() => undefined);
    renderWithProviders(<Header />, { user: makeUser(['Standard'], { language: 'fr-CA' }) });
    expect(await screen.findByRole('button', { name: 'Read in English' })).toBeInTheDocument();
    expect(currentLocale()).toBe('fr-CA');
  });

  it('switches a signed-out visitor for this browser only (nothing to remember on a profile)', async () => {
    const api = mockFetch(() => undefined);
    renderWithProviders(<Header />, { user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Lire en français' }));
    expect(currentLocale()).toBe('fr-CA');
    expect(api.to('PUT', '/api/auth/language')).toHaveLength(0);
    expect(localStorage.getItem('bm.locale')).toBe('fr-CA');
  });

  it('asks the server to answer in the language of the screens', async () => {
    const api = mockFetch(() => ({ body: { ok: true } }));
    await apiRequest('/api/health');
    setLocale('fr-CA');
    await apiRequest('/api/health');
    expect(api.requests.map((r) => r.headers['accept-language'])).toEqual(['en-CA', 'fr-CA']);
  });
});
