import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_COOKIE_MAX_AGE_SECONDS } from '@bm/domain';
import { cookieString } from '../../lib/cookies.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { CONSENT_COOKIE_NAME, CookieConsent } from './cookie-consent.tsx';

afterEach(() => {
  cleanup();
  document.cookie = `${CONSENT_COOKIE_NAME}=; Max-Age=0; Path=/`;
});

describe('CookieConsent', () => {
  it('asks until accepted, then stays hidden on later visits', async () => {
    renderWithProviders(<CookieConsent />, { user: null });
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Accept cookies' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
    expect(document.cookie).toContain(`${CONSENT_COOKIE_NAME}=accepted`);

    cleanup();
    renderWithProviders(<CookieConsent />, { user: null });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('keeps consent for one year', () => {
    expect(CONSENT_COOKIE_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
    expect(
      cookieString(CONSENT_COOKIE_NAME, 'accepted', { maxAgeSeconds: CONSENT_COOKIE_MAX_AGE_SECONDS }),
    ).toBe('bm_cookie_consent=accepted; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('opens the privacy policy from the notice', async () => {
    renderWithProviders(<CookieConsent />, { user: null });
    await userEvent.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    expect(await screen.findByRole('dialog', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Access and correction' })).toBeInTheDocument();
  });
});
