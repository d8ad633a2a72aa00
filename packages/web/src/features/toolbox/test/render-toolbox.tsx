import type { ToolboxJob, ToolboxLedgerEntry, ToolboxPolicyTerm, ToolboxProduct } from '@bm/contracts';
import { applicationId } from '../../../test/crm-fixtures.ts';
import { renderRoutes, stubRoute } from '../../../test/render-routes.tsx';
import { ToolboxPage } from '../components/toolbox-page.tsx';

/** The tenants product, enabled and shown as a tile. */
export const PRODUCT: ToolboxProduct = {
  productId: 'tenants',
  name: 'Tenants',
  insurerId: 'laurentian-general',
  enabled: true,
  showTile: true,
};

/** The lapse job, its last run done on 2026-11-26 having lapsed two policies (`policies`, their numbers). */
export function makeLapseJob(policies: string[]): ToolboxJob {
  return {
    name: 'lapse-policies',
    description: 'Lapses policies whose term has expired without a renewal.',
    runs: [
      {
        startedAt: '2026-11-26T08:00:00.000Z',
        finishedAt: '2026-11-26T08:00:01.000Z',
        outcome: 'done',
        runner: 'host:1:abc',
        summary: { lapsed: 2, policies },
      },
    ],
  };
}

/** A ledger entry of the policy's first invoice, written at bind (a charge is of the premium). */
export function ledgerEntry(
  id: number,
  kind: 'charge' | 'payment',
  amount: number,
  overrides: Partial<ToolboxLedgerEntry> = {},
): ToolboxLedgerEntry {
  return {
    id,
    createdAt: '2026-11-01T18:00:00.000Z',
    kind,
    component: kind === 'charge' ? 'premium' : null,
    amount,
    invoiceNumber: 'TEN-2026-000001-INV-1',
    changeType: 'New Business',
    paymentId: null,
    refundId: null,
    manual: false,
    ...overrides,
  };
}

/** Policy TEN-2026-000001's term from 2026-11-01 with `entries`, its totals their sums by kind. */
export function makeLedgerTerm(
  entries: ToolboxLedgerEntry[],
  names: Pick<ToolboxPolicyTerm, 'insuredName' | 'brokerageName'>,
): ToolboxPolicyTerm {
  const totals: Record<string, number> = {};
  for (const entry of entries) totals[entry.kind] = (totals[entry.kind] ?? 0) + entry.amount;
  return {
    applicationId: applicationId(1),
    policyNumber: 'TEN-2026-000001',
    status: 'BOUND',
    policyEffectiveDate: '2026-11-01T07:01:00.000Z',
    ...names,
    totals,
    entries,
  };
}

/** The toolbox page, with the record page it links to as a stand-in. */
export const renderToolbox = () =>
  renderRoutes(
    [
      { path: '/toolbox', element: <ToolboxPage /> },
      stubRoute('/crm/applications/:applicationId', 'Record page'),
    ],
    '/toolbox',
  );
