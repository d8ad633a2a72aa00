import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { AccountingConnection, ReconciliationResponse } from '@bm/contracts';
import { setLocale } from '../../../i18n/locale-store.ts';
import { applicationId, FINANCE_USER } from '../../../test/crm-fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { FinanceOpsPage } from './finance-ops-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLocale('en-CA');
});

const NBSP = /[\u00a0\u202f]/g;

const connection: AccountingConnection = {
  provider: 'local',
  environment: 'local',
  status: 'connected',
  realmId: 'local',
  connectedAt: '2026-11-20T18:00:00.000Z',
  connectedBy: 'Fiona Finch',
  refreshedAt: null,
  accessTokenExpiresAt: null,
  refreshTokenExpiresAt: null,
  journal: { entries: 5, notPosted: 0 },
  lastSync: {
    id: '00000000-0000-4000-8000-000000000001',
    provider: 'local',
    period: '2026-11',
    status: 'done',
    entriesPosted: 5,
    amountPosted: 250_000,
    error: null,
    startedAt: '2026-11-20T18:05:00.000Z',
    finishedAt: '2026-11-20T18:05:01.000Z',
    by: 'Fiona Finch',
  },
};

const reconciliation: ReconciliationResponse = {
  period: '2026-11',
  processor: 'simulated',
  payments: { ours: { count: 3, amount: 30_000 }, processor: { count: 4, amount: 42_345 } },
  refunds: { ours: { count: 0, amount: 0 }, processor: { count: 0, amount: 0 } },
  mismatches: [
    {
      kind: 'payment',
      problem: 'missingHere',
      processorId: 'ch_only_there',
      applicationId: applicationId(3),
      policyNumber: 'TEN-2026-000003',
      insuredName: 'Pat Tenant',
      ourAmount: null,
      processorAmount: 123_456,
    },
  ],
};

/** Decision 0079: Finance Ops in French, amounts "1 234,56 $", dates still YYYY-MM-DD. */
describe('Finance Ops in French', () => {
  it('shows the work to do, the accounting connection and the reconciliation in French', async () => {
    setLocale('fr-CA');
    mockApi((url) => {
      if (url.pathname === '/api/auth/me') return { body: { user: { ...FINANCE_USER, language: 'fr-CA' } } };
      if (url.pathname === '/api/accounting') return { body: connection };
      if (url.pathname === '/api/finance-ops/summary')
        return { body: { nsfPending: 2, openPayouts: 1, openPayoutsAmount: 123_456 } };
      if (url.pathname === '/api/invoices/partner') return { body: { items: [] } };
      if (url.pathname === '/api/accounting/reconciliation') return { body: reconciliation };
      return undefined;
    });
    renderRoutes([{ path: '/finance-ops', element: <FinanceOpsPage /> }], '/finance-ops');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Opérations financières' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/dus aux cabinets de courtage et aux assureurs\.$/)).toHaveTextContent(
      /^1\s234,56\s\$ dus/,
    );
    expect(screen.getByRole('heading', { name: 'Factures NSF en attente' })).toBeInTheDocument();

    const region = await screen.findByRole('region', { name: 'Comptabilité' });
    expect(await within(region).findByText('Connecté')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Synchroniser 2026-11 maintenant' })).toBeEnabled();
    expect(screen.getByTestId('last-sync').textContent!.replace(NBSP, ' ')).toBe(
      '2026-11 : 5 écritures reportées (2 500,00 $) le 2026-11-20 10:05 (heure de Vancouver) par Fiona Finch.',
    );

    const mismatches = await screen.findByRole('table', { name: 'Écarts' });
    expect(within(mismatches).getByRole('columnheader', { name: 'Problème' })).toBeInTheDocument();
    const row = within(mismatches).getByRole('link', { name: 'TEN-2026-000003' }).closest('tr')!;
    expect(within(row).getByText('Absent de notre côté')).toBeInTheDocument();
    expect(within(row).getByText('Paiement')).toBeInTheDocument();
    expect(row.textContent!.replace(NBSP, ' ')).toContain('1 234,56 $');
    expect(screen.queryByText(/Card reconciliation|Accounting|Payouts to complete/)).not.toBeInTheDocument();
  });

  it('says why the last sync failed in French, the provider’s own words as they came', async () => {
    setLocale('fr-CA');
    const failed = (error: Partial<NonNullable<AccountingConnection['lastSync']>>) => ({
      ...connection,
      lastSync: { ...connection.lastSync!, status: 'failed' as const, entriesPosted: 0, ...error },
    });
    let state = failed({
      error: 'QuickBooks journal entry failed: Business Validation Error.',
      errorReason: {
        code: 'providerFailed',
        params: { action: 'journal' },
        detail: 'Business Validation Error',
      },
    });
    mockApi((url) => {
      if (url.pathname === '/api/auth/me') return { body: { user: { ...FINANCE_USER, language: 'fr-CA' } } };
      if (url.pathname === '/api/accounting') return { body: state };
      if (url.pathname === '/api/finance-ops/summary')
        return { body: { nsfPending: 0, openPayouts: 0, openPayoutsAmount: 0 } };
      if (url.pathname === '/api/invoices/partner') return { body: { items: [] } };
      if (url.pathname === '/api/accounting/reconciliation') return { body: reconciliation };
      return undefined;
    });
    renderRoutes([{ path: '/finance-ops', element: <FinanceOpsPage /> }], '/finance-ops');
    await screen.findByRole('region', { name: 'Comptabilité' });
    await waitFor(() =>
      expect(screen.getByTestId('last-sync').textContent!.replace(NBSP, ' ')).toBe(
        'Échec le 2026-11-20 10:05 (heure de Vancouver) (2026-11, par Fiona Finch) : Échec de QuickBooks : écriture de journal. Business Validation Error 0 écritures avaient été reportées avant l’arrêt.',
      ),
    );
    cleanup();
    // A sync stored before its reason was kept: its English, as stored.
    state = failed({ error: 'Stopped before it finished.' });
    renderRoutes([{ path: '/finance-ops', element: <FinanceOpsPage /> }], '/finance-ops');
    await waitFor(() =>
      expect(screen.getByTestId('last-sync')).toHaveTextContent('Stopped before it finished.'),
    );
  });
});
