import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FinanceTransactionBody, FinanceTransactionResponse } from '@bm/contracts';
import {
  entriesByInvoice,
  FINANCE_TRANSACTION_MESSAGES,
  financeAdjustmentPlan,
  financeDescriptionError,
  amountValue,
  historyPart,
  formatDate,
  heldForPolicy,
  invoiceBalance,
  ledgerBalances,
  MESSAGES,
  offPlatformSettlement,
  paymentAccountFor,
  paymentDateError,
  policyEffectiveInstant,
  type LedgerEntry,
  type OpenInvoice,
  type PaymentPeriod,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  findApplication,
  lockPolicyForChange,
  type MoneyEntry,
  readLedger,
  recordPolicyChange,
  toApplication,
} from '../policies/index.ts';
import { recordManualRefund } from '../payments/index.ts';

/** The history row types and the invoice of a finance transaction (docs/decisions/0037). */
export const FINANCE_ADJUSTMENT_TYPE = 'Finance Adjustment';
export const OFF_PLATFORM_PAYMENT_TYPE = 'Off-Platform Payment';
export const FINANCE_ADJUSTMENT_INVOICE = 'finance adjustment';
const FINANCE_ADJUSTMENT_CODE = 'FIN';

export interface FinanceTransactionDeps {
  db: Db;
  now: () => Date;
}

/** The policy's open invoices (ledger outstanding above 0) in due order. */
async function openInvoicesInDueOrder(tx: Db, applicationId: string, ledger: LedgerEntry[]) {
  const outstanding = new Map(
    [...entriesByInvoice(ledger)].map(([id, entries]) => [id, invoiceBalance(entries).outstanding]),
  );
  const ids = [...outstanding].filter(([, amount]) => amount > 0).map(([id]) => id);
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.applicationId, applicationId), inArray(invoices.id, ids)))
    .orderBy(asc(invoices.dueDate), asc(invoices.number));
  return rows.map((row): OpenInvoice => ({ invoiceId: row.id, outstanding: outstanding.get(row.id)! }));
}

/**
 * POST /api/applications/{id}/financeTransaction (spec 2.6 RecordFinanceTransaction, 5, 7, 9): under
 * the policy's lock (finance users and super admins, issued policies), one recordPolicyChange:
 * - FinanceAdjustment above 0: a 'finance adjustment' invoice with a 'financeAdjustment' charge;
 *   below 0: a credit note (negative charge) taken off the open invoices, earliest due first
 *   ('creditApplied' as an endorsement's return does), the rest a pending manual refund;
 * - OffPlatformPayment: a manual 'payment' entry of what each chosen open invoice still asks.
 */
export async function recordFinanceTransaction(
  deps: FinanceTransactionDeps,
  user: AuthUser,
  applicationId: string,
  body: FinanceTransactionBody,
): Promise<FinanceTransactionResponse> {
  const now = deps.now();
  const today = formatDate(now);
  if (body.transactionType === 'FinanceAdjustment') {
    const problem = financeDescriptionError(body.description);
    if (problem) throw badRequest(problem);
    if (body.amount === 0) throw badRequest(FINANCE_TRANSACTION_MESSAGES.amountZero);
  } else {
    const problem =
      paymentDateError(body.paymentDate, today) ??
      (body.description !== undefined && body.description.trim().length > 1000
        ? FINANCE_TRANSACTION_MESSAGES.descriptionTooLong
        : null);
    if (problem) throw badRequest(problem);
  }

  const result = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockPolicyForChange(tx, user, applicationId, 'RecordFinanceTransaction');
    const ledger = await readLedger(tx, locked.id);
    const open = await openInvoicesInDueOrder(tx, locked.id, ledger);

    if (body.transactionType === 'OffPlatformPayment') {
      const settlement = offPlatformSettlement(open, body.invoiceIds);
      if (!settlement.ok) throw badRequest(FINANCE_TRANSACTION_MESSAGES[settlement.reason]);
      const note = body.description?.trim() || null;
      const recorded = await recordPolicyChange(tx, {
        application: locked,
        type: OFF_PLATFORM_PAYMENT_TYPE,
        userId: user.id,
        at: now,
        history: {
          effectiveDate: policyEffectiveInstant(body.paymentDate),
          reason: 'Paid outside the card processor',
          description: [
            note
              ? historyPart('offPlatformPaymentWithNote', {
                  amount: amountValue(settlement.total),
                  day: body.paymentDate,
                  note,
                })
              : historyPart('offPlatformPayment', {
                  amount: amountValue(settlement.total),
                  day: body.paymentDate,
                }),
          ],
          totalDelta: 0,
          details: { paymentDate: body.paymentDate, invoices: settlement.payments, description: note },
        },
        money: settlement.payments.map((payment) => ({
          kind: 'payment' as const,
          amount: payment.amount,
          invoice: { id: payment.invoiceId },
          manual: true,
        })),
        audit: {
          action: 'policy.finance.off_platform_payment',
          details: { paymentDate: body.paymentDate, total: settlement.total },
        },
      });
      return {
        transactionId: recorded.transactionId,
        amount: settlement.total,
        invoiceId: null,
        settled: settlement.payments,
        refundPending: 0,
      };
    }

    const plan = financeAdjustmentPlan(body.amount, open, heldForPolicy(ledgerBalances(ledger)));
    if (!plan.ok) throw badRequest(FINANCE_TRANSACTION_MESSAGES[plan.reason]);
    const description = body.description.trim();
    const account = paymentAccountFor(locked.paymentPeriod as PaymentPeriod, locked.boundDate ?? now);
    const refund =
      plan.kind === 'credit' && plan.refund > 0
        ? await recordManualRefund(tx, {
            applicationId: locked.id,
            amount: plan.refund,
            idempotencyKey: randomUUID(),
            reason: `Finance adjustment: ${description}`.slice(0, 500),
            remark: 'Credit from a finance adjustment',
            at: now,
          })
        : null;
    const applied = plan.kind === 'credit' ? plan.offInvoices.reduce((sum, part) => sum + part.amount, 0) : 0;
    const money: MoneyEntry[] = [
      { kind: 'charge', component: 'financeAdjustment', amount: body.amount, invoice: { ref: 'adjustment' } },
      ...(applied > 0
        ? [
            {
              kind: 'charge' as const,
              component: 'creditApplied' as const,
              amount: applied,
              invoice: { ref: 'adjustment' },
            },
          ]
        : []),
      ...(plan.kind === 'credit'
        ? plan.offInvoices.map((part) => ({
            kind: 'charge' as const,
            component: 'creditApplied' as const,
            amount: -part.amount,
            invoice: { id: part.invoiceId },
          }))
        : []),
    ];
    const recorded = await recordPolicyChange(tx, {
      application: locked,
      type: FINANCE_ADJUSTMENT_TYPE,
      userId: user.id,
      at: now,
      history: {
        effectiveDate: now,
        reason: body.amount > 0 ? 'Charge' : 'Credit',
        description,
        totalDelta: body.amount,
        refundId: refund?.id ?? null,
        details: {
          amount: body.amount,
          creditApplied: plan.kind === 'credit' ? plan.offInvoices : [],
          refundPending: plan.kind === 'credit' ? plan.refund : 0,
        },
      },
      invoices: [
        {
          ref: 'adjustment',
          code: FINANCE_ADJUSTMENT_CODE,
          type: FINANCE_ADJUSTMENT_INVOICE,
          description: `Finance adjustment: ${description}`.slice(0, 500),
          dueDate: now,
          paymentAccount: account,
        },
      ],
      money,
      audit: { action: 'policy.finance.adjustment', details: { amount: body.amount } },
    });
    return {
      transactionId: recorded.transactionId,
      amount: body.amount,
      invoiceId: recorded.invoiceIds.adjustment ?? null,
      settled: plan.kind === 'credit' ? plan.offInvoices : [],
      refundPending: plan.kind === 'credit' ? plan.refund : 0,
    };
  });

  const saved = await findApplication(deps.db, applicationId);
  if (!saved) throw notFound(MESSAGES.applicationNotFound);
  return {
    application: toApplication(saved),
    transactionType: body.transactionType,
    message: FINANCE_TRANSACTION_MESSAGES.recorded,
    ...result,
  };
}
