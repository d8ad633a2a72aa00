import { and, asc, count, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import {
  collectionAttemptKey,
  COLLECTION_ATTEMPT_DAYS,
  collectsLaterPayments,
  entriesByInvoice,
  formatDate,
  invoiceBalance,
  nextCollectionStep,
  PAYMENT_PERIODS,
  formatCad,
  type CardFunding,
  type Cents,
  type LedgerEntry,
  type PaymentPeriod,
  type Quote,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { applications, invoices, nsfInvoices, payments } from '../../db/schema.ts';
import type { EmailService } from '../../integrations/email/email-service.ts';
import type { PaymentAccount, PaymentProvider } from '../../integrations/payments/index.ts';
import type { FileStorage } from '../../integrations/storage/types.ts';
import { HttpError } from '../../lib/errors.ts';
import { recipientOf } from '../applications/index.ts';
import { applyOpenCredits } from '../billing/index.ts';
import {
  type ApplicationRow,
  type MoneyEntry,
  type NewInvoice,
  planCardFees,
  readLedger,
  recordPolicyChange,
} from '../policies/index.ts';
import { documentKey, upsertDocument } from '../documents/index.ts';
import { enqueuePaymentLinkEmail, issuePaymentLink, type PaymentLinkSigner } from '../payment-links/index.ts';
import {
  noticeEmailSubject,
  noticeLetterName,
  noticeLetterText,
  renderNoticeLetter,
  type NoticeLetter,
} from './notice-letter.ts';
import { chargeOnce, findPaymentByKey, type PaymentRow } from '../payments/index.ts';

export interface CollectionsDeps {
  db: Db;
  payments: PaymentProvider;
  storage: FileStorage;
  email: EmailService;
  /** Signs the payment link emailed to the insured when a payment is first declined. */
  links: PaymentLinkSigner;
}

export interface CollectionsResult {
  /** Scheduled payments charged this run (attempts made). */
  attempted: number;
  paid: number;
  declined: number;
  /** NSF invoices opened (first declines) and notices of cancellation sent (last declines). */
  nsfOpened: number;
  noticesSent: number;
  /** Left for the next run: the policy was locked elsewhere or another payment of it was in flight. */
  skipped: number;
}

/** The history rows the collections job writes. */
export const COLLECTION_CHANGE_TYPES = {
  paid: 'Payment Collected',
  declined: 'Payment Declined',
  notice: 'Notice of Cancellation',
} as const;

/** The missed payment fee invoice's type and number code. */
export const MPF_INVOICE_TYPE = 'missed payment fee';

/** Invoices looked at per query; the job pages through all that are due. */
const BATCH = 100;

/** The furthest ahead of its due date a payment is first charged (an annual plan's 7 days). */
const LEAD_DAYS = Math.max(0, ...PAYMENT_PERIODS.map((p) => -Math.min(...COLLECTION_ATTEMPT_DAYS[p])));

type Candidate = Pick<
  typeof invoices.$inferSelect,
  'id' | 'applicationId' | 'number' | 'dueDate' | 'instalmentNumber' | 'paymentAccount'
>;

/**
 * Scheduled payments due for an attempt today: open plan invoices (not the first, paid at bind; not
 * fees) of bound policies on a plan the job collects, with a card on file, due within the lead of
 * the earliest attempt. Keyset by due date then invoice number (unique), so that a night's charges go
in the same order on every run of the same data (the demo's story, docs/decisions/0066).
 */
async function candidates(
  db: Db,
  now: Date,
  after: { dueDate: Date; number: string } | null,
): Promise<Candidate[]> {
  const horizon = new Date(now.getTime() + (LEAD_DAYS + 1) * 86_400_000);
  const collected = PAYMENT_PERIODS.filter(collectsLaterPayments);
  return db
    .select({
      id: invoices.id,
      applicationId: invoices.applicationId,
      number: invoices.number,
      dueDate: invoices.dueDate,
      instalmentNumber: invoices.instalmentNumber,
      paymentAccount: invoices.paymentAccount,
    })
    .from(invoices)
    .innerJoin(applications, eq(applications.id, invoices.applicationId))
    .where(
      and(
        eq(invoices.status, 'open'),
        eq(invoices.isMpf, false),
        gt(invoices.instalmentNumber, 1),
        lte(invoices.dueDate, horizon),
        eq(applications.status, 'bound'),
        inArray(applications.paymentPeriod, collected),
        isNotNull(applications.stripeCustomerId),
        isNotNull(applications.stripeCardId),
        after
          ? sql`(${invoices.dueDate}, ${invoices.number}) > (${after.dueDate.toISOString()}::timestamptz, ${after.number})`
          : undefined,
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.number))
    .limit(BATCH);
}

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

type Outcome = 'paid' | 'declined' | 'waiting' | 'skipped';

interface Attempted {
  outcome: Outcome;
  nsfOpened?: boolean;
  noticeSent?: boolean;
}

interface CardFeeAdjustment {
  /** The cardFee charge on the plan invoice (with its tax), signed; 0: charged as billed. */
  total: Cents;
  /** The provincial tax inside `total`. */
  pst: Cents;
  funding: CardFunding | null;
  /** What the history row says of it. */
  note: string;
}

const NO_ADJUSTMENT: CardFeeAdjustment = { total: 0, pst: 0, funding: null, note: '' };

/**
 * The card fee difference of a plan payment charged on the card on file (domain
 * planCardFeeAdjustment, decision 0063): the card's funding as the processor reports it (a card it
 * does not find keeps the funding the plan was billed for); a reduction only. Once per invoice: an
 * invoice that already carries a cardFee charge was settled for its card.
 */
async function cardFeeAdjustment(
  deps: CollectionsDeps,
  tx: Db,
  app: ApplicationRow,
  candidate: Candidate,
  ledger: readonly LedgerEntry[],
  owed: Cents,
  now: Date,
): Promise<CardFeeAdjustment> {
  const quote = (app.boundQuote ?? app.quote) as Quote | null;
  if (!quote || !app.stripeCustomerId || !app.stripeCardId) return NO_ADJUSTMENT;
  const card = await deps.payments
    .withDb(tx)
    .getCard(candidate.paymentAccount as PaymentAccount, app.stripeCustomerId, app.stripeCardId);
  const funding = card?.funding ?? quote.cardFunding ?? 'credit';
  // A reduction only (planCardFees): a scheduled payment shows no page before it is taken, so a
  // surcharge the plan was not billed with would be one never disclosed.
  const [fee] = await planCardFees(tx, app, ledger, new Map([[candidate.id, owed]]), funding, now);
  if (!fee) return NO_ADJUSTMENT;
  const note = `no credit card surcharge on the ${funding} card on file (${formatCad(-fee.total)} less than billed)`;
  return { total: fee.total, pst: fee.pst, funding, note };
}

/** The missed payment fee of the policy's plan (its bound quote), else the house rate. */
function missedPaymentFee(app: ApplicationRow): Cents {
  const quote = (app.boundQuote ?? app.quote) as Quote | null;
  return quote?.missedPaymentFee ?? 0;
}

/**
 * One attempt at one scheduled payment, in one transaction under the policy's row lock (a policy
 * another process holds is skipped, and left for the next run): from the ledger as it is, the step
 * the schedule asks for today; the charge, under a key per invoice and attempt (a repeated run, or a
 * second process, charges once and records once); then one policy change with what happened.
 */
async function attemptCollection(deps: CollectionsDeps, candidate: Candidate, now: Date): Promise<Attempted> {
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
            description: `Invoice ${candidate.number} paid by credit; ${adjustment.note}`,
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
          description:
            `Invoice ${candidate.number} paid by card${fee > 0 ? ' with its missed payment fee' : ''}` +
            (adjustment.total !== 0 ? `; ${adjustment.note}` : ''),
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
    const failure = payment.failureMessage ?? 'Your card was declined.';
    const mpf = nsf ? 0 : missedPaymentFee(app);
    const newInvoices: NewInvoice[] =
      mpf > 0
        ? [
            {
              ref: 'mpf',
              code: 'MPF',
              type: MPF_INVOICE_TYPE,
              description: `Missed payment fee: invoice ${candidate.number}`,
              dueDate: now,
              isMpf: true,
              waivable: true,
              paymentAccount: candidate.paymentAccount as PaymentAccount,
            },
          ]
        : [];
    // The last decline sends the notice by registered letter; its 15 days run from the letter's
    // delivery, so the cancellation date waits for it (recorded on /nsf: docs/decisions/0059).
    const noticeSent = step.last;
    // The first decline emails the insured the invoice's payment link (retries use the same link).
    const linkTo = nsf ? '' : recipientOf(app);
    const recorded = await recordPolicyChange(tx, {
      ...base,
      type: COLLECTION_CHANGE_TYPES.declined,
      history: {
        effectiveDate: candidate.dueDate,
        reason: failure,
        description:
          `Invoice ${candidate.number} declined (attempt ${step.attempt})` +
          (mpf > 0 ? '; missed payment fee added' : '') +
          (linkTo ? `; payment link emailed to ${linkTo}` : '') +
          (noticeSent ? '; notice of cancellation for non-payment sent by registered mail' : ''),
        paymentId: payment.id,
        details: {
          invoiceId: candidate.id,
          attempt: step.attempt,
          failureCode: payment.failureCode,
          missedPaymentFee: mpf,
          noticeSent,
          ...(linkTo ? { linkEmailedTo: linkTo } : {}),
        },
        ...(mpf > 0 ? { feeDelta: mpf, totalDelta: mpf } : {}),
      },
      invoices: newInvoices,
      money:
        mpf > 0
          ? [{ kind: 'charge', component: 'missedPaymentFee', amount: mpf, invoice: { ref: 'mpf' } }]
          : [],
      audit: {
        action: 'policy.collect.declined',
        details: { invoiceId: candidate.id, attempt: step.attempt, failureCode: payment.failureCode },
      },
    });
    const letterSent = noticeSent ? now : null;
    if (nsf) {
      await tx
        .update(nsfInvoices)
        .set({
          reason: failure,
          status: 'pending',
          updatedAt: now,
          ...(noticeSent
            ? { cancellationDate: null, registerLetterSentAt: letterSent, letterDeliveredOn: null }
            : {}),
        })
        .where(eq(nsfInvoices.id, nsf.id));
    } else {
      await tx.insert(nsfInvoices).values({
        invoiceId: candidate.id,
        applicationId: app.id,
        mpfInvoiceId: recorded.invoiceIds.mpf ?? null,
        reason: failure,
        status: 'pending',
        cancellationDate: null,
        registerLetterSentAt: letterSent,
        createdAt: now,
        updatedAt: now,
      });
    }
    if (linkTo) {
      await enqueuePaymentLinkEmail(deps.email, tx, {
        kind: 'nsf',
        to: linkTo,
        locale: app.correspondenceLanguage,
        insuredName: app.insuredName,
        policyNumber: app.policyNumber ?? app.id,
        productName: app.productName,
        invoices: [
          {
            number: candidate.number,
            amount: owed,
            dueDate: candidate.dueDate,
            link: issuePaymentLink(deps.links.secret, deps.links.origin, {
              applicationId: app.id,
              invoiceId: candidate.id,
              issuedBy: null,
              issuedAt: now,
            }),
          },
        ],
        declined: { message: failure, missedPaymentFee: mpf },
      });
    }
    if (noticeSent) {
      await sendNotice(deps, tx, {
        applicationId: app.id,
        boundAt: app.boundDate ?? now,
        insuredName: app.insuredName || app.email,
        email: app.email,
        policyNumber: app.policyNumber ?? app.id,
        productName: app.productName,
        invoiceNumber: candidate.number,
        dueDay,
        amountDue: owed,
        failureMessage: failure,
        attempts: step.attempt,
        sentAt: now,
        locale: app.correspondenceLanguage,
      });
    }
    return { outcome: 'declined', nsfOpened: !nsf, noticeSent };
  });
}

/**
 * The notice of cancellation for non-payment, after the last declined retry, in the decline's
 * transaction: the letter as a PDF in the policy's documents (the copy sent by registered mail) and
 * the same notice emailed to the insured through the outbox with the letter attached. The file is
 * stored first; should the transaction not commit, the next run writes it again under the same key.
 */
async function sendNotice(
  deps: CollectionsDeps,
  tx: Db,
  notice: NoticeLetter & { applicationId: string; boundAt: Date },
): Promise<void> {
  const name = noticeLetterName(notice.policyNumber, notice.invoiceNumber, notice.locale);
  const key = documentKey(notice.policyNumber, notice.boundAt, name);
  const stored = await deps.storage.put(key, await renderNoticeLetter(notice), 'application/pdf');
  await upsertDocument(tx, {
    applicationId: notice.applicationId,
    key,
    name,
    kind: 'notice',
    contentType: 'application/pdf',
    sizeBytes: stored.size,
    sha256: stored.sha256,
    storage: deps.storage.kind,
    createdBy: null,
  });
  if (notice.email) {
    await deps.email.enqueue(tx, {
      to: notice.email,
      subject: noticeEmailSubject(notice),
      text: noticeLetterText(notice).join('\n\n'),
      template: 'non-payment-notice',
      attachments: [{ filename: name, documentKey: key }],
    });
  }
}

/**
 * The collections job: every scheduled payment whose attempt falls today is charged to the card on
 * file on the plan's account; a payment is recorded on the policy's ledger, a decline opens (or
 * updates) its NSF invoice, adds a missed payment fee on the first decline, and after the last retry
 * sets the cancellation date and sends the notice. Safe to run twice or in two processes at once.
 * `progress` is told the counts so far after each payment (the toolbox shows them while it runs).
 */
export async function collectScheduledPayments(
  deps: CollectionsDeps,
  now: Date,
  progress?: (soFar: CollectionsResult) => void,
): Promise<CollectionsResult> {
  const result: CollectionsResult = {
    attempted: 0,
    paid: 0,
    declined: 0,
    nsfOpened: 0,
    noticesSent: 0,
    skipped: 0,
  };
  let after: { dueDate: Date; number: string } | null = null;
  for (;;) {
    const batch = await candidates(deps.db, now, after);
    for (const candidate of batch) {
      const attempted = await attemptCollection(deps, candidate, now);
      if (attempted.outcome === 'skipped') result.skipped += 1;
      if (attempted.outcome === 'paid' || attempted.outcome === 'declined') result.attempted += 1;
      if (attempted.outcome === 'paid') result.paid += 1;
      if (attempted.outcome === 'declined') result.declined += 1;
      if (attempted.nsfOpened) result.nsfOpened += 1;
      if (attempted.noticeSent) result.noticesSent += 1;
      progress?.({ ...result });
    }
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) break;
    after = { dueDate: last.dueDate, number: last.number };
  }
  // The links and notices written this run go out now that their transactions have committed.
  if (result.nsfOpened > 0 || result.noticesSent > 0) await deps.email.flush(deps.db);
  return result;
}
