import { and, eq } from 'drizzle-orm';
import {
  creditApplicationEntries,
  amountValue,
  historyPart,
  netOpenCredits,
  refundAfterCredit,
  type Cents,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { refunds } from '../../db/schema.ts';
import {
  type ApplicationRow,
  type MoneyEntry,
  recordPolicyChange,
  toLedgerEntry,
} from '../policies/index.ts';
import { changesNamingRefunds, creditNoteOf, ledgerRows } from '../invoices/index.ts';

/** The history row of open credits taken off invoices before money is asked for. */
export const CREDIT_APPLIED_TYPE = 'Credit Applied';

/**
 * Credits before charges (docs/decisions/0057): in the caller's transaction, under the policy's row
 * lock the caller holds, takes the policy's open credits (credit notes still owed back to the
 * insured) off `invoiceIds` (due order) before anything is charged on them. One policy change
 * ('Credit Applied') writes a 'creditApplied' charge on each credit note and a 'creditApplied'
 * credit on each invoice; each credit note's pending manual refund is lowered by what was taken off
 * it (status 'applied' at 0), so finance never pays out a credit already used. Returns what was
 * applied (0: nothing to do, nothing written).
 */
export async function applyOpenCredits(
  tx: Db,
  input: {
    application: ApplicationRow;
    userId: string | null;
    at: Date;
    invoiceIds: readonly string[];
    /** What asked for the money, for the history row: "Pay in full", "Scheduled payment" ... */
    reason: string;
  },
): Promise<{ applied: Cents; transactionId: string | null }> {
  const { application } = input;
  const rows = await ledgerRows(tx, application.id);
  const netting = netOpenCredits(rows.map(toLedgerEntry), input.invoiceIds);
  if (netting.applied === 0) return { applied: 0, transactionId: null };

  const pending = await tx
    .select()
    .from(refunds)
    .where(
      and(eq(refunds.applicationId, application.id), eq(refunds.manual, true), eq(refunds.status, 'pending')),
    )
    .for('update');
  const recordedBy = await changesNamingRefunds(
    tx,
    application.id,
    pending.map((refund) => refund.id),
  );
  const refundOf = new Map(
    pending.map((refund) => [creditNoteOf(rows, refund.id, recordedBy.get(refund.id) ?? new Set()), refund]),
  );
  const byCreditNote = new Map<string, Cents>();
  for (const part of netting.applications) {
    byCreditNote.set(part.creditNoteId, (byCreditNote.get(part.creditNoteId) ?? 0) + part.amount);
  }
  const refundsLowered: { refundId: string; before: Cents; after: Cents }[] = [];
  for (const [creditNoteId, applied] of byCreditNote) {
    const refund = refundOf.get(creditNoteId);
    if (!refund) continue;
    const after = refundAfterCredit(refund.amount, Math.min(applied, refund.amount));
    await tx.update(refunds).set(after).where(eq(refunds.id, refund.id));
    refundsLowered.push({ refundId: refund.id, before: refund.amount, after: after.amount });
  }

  const money: MoneyEntry[] = creditApplicationEntries(netting.applications).map((entry) => ({
    kind: 'charge',
    component: 'creditApplied',
    amount: entry.amount,
    invoice: { id: entry.invoiceId },
  }));
  const recorded = await recordPolicyChange(tx, {
    application,
    type: CREDIT_APPLIED_TYPE,
    userId: input.userId,
    at: input.at,
    history: {
      effectiveDate: input.at,
      reason: input.reason,
      description: [
        historyPart('creditApplied', { applied: amountValue(netting.applied) }),
        ...(netting.creditLeft > 0
          ? [historyPart('creditLeft', { left: amountValue(netting.creditLeft) })]
          : []),
      ],
      details: {
        applied: netting.applied,
        creditLeft: netting.creditLeft,
        applications: netting.applications,
        refunds: refundsLowered,
      },
    },
    money,
    audit: { action: 'policy.credit_applied', details: { applied: netting.applied } },
  });
  return { applied: netting.applied, transactionId: recorded.transactionId };
}
