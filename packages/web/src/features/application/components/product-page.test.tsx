import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderApp } from '../../../test/render.tsx';
import { APPLICATION_ID } from '../test/fixtures.ts';
import { mockApplicationApi } from '../test/mock-api.ts';

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

    // The questionnaire opens under a new id; nothing is written until the first answer is saved.
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/tenants/application'));
    const id = new URLSearchParams(router.state.location.search).get('applicationId');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(id).not.toBe(APPLICATION_ID);
    expect(await screen.findByRole('heading', { level: 2, name: 'Applicant' })).toBeInTheDocument();
    expect(api.to('POST', '/api/applications')).toHaveLength(0);
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);

    await userEvent.type(screen.getByLabelText(/Full name/), 'Jordan Rivera');
    await waitFor(() => expect(api.to('PUT', `/api/applications/${id}`)).toHaveLength(1));
    expect(api.to('PUT', `/api/applications/${id}`)[0]?.body).toMatchObject({
      productId: 'tenants',
      form: expect.objectContaining({}),
    });
    // The page stays where it is: same id, the typed answer still there.
    expect(new URLSearchParams(router.state.location.search).get('applicationId')).toBe(id);
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Jordan Rivera');
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
  it('puts a new id in the URL and writes nothing until an answer is saved', async () => {
    const api = mockApplicationApi();
    const { router } = renderApp('/products/tenants/application', { user: broker });
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?applicationId=[0-9a-f-]{36}$/));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 2, name: 'Applicant' })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('shows the problem for an id that was not started in this browser and does not exist', async () => {
    mockApplicationApi();
    renderApp('/products/tenants/application?applicationId=00000000-0000-4000-a000-0000000fffff', {
      user: broker,
    });
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeInTheDocument();
  });
});
