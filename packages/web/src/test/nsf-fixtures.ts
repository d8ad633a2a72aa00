import type { NsfInvoiceItem } from '@bm/contracts';
import { applicationId } from './crm-fixtures.ts';

/** NSF invoice n: instalment 2 of application n's monthly plan, declined once (GET /api/nsfInvoices). */
export function makeNsfItem(n: number, overrides: Partial<NsfInvoiceItem> = {}): NsfInvoiceItem {
  return {
    invoiceId: `5f000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    invoiceNumber: `INV-NSF-${String(n).padStart(4, '0')}`,
    applicationId: applicationId(n),
    policyNumber: `TEN-2025-${String(100000 + n)}`,
    term: '2025-03-01 to 2026-03-01',
    policyStatus: 'bound',
    insuredName: `Insured ${n}`,
    brokerageName: 'Maple Leaf Brokers',
    reason: 'Your card has insufficient funds.',
    status: 'pending',
    amountOwing: 10_812,
    missedPaymentFeeOwing: 2_500,
    attempts: 1,
    nextAttemptDay: '2025-04-03',
    cancellationDate: null,
    registerLetterSentAt: null,
    letterSentOn: null,
    letterDeliveredOn: null,
    createdAt: new Date(Date.UTC(2025, 3, 1, 19, n)).toISOString(),
    ...overrides,
  };
}
