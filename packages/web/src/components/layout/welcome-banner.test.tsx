import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXTERNAL_LINKS } from '@bm/domain';
import { makeUser, renderWithProviders } from '../../test/render.tsx';
import { WELCOME_DISMISSED_KEY, WelcomeBanner } from './welcome-banner.tsx';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('WelcomeBanner', () => {
  it('welcomes a signed-in user, links to the Help Centre, and remembers its dismissal', async () => {
    renderWithProviders(<WelcomeBanner />, { user: makeUser(['Standard'], { givenName: 'Blake' }) });
    expect(screen.getByText('Welcome to the marketplace, Blake!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help Centre' })).toHaveAttribute(
      'href',
      EXTERNAL_LINKS.helpCentre,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss welcome message' }));
    expect(screen.queryByRole('region', { name: 'Welcome' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(WELCOME_DISMISSED_KEY)).toBe('true');

    cleanup();
    renderWithProviders(<WelcomeBanner />, { user: makeUser(['Standard']) });
    expect(screen.queryByRole('region', { name: 'Welcome' })).not.toBeInTheDocument();
  });

  it('is not shown to guests', () => {
    renderWithProviders(<WelcomeBanner />, { user: null });
    expect(screen.queryByRole('region', { name: 'Welcome' })).not.toBeInTheDocument();
  });
});
