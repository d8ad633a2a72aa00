import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp } from '../../../testing/render.tsx';
import { APPLICATION_ID } from '../testing/fixtures.ts';
import { mockApplicationApi } from '../testing/mock-api.ts';

afterEach(() => vi.unstubAllGlobals());

const broker = makeUser(['Standard']);

describe('ProductPage', () => {
  it('shows the product and what its questionnaire covers, then starts an application', async () => {
    const api = mockApplicationApi();
    const { router } = renderApp('/products/tenants', { user: broker });

    expect(await screen.findByRole('heading', { level: 1, name: 'Tenants Insurance' })).toBeInTheDocument();
    expect(screen.getByText('Underwritten by Laurentian General Insurance')).toBeInTheDocument();
    expect(screen.getByText(/Contents, liability and additional living expenses/)).toBeInTheDocument();
    const covers = screen.getByRole('list', { name: 'What the questionnaire covers' });
    expect(covers).toHaveTextContent('1. Applicant');
    expect(covers).toHaveTextContent('4. Coverage');
    await waitFor(() => expect(document.title).toMatch(/^Tenants Insurance \| /));

    await userEvent.click(screen.getByRole('button', { name: 'Start a quote' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/products/tenants/application'));
    expect(router.state.location.search).toBe(`?applicationId=${APPLICATION_ID}`);
    expect(api.to('POST', '/api/applications').map((r) => r.body)).toEqual([{ productId: 'tenants' }]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Applicant' })).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown product', async () => {
    mockApplicationApi();
    renderApp('/products/no-such-product', { user: broker });
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in', async () => {
    mockApplicationApi();
    const { router } = renderApp('/products/tenants', { user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('ApplicationPage without an applicationId', () => {
  it('starts an application and puts its id in the URL', async () => {
    const api = mockApplicationApi();
    const { router } = renderApp('/products/tenants/application', { user: broker });
    await waitFor(() => expect(router.state.location.search).toBe(`?applicationId=${APPLICATION_ID}`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 2, name: 'Applicant' })).toBeInTheDocument();
    expect(api.to('POST', '/api/applications')).toHaveLength(1);
  });
});
