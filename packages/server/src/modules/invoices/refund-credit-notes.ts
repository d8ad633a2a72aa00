import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ManualRefund } from '@bm/contracts';
import { formatDate } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, policyTransactions, refunds } from '../../db/schema.ts';

export type RefundRow = typeof refunds.$inferSelect;
export type LedgerRow = typeof ledgerEntries.$inferSelect;

/** A policy's ledger rows (with the change that wrote each), in the order they were written. */
export function ledgerRows(db: Db, applicationId: string): Promise<LedgerRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.applicationId, applicationId))
    .orderBy(asc(ledgerEntries.id));
}

/**
 * The credit note a manual refund pays back, through typed links only (docs/decisions/0020):
 * - once paid out, the invoice of its manual refund ledger entry (ledger_entries.refund_id);
 * - while pending, the credit note raised by the change that recorded it: the history row naming
 *   the refund (policy_transactions.refund_id), the invoice whose first ledger entry that change
 *   wrote (the change raised it) and whose charges are a credit. The other invoices a change
 *   touches (open instalments a credit came off) were raised by earlier changes.
 * Null when no such invoice, or more than one, is found.
 */
export function creditNoteOf(
  rows: readonly LedgerRow[],
  refundId: string,
  recordedBy: ReadonlySet<string>,
): string | null {
  const paid = rows.find((row) => row.kind === 'refund' && row.manual && row.refundId === refundId);
  if (paid) return paid.invoiceId;
  const raisedBy = new Map<string, string>();
  const charged = new Map<string, number>();
  for (const row of rows) {
    if (!raisedBy.has(row.invoiceId)) raisedBy.set(row.invoiceId, row.changeId);
    if (row.kind === 'charge') charged.set(row.invoiceId, (charged.get(row.invoiceId) ?? 0) + row.amount);
  }
  const notes = [...raisedBy].filter(
    ([invoiceId, changeId]) => recordedBy.has(changeId) && (charged.get(invoiceId) ?? 0) < 0,
  );
  return notes.length === 1 ? notes[0]![0] : null;
}

/** The history rows that name each refund: the change that recorded it (and, once paid, the payout). */
export async function changesNamingRefunds(
  db: Db,
  applicationId: string,
  refundIds: readonly string[],
): Promise<Map<string, Set<string>>> {
  const byRefund = new Map<string, Set<string>>();
  if (refundIds.length === 0) return byRefund;
  const rows = await db
    .select({ id: policyTransactions.id, refundId: policyTransactions.refundId })
    .from(policyTransactions)
    .where(
      and(
        eq(policyTransactions.applicationId, applicationId),
        inArray(policyTransactions.refundId, [...refundIds]),
      ),
    );
  for (const row of rows) {
    if (!row.refundId) continue;
    const changes = byRefund.get(row.refundId) ?? new Set<string>();
    changes.add(row.id);
    byRefund.set(row.refundId, changes);
  }
  return byRefund;
}

export function toManualRefund(row: RefundRow): ManualRefund {
  return {
    id: row.id,
    amount: row.amount,
    // Manual refunds are written pending and become succeeded when paid out (nothing else).
    status: row.status === 'succeeded' ? 'succeeded' : 'pending',
    recordedOn: formatDate(row.createdAt),
    reference: row.reference,
    paidOn: row.paidOn,
  };
}

/**
 * A policy's manual refunds (pending or paid out) by the credit note each pays back, for the
 * record's Invoices card.
 */
export async function manualRefundsByInvoice(
  db: Db,
  applicationId: string,
): Promise<Map<string, ManualRefund>> {
  const manual = await db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.applicationId, applicationId),
        eq(refunds.manual, true),
        inArray(refunds.status, ['pending', 'succeeded']),
      ),
    )
    .orderBy(asc(refunds.createdAt));
  const byInvoice = new Map<string, ManualRefund>();
  if (manual.length === 0) return byInvoice;
  const rows = await ledgerRows(db, applicationId);
  const recordedBy = await changesNamingRefunds(
    db,
    applicationId,
    manual.map((refund) => refund.id),
  );
  for (const refund of manual) {
    const invoiceId = creditNoteOf(rows, refund.id, recordedBy.get(refund.id) ?? new Set());
    if (invoiceId) byInvoice.set(invoiceId, toManualRefund(refund));
  }
  return byInvoice;
}
