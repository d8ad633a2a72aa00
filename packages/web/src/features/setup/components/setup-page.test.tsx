import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BROKER_USER } from '../../../test/crm-fixtures.ts';
import { NORTHSTAR, renderSetup, SETUP_USER, setupApi } from '../test/render-setup.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SetupPage', () => {
  it('is only for partnership setup users', async () => {
    setupApi(BROKER_USER);
    renderSetup();
    expect(
      await screen.findByText(/Setup Partnership is available to partnership setup users/),
    ).toBeInTheDocument();
  });

  it('checks the form, sets up a brokerage with its products, commission and invitations, then lists it', async () => {
    const { sent } = setupApi();
    renderSetup();
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

    expect(
      await screen.findByText('Northstar Brokers is set up and 1 broker was invited by email.'),
    ).toBeInTheDocument();
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
    expect(
      within(card).getByText('nadia@example.net: invited 2026-11-26, not signed up yet'),
    ).toBeInTheDocument();
  });

  it("changes a partner's terms: products, commissions and marketplace, checked before they are sent", async () => {
    const { sent } = setupApi(SETUP_USER, [NORTHSTAR]);
    renderSetup();
    const card = await screen.findByRole('article', { name: 'Northstar Brokers' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit the terms of Northstar Brokers' }));
    const form = within(card).getByRole('form', { name: 'Terms of Northstar Brokers' });
    // The terms as they stand: tenants at 12.5%.
    expect(await within(form).findByRole('checkbox', { name: 'Tenants Insurance' })).toBeChecked();
    expect(within(form).getByLabelText('Tenants Insurance commission %')).toHaveValue('12.5');
    await userEvent.clear(within(form).getByLabelText('Tenants Insurance commission %'));
    await userEvent.type(within(form).getByLabelText('Tenants Insurance commission %'), '30');
    await userEvent.click(within(form).getByRole('button', { name: 'Save terms' }));
    expect(
      within(form).getByText('The commission rate of tenants must be between 5% and 20%.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText('Tenants Insurance commission %'));
    await userEvent.type(within(form).getByLabelText('Tenants Insurance commission %'), '10');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Contractors Liability' }));
    await userEvent.type(within(form).getByLabelText('Marketplace name (optional)'), 'Northstar Market');
    await userEvent.click(within(form).getByRole('button', { name: 'Save terms' }));
    expect(await screen.findByText("Northstar Brokers's terms are saved.")).toBeInTheDocument();
    expect(sent).toEqual([
      {
        productIds: ['tenants', 'contractors'],
        commissionRates: { tenants: 0.1 },
        marketplaceName: 'Northstar Market',
      },
    ]);
    const updated = await screen.findByRole('article', { name: 'Northstar Brokers' });
    expect(
      await within(updated).findByText(
        'Sells Tenants Insurance, Contractors Liability · commission Tenants Insurance 10%',
      ),
    ).toBeInTheDocument();
    expect(
      within(updated).queryByRole('form', { name: 'Terms of Northstar Brokers' }),
    ).not.toBeInTheDocument();
  });
});
