import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application, ProductSummary, TransferOptionsResponse } from '@bm/contracts';
import { LAUNCHPAD_LEAD_REASON, TRANSFER_MESSAGES } from '@bm/domain';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import { applicationId, BROKERAGE_B, makeApplication } from '../../../../test/crm-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const NEW_ID = applicationId(2);
const AGENCY = { value: 'a0000000-0000-4000-8000-000000000001', label: 'Apollo Agency', isAgency: true };
const COASTAL = { value: BROKERAGE_B.id, label: BROKERAGE_B.name, isAgency: false };
const CASEY = { value: 'b0000000-0000-4000-8000-000000000003', label: 'Casey Coast (casey@example.com)' };
const AVERY = { value: 'b0000000-0000-4000-8000-000000000001', label: 'Avery Agent (agency@example.com)' };

const product = (productId: string, name: string, enabled = true): ProductSummary => ({
  productId,
  name,
  enabled,
  categories: [],
  searchKeywords: [],
  applicationPath: `/products/${productId}/application`,
  insurerId: 'laurentian-general',
  insurerName: 'Laurentian General',
  lineOfBusiness: 'commercial',
  showTile: true,
  description: '',
  version: '1.0',
});
const PRODUCTS = [
  product('tenants', 'Tenants Insurance'),
  product('technology-eo', 'Technology Errors & Omissions'),
  product('private-dno', 'Private D&O', false),
];

function serve(lead: Application, moved: Application) {
  return mockFetch(({ method, url, body }) => {
    if (method === 'GET' && url.pathname === `/api/applications/${ID}`) return { body: lead };
    if (method === 'GET' && url.pathname === `/api/applications/${NEW_ID}`) return { body: moved };
    if (method === 'GET' && /\/documents$|\/transactions$/.test(url.pathname)) return { body: [] };
    if (method === 'GET' && url.pathname === '/api/applications')
      return { body: { items: [], nextCursor: null } };
    if (method === 'GET' && url.pathname === '/api/products')
      return { body: { items: PRODUCTS, nextToken: null } };
    if (method === 'POST' && url.pathname === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'POST' && url.pathname === `/api/brokerages/${ID}/cognitoUsers`) {
      const coastal = (body as { selectedBrokerageGroup?: string }).selectedBrokerageGroup === COASTAL.value;
      const options: TransferOptionsResponse = {
        usersSelectOptions: coastal ? [CASEY] : [AVERY],
        brokerageSelectOptions: [AGENCY, COASTAL],
        originalBroker: AVERY,
        originalBrokerage: AGENCY,
        selectedBrokerage: coastal ? COASTAL : AGENCY,
        reasons: [LAUNCHPAD_LEAD_REASON],
        canChooseBrokerage: true,
      };
      return { body: options };
    }
    if (method === 'POST' && url.pathname === `/api/applications/${ID}/lead/move`) {
      return {
        body: {
          applicationId: NEW_ID,
          previousApplicationId: ID,
          productName: moved.productName,
          accessible: true,
          message: TRANSFER_MESSAGES.leadMoved(moved.productName),
        },
      };
    }
    if (method === 'POST' && url.pathname === `/api/applications/${ID}/lead/assign`) {
      return {
        body: {
          applicationId: ID,
          previousApplicationId: ID,
          productName: lead.productName,
          accessible: false,
          message: TRANSFER_MESSAGES.leadAssigned,
        },
      };
    }
    return undefined;
  });
}

const openLead = (overrides: Partial<Application> = {}) =>
  makeApplication({ status: 'quoted', salesStatus: 'Open', policyNumber: null, ...overrides });

async function openAction(label: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(screen.getByRole('menuitem', { name: label }));
  return screen.getByRole('dialog', { name: label });
}

async function pick(dialog: HTMLElement, label: RegExp, option: string) {
  await userEvent.click(within(dialog).getByLabelText(label));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Move lead to another product', () => {
  it('needs a product, then opens the new application on that product', async () => {
    const moved = openLead({
      applicationId: NEW_ID,
      productId: 'technology-eo',
      productName: 'Technology Errors & Omissions',
      status: 'started',
      insuredName: 'Insured 1',
    });
    const api = serve(openLead(), moved);
    const { router } = renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const dialog = await openAction('Move lead to another product');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move lead' }));
    expect(within(dialog).getByText(TRANSFER_MESSAGES.productRequired)).toBeInTheDocument();

    await userEvent.click(within(dialog).getByLabelText(/^Product/));
    // Only other, enabled products are offered.
    expect(await screen.findAllByRole('option')).toHaveLength(1);
    await userEvent.click(screen.getByRole('option', { name: 'Technology Errors & Omissions' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move lead' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/crm/applications/${NEW_ID}`));
    expect(api.to('POST', `/api/applications/${ID}/lead/move`)[0]?.body).toEqual({
      productId: 'technology-eo',
    });
    expect(await screen.findByText('Lead moved to Technology Errors & Omissions')).toBeInTheDocument();
  });

  it('is not offered on a bound policy', async () => {
    serve(makeApplication({ status: 'bound' }), makeApplication());
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Move lead to another product' })).not.toBeInTheDocument();
  });
});

describe('Assign lead', () => {
  it('lets an agency user hand the lead to a broker of another brokerage and returns to the CRM', async () => {
    const lead = openLead({ brokerageId: AGENCY.value, brokerageName: AGENCY.label, brokerId: AVERY.value });
    const api = serve(lead, lead);
    const { router } = renderApp(`/crm/applications/${ID}`, { user: makeUser(['Apollo', 'Standard']) });
    const dialog = await openAction('Assign lead');
    expect(within(dialog).getByText(`Reason: ${LAUNCHPAD_LEAD_REASON}`)).toBeInTheDocument();

    await pick(dialog, /^Brokerage/, COASTAL.label);
    await pick(dialog, /^Broker\s*\*/, CASEY.label);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign lead' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/crm'));
    expect(api.to('POST', `/api/applications/${ID}/lead/assign`)[0]?.body).toEqual({
      selectedBrokerage: COASTAL.value,
      selectedBrokerId: CASEY.value,
      productId: 'tenants',
    });
    expect(await screen.findByText(TRANSFER_MESSAGES.leadAssigned)).toBeInTheDocument();
  });

  it('refuses an unchanged owner and product in the browser, and is not offered to brokers', async () => {
    const lead = openLead({ brokerageId: AGENCY.value, brokerageName: AGENCY.label, brokerId: AVERY.value });
    const api = serve(lead, lead);
    const view = renderApp(`/crm/applications/${ID}`, { user: makeUser(['SuperAdmin', 'Apollo']) });
    const dialog = await openAction('Assign lead');
    await pick(dialog, /^Broker\s*\*/, AVERY.label);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign lead' }));
    expect(within(dialog).getByText(TRANSFER_MESSAGES.nothingChanged)).toBeInTheDocument();
    expect(api.to('POST', `/api/applications/${ID}/lead/assign`)).toHaveLength(0);
    view.unmount();

    serve(lead, lead);
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Assign lead' })).not.toBeInTheDocument();
  });
});
