import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXTERNAL_LINKS } from '@bm/domain';
import { authFlow } from '../../lib/auth-flow.ts';
import { mockFetch } from '../../test/fetch-mock.ts';
import { makeUser, renderApp, renderWithProviders } from '../../test/render.tsx';
import { Header } from './header.tsx';
import { DEFAULT_SETTINGS } from '../../test/settings.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authFlow.reset();
});

function navLabels(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent?.replace(' (opens in a new tab)', '').trim() ?? '');
}

describe('Header navigation by role (spec 2.2, 6)', () => {
  it('shows a super admin Finance Ops and Toolbox', () => {
    renderWithProviders(<Header />, { user: makeUser(['SuperAdmin', 'Apollo']) });
    expect(navLabels()).toEqual([
      'Products',
      'CRM',
      'Reports',
      'Accounting',
      'Analytics',
      'Help Centre',
      'Finance Ops',
      'Broker Resource',
      'Report a claim',
      'Toolbox',
      'Invoices',
      'NSF Invoices',
      'Integrations',
    ]);
  });

  it('shows an agency admin (Admin group) Integrations, and a broker not', () => {
    renderWithProviders(<Header />, { user: makeUser(['Admin', 'Standard']) });
    expect(navLabels()).toContain('Integrations');
    cleanup();
    renderWithProviders(<Header />, { user: makeUser(['Standard']) });
    expect(navLabels()).not.toContain('Integrations');
  });

  it('hides Finance Ops, Toolbox and Setup Partnership from a broker', () => {
    renderWithProviders(<Header />, { user: makeUser(['Standard']) });
    const labels = navLabels();
    expect(labels).toContain('Invoices');
    expect(labels).not.toContain('Finance Ops');
    expect(labels).not.toContain('Toolbox');
    expect(labels).not.toContain('Setup Partnership');
  });

  it('with the NSF flag on (NSF_NAV_FLAG), shows NSF Invoices only to SuperAdmin and Apollo users', () => {
    const flagOn = { settings: { ...DEFAULT_SETTINGS, nsfNavFlag: true } };
    renderWithProviders(<Header />, { user: makeUser(['SuperAdmin', 'Apollo'], flagOn) });
    expect(navLabels()).toContain('NSF Invoices');
    cleanup();
    renderWithProviders(<Header />, { user: makeUser(['SuperAdmin'], flagOn) });
    expect(navLabels()).not.toContain('NSF Invoices');
    cleanup();
    renderWithProviders(<Header />, { user: makeUser(['FinanceApolloUser', 'Apollo'], flagOn) });
    expect(navLabels()).not.toContain('NSF Invoices');
    expect(navLabels()).toContain('Invoices');
  });

  it('with the NSF flag off (the default), shows NSF Invoices to a broker', () => {
    renderWithProviders(<Header />, { user: makeUser(['Standard']) });
    expect(navLabels()).toContain('NSF Invoices');
  });

  it('shows Setup Partnership to the LaunchpadSetup group', () => {
    renderWithProviders(<Header />, { user: makeUser(['LaunchpadSetup', 'Standard']) });
    expect(navLabels()).toContain('Setup Partnership');
    expect(navLabels()).not.toContain('Toolbox');
  });

  it('shows a guest the public items and a Sign In button that returns to the page', () => {
    renderWithProviders(<Header />, { user: null, path: '/insurer/cascadia-mutual' });
    // CRM, Reports and Analytics are signed-in routes: a guest is not offered them.
    expect(navLabels()).toEqual(['Products']);
    expect(screen.getByText('Welcome, Guest')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Finsurer%2Fcascadia-mutual',
    );
  });

  it('opens external items in a new tab', () => {
    renderWithProviders(<Header />, { user: makeUser(['Standard']) });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const help = within(nav).getByRole('link', { name: /Help Centre/ });
    expect(help).toHaveAttribute('href', EXTERNAL_LINKS.helpCentre);
    expect(help).toHaveAttribute('target', '_blank');
    expect(help).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens the external pages the server is configured with', () => {
    const links = { ...DEFAULT_SETTINGS.links, reportClaim: 'https://claims.example.org/form' };
    renderWithProviders(<Header />, {
      user: makeUser(['Standard'], { settings: { ...DEFAULT_SETTINGS, links } }),
    });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: /Report a claim/ })).toHaveAttribute(
      'href',
      'https://claims.example.org/form',
    );
  });

  it('puts the navigation in a side drawer behind the menu button', async () => {
    renderWithProviders(<Header />, { user: makeUser(['SuperAdmin']) });
    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('navigation', { name: 'Main navigation menu' });
    expect(within(drawer).getByRole('link', { name: 'Toolbox' })).toHaveAttribute('href', '/toolbox');
  });
});

describe('Header welcome and session button', () => {
  it('shows the welcome banner under the header for a signed-in user', () => {
    renderWithProviders(<Header />, { user: makeUser(['Standard'], { givenName: 'Blake' }) });
    expect(screen.getByRole('region', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('welcomes a user by given name, else by email', () => {
    renderWithProviders(<Header />, { user: makeUser(['Standard'], { givenName: 'Blake' }) });
    expect(screen.getByTestId('welcome-text')).toHaveTextContent('Welcome, Blake');
    cleanup();
    renderWithProviders(<Header />, {
      user: makeUser(['Standard'], { givenName: null, email: 'b@x.example' }),
    });
    expect(screen.getByTestId('welcome-text')).toHaveTextContent('Welcome, b@x.example');
  });

  it('logs out: calls the server, forgets the user and goes home', async () => {
    const api = mockFetch(({ url }) => (url.pathname === '/api/auth/logout' ? { status: 204 } : undefined));
    const { router } = renderWithProviders(<Header />, { user: makeUser(['Standard']), path: '/reports' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Guest')).toBeInTheDocument();
    expect(api.to('POST', '/api/auth/logout')).toHaveLength(1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('logs out from a signed-in-only page to the home page, not to sign-in', async () => {
    mockFetch(({ url }) => (url.pathname === '/api/auth/logout' ? { status: 204 } : undefined));
    const { router } = renderApp('/account', { user: makeUser(['Standard'], { givenName: 'Casey' }) });
    await screen.findByRole('heading', { name: 'Account' });
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Welcome, Guest')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.pathname).not.toBe('/login');
  });
});
