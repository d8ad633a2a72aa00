import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { formatDate, nonPaymentCancellation } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications, invoices, nsfInvoices } from '../../db/schema.ts';
import type { PaymentProvider } from '../../integrations/payments/index.ts';
import type { FileStorage } from '../../integrations/storage/types.ts';
import { cancellationFigures, writeCancellation } from '../cancellation/index.ts';
import { runPolicyDocumentJobs } from '../documents/index.ts';
import { policyFacts } from '../policies/index.ts';

export interface NonPaymentDeps {
  db: Db;
  payments: PaymentProvider;
  storage: FileStorage;
}

export interface NonPaymentResult {
  cancelled: { applicationId: string; policyNumber: string | null }[];
  /** Locked by another process this run: left for the next. */
  skipped: number;
}

const BATCH = 100;

/**
 * Pending NSF invoices whose cancellation date has come, on bound policies, oldest date first
 * (keyset on the NSF row's cancellation date and id). A notice whose delivery is not recorded has
 * no cancellation date, so it is never due (docs/decisions/0059).
 */
async function dueNotices(db: Db, now: Date, after: { at: Date; id: string } | null) {
  return db
    .select({
      id: nsfInvoices.id,
      at: nsfInvoices.cancellationDate,
      applicationId: nsfInvoices.applicationId,
    })
    .from(nsfInvoices)
    .innerJoin(applications, eq(applications.id, nsfInvoices.applicationId))
    .where(
      and(
        eq(nsfInvoices.status, 'pending'),
        lte(nsfInvoices.cancellationDate, now),
        eq(applications.status, 'bound'),
        after
          ? sql`(${nsfInvoices.cancellationDate}, ${nsfInvoices.id}) > (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(nsfInvoices.cancellationDate), asc(nsfInvoices.id))
    .limit(BATCH);
}

/**
 * On the cancellation date of its notice (15 days after the letter's recorded delivery), a policy whose declined payment is still unpaid is
 * cancelled for non-payment as of that day (the insurer's pro rata; MRP on the products that keep
 * it: domain nonPaymentCancellation), by the System, through the same write as a user's
 * cancellation (refund or balance, voided invoices, history, ledger, documents). Each in its own
 * transaction under the policy's row lock, skipping a policy another process holds; the NSF invoice
 * is then completed, so a second run finds nothing to do.
 */
export async function cancelForNonPayment(deps: NonPaymentDeps, now: Date): Promise<NonPaymentResult> {
  const result: NonPaymentResult = { cancelled: [], skipped: 0 };
  let after: { at: Date; id: string } | null = null;
  for (;;) {
    const batch = await dueNotices(deps.db, now, after);
    for (const notice of batch) {
      const outcome = await deps.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [locked] = await tx
          .select()
          .from(applications)
          .where(eq(applications.id, notice.applicationId))
          .for('update', { skipLocked: true });
        if (!locked) return 'skipped' as const;
        const [nsf] = await tx.select().from(nsfInvoices).where(eq(nsfInvoices.id, notice.id));
        if (
          !nsf ||
          nsf.status !== 'pending' ||
          locked.status !== 'bound' ||
          !nsf.cancellationDate ||
          !nsf.letterDeliveredOn
        ) {
          return 'none' as const;
        }
        const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, nsf.invoiceId));
        if (!invoice || invoice.status !== 'open') {
          // Paid (or voided) meanwhile: nothing to cancel for.
          await tx
            .update(nsfInvoices)
            .set({ status: 'completed', updatedAt: now })
            .where(eq(nsfInvoices.id, nsf.id));
          return 'none' as const;
        }
        const facts = await policyFacts(tx, locked);
        const rule = nonPaymentCancellation(locked.productId);
        const day = formatDate(nsf.cancellationDate);
        const cancEffectiveDate = day < facts.expiryDay ? day : facts.expiryDay;
        const figures = cancellationFigures(
          locked,
          facts,
          {
            cancEffectiveDate,
            cancOption: rule.cancOption,
            feeWaived: false,
            adminFeeWaived: false,
            missedPaymentFeeWaived: false,
          },
          false,
        );
        await writeCancellation(tx, deps, locked, facts, figures, {
          userId: null,
          at: now,
          cancEffectiveDate,
          reason: rule.reason,
          description: rule.description,
          idempotencyKey: `non-payment:${nsf.id}`,
          details: {
            reasonText: rule.reasonText,
            nsfInvoiceId: nsf.invoiceId,
            invoiceNumber: invoice.number,
          },
        });
        await tx
          .update(nsfInvoices)
          .set({ status: 'completed', reason: `${rule.description} on ${cancEffectiveDate}`, updatedAt: now })
          .where(eq(nsfInvoices.id, nsf.id));
        return 'cancelled' as const;
      });
      if (outcome === 'skipped') result.skipped += 1;
      if (outcome === 'cancelled') {
        const [row] = await deps.db
          .select({ policyNumber: applications.policyNumber })
          .from(applications)
          .where(eq(applications.id, notice.applicationId));
        result.cancelled.push({
          applicationId: notice.applicationId,
          policyNumber: row?.policyNumber ?? null,
        });
        // Its declarations say so: rendered now that the cancellation has committed.
        await runPolicyDocumentJobs(
          { db: deps.db, storage: deps.storage, now: () => now },
          notice.applicationId,
        );
      }
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH || !last.at) break;
    after = { at: last.at, id: last.id };
  }
  return result;
}
