import { and, eq } from 'drizzle-orm';
import {
  SETTLE_REFUND_FIELD_MESSAGES,
  type SettleRefundBody,
  type SettleRefundResponse,
} from '@bm/contracts';
import {
  canSettleManualRefund,
  amountValue,
  historyPart,
  formatDate,
  MESSAGES,
  policyEffectiveInstant,
  settleManualRefund,
  type ManualRefundRefusal,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { invoices, refunds } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { lockApplication, recordPolicyChange, toLedgerEntry, visibleApplication } from '../policies/index.ts';
import {
  changesNamingRefunds,
  creditNoteOf,
  ledgerRows,
  toInvoiceItem,
  toManualRefund,
} from '../invoices/index.ts';

export const SETTLE_REFUND_MESSAGES = {
  notAllowed: 'Only finance staff and super admins can record a refund as paid.',
  notFound: 'This refund was not found on this policy.',
  notManual: 'This refund went back to the card; only a manual refund is recorded as paid by hand.',
  alreadyPaid: 'This refund was already recorded as paid.',
  notPending: 'Only a pending manual refund can be recorded as paid.',
  futureDay: SETTLE_REFUND_FIELD_MESSAGES.paidOnFuture,
  beforeRecorded: SETTLE_REFUND_FIELD_MESSAGES.paidOnBeforeRecorded,
  noCreditNote: 'The credit note of this refund was not found, so it cannot be recorded as paid.',
  settled: 'Refund recorded as paid.',
} as const;

/** Why the ledger refuses the payout, as the user reads it; nothing is written. */
const REFUSALS: Record<ManualRefundRefusal, { status: 409 | 422; message: string }> = {
  nothingOwed: { status: 409, message: 'The credit note of this refund owes nothing to the insured.' },
  amountMismatch: {
    status: 409,
    message: 'The credit note no longer owes the amount of this refund; ask support to check the policy.',
  },
  exceedsCollected: {
    status: 422,
    message: 'This refund is more than the policy has collected, so it cannot be recorded as paid.',
  },
};

interface Deps {
  db: Db;
  now: () => Date;
}

/**
 * POST /api/applications/{id}/refunds/{refundId}/settle: finance paid a pending manual refund out
 * by hand. In one transaction on the locked policy: the refund must be this policy's, manual and
 * pending; one manual refund ledger entry of what its credit note owes (never beyond what the
 * policy collected) through recordPolicyChange (history 'Refund', audit 'refund.settle'), then the
 * refund row succeeded with its reference and day. Anything refused writes nothing.
 */
export async function settleRefund(
  deps: Deps,
  user: AuthUser,
  applicationId: string,
  refundId: string,
  body: SettleRefundBody,
): Promise<SettleRefundResponse> {
  if (!canSettleManualRefund(user.flags)) throw forbidden(SETTLE_REFUND_MESSAGES.notAllowed);
  await visibleApplication(deps.db, user, applicationId);
  const now = deps.now();
  if (body.paidOn > formatDate(now)) throw badRequest(SETTLE_REFUND_MESSAGES.futureDay);

  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockApplication(tx, applicationId);
    if (!locked) throw notFound(MESSAGES.applicationNotFound);
    const [refund] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, refundId), eq(refunds.applicationId, applicationId)))
      .for('update')
      .limit(1);
    if (!refund) throw notFound(SETTLE_REFUND_MESSAGES.notFound);
    if (!refund.manual) throw conflict(SETTLE_REFUND_MESSAGES.notManual);
    if (refund.status === 'succeeded') throw conflict(SETTLE_REFUND_MESSAGES.alreadyPaid);
    if (refund.status !== 'pending') throw conflict(SETTLE_REFUND_MESSAGES.notPending);
    const recordedOn = formatDate(refund.createdAt);
    if (body.paidOn < recordedOn) throw badRequest(SETTLE_REFUND_MESSAGES.beforeRecorded(recordedOn));

    const rows = await ledgerRows(tx, applicationId);
    const recordedBy = await changesNamingRefunds(tx, applicationId, [refund.id]);
    const invoiceId = creditNoteOf(rows, refund.id, recordedBy.get(refund.id) ?? new Set());
    if (!invoiceId) throw conflict(SETTLE_REFUND_MESSAGES.noCreditNote);
    const settled = settleManualRefund(rows.map(toLedgerEntry), {
      invoiceId,
      refundId: refund.id,
      amount: refund.amount,
    });
    if (!settled.ok) {
      const refusal = REFUSALS[settled.reason];
      throw new HttpError(refusal.status, refusal.message, { code: settled.reason });
    }
    const { entry } = settled;

    const recorded = await recordPolicyChange(tx, {
      application: locked,
      type: 'Refund',
      userId: user.id,
      at: now,
      history: {
        effectiveDate: policyEffectiveInstant(body.paidOn),
        description: [
          historyPart('manualRefundSettled', {
            amount: amountValue(entry.amount),
            day: body.paidOn,
            reference: body.reference,
          }),
        ],
        refundId: refund.id,
        details: {
          reference: body.reference,
          paidOn: body.paidOn,
          amount: entry.amount,
          invoiceId,
          refundRecordedOn: recordedOn,
        },
      },
      money: [
        {
          kind: 'refund',
          amount: entry.amount,
          invoice: { id: invoiceId },
          refundId: refund.id,
          manual: true,
        },
      ],
      audit: {
        action: 'refund.settle',
        details: {
          refundId: refund.id,
          amount: entry.amount,
          reference: body.reference,
          paidOn: body.paidOn,
        },
      },
    });
    const [paid] = await tx
      .update(refunds)
      .set({
        status: 'succeeded',
        invoiceId,
        reference: body.reference,
        paidOn: body.paidOn,
        settledAt: now,
        settledBy: user.id,
      })
      .where(eq(refunds.id, refund.id))
      .returning();
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).limit(1);
    const manualRefund = toManualRefund(paid!);
    return {
      transactionId: recorded.transactionId,
      refund: manualRefund,
      invoice: toInvoiceItem(invoice!, manualRefund),
      message: SETTLE_REFUND_MESSAGES.settled,
    };
  });
}
