import type { InvoiceSearchItem, InvoiceSearchResponse } from '@bm/contracts';
import { applicationId, BROKERAGE_A } from '../../../test/crm-fixtures.ts';

/** One row of GET /api/invoices: the n-th monthly premium invoice of policy TEN-2025-100001, open. */
export function makeInvoiceRow(n: number, overrides: Partial<InvoiceSearchItem> = {}): InvoiceSearchItem {
  const nn = String(n).padStart(2, '0');
  return {
    id: `1a2b3c4d-0000-4000-8000-${String(n).padStart(12, '0')}`,
    number: `TEN-2025-100001-${nn}`,
    type: 'premium',
    kind: 'plan',
    status: 'open',
    description: `Plan payment ${n} of 12`,
    amountDue: 10_050,
    amountPaid: 0,
    owing: 10_050,
    dueDate: `2026-${nn}-01T08:01:00.000Z`,
    isMPF: false,
    applicationId: applicationId(1),
    policyNumber: 'TEN-2025-100001',
    insuredName: 'Insured 1',
    brokerageName: BROKERAGE_A.name,
    ...overrides,
  };
}

export function makeInvoicePage(
  items: InvoiceSearchItem[],
  nextCursor: string | null = null,
  totals: Partial<InvoiceSearchResponse['totals']> = {},
): InvoiceSearchResponse {
  return {
    items,
    nextCursor,
    totals: { count: items.length, billed: 0, paid: 0, owing: 0, ...totals },
  };
}
