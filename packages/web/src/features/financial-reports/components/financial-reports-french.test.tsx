import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountingDrillResponse, AccountingReportResponse } from '@bm/contracts';
import { setLocale } from '../../../i18n/locale-store.ts';
import { applicationId, BROKER_USER } from '../../../test/crm-fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { FinancialReportsPage } from './financial-reports-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLocale('en-CA');
});

const NBSP = /[\u00a0\u202f]/g;
const figures = { written: 123_456, earned: 10_000, unearned: 113_456 };

const premium = (from: string, to: string): AccountingReportResponse => ({
  report: 'premium',
  from,
  to,
  rows: [{ key: to, label: to, figures }],
  totals: figures,
  openingUnearned: 0,
});

const drill = (key: string): AccountingDrillResponse => ({
  report: 'premium',
  key,
  label: key,
  count: 1,
  limit: 2_000,
  rows: [
    {
      transactionId: 't1',
      applicationId: applicationId(1),
      policyNumber: 'TEN-2026-000001',
      insuredName: 'Ledger Reader',
      date: `${key}-03`,
      type: 'New Business',
      figures,
    },
  ],
  totals: figures,
});

/** Decision 0079: the accounting reports in French, their names and headers the domain's French. */
describe('Accounting in French', () => {
  it('names the report, its tabs, rows and figures in French, amounts 1 234,56 $', async () => {
    setLocale('fr-CA');
    const calls = mockApi((url) => {
      const q = url.searchParams;
      if (url.pathname === '/api/auth/me') return { body: { user: { ...BROKER_USER, language: 'fr-CA' } } };
      if (url.pathname === '/api/financial-reports/premium')
        return { body: premium(q.get('from')!, q.get('to')!) };
      if (url.pathname === '/api/financial-reports/premium/drill-down') return { body: drill(q.get('key')!) };
      return undefined;
    });
    renderRoutes([{ path: '/financial-reports', element: <FinancialReportsPage /> }], '/financial-reports');

    expect(screen.getByRole('heading', { level: 1, name: 'Comptabilité' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Primes souscrites, acquises et non acquises' });
    expect(screen.getByRole('tab', { name: 'Taxes par administration' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Mois', 'Primes souscrites', 'Primes acquises', 'Primes non acquises (fin du mois)']);
    const money = within(table).getAllByText((text) => text.replace(NBSP, ' ') === '1 234,56 $');
    expect(money).toHaveLength(2); // the month and the total
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();

    const month = calls.last('/api/financial-reports/premium')!.searchParams.get('to')!;
    await userEvent.click(
      within(table).getByRole('button', { name: `Afficher les polices derrière ${month}` }),
    );
    const behind = await screen.findByRole('table', { name: `Polices derrière ${month}` });
    expect(within(behind).getByRole('columnheader', { name: 'Assuré' })).toBeInTheDocument();
    // The transaction's type, stored in English, by the domain's labels.
    expect(within(behind).getByText('Affaire nouvelle')).toBeInTheDocument();
    expect(
      screen.getByText(
        (text) =>
          text.replace(NBSP, ' ') === '1 transaction trouvée ; leur somme donne les chiffres de la ligne.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Exporter ces polices en CSV' })).toBeInTheDocument();
    expect(screen.queryByText(/Written premium|Month/)).not.toBeInTheDocument();
  });
});
