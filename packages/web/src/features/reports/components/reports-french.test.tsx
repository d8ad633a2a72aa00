import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommissionReportResponse } from '@bm/contracts';
import { setLocale } from '../../../i18n/locale-store.ts';
import { applicationId, BROKERAGE_A, FINANCE_USER } from '../../../test/crm-fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { ReportsPage } from './reports-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  setLocale('en-CA');
});

const NBSP = /[\u00a0\u202f]/g;
const is = (expected: string) => (text: string) => text.replace(NBSP, ' ') === expected;

const figures = {
  premium: 123_456,
  brokerCommission: 18_518,
  taxRate: 0.07,
  taxes: 8_642,
  mgaCommission: 12_346,
  insurerPremium: 92_592,
  fees: 2_000,
  providerFees: 500,
  financingFees: 1_000,
  transactionFees: 500,
  pst: 35,
  netMargin: 14_346,
  netMarginPercentage: 16.67,
  totalCharged: 134_098,
};

const report: CommissionReportResponse = {
  variant: 'full',
  items: [
    {
      transactionId: '00000000-0000-4000-8000-000000000001',
      applicationId: applicationId(1),
      policyNumber: 'TEN-2026-000001',
      productName: 'Tenants Insurance',
      province: 'BC',
      transactionDate: '2026-11-20',
      type: 'New Business',
      brokerageName: BROKERAGE_A.name,
      brokerName: 'Blake Broker',
      leadSource: 'Broker',
      effectiveDate: '2026-12-01',
      paymentPeriod: 'monthly',
      payoutStatus: 'Not Paid',
      insurer: 'northbridge',
      customerId: 'cus_1',
      figures,
    },
  ],
  nextCursor: null,
  totals: { count: 1, ...figures },
};

const PAYOUT = {
  id: '00000000-0000-4000-8000-0000000000aa',
  number: 'PAY-202610-B-MAPLE',
  partnerType: 'brokerage' as const,
  partnerId: BROKERAGE_A.id,
  partnerName: BROKERAGE_A.name,
  period: '2026-10',
  amount: 123_456,
  lineCount: 7,
  status: 'open' as const,
  transferDate: null,
};

const PRODUCT = {
  productId: 'tenants',
  name: 'Tenants Insurance',
  enabled: true,
  categories: [],
  searchKeywords: [],
  applicationPath: 'tenants',
  insurerId: 'northbridge',
  insurerName: 'Northbridge',
  lineOfBusiness: 'residential' as const,
  showTile: true,
  description: '',
  version: '1.0',
};

/** Decision 0079: the commission report and the partner payouts in French. */
describe('Reports in French', () => {
  it('heads the report, its columns and filters in French, amounts 1 234,56 $, and completes a payout in French', async () => {
    setLocale('fr-CA');
    mockApi((url) => {
      if (url.pathname === '/api/auth/me') return { body: { user: { ...FINANCE_USER, language: 'fr-CA' } } };
      if (url.pathname === '/api/reports/commissions') return { body: report };
      if (url.pathname === '/api/reports/brokers') return { body: { items: [] } };
      if (url.pathname === '/api/brokerages') return { body: { items: [] } };
      if (url.pathname === '/api/products') return { body: { items: [PRODUCT], nextToken: null } };
      if (url.pathname === '/api/invoices/partner') return { body: { items: [PAYOUT] } };
      return undefined;
    });
    renderRoutes([{ path: '/reports', element: <ReportsPage /> }], '/reports');

    expect(screen.getByRole('heading', { level: 1, name: 'Rapports' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rapport des commissions' })).toBeInTheDocument();
    await screen.findByRole('rowheader', { name: 'TEN-2026-000001' });
    const table = screen.getByRole('table', { name: 'Rapport des commissions' });
    for (const header of [
      'Numéro de police',
      'Prime totale de la police',
      'Marge nette',
      'Statut du versement',
    ])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const row = within(table).getByRole('rowheader', { name: 'TEN-2026-000001' }).closest('tr')!;
    expect(within(row).getByText(is('1 234,56 $'))).toBeInTheDocument();
    expect(within(row).getByText('Non payé')).toBeInTheDocument();
    // The transaction type is the domain's label, said in French (the lead source too, when shown).
    expect(within(row).getByText('Affaire nouvelle')).toBeInTheDocument();
    expect(within(row).queryByText('New Business')).not.toBeInTheDocument();
    expect(within(row).getByText('Assurance des locataires')).toBeInTheDocument();
    expect(within(row).queryByText('Tenants Insurance')).not.toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'Totaux (1)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exporter en CSV' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Mode de paiement/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /^Province/ }));
    expect(await screen.findByRole('option', { name: 'Colombie-Britannique' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'British Columbia' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: /^Produit/ }));
    expect(await screen.findByRole('option', { name: 'Assurance des locataires' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    const payouts = await screen.findByRole('table', { name: 'Versements aux partenaires' });
    expect(within(payouts).getByRole('columnheader', { name: 'Montant' })).toBeInTheDocument();
    const payout = within(payouts).getByRole('rowheader', { name: PAYOUT.number }).closest('tr')!;
    expect(within(payout).getByText(is('1 234,56 $'))).toBeInTheDocument();
    expect(within(payout).getByText('Cabinet de courtage')).toBeInTheDocument();
    await userEvent.click(within(payout).getByRole('button', { name: `Finaliser ${PAYOUT.number}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Finaliser la facture du partenaire' });
    const date = within(dialog).getByLabelText('Date du virement');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-09-15');
    expect(
      within(dialog).getByText('La date du virement ne peut pas précéder la fin de la période de versement.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(screen.queryByText(/Commission report|Partner payouts/)).not.toBeInTheDocument();
  });
});
