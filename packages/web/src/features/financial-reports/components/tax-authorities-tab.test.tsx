import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountingDrillResponse, AccountingReportResponse } from '@bm/contracts';
import { applicationId, FINANCE_USER } from '../../../test/crm-fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes, stubRoute } from '../../../test/render-routes.tsx';
import { FinancialReportsPage } from './financial-reports-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const empty = (
  report: AccountingReportResponse['report'],
  from: string,
  to: string,
): AccountingReportResponse => ({
  report,
  from,
  to,
  rows: [],
  totals: {},
});

const taxes = (from: string, to: string): AccountingReportResponse => ({
  report: 'tax-authorities',
  from,
  to,
  rows: [
    {
      key: `CRA:${to}`,
      label: `Canada Revenue Agency, ${to}`,
      figures: { collected: 650, returned: 0, payable: 650 },
    },
    {
      key: `QC:${to}`,
      label: `Revenu Québec, ${to}`,
      figures: { collected: 9_249, returned: 1_500, payable: 7_749 },
    },
  ],
  totals: { collected: 9_899, returned: 1_500, payable: 8_399 },
});

const drill = (key: string): AccountingDrillResponse => ({
  report: 'tax-authorities',
  key,
  label: `Revenu Québec, ${key.split(':')[1]}`,
  count: 2,
  limit: 2_000,
  rows: [
    {
      transactionId: 't1',
      applicationId: applicationId(1),
      policyNumber: 'TEN-2026-000001',
      insuredName: 'Taxe Québec',
      date: `${key.split(':')[1]}-03`,
      type: 'New Business',
      figures: { collected: 9_249, returned: 0, payable: 9_249 },
    },
    {
      transactionId: 't2',
      applicationId: applicationId(1),
      policyNumber: 'TEN-2026-000001',
      insuredName: 'Taxe Québec',
      date: `${key.split(':')[1]}-20`,
      type: 'Cancellation',
      figures: { collected: 0, returned: 1_500, payable: -1_500 },
    },
  ],
  totals: { collected: 9_249, returned: 1_500, payable: 7_749 },
});

function api() {
  return mockApi((url) => {
    const q = url.searchParams;
    if (url.pathname === '/api/auth/me') return { body: { user: FINANCE_USER } };
    if (url.pathname === '/api/brokerages') return { body: { items: [] } };
    if (url.pathname === '/api/financial-reports/premium')
      return { body: empty('premium', q.get('from')!, q.get('to')!) };
    if (url.pathname === '/api/financial-reports/tax-authorities')
      return { body: taxes(q.get('from')!, q.get('to')!) };
    if (url.pathname === '/api/financial-reports/tax-authorities/drill-down')
      return { body: drill(q.get('key')!) };
    return undefined;
  });
}

describe('the Tax by authority tab', () => {
  it('shows tax collected, returned and net owed per authority and month, drilling down to the transactions with CSV', async () => {
    const calls = api();
    renderRoutes(
      [
        { path: '/financial-reports', element: <FinancialReportsPage /> },
        stubRoute('/crm/applications/:applicationId', 'Record page'),
      ],
      '/financial-reports',
    );
    await userEvent.click(await screen.findByRole('tab', { name: 'Tax by authority' }));
    expect(screen.getByRole('tab', { name: 'Tax by authority' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Tax owed by authority' });
    const month = calls.last('/api/financial-reports/tax-authorities')!.searchParams.get('to')!;
    expect(screen.getByRole('figure', { name: 'Tax owed by authority chart' })).toBeInTheDocument();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Authority and month', 'Tax collected', 'Tax returned', 'Net owed']);
    // Each row is named by its header cell, and the totals row adds the rows up.
    const quebec = within(table)
      .getByRole('rowheader', { name: `Revenu Québec, ${month}` })
      .closest('tr')!;
    expect(within(quebec).getByText('$92.49')).toBeInTheDocument();
    expect(within(quebec).getByText('$77.49')).toBeInTheDocument();
    expect(within(table.querySelector('tfoot')!).getByText('$83.99')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      expect.stringMatching(
        /^\/api\/financial-reports\/tax-authorities\/csv\?from=\d{4}-\d{2}&to=\d{4}-\d{2}&lang=en-CA$/,
      ),
    );

    await userEvent.click(
      within(table).getByRole('button', { name: `Show the policies behind Revenu Québec, ${month}` }),
    );
    const behind = await screen.findByRole('table', { name: `Policies behind Revenu Québec, ${month}` });
    expect(calls.last('/api/financial-reports/tax-authorities/drill-down')!.searchParams.get('key')).toBe(
      `QC:${month}`,
    );
    expect(within(behind).getAllByRole('link', { name: 'TEN-2026-000001' })[0]).toHaveAttribute(
      'href',
      `/crm/applications/${applicationId(1)}`,
    );
    expect(within(behind).getByText('-$15.00')).toBeInTheDocument();
    expect(screen.getByText('2 transactions; they add up to the figures of the row.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export these policies as CSV' })).toHaveAttribute(
      'href',
      `/api/financial-reports/tax-authorities/drill-down/csv?from=${calls.last('/api/financial-reports/tax-authorities')!.searchParams.get('from')}&to=${month}&key=QC%3A${month}&lang=en-CA`,
    );
  });
});
