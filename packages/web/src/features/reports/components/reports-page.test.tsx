import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommissionReportResponse, MeUser } from '@bm/contracts';
import { applicationId, BROKER_USER, BROKERAGE_A, FINANCE_USER } from '../../../test/crm-fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes, stubRoute } from '../../../test/render-routes.tsx';
import { ReportsPage } from './reports-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** Ticks columns in the chooser of the commission report. */
async function showColumns(user: ReturnType<typeof userEvent.setup>, names: string[]) {
  await user.click(screen.getByRole('button', { name: /^Columns of the commission report/ }));
  for (const name of names) await user.click(screen.getByRole('menuitemcheckbox', { name }));
  await user.keyboard('{Escape}');
}

const line = (n: number, type: string, premium: number) => ({
  transactionId: `00000000-0000-4000-8000-00000000000${n}`,
  applicationId: applicationId(n),
  policyNumber: `TEN-2026-00000${n}`,
  productName: 'Tenants',
  province: 'BC',
  transactionDate: '2026-11-20',
  type,
  brokerageName: BROKERAGE_A.name,
  brokerName: 'Blake Broker',
  leadSource: n === 2 ? 'Marketplace' : 'Broker',
  effectiveDate: '2026-12-01',
  paymentPeriod: 'monthly' as const,
  payoutStatus: 'Not Paid' as const,
  insurer: 'northbridge',
  customerId: `cus_${n}`,
  figures: {
    premium,
    brokerCommission: Math.round(premium * 0.15),
    taxRate: 0.07,
    taxes: Math.round(premium * 0.07),
    mgaCommission: Math.round(premium * 0.1),
    insurerPremium: Math.round(premium * 0.75),
    fees: 2_000,
    providerFees: 500,
    financingFees: 1_000,
    transactionFees: 500,
    pst: 35,
    netMargin: Math.round(premium * 0.1) + 2_000,
    netMarginPercentage: 30,
    totalCharged: premium + Math.round(premium * 0.07) + 2_000,
  },
});

function report(variant: 'broker' | 'full'): CommissionReportResponse {
  const items = [line(1, 'New Business', 100_000), line(2, 'Cancellation', -40_000)];
  const full = {
    count: 2,
    premium: 60_000,
    brokerCommission: 9_000,
    taxes: 4_200,
    mgaCommission: 6_000,
    insurerPremium: 45_000,
    fees: 4_000,
    providerFees: 1_000,
    financingFees: 2_000,
    transactionFees: 1_000,
    pst: 70,
    netMargin: 10_000,
    netMarginPercentage: 16.67,
    totalCharged: 68_200,
  };
  if (variant === 'full') return { variant, items, nextCursor: null, totals: full };
  return {
    variant,
    items: items.map(({ insurer: _i, customerId: _c, figures, ...rest }) => ({
      ...rest,
      figures: {
        premium: figures.premium,
        brokerCommission: figures.brokerCommission,
        taxRate: figures.taxRate,
        taxes: figures.taxes,
      },
    })),
    nextCursor: null,
    totals: { count: 2, premium: 60_000, brokerCommission: 9_000, taxes: 4_200 },
  };
}

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

function reportsApi(user: MeUser, variant: 'broker' | 'full') {
  return mockApi((url) => {
    if (url.pathname === '/api/auth/me') return { body: { user } };
    if (url.pathname === '/api/reports/commissions') return { body: report(variant) };
    if (url.pathname === '/api/reports/brokers')
      return {
        body: { items: [{ id: applicationId(9), name: 'Blake Broker', brokerageId: BROKERAGE_A.id }] },
      };
    if (url.pathname === '/api/brokerages') return { body: { items: [] } };
    if (url.pathname === '/api/products') return { body: { items: [], nextToken: null } };
    if (url.pathname === '/api/invoices/partner') return { body: { items: [PAYOUT] } };
    if (url.pathname === `/api/invoices/partner/brokerage/${PAYOUT.id}/completes`)
      return {
        body: {
          message: `Request to complete invoice # ${PAYOUT.number} had been completed successfully.`,
          payout: { ...PAYOUT, status: 'completed', transferDate: '2026-11-02' },
        },
      };
    return undefined;
  });
}

const render = (entry = '/reports') =>
  renderRoutes(
    [
      { path: '/reports', element: <ReportsPage /> },
      stubRoute('/crm/applications/:applicationId', 'Record page'),
    ],
    entry,
  );

describe('ReportsPage', () => {
  it("shows a broker the broker variant's columns, each line, and a totals row", async () => {
    const user = userEvent.setup();
    reportsApi(BROKER_USER, 'broker');
    render();
    await screen.findByRole('rowheader', { name: 'TEN-2026-000001' });
    // Ten of the sixteen columns by default; the chooser shows the others.
    expect(screen.getAllByRole('columnheader')).toHaveLength(10);
    expect(screen.queryByRole('columnheader', { name: 'Tax Rate' })).not.toBeInTheDocument();
    await showColumns(user, ['Tax Rate', 'Lead Source']);
    const row = screen.getByRole('rowheader', { name: 'TEN-2026-000001' }).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'TEN-2026-000001' })).toHaveAttribute(
      'href',
      `/crm/applications/${applicationId(1)}`,
    );
    expect(within(row).getByText('$1,000.00')).toBeInTheDocument();
    expect(within(row).getAllByText('$150.00')).toHaveLength(2); // broker premium and payout amount
    expect(within(row).getByText('7%')).toBeInTheDocument();
    expect(within(row).getByText('Not Paid')).toBeInTheDocument();
    const cancelled = screen.getByRole('rowheader', { name: 'TEN-2026-000002' }).closest('tr')!;
    expect(within(cancelled).getByText('-$400.00')).toBeInTheDocument();
    expect(within(cancelled).getByText('Marketplace')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Net Margin' })).not.toBeInTheDocument();
    const totals = screen.getByRole('rowheader', { name: 'Totals (2)' }).closest('tr')!;
    expect(within(totals).getByText('$600.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reports' })).toBeInTheDocument();
  });

  it('shows finance the full variant with net margin, and its totals', async () => {
    const user = userEvent.setup();
    reportsApi(FINANCE_USER, 'full');
    render();
    await screen.findByRole('rowheader', { name: 'TEN-2026-000001' });
    const report = screen.getByRole('table', { name: 'Commission report' });
    expect(
      within(report)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Policy Number',
      'Product',
      'Transaction Date',
      'Type',
      'Brokerage',
      'Total Policy Premium',
      'Commissions',
      'Taxes',
      'Net Margin',
      'Total Charged',
      'Payout Status',
    ]);
    await showColumns(user, ['Insurer', 'Net Margin %', 'Customer ID', 'Broker Payment']);
    for (const header of [
      'Insurer',
      'Commissions',
      'Net Margin',
      'Net Margin %',
      'Customer ID',
      'Broker Payment',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const totals = screen.getByRole('rowheader', { name: 'Totals (2)' }).closest('tr')!;
    expect(within(totals).getByText('$100.00')).toBeInTheDocument(); // net margin
    expect(within(totals).getByText('16.67%')).toBeInTheDocument();
  });

  it('puts a filter in the request, the URL and the CSV export link', async () => {
    const user = userEvent.setup();
    const api = reportsApi(BROKER_USER, 'broker');
    const { router } = render('/reports?from=2026-11-01');
    await screen.findByRole('rowheader', { name: 'TEN-2026-000001' });
    expect(api.last('/api/reports/commissions')?.searchParams.get('from')).toBe('2026-11-01');

    await user.click(screen.getByRole('combobox', { name: /^Payment period/ }));
    await user.click(await screen.findByRole('option', { name: 'Monthly' }));
    await waitFor(() =>
      expect(api.last('/api/reports/commissions')?.searchParams.get('paymentPeriod')).toBe('monthly'),
    );
    expect(router.state.location.search).toBe('?from=2026-11-01&paymentPeriod=monthly');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/reports/commissions.csv?from=2026-11-01&paymentPeriod=monthly&lang=en-CA',
    );
    expect(screen.queryByRole('combobox', { name: /^Brokerage/ })).not.toBeInTheDocument();
  });

  it('lets finance complete a partner payout with its transfer date', async () => {
    const user = userEvent.setup();
    const api = reportsApi(FINANCE_USER, 'full');
    render();
    const payouts = await screen.findByRole('table', { name: 'Partner payouts' });
    const row = within(payouts).getByRole('rowheader', { name: PAYOUT.number }).closest('tr')!;
    expect(within(row).getByText('$1,234.56')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: `Complete ${PAYOUT.number}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete partner invoice' });
    const date = within(dialog).getByLabelText('Transfer date');
    await user.clear(date);
    await user.type(date, '2026-09-15');
    expect(
      within(dialog).getByText('The transfer date cannot be before the end of the payout period.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Complete' })).toBeDisabled();
    await user.clear(date);
    await user.type(date, '2026-11-02');
    await user.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await waitFor(() =>
      expect(api.requests(`/api/invoices/partner/brokerage/${PAYOUT.id}/completes`)).toHaveLength(1),
    );
    expect(
      await screen.findByText(
        `Request to complete invoice # ${PAYOUT.number} had been completed successfully.`,
      ),
    ).toBeInTheDocument();
  });

  it('does not show a broker the partner payouts', async () => {
    const api = reportsApi(BROKER_USER, 'broker');
    render();
    await screen.findByRole('rowheader', { name: 'TEN-2026-000001' });
    expect(screen.queryByRole('heading', { name: 'Partner payouts' })).not.toBeInTheDocument();
    expect(api.requests('/api/invoices/partner')).toHaveLength(0);
  });
});
