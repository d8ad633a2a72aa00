import { and, count, eq, sql } from 'drizzle-orm';
import {
  collectionAttemptKey,
  entriesByInvoice,
  formatDate,
  historyPart,
  invoiceBalance,
  nextCollectionStep,
  type Cents,
  type LedgerEntry,
  type PaymentPeriod,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications, nsfInvoices, payments } from '../../db/schema.ts';
import type { PaymentAccount } from '../../integrations/payments/index.ts';
import { HttpError } from '../../lib/errors.ts';
import { applyOpenCredits } from '../billing/index.ts';
import { chargeOnce, findPaymentByKey, type PaymentRow } from '../payments/index.ts';
import { type MoneyEntry, readLedger, recordPolicyChange } from '../policies/index.ts';
import { cardFeeAdjustment, NO_ADJUSTMENT } from './card-fee-adjustment.ts';
import { recordDecline } from './collect-declined.ts';
import {
  type Attempted,
  type Candidate,
  COLLECTION_CHANGE_TYPES,
  type CollectionsDeps,
} from './collect-types.ts';

/** What an invoice still asks for, from the policy's ledger. */
function outstandingOf(ledger: readonly LedgerEntry[], invoiceId: string | null): Cents {
  if (!invoiceId) return 0;
  const entries = entriesByInvoice(ledger).get(invoiceId) ?? [];
  return Math.max(0, invoiceBalance(entries).outstanding);
}

/** Declined collection attempts of an invoice so far. */
async function declinedAttempts(tx: Db, invoiceId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(payments)
    .where(
      and(
        eq(payments.invoiceId, invoiceId),
        eq(payments.status, 'failed'),
        sql`${payments.purpose}->>'kind' = 'collection'`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * One attempt at one scheduled payment, in one transaction under the policy's row lock (a policy
 * another process holds is skipped, and left for the next run): from the ledger as it is, the step
 * the schedule asks for today; the charge, under a key per invoice and attempt (a repeated run, or a
 * second process, charges once and records once); then one policy change with what happened.
 */
export async function attemptCollection(
  deps: CollectionsDeps,
  candidate: Candidate,
  now: Date,
): Promise<Attempted> {
  return deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [app] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, candidate.applicationId))
      .for('update', { skipLocked: true });
    if (!app) return { outcome: 'skipped' };
    if (app.status !== 'bound' || !app.stripeCustomerId || !app.stripeCardId) return { outcome: 'waiting' };
    let ledger = await readLedger(tx, app.id);
    let owed = outstandingOf(ledger, candidate.id);
    if (owed <= 0) return { outcome: 'waiting' };
    const period = app.paymentPeriod as PaymentPeriod;
    const dueDay = formatDate(candidate.dueDate);
    const step = nextCollectionStep({
      period,
      dueDay,
      attemptsMade: await declinedAttempts(tx, candidate.id),
      today: formatDate(now),
    });
    if (step.kind !== 'charge') return { outcome: 'waiting' };

    const [nsf] = await tx.select().from(nsfInvoices).where(eq(nsfInvoices.invoiceId, candidate.id)).limit(1);
    // Credits before charges (docs/decisions/0057): a refund owed to the insured pays the payment
    // (and its missed payment fee) first, in its own change; the card is charged what is left. Not
    // when this attempt already reached the processor (its key keeps the amount it asked for).
    const key = collectionAttemptKey(candidate.id, step.attempt);
    const credit =
      (await findPaymentByKey(tx, key)) === null
        ? await applyOpenCredits(tx, {
            application: app,
            userId: null,
            at: now,
            invoiceIds: [candidate.id, ...(nsf?.mpfInvoiceId ? [nsf.mpfInvoiceId] : [])],
            reason: 'Scheduled payment',
          })
        : { applied: 0 };
    if (credit.applied > 0) ledger = await readLedger(tx, app.id);
    owed = outstandingOf(ledger, candidate.id);
    // A retry also collects the missed payment fee the first decline added.
    const fee = outstandingOf(ledger, nsf?.mpfInvoiceId ?? null);
    // The surcharge of the card on file as it is today (decision 0063): a plan payment billed for a
    // credit card and charged on a debit or prepaid one carries none, and the reverse carries the
    // credit surcharge; the difference is a cardFee charge on the invoice, written with the payment.
    // Decided again on every attempt: nothing is written until a charge succeeds.
    const adjustment =
      owed > 0 ? await cardFeeAdjustment(deps, tx, app, candidate, ledger, owed, now) : NO_ADJUSTMENT;
    const toPay = Math.max(0, owed + adjustment.total);
    // Paid by the credit alone: nothing to charge (a credit that paid all but the surcharge the card
    // on file does not carry closes the invoice with the difference alone).
    if (toPay + fee === 0) {
      if (adjustment.total !== 0) {
        await recordPolicyChange(tx, {
          application: app,
          userId: null,
          at: now,
          type: COLLECTION_CHANGE_TYPES.paid,
          history: {
            effectiveDate: candidate.dueDate,
            reason: 'Scheduled payment',
            description: [historyPart('paidByCredit', { number: candidate.number }), ...adjustment.note],
            details: {
              invoiceId: candidate.id,
              attempt: step.attempt,
              amount: 0,
              cardFunding: adjustment.funding,
            },
            feeDelta: adjustment.total,
            totalDelta: adjustment.total,
          },
          ...(adjustment.pst !== 0 ? { feeTaxes: { gstHst: 0, pst: adjustment.pst } } : {}),
          money: [
            { kind: 'charge', component: 'cardFee', amount: adjustment.total, invoice: { id: candidate.id } },
          ],
          audit: { action: 'policy.collect', details: { invoiceId: candidate.id, attempt: step.attempt } },
        });
      }
      return { outcome: 'waiting' };
    }
    let payment: PaymentRow;
    try {
      payment = await chargeOnce(tx, deps.payments, {
        applicationId: app.id,
        invoiceId: candidate.id,
        account: candidate.paymentAccount as PaymentAccount,
        customerId: app.stripeCustomerId,
        cardId: app.stripeCardId,
        amount: toPay + fee,
        description: `${app.productName} ${app.policyNumber ?? ''} invoice ${candidate.number}`,
        idempotencyKey: key,
        metadata: { invoiceId: candidate.id, attempt: String(step.attempt) },
        purpose: { kind: 'collection', invoiceId: candidate.id, attempt: step.attempt },
        at: now,
      });
    } catch (error) {
      // Another payment of the policy is with the processor (409), or the key's first attempt
      // asked for another amount: this payment waits for the next run.
      if (error instanceof HttpError && error.statusCode === 409) return { outcome: 'skipped' };
      throw error;
    }
    if (payment.status === 'processing') return { outcome: 'skipped' };

    const base = { application: app, userId: null, at: now } as const;
    if (payment.status === 'succeeded') {
      const money: MoneyEntry[] = [
        ...(adjustment.total !== 0
          ? [
              {
                kind: 'charge' as const,
                component: 'cardFee' as const,
                amount: adjustment.total,
                invoice: { id: candidate.id },
              },
            ]
          : []),
        ...(toPay > 0
          ? [
              {
                kind: 'payment' as const,
                amount: toPay,
                invoice: { id: candidate.id },
                paymentId: payment.id,
              },
            ]
          : []),
        ...(fee > 0 && nsf?.mpfInvoiceId
          ? [
              {
                kind: 'payment' as const,
                amount: fee,
                invoice: { id: nsf.mpfInvoiceId },
                paymentId: payment.id,
              },
            ]
          : []),
      ];
      await recordPolicyChange(tx, {
        ...base,
        type: COLLECTION_CHANGE_TYPES.paid,
        history: {
          effectiveDate: candidate.dueDate,
          reason:
            step.attempt === 1 ? 'Scheduled payment' : `Retry ${step.attempt - 1} of a declined payment`,
          description: [
            historyPart(fee > 0 ? 'paidByCardWithFee' : 'paidByCard', { number: candidate.number }),
            ...(adjustment.total !== 0 ? adjustment.note : []),
          ],
          paymentId: payment.id,
          details: {
            invoiceId: candidate.id,
            attempt: step.attempt,
            amount: toPay + fee,
            ...(adjustment.total !== 0
              ? { cardFunding: adjustment.funding, cardFeeAdjustment: adjustment.total }
              : {}),
          },
          ...(adjustment.total !== 0 ? { feeDelta: adjustment.total, totalDelta: adjustment.total } : {}),
        },
        ...(adjustment.pst !== 0 ? { feeTaxes: { gstHst: 0, pst: adjustment.pst } } : {}),
        money,
        audit: { action: 'policy.collect', details: { invoiceId: candidate.id, attempt: step.attempt } },
      });
      return { outcome: 'paid' };
    }
    // Declined. The first decline opens the NSF invoice and adds the missed payment fee.
    return recordDecline(deps, tx, { app, candidate, step, payment, nsf, owed, dueDay, now });
  });
}
