import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountingDrillResponse, AccountingReportResponse, MeUser } from '@bm/contracts';
import { applicationId, BROKER_USER, BROKERAGE_A, FINANCE_USER } from '../../../test/crm-fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes, stubRoute } from '../../../test/render-routes.tsx';
import { FinancialReportsPage } from './financial-reports-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const premium = (from: string, to: string): AccountingReportResponse => ({
  report: 'premium',
  from,
  to,
  rows: [{ key: to, label: to, figures: { written: 120_000, earned: 10_000, unearned: 110_000 } }],
  totals: { written: 120_000, earned: 10_000, unearned: 110_000 },
  openingUnearned: 0,
});

const drill = (key: string): AccountingDrillResponse => ({
  report: 'premium',
  key,
  label: key,
  count: 2,
  limit: 2_000,
  rows: [
    {
      transactionId: 't1',
      applicationId: applicationId(1),
      policyNumber: 'TEN-2026-000001',
      insuredName: 'Ledger Reader',
      date: `${key}-03`,
      type: 'New Business',
      figures: { written: 100_000, earned: 9_000, unearned: 91_000 },
    },
    {
      transactionId: 't2',
      applicationId: applicationId(2),
      policyNumber: 'TEN-2026-000002',
      insuredName: 'Coastal Client',
      date: `${key}-09`,
      type: 'Endorsement',
      figures: { written: 20_000, earned: 1_000, unearned: 19_000 },
    },
  ],
  totals: { written: 120_000, earned: 10_000, unearned: 110_000 },
});

function api(user: MeUser) {
  return mockApi((url) => {
    const q = url.searchParams;
    if (url.pathname === '/api/auth/me') return { body: { user } };
    if (url.pathname === '/api/brokerages')
      return {
        body: {
          items: [
            {
              ...BROKERAGE_A,
              code: 'MAPLE',
              isAgency: false,
              province: 'ON',
              email: null,
              phone: null,
              address: null,
              subdomain: null,
            },
          ],
        },
      };
    if (url.pathname === '/api/financial-reports/premium')
      return { body: premium(q.get('from')!, q.get('to')!) };
    if (url.pathname === '/api/financial-reports/premium/drill-down') return { body: drill(q.get('key')!) };
    return undefined;
  });
}

const render = () =>
  renderRoutes(
    [
      { path: '/financial-reports', element: <FinancialReportsPage /> },
      stubRoute('/crm/applications/:applicationId', 'Record page'),
    ],
    '/financial-reports',
  );

describe('FinancialReportsPage', () => {
  it('shows a month, drills it down to the policies that add up to it, each linking to its record', async () => {
    const calls = api(BROKER_USER);
    render();
    const table = await screen.findByRole('table', { name: 'Premium written, earned and unearned' });
    const month = calls.last('/api/financial-reports/premium')!.searchParams.get('to')!;
    expect(within(table).getAllByText('$1,200.00')).toHaveLength(2); // the month and the total
    // A broker gets no brokerage filter and asks for no brokerage.
    expect(screen.queryByRole('combobox', { name: 'Brokerage' })).not.toBeInTheDocument();
    expect(calls.last('/api/financial-reports/premium')!.searchParams.has('brokerageId')).toBe(false);

    await userEvent.click(within(table).getByRole('button', { name: `Show the policies behind ${month}` }));
    const behind = await screen.findByRole('table', { name: `Policies behind ${month}` });
    expect(calls.last('/api/financial-reports/premium/drill-down')!.searchParams.get('key')).toBe(month);
    expect(within(behind).getByRole('link', { name: 'TEN-2026-000001' })).toHaveAttribute(
      'href',
      `/crm/applications/${applicationId(1)}`,
    );
    expect(screen.getByText('2 transactions; they add up to the figures of the row.')).toBeInTheDocument();
    const footer = behind.querySelector('tfoot')!;
    expect(within(footer as HTMLElement).getByText('$1,200.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export these policies as CSV' })).toHaveAttribute(
      'href',
      expect.stringMatching(
        new RegExp(
          `^/api/financial-reports/premium/drill-down/csv\\?from=\\d{4}-\\d{2}&to=${month}&key=${month}&lang=en-CA$`,
        ),
      ),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/financial-reports\/premium\/csv\?from=\d{4}-\d{2}&to=\d{4}-\d{2}&lang=en-CA$/),
    );
  });

  it('lets finance filter by brokerage', async () => {
    const calls = api(FINANCE_USER);
    render();
    await screen.findByRole('table', { name: 'Premium written, earned and unearned' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Brokerage' }));
    await userEvent.click(await screen.findByRole('option', { name: BROKERAGE_A.name }));
    await vi.waitFor(() =>
      expect(calls.last('/api/financial-reports/premium')!.searchParams.get('brokerageId')).toBe(
        BROKERAGE_A.id,
      ),
    );
  });
});
