import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreateErpResponse, ErpQuoteResponse } from '@bm/contracts';
import { ERP_MESSAGES, premiumTaxNamesOn } from '@bm/domain';
import { mockFetch, type MockReply } from '../../../../test/fetch-mock.ts';
import { makeUser, renderApp } from '../../../../test/render.tsx';
import { applicationId, makeApplication } from '../../../../test/crm-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const QUOTE = `/api/applications/${ID}/erpQuote`;
const CREATE = `/api/applications/${ID}/createERPendorsement`;
const policy = () => makeApplication({ status: 'bound', productId: 'technology-eo' });

const quoted: ErpQuoteResponse = {
  effectiveDate: '2027-03-01',
  expiryDate: '2029-03-01',
  years: 2,
  expiringAnnualPremium: 200_000,
  basisPoints: 15_000,
  proposedPremium: 300_000,
  taxRate: 0.08,
  taxNames: premiumTaxNamesOn({ province: 'ON', taxClass: 'commercialPropertyLiability', on: '2026-11-28' }),
  proposedTax: 24_000,
  proposedTotal: 324_000,
};

function serve(replies: { quote?: MockReply; create?: MockReply } = {}) {
  return mockFetch(({ method, url }) => {
    const path = url.pathname;
    if (method === 'GET' && path === `/api/applications/${ID}`) return { body: policy() };
    if (method === 'GET' && path === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/transactions`) return { body: [] };
    if (method === 'GET' && path === `/api/applications/${ID}/invoices`)
      return { body: { invoices: [], totals: { billed: 0, paid: 0, owing: 0 } } };
    if (method === 'POST' && path === '/api/analytics/events') return { body: { ok: true } };
    if (method === 'POST' && path === QUOTE) return replies.quote ?? { body: quoted };
    if (method === 'POST' && path === CREATE) {
      const created: CreateErpResponse = {
        application: policy(),
        transactionId: '7a000000-0000-4000-8000-000000000009',
        quote: quoted,
        invoice: {
          id: '5e000000-0000-4000-8000-000000000001',
          number: 'TE-1-ERP03',
          premium: 310_000,
          tax: 24_800,
          total: 334_800,
        },
        document: { Key: 'TE-1/20260301/ERP.pdf', LastModified: '2026-11-26T00:00:00.000Z', Size: 1000 },
        message: ERP_MESSAGES.recorded,
      };
      return replies.create ?? { body: created };
    }
    return undefined;
  });
}

async function openModal() {
  renderApp(`/crm/applications/${ID}`, { user: makeUser(['Underwriter', 'Apollo']) });
  await userEvent.click(await screen.findByRole('button', { name: 'Actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Extended reporting period' }));
  return screen.findByRole('dialog', { name: 'Extended reporting period' });
}

async function fillForm(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /^Length/ }));
  await userEvent.click(await screen.findByRole('option', { name: '2 years' }));
  await userEvent.click(within(dialog).getByRole('combobox', { name: /^Reason/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Other' }));
  await userEvent.type(within(dialog).getByLabelText(/^Custom reason/), 'Sold the practice');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'No' }));
}

describe('Extended reporting period (record action)', () => {
  it('checks the form, quotes, lets the underwriter change the premium and records it without a card', async () => {
    const api = serve();
    const dialog = await openModal();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(3);
    expect(api.to('POST', QUOTE)).toHaveLength(0);
    await fillForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    const figures = await within(dialog).findByRole('table', { name: 'ERP quote' });
    expect(within(figures).getByText('$3,000.00 (150% of the annual premium)')).toBeInTheDocument();
    expect(api.to('POST', QUOTE)[0]!.body).toEqual({
      effectiveDate: '2026-03-01',
      years: 2,
      erpReason: 'other',
      erpReasonText: 'Sold the practice',
      knownClaims: false,
    });
    const premium = within(dialog).getByLabelText(/^ERP premium/);
    expect(premium).toHaveValue('3000.00');
    await userEvent.clear(premium);
    await userEvent.type(premium, '3100');
    expect(within(figures).getByText('$3,348.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record ERP' }));
    expect(await within(dialog).findByText(/Invoice TE-1-ERP03: \$3,348\.00/)).toBeInTheDocument();
    expect(api.to('POST', CREATE)[0]!.body).toMatchObject({
      effectiveDate: '2026-03-01',
      expiryDate: '2029-03-01',
      erpReason: 'other',
      erpPremium: 310_000,
      knownClaims: false,
    });
  });

  it('asks for the effective date, starting from the policy expiry, and shows the server refusing another day', async () => {
    const refusal = 'The extended reporting period starts the day the policy ends: 2026-03-01.';
    const api = serve({ quote: { status: 400, body: { message: refusal } } });
    const dialog = await openModal();
    const effective = within(dialog).getByLabelText(/^Effective date/);
    expect(effective).toHaveValue('2026-03-01');
    await fillForm(dialog);
    await userEvent.clear(effective);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(api.to('POST', QUOTE)).toHaveLength(0);
    await userEvent.type(effective, '2026-04-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(api.to('POST', QUOTE)[0]!.body).toMatchObject({ effectiveDate: '2026-04-01' });
  });

  it.each([
    ['2026-12-31', 0.09, 'Quebec tax on insurance premiums (9%), Revenu Québec', '$270.00'],
    ['2027-01-01', 0.09975, 'Quebec tax on insurance premiums (9.975%), Revenu Québec', '$299.25'],
  ])(
    'names the premium tax of a Quebec ERP charged on %s, with its authority',
    async (on, taxRate, label, tax) => {
      const taxNames = premiumTaxNamesOn({ province: 'QC', taxClass: 'commercialPropertyLiability', on });
      serve({ quote: { body: { ...quoted, taxRate, taxNames } } });
      const dialog = await openModal();
      await fillForm(dialog);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
      const figures = await within(dialog).findByRole('table', { name: 'ERP quote' });
      expect(within(figures).getByRole('rowheader', { name: label })).toBeInTheDocument();
      expect(within(figures).queryByText('Premium tax')).not.toBeInTheDocument();
      expect(within(figures).getByText(tax)).toBeInTheDocument();
    },
  );

  it("shows 'Error getting ERP quote' when the quote fails without a message", async () => {
    serve({ quote: { status: 500, body: {} } });
    const dialog = await openModal();
    await fillForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error getting ERP quote');
  });

  it("shows 'Error purchasing ERP' when the recording step fails without a message", async () => {
    serve({ create: { status: 500, body: {} } });
    const dialog = await openModal();
    await fillForm(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Get quote' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Record ERP' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error purchasing ERP');
  });
});
