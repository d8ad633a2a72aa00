import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@bm/domain';
import { authFlow } from '../../../lib/auth-flow.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  authFlow.reset();
});

const MAPLE = {
  id: '00000000-0000-4000-8000-000000000002',
  code: 'MAPLE',
  name: 'Maple Leaf Brokers',
  isAgency: false,
  province: 'ON',
  email: null,
  phone: null,
  address: null,
  subdomain: null,
};

describe('SignupPage', () => {
  it('looks the brokerage up and says No such brokerage under the field', async () => {
    mockFetch(({ url }) => {
      if (url.pathname === '/api/brokerages/MAPLE') return { body: MAPLE };
      if (url.pathname.startsWith('/api/brokerages/'))
        return { status: 404, body: { message: MESSAGES.noSuchBrokerage } };
      return undefined;
    });
    renderApp('/signup', { user: null });
    const field = await screen.findByLabelText(/Brokerage code or ID/);

    await userEvent.type(field, 'NOPE');
    await userEvent.tab();
    expect(await screen.findByText('No such brokerage')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(field);
    await userEvent.type(field, 'MAPLE');
    await userEvent.tab();
    expect(await screen.findByText('Brokerage: Maple Leaf Brokers')).toBeInTheDocument();
  });

  it('asks for 12 characters of password and matching confirmation', async () => {
    mockFetch(() => undefined);
    renderApp('/signup', { user: null });
    await userEvent.type(await screen.findByLabelText(/^Password/), 'short');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'different');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must be at least 12 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('signs up, then asks for the emailed code', async () => {
    const api = mockFetch(({ url }) => {
      if (url.pathname === '/api/brokerages/MAPLE') return { body: MAPLE };
      if (url.pathname === '/api/auth/signup')
        return { body: { status: 'confirmSignUp', email: 'new@broker.example' } };
      return undefined;
    });
    const { router } = renderApp('/signup', { user: null });
    await userEvent.type(await screen.findByLabelText(/First name/), 'Nia');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Newcomer');
    await userEvent.type(screen.getByLabelText(/Work email/), 'New@Broker.example');
    await userEvent.type(screen.getByLabelText(/Brokerage code or ID/), 'MAPLE');
    await userEvent.type(screen.getByLabelText(/^Password/), 'a long enough password');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'a long enough password');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/request-confirmation');
    expect(api.to('POST', '/api/auth/signup')[0]?.body).toEqual({
      givenName: 'Nia',
      familyName: 'Newcomer',
      email: 'new@broker.example',
      brokerage: 'MAPLE',
      password: 'a long enough password',
    });
  });
});
