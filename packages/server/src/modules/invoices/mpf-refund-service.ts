import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RefundInvoiceBody, RefundInvoiceResponse } from '@bm/contracts';
import {
  amountValue,
  historyPart,
  invoiceCharges,
  invoiceRefundedMessage,
  refundPaidInvoice,
  type InvoiceRefundRefusal,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { policyTransactions, refunds } from '../../db/schema.ts';
import type { PaymentProvider } from '../../integrations/payments/index.ts';
import { conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { lockPolicyForChange, readLedger, recordPolicyChange } from '../policies/index.ts';
import { findInvoice, lockInvoice } from './repository.ts';
import { toInvoiceItem } from './service.ts';
import { refundToCard } from '../payments/index.ts';

export const REFUND_MPF_MESSAGES = {
  notFound: 'This invoice was not found on this policy.',
  policyNumber: 'The policy number does not match this policy.',
  notMpf: 'Only a missed payment fee (MPF) invoice can be refunded here.',
  alreadyRefunded: 'This invoice was already refunded.',
  notPaid: 'Only a paid missed payment fee invoice can be refunded.',
  notOnCard:
    'This invoice was not paid in full by card, so it cannot be refunded to the card. Please refund it manually.',
  keyReused: 'This refund key was already used for another invoice.',
  /** Spec 8, word for word. */
  refunded: invoiceRefundedMessage,
} as const;

const REFUSALS: Record<InvoiceRefundRefusal, { status: 409 | 422; message: string }> = {
  nothingPaid: { status: 409, message: REFUND_MPF_MESSAGES.notPaid },
  notOnCard: { status: 422, message: REFUND_MPF_MESSAGES.notOnCard },
};

interface Deps {
  db: Db;
  now: () => Date;
  payments: PaymentProvider;
}

type CardRefund = RefundInvoiceResponse['refunds'][number];

/** The refund already made under this key on this policy (a retried request), answered again. */
async function replayed(tx: Db, applicationId: string, invoiceId: string, key: string) {
  const [row] = await tx
    .select()
    .from(policyTransactions)
    .where(
      and(
        eq(policyTransactions.applicationId, applicationId),
        sql`${policyTransactions.details}->>'idempotencyKey' = ${key}`,
      ),
    )
    .limit(1);
  if (!row) return null;
  const details = (row.details ?? {}) as { invoiceId?: string; refundIds?: string[] };
  if (details.invoiceId !== invoiceId) throw conflict(REFUND_MPF_MESSAGES.keyReused);
  const ids = details.refundIds ?? [];
  const rows = ids.length ? await tx.select().from(refunds).where(inArray(refunds.id, ids)) : [];
  // In the order the refund made them (newest charge first).
  rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  const invoice = await findInvoice(tx, invoiceId);
  return answer(row.id, invoice!, rows);
}

function answer(
  transactionId: string,
  invoice: NonNullable<Awaited<ReturnType<typeof findInvoice>>>,
  made: readonly CardRefund[],
): RefundInvoiceResponse {
  const cardRefunds = made.map(({ id, amount, status }) => ({ id, amount, status }));
  return {
    transactionId,
    invoice: toInvoiceItem(invoice),
    amount: cardRefunds.reduce((sum, refund) => sum + refund.amount, 0),
    refunds: cardRefunds,
    message: REFUND_MPF_MESSAGES.refunded(invoice.number),
  };
}

/**
 * POST /api/policies/{policyId}/invoices/{invoiceId}/refunds (docs/decisions/0030): a paid missed
 * payment fee invoice back to the card(s) that paid it. One transaction under the policy's lock
 * (404 when not visible, 403 unless canRefundMpfInvoice): a retried key answers its refund again;
 * the invoice must be this policy's (404), the policy number its own (422), an MPF invoice (422),
 * paid (409) and paid by card (422). The card refund (once per key and charge) and, through
 * recordPolicyChange, one refund entry per part plus a void entry of the fee, the history row
 * ('Refund') and the audit row ('invoice.refund'). A refusal writes nothing.
 */
export async function refundMpfInvoice(
  deps: Deps,
  user: AuthUser,
  params: { policyId: string; invoiceId: string },
  body: RefundInvoiceBody,
): Promise<RefundInvoiceResponse> {
  const now = deps.now();
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockPolicyForChange(tx, user, params.policyId, 'RefundMpfInvoiceModal');
    const again = await replayed(tx, locked.id, params.invoiceId, body.idempotencyKey);
    if (again) return again;
    const invoice = await lockInvoice(tx, locked.id, params.invoiceId);
    if (!invoice) throw notFound(REFUND_MPF_MESSAGES.notFound);
    if (locked.policyNumber !== body.policyNumber) throw new HttpError(422, REFUND_MPF_MESSAGES.policyNumber);
    if (!invoice.isMpf) throw new HttpError(422, REFUND_MPF_MESSAGES.notMpf);
    const ledger = await readLedger(tx, locked.id);
    if (invoice.status !== 'paid') {
      const refundedBefore = ledger.some(
        (entry) => entry.invoiceId === invoice.id && entry.kind === 'refund',
      );
      throw conflict(refundedBefore ? REFUND_MPF_MESSAGES.alreadyRefunded : REFUND_MPF_MESSAGES.notPaid);
    }
    const figures = refundPaidInvoice(ledger, invoice.id);
    if (!figures.ok) {
      const refusal = REFUSALS[figures.reason];
      throw new HttpError(refusal.status, refusal.message, { code: figures.reason });
    }

    const reason = `Missed payment fee refund: invoice ${invoice.number}`;
    const made = await refundToCard(
      { db: tx, payments: deps.payments },
      invoiceCharges(ledger, invoice.id),
      figures.amount,
      {
        idempotencyKey: body.idempotencyKey,
        reason,
        remark: body.remark || null,
        invoiceId: invoice.id,
        at: now,
      },
    );
    const recorded = await recordPolicyChange(tx, {
      application: locked,
      type: 'Refund',
      userId: user.id,
      at: now,
      history: {
        reason: 'Missed payment fee refunded',
        description: [
          body.remark
            ? historyPart('mpfRefundedWithRemark', {
                number: invoice.number,
                amount: amountValue(figures.amount),
                remark: body.remark,
              })
            : historyPart('mpfRefunded', { number: invoice.number, amount: amountValue(figures.amount) }),
        ],
        totalDelta: -figures.amount,
        // The refunded fee is voided: no longer fee revenue, its row reverses the fee's.
        ...(figures.void ? { feeDelta: -figures.void.amount } : {}),
        refundId: made[0]?.id ?? null,
        details: {
          idempotencyKey: body.idempotencyKey,
          invoiceId: invoice.id,
          invoiceNumber: invoice.number,
          remark: body.remark,
          amount: figures.amount,
          refundIds: made.map((refund) => refund.id),
        },
      },
      money: [
        ...made.map((refund) => ({
          kind: 'refund' as const,
          amount: refund.amount,
          invoice: { id: invoice.id },
          paymentId: refund.paymentId,
          refundId: refund.id,
        })),
        ...(figures.void
          ? [{ kind: 'void' as const, amount: figures.void.amount, invoice: { id: invoice.id } }]
          : []),
      ],
      audit: {
        action: 'invoice.refund',
        details: {
          invoiceId: invoice.id,
          amount: figures.amount,
          refundIds: made.map((refund) => refund.id),
        },
      },
    });
    const after = await findInvoice(tx, invoice.id);
    return answer(recorded.transactionId, after!, made);
  });
}
