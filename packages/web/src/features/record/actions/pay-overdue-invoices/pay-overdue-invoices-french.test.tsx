import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OverdueInvoicesQuoteResponse } from '@bm/contracts';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { applicationId, makeApplication, makeInvoice } from '../../../../test/crm-fixtures.ts';
import { PayOverdueInvoicesModal } from './pay-overdue-invoices-modal.tsx';

afterEach(() => {
  setLocale('en-CA');
  vi.unstubAllGlobals();
});

const ID = applicationId(1);
const DAY_MS = 86_400_000;
const INVOICES = [
  makeInvoice(2, { amountDue: 100_000, dueDate: new Date(Date.now() - 40 * DAY_MS).toISOString() }),
  makeInvoice(3, { amountDue: 23_456, dueDate: new Date(Date.now() - 10 * DAY_MS).toISOString() }),
];
const QUOTE: OverdueInvoicesQuoteResponse = {
  total: 123_456,
  creditsApplied: 0,
  card: {
    onFileFunding: 'credit',
    credit: { cardFee: 0, cardFeePST: 0, total: 123_456 },
    noSurchargeTotal: 123_456,
  },
};

/** Decision 0079: paying the overdue invoices in French. */
describe('pay overdue invoices in French', () => {
  it('lists the overdue invoices and the amount to pay in French, money as 1 234,56 $', async () => {
    mockFetch(({ method, url }) => {
      const path = url.pathname;
      if (method === 'GET' && path === `/api/applications/${ID}`)
        return { body: makeApplication({ status: 'bound', policyNumber: 'TEN-2025-100001' }) };
      if (method === 'GET' && path === `/api/applications/${ID}/invoices`)
        return { body: { invoices: INVOICES, totals: { billed: 123_456, paid: 0, owing: 123_456 } } };
      if (method === 'GET' && path === '/api/billing/config') return { body: { provider: 'simulated' } };
      if (method === 'GET' && path === '/api/billing/customers/cus_1/paymentMethods/card_1')
        return { body: { type: 'card', card: { brand: 'visa', lastFourDigits: '4242' } } };
      if (method === 'GET' && path === '/api/billing/customers/cus_1/overdueinvoices/quote') return { body: QUOTE };
      return undefined;
    });
    setLocale('fr-CA');
    renderWithProviders(
      <PayOverdueInvoicesModal type="PayOverdueInvoices" applicationId={ID} callToAction="test" onClose={() => {}} />,
    );
    const table = await screen.findByRole('table', { name: 'Factures en souffrance' });
    const dialog = screen.getByRole('dialog', { name: 'Payer les factures en souffrance' });
    expect(within(dialog).getByText(/^Ces 2 factures ont dépassé leur date d’échéance/)).toBeInTheDocument();
    expect(within(table).getByText('Total en souffrance')).toBeInTheDocument();
    expect(within(table).getByText('1 000,00 $')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Payer 1\s234,56\s\$$/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });
});
