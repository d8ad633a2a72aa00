import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayInFullQuoteResponse } from '@bm/contracts';
import { setLocale } from '../../../../i18n/locale-store.ts';
import { mockFetch } from '../../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { applicationId, makeApplication } from '../../../../test/crm-fixtures.ts';
import { PayInFullModal } from './pay-in-full-modal.tsx';
import { shownPlanCharge } from '../../lib/card-choice.ts';
import { PayInFullFigures } from './pay-in-full-figures.tsx';

afterEach(() => {
  setLocale('en-CA');
  vi.unstubAllGlobals();
});

const ID = applicationId(1);

const invoice = (n: number, overdue: boolean, fee: number): PayInFullQuoteResponse['invoices'][number] => ({
  id: `1c000000-0000-4000-8000-00000000000${n}`,
  number: `TEN-2025-100001-0${n}`,
  dueDate: `2026-0${n}-01T05:00:00.000Z`,
  instalmentNumber: n,
  overdue,
  outstanding: 100_000,
  financingFeeReturned: fee,
  toPay: 100_000 - fee,
});

const QUOTE: PayInFullQuoteResponse = {
  totalAmount: 1_200_000,
  receivedAmount: 900_000,
  remainingAmount: 300_000,
  financingFeesToBeReturned: 300,
  overdueAmount: 200_000,
  notYetDueAmount: 100_000,
  openBalance: 299_700,
  invoices: [invoice(2, true, 0), invoice(3, true, 0), invoice(4, false, 300)],
  creditsApplied: 0,
  hasCardOnFile: true,
  account: 'finance',
  refusal: null,
  message: null,
  card: { onFileFunding: 'credit', credit: { cardFee: 600, cardFeePST: 48, total: 299_700 }, noSurchargeTotal: 299_052 },
};

/** Decision 0079: pay in full in French. */
describe('pay in full in French', () => {
  it('shows how the open balance is made in French, money as 1 234,56 $', () => {
    setLocale('fr-CA');
    renderWithProviders(<PayInFullFigures quote={QUOTE} shown={shownPlanCharge(QUOTE.card, false)} />);
    const figures = screen.getByRole('table', { name: 'Montants du paiement en entier' });
    expect(within(figures).getByText('Total de la police')).toBeInTheDocument();
    expect(within(figures).getByText('12 000,00 $')).toBeInTheDocument();
    expect(within(figures).getByText('Solde ouvert (porté maintenant)')).toBeInTheDocument();
    expect(within(figures).getByText('2 997,00 $')).toBeInTheDocument();
    const invoices = screen.getByRole('table', { name: 'Factures payées' });
    expect(within(invoices).getByText('Paiement 4')).toBeInTheDocument();
    expect(within(invoices).getAllByText('En souffrance')).toHaveLength(2);
    expect(within(invoices).getByText('997,00 $')).toBeInTheDocument();
  });

  it('offers to pay the open balance in French', async () => {
    mockFetch(({ method, url }) => {
      const path = url.pathname;
      if (method === 'GET' && path === `/api/applications/${ID}`)
        return { body: makeApplication({ status: 'bound', paymentPeriod: 'monthly' }) };
      if (method === 'GET' && path === '/api/billing/config') return { body: { provider: 'simulated' } };
      if (method === 'GET' && path === '/api/billing/customers/cus_1/paymentMethods/card_1')
        return { body: { type: 'card', card: { brand: 'visa', lastFourDigits: '4242' } } };
      if (method === 'POST' && path === `/api/applications/${ID}/payInFullQuote`) return { body: QUOTE };
      return undefined;
    });
    setLocale('fr-CA');
    renderWithProviders(<PayInFullModal type="PayInFull" applicationId={ID} callToAction="test" onClose={() => {}} />);
    const pay = await screen.findByRole('button', { name: /^Payer 2\s997,00\s\$$/ });
    const dialog = screen.getByRole('dialog', { name: 'Payer en entier' });
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(pay).toBeInTheDocument();
  });
});
