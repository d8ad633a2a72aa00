import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { EXTERNAL_LINKS, MESSAGES, SUPPORT_EMAIL } from '@bm/domain';
import { authFlow } from '../lib/auth-flow.ts';
import { externalNavigation } from '../lib/browser.ts';
import { mockFetch } from '../test/fetch-mock.ts';
import { makeUser, renderApp } from '../test/render.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  authFlow.reset();
});

const broker = () => makeUser(['Standard'], { givenName: 'Blake' });

describe('route guards (spec 2.1)', () => {
  it('sends a signed-out user from /crm to /login, remembering the page', async () => {
    const { router } = renderApp('/crm?status=bound', { user: null });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/crm?status=bound');
  });

  it('sends a signed-in user away from /login to the home page', async () => {
    const { router } = renderApp('/login', { user: broker() });
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in user on /login?redirect= to the page asked for', async () => {
    const { router } = renderApp('/login?redirect=%2Freports', { user: broker() });
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/reports');
  });

  it('never follows a redirect off the site', async () => {
    const { router } = renderApp('/login?redirect=%2F%2Fevil.example', { user: broker() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends an unconfirmed sign-up from the auth-only pages to /request-confirmation', async () => {
    authFlow.awaitConfirmation('new@broker.example');
    const { router } = renderApp('/signup', { user: null });
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(screen.getByText(/new@broker\.example/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/request-confirmation');
  });

  it('keeps /request-confirmation for the confirmSignUp state only', async () => {
    const { router } = renderApp('/request-confirmation', { user: null });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows public pages to everyone', async () => {
    renderApp('/forgot-password', { user: null });
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('hides the header on login, sign-up and forgot password only', async () => {
    renderApp('/login', { user: null });
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    cleanup();
    renderApp('/reset-password', { user: null });
    await screen.findByRole('heading', { name: 'Choose a new password' });
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('shows a signed-in page under its title', async () => {
    renderApp('/toolbox', { user: makeUser(['SuperAdmin']) });
    expect(await screen.findByRole('heading', { name: 'Toolbox' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Toolbox | Apollo Broker Marketplace'));
  });

  it('leaves for the Free CE Webinars page', async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    renderApp('/free-ce-webinars', { user: broker() });
    await waitFor(() => expect(assign).toHaveBeenCalledWith(EXTERNAL_LINKS.freeCeWebinars));
  });

  it('leaves for the Free CE Webinars page the server is configured with', async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => undefined);
    const user = broker();
    const links = { ...user.settings.links, freeCeWebinars: 'https://ce.example.org/webinars' };
    renderApp('/free-ce-webinars', { user: { ...user, settings: { ...user.settings, links } } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://ce.example.org/webinars'));
  });
});

describe('not-found page (spec 2.4)', () => {
  it('is shown for any other path', async () => {
    renderApp('/no/such/page', { user: null });
    expect(await screen.findByRole('heading', { name: MESSAGES.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByText('Oops! It looks like that page does not exist.')).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(screen.getByText(/Broker Success Team/)).toBeInTheDocument();
    expect(screen.getByTestId('rocket-animation')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Not Found | Apollo Broker Marketplace'));
  });

  it('is shown for an application id that is not a UUID, signed in or not', async () => {
    renderApp('/crm/applications/12345', { user: broker() });
    expect(await screen.findByText(MESSAGES.notFoundText)).toBeInTheDocument();
    cleanup();
    const { router } = renderApp('/crm/applications/not-a-uuid/edit', { user: null });
    expect(await screen.findByText(MESSAGES.notFoundText)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/crm/applications/not-a-uuid/edit');
  });

  it('sends a signed-out user from an application record to /login', async () => {
    const id = '0b6f9a8e-3c2d-4e1f-8a7b-6c5d4e3f2a1b';
    const { router } = renderApp(`/crm/applications/${id}/brokerTenantEdit`, { user: null });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      `/crm/applications/${id}/brokerTenantEdit`,
    );
  });

  it('is shown for an unknown insurer', async () => {
    renderApp('/insurer/no-such-insurer', { user: null });
    expect(await screen.findByText(MESSAGES.notFoundText)).toBeInTheDocument();
  });
});

describe('session from the server', () => {
  it('asks GET /api/auth/me and treats a 401 as signed out', async () => {
    const api = mockFetch(({ url }) =>
      url.pathname === '/api/auth/me' ? { status: 401, body: { message: MESSAGES.notSignedIn } } : undefined,
    );
    const { router } = renderApp('/analytics');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.to('GET', '/api/auth/me')).toHaveLength(1);
  });
});
