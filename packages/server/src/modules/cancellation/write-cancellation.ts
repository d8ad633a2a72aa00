import {
  feesReportedSinceBind,
  MANUAL_REFUND_NOTE,
  MESSAGES,
  paymentAccountFor,
  policyEffectiveInstant,
  heldForTerm,
  termLedger,
  type CancellationPremiums,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from '../../integrations/payments/index.ts';
import {
  type ApplicationRow,
  BALANCE_INVOICE_TYPE,
  openInvoiceBalances,
  type PolicyFacts,
  recordPolicyChange,
  REFUND_INVOICE_TYPE,
} from '../policies/index.ts';
import { applyOpenCredits } from '../billing/index.ts';
import { refundMethod, type CancellationDetails } from './figures-service.ts';
import { recordManualRefund, refundToCard } from '../payments/index.ts';

/** What a cancellation records besides its figures: who, when, why, and its key. */
export interface CancellationEntry {
  /** Null: the System (the non-payment job). */
  userId: string | null;
  at: Date;
  /** The day cover ends, YYYY-MM-DD. */
  cancEffectiveDate: string;
  /** One of the spec's cancellation reasons. */
  reason: string;
  /** One of the spec's descriptions (or the broker's fixed one). */
  description: string;
  /** The change's key: the processor's refunds are idempotent under it. */
  idempotencyKey: string;
  /** More for the history row's details (reason text, ticket, uploaded forms ...). */
  details?: Record<string, unknown>;
}

export interface WrittenCancellation {
  transactionId: string;
  cardRefunds: Awaited<ReturnType<typeof refundToCard>>;
  manualRefundId: string | null;
  /** Spec 8's message when the refund cannot go back to the card, else null. */
  message: string | null;
}

/**
 * Writes a cancellation of a bound policy whose figures the caller computed from `facts` under the
 * policy's row lock, in the caller's transaction: the refund (to the card on annual plans with a
 * card charge, else a manual refund finance pays out), the cancelled status, the voided open
 * invoices, the balance invoice or credit note of the settlement, the history row and the ledger
 * entries, through recordPolicyChange. The user's cancellation and the non-payment job both call it.
 */
export async function writeCancellation(
  tx: Db,
  deps: { payments: PaymentProvider },
  locked: ApplicationRow,
  facts: PolicyFacts,
  figures: CancellationPremiums,
  entry: CancellationEntry,
): Promise<WrittenCancellation> {
  const { at: now } = entry;
  const method = refundMethod(facts, figures.refundDue);
  const message =
    method === 'manual'
      ? facts.charges.length === 0
        ? MESSAGES.noValidCard
        : MESSAGES.endorsementNonAnnualRefund
      : null;
  // The processor's refund is idempotent under the change's key: a retry of a request that
  // stopped before its commit refunds nothing more and records what was refunded.
  const cardRefunds =
    method === 'card'
      ? await refundToCard({ db: tx, payments: deps.payments }, facts.charges, figures.refundDue, {
          idempotencyKey: entry.idempotencyKey,
          reason: `Cancellation: ${entry.reason}`,
          at: now,
        })
      : [];
  let manualRefundId: string | null = null;
  if (method === 'manual') {
    const manual = await recordManualRefund(tx, {
      applicationId: locked.id,
      amount: figures.refundDue,
      idempotencyKey: entry.idempotencyKey,
      reason: `Cancellation: ${entry.reason}`,
      remark: MANUAL_REFUND_NOTE,
      at: now,
    });
    manualRefundId = manual?.id ?? null;
  }
  const details: CancellationDetails & Record<string, unknown> = {
    premiums: figures,
    cancellationReason: entry.reason,
    cancellationOption: entry.description,
    idempotencyKey: entry.idempotencyKey,
    ...(entry.details ?? {}),
    refundMethod: method,
    refunds: cardRefunds.map((r) => ({ id: r.id, amount: r.amount, status: r.status })),
  };
  // The settlement: what the policy asks for in all becomes what was earned (totalEarned); it
  // already holds paymentReceived, so the difference is a balance invoice or a refund.
  const settlement = figures.amountOwing - figures.refundDue;
  // Future payments of the plan (and open fees) will not be collected; a custom premium, an ERP, a
  // manual invoice or an adjustment still open stays owed (domain termLedger).
  const voids = openInvoiceBalances({ ledger: termLedger(facts.ledger) }).map(
    ({ invoiceId, outstanding }) => ({
      kind: 'void' as const,
      amount: outstanding,
      invoice: { id: invoiceId },
    }),
  );
  const settlementInvoice =
    settlement > 0
      ? {
          ref: 'settlement',
          code: 'CXL',
          type: BALANCE_INVOICE_TYPE,
          description: `Balance owing on cancellation (${entry.reason})`,
        }
      : {
          ref: 'settlement',
          code: 'RFD',
          type: REFUND_INVOICE_TYPE,
          description: `Refund on cancellation (${entry.reason})`,
        };
  const recorded = await recordPolicyChange(tx, {
    application: locked,
    type: 'Cancellation',
    userId: entry.userId,
    at: now,
    update: { status: 'cancelled' },
    history: {
      effectiveDate: policyEffectiveInstant(entry.cancEffectiveDate),
      reason: entry.reason,
      description: entry.description,
      before: { status: 'bound' },
      after: {
        status: 'cancelled',
        cancEffectiveDate: entry.cancEffectiveDate,
        cancOption: figures.cancOption,
      },
      premiumDelta: figures.totalReturnPremium,
      taxDelta: figures.returnTax,
      // What the fees kept differ from those the report rows of the bind and the changes since
      // already count (the changes' card fees, missed payment fees not voided, a pay in full's
      // financing fee returned, a change of payment plan's fees).
      feeDelta:
        figures.earnedFee -
        (facts.boundQuote.total[facts.boundPeriod] -
          facts.boundQuote.premiumsSum -
          facts.boundQuote.premiumsTaxes) -
        feesReportedSinceBind(facts.ledger) -
        // The financing fee and surcharges changes of payment plan billed (decision 0078).
        (facts.planChanges?.fees ?? 0),
      // What the insured is billed, net, changes by the settlement less what is voided: the
      // commission report's total charged and the journal's receivable follow the ledger.
      totalDelta: settlement - voids.reduce((total, entry) => total + entry.amount, 0),
      // A finance credit on the term's instalments the settlement could not use (it would have been
      // paid back beyond what the insured paid, docs/decisions/0061) goes with the voided instalment.
      creditReversed: heldForTerm(facts.ledger) - figures.paymentReceived,
      refundId: cardRefunds[0]?.id ?? manualRefundId,
      details,
    },
    invoices:
      settlement === 0
        ? []
        : [
            {
              ...settlementInvoice,
              dueDate: now,
              paymentAccount: paymentAccountFor(facts.paymentPeriod, locked.boundDate ?? now),
            },
          ],
    money: [
      ...voids,
      ...(settlement === 0
        ? []
        : [
            {
              kind: 'charge' as const,
              component: 'cancellation' as const,
              amount: settlement,
              invoice: { ref: 'settlement' },
            },
          ]),
      ...cardRefunds.map((refund) => ({
        kind: 'refund' as const,
        amount: refund.amount,
        invoice: { ref: 'settlement' },
        paymentId: refund.paymentId,
        refundId: refund.id,
      })),
    ],
    audit: {
      action: 'policy.cancel',
      details: { refundDue: figures.refundDue, amountOwing: figures.amountOwing },
    },
    documents: { boundAt: locked.boundDate ?? now },
  });
  // Credits before charges (docs/decisions/0057): a balance owing is first paid by a refund still
  // owed to the insured (an earlier change's credit note), so the record shows one net figure.
  if (settlement > 0 && recorded.invoiceIds.settlement) {
    await applyOpenCredits(tx, {
      application: locked,
      userId: entry.userId,
      at: now,
      invoiceIds: [recorded.invoiceIds.settlement],
      reason: 'Cancellation balance',
    });
  }
  return { transactionId: recorded.transactionId, cardRefunds, manualRefundId, message };
}
