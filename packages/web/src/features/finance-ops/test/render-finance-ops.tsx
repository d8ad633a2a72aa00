import type { AccountingConnection, MeUser, ReconciliationResponse } from '@bm/contracts';
import { applicationId } from '../../../test/crm-fixtures.ts';
import { mockApi, type ApiHandler } from '../../../test/mock-api.ts';
import { renderRoutes, stubRoute } from '../../../test/render-routes.tsx';
import { FinanceOpsPage } from '../components/finance-ops-page.tsx';

/** The local journal, not connected. */
export const DISCONNECTED: AccountingConnection = {
  provider: 'local',
  environment: 'local',
  status: 'disconnected',
  realmId: null,
  connectedAt: null,
  connectedBy: null,
  refreshedAt: null,
  accessTokenExpiresAt: null,
  refreshTokenExpiresAt: null,
  lastSync: null,
  journal: { entries: 0, notPosted: 0 },
};

/** The local journal, connected by Fiona Finch on 2026-11-20 and synced for 2026-11. */
export const CONNECTED: AccountingConnection = {
  ...DISCONNECTED,
  status: 'connected',
  realmId: 'local',
  connectedAt: '2026-11-20T18:00:00.000Z',
  connectedBy: 'Fiona Finch',
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

/** November's card reconciliation: one payment the processor has and we do not, of `processorAmount`. */
export function makeReconciliation(processorAmount: number): ReconciliationResponse {
  return {
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
        processorAmount,
      },
    ],
  };
}

/**
 * The API Finance Ops reads, as `user` sees it: the connection `accounting()` gives, the work to do,
 * no payouts, the reconciliation (a $123.45 mismatch unless told), and the connection's token exchange.
 * `first` answers before it.
 */
export function financeOpsApi(
  user: MeUser,
  accounting: () => AccountingConnection,
  {
    first,
    reconciliation = makeReconciliation(12_345),
  }: { first?: ApiHandler; reconciliation?: ReconciliationResponse } = {},
) {
  return mockApi(async (url, init) => {
    const answered = await first?.(url, init);
    if (answered) return answered;
    if (url.pathname === '/api/auth/me') return { body: { user } };
    if (url.pathname === '/api/accounting') return { body: accounting() };
    if (url.pathname === '/api/finance-ops/summary')
      return { body: { nsfPending: 2, openPayouts: 1, openPayoutsAmount: 123_456 } };
    if (url.pathname === '/api/invoices/partner') return { body: { items: [] } };
    if (url.pathname === '/api/accounting/reconciliation') return { body: reconciliation };
    if (url.pathname === '/api/QBOOAuthTokens')
      return { body: { message: 'Accounting connected: the local journal.', connection: CONNECTED } };
    return undefined;
  });
}

/** The Finance Ops page at `entry`, with the record and NSF pages it links to as stand-ins. */
export const renderFinanceOps = (entry = '/finance-ops') =>
  renderRoutes(
    [
      { path: '/finance-ops', element: <FinanceOpsPage /> },
      stubRoute('/crm/applications/:applicationId', 'Record page'),
      stubRoute('/nsf', 'NSF page'),
    ],
    entry,
  );
