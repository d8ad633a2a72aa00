import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Partnership } from '@bm/contracts';
import { BROKER_USER } from '../../../test/crm-fixtures.ts';
import { makeUser } from '../../../test/render.tsx';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { SetupPage } from './setup-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SETUP_USER = makeUser(['LaunchpadSetup']);
const PRODUCTS = [
  { productId: 'tenants', name: 'Tenants Insurance' },
  { productId: 'contractors', name: 'Contractors Liability' },
].map((p) => ({
  ...p,
  enabled: true,
  categories: [],
  searchKeywords: [],
  applicationPath: p.productId,
  insurerId: 'northbridge',
  insurerName: 'Northbridge',
  lineOfBusiness: 'residential' as const,
  showTile: true,
  description: '',
  version: '1.0',
}));
const NORTHSTAR: Partnership = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Northstar Brokers',
  code: 'NORTHSTAR',
  subdomain: 'northstar',
  marketplaceName: null,
  province: 'ON',
  email: null,
  productIds: ['tenants'],
  commissionRates: { tenants: 0.125 },
  brokers: 0,
  invitations: [{ email: 'nadia@example.net', invitedAt: '2026-11-26T17:00:00.000Z', acceptedAt: null }],
  createdAt: '2026-11-26T17:00:00.000Z',
};

function setupApi(user = SETUP_USER, initial: Partnership[] = []) {
  let items: Partnership[] = initial;
  const sent: unknown[] = [];
  const api = mockApi((url, init) => {
    if (url.pathname === '/api/auth/me') return { body: { user } };
    if (url.pathname === '/api/products') return { body: { items: PRODUCTS, nextToken: null } };
    if (url.pathname === '/api/partnerships' && init?.method === 'POST') {
      sent.push(JSON.parse(String(init.body)));
      items = [NORTHSTAR];
      return { body: { message: 'Northstar Brokers is set up and 1 broker was invited by email.', partnership: NORTHSTAR } };
    }
    if (url.pathname === `/api/partnerships/${NORTHSTAR.id}/terms` && init?.method === 'PUT') {
      const terms = JSON.parse(String(init.body)) as Pick<Partnership, 'productIds' | 'commissionRates' | 'marketplaceName'>;
      sent.push(terms);
      items = [{ ...NORTHSTAR, ...terms }];
      return { body: { message: "Northstar Brokers's terms are saved.", partnership: items[0] } };
    }
    if (url.pathname === '/api/partnerships') return { body: { items } };
    return undefined;
  });
  return { api, sent };
}

describe('SetupPage', () => {
  it('is only for partnership setup users', async () => {
    setupApi(BROKER_USER);
    renderRoutes([{ path: '/setup', element: <SetupPage /> }], '/setup');
    expect(await screen.findByText(/Setup Partnership is available to partnership setup users/)).toBeInTheDocument();
  });

  it('checks the form, sets up a brokerage with its products, commission and invitations, then lists it', async () => {
    const { sent } = setupApi();
    renderRoutes([{ path: '/setup', element: <SetupPage /> }], '/setup');
    expect(await screen.findByText('No partner brokerage is set up yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Set up brokerage' }));
    expect(screen.getByText('Enter the brokerage name.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one product the brokerage may sell.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Brokerage name'), 'Northstar Brokers');
    await userEvent.type(screen.getByLabelText('Sign-up code'), 'northstar');
    await userEvent.type(screen.getByLabelText('Subdomain'), 'northstar');
    await userEvent.click(screen.getByLabelText('Province'));
    await userEvent.click(await screen.findByRole('option', { name: 'Ontario' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tenants Insurance' }));
    await userEvent.type(screen.getByLabelText('Tenants Insurance commission %'), '12.5');
    await userEvent.type(screen.getByLabelText('Invite brokers (optional)'), 'nadia@example.net');
    await userEvent.click(screen.getByRole('button', { name: 'Set up brokerage' }));

    expect(await screen.findByText('Northstar Brokers is set up and 1 broker was invited by email.')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        code: 'NORTHSTAR',
        province: 'ON',
        productIds: ['tenants'],
        commissionRates: { tenants: 0.125 },
        invitations: ['nadia@example.net'],
      }),
    ]);
    const card = await screen.findByRole('article', { name: 'Northstar Brokers' });
    expect(within(card).getByText(/Tenants Insurance 12.5%/)).toBeInTheDocument();
    expect(within(card).getByText('nadia@example.net: invited 2026-11-26, not signed up yet')).toBeInTheDocument();
  });

  it("changes a partner's terms: products, commissions and marketplace, checked before they are sent", async () => {
    const { sent } = setupApi(SETUP_USER, [NORTHSTAR]);
    renderRoutes([{ path: '/setup', element: <SetupPage /> }], '/setup');
    const card = await screen.findByRole('article', { name: 'Northstar Brokers' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit the terms of Northstar Brokers' }));
    const form = within(card).getByRole('form', { name: 'Terms of Northstar Brokers' });
    // The terms as they stand: tenants at 12.5%.
    expect(await within(form).findByRole('checkbox', { name: 'Tenants Insurance' })).toBeChecked();
    expect(within(form).getByLabelText('Tenants Insurance commission %')).toHaveValue('12.5');
    await userEvent.clear(within(form).getByLabelText('Tenants Insurance commission %'));
    await userEvent.type(within(form).getByLabelText('Tenants Insurance commission %'), '30');
    await userEvent.click(within(form).getByRole('button', { name: 'Save terms' }));
    expect(within(form).getByText('The commission rate of tenants must be between 5% and 20%.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText('Tenants Insurance commission %'));
    await userEvent.type(within(form).getByLabelText('Tenants Insurance commission %'), '10');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Contractors Liability' }));
    await userEvent.type(within(form).getByLabelText('Marketplace name (optional)'), 'Northstar Market');
    await userEvent.click(within(form).getByRole('button', { name: 'Save terms' }));
    expect(await screen.findByText("Northstar Brokers's terms are saved.")).toBeInTheDocument();
    expect(sent).toEqual([
      { productIds: ['tenants', 'contractors'], commissionRates: { tenants: 0.1 }, marketplaceName: 'Northstar Market' },
    ]);
    const updated = await screen.findByRole('article', { name: 'Northstar Brokers' });
    expect(await within(updated).findByText('Sells Tenants Insurance, Contractors Liability · commission Tenants Insurance 10%')).toBeInTheDocument();
    expect(within(updated).queryByRole('form', { name: 'Terms of Northstar Brokers' })).not.toBeInTheDocument();
  });
});
