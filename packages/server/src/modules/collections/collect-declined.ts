import { eq } from 'drizzle-orm';
import { type Cents, type CollectionStep, type Quote } from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { nsfInvoices } from '../../db/schema.ts';
import type { PaymentAccount } from '../../integrations/payments/index.ts';
import { recipientOf } from '../applications/index.ts';
import { documentKey, upsertDocument } from '../documents/index.ts';
import { enqueuePaymentLinkEmail, issuePaymentLink } from '../payment-links/index.ts';
import type { PaymentRow } from '../payments/index.ts';
import { type ApplicationRow, type NewInvoice, recordPolicyChange } from '../policies/index.ts';
import {
  type Attempted,
  type Candidate,
  COLLECTION_CHANGE_TYPES,
  type CollectionsDeps,
  MPF_INVOICE_TYPE,
} from './collect-types.ts';
import {
  noticeEmailSubject,
  noticeLetterName,
  noticeLetterText,
  renderNoticeLetter,
  type NoticeLetter,
} from './notice-letter.ts';

/** The missed payment fee of the policy's plan (its bound quote), else the house rate. */
function missedPaymentFee(app: ApplicationRow): Cents {
  const quote = (app.boundQuote ?? app.quote) as Quote | null;
  return quote?.missedPaymentFee ?? 0;
}

/** A scheduled payment the processor declined, in the attempt's transaction. */
export interface Decline {
  app: ApplicationRow;
  candidate: Candidate;
  step: Extract<CollectionStep, { kind: 'charge' }>;
  payment: PaymentRow;
  /** The invoice's NSF invoice, opened by an earlier decline. */
  nsf: typeof nsfInvoices.$inferSelect | undefined;
  /** What the invoice still asks for, without its missed payment fee. */
  owed: Cents;
  dueDay: string;
  now: Date;
}

/**
 * Records a declined attempt: one policy change (with the missed payment fee on the first decline),
 * the NSF invoice opened or updated, the payment link emailed on the first decline, and after the
 * last retry the notice of cancellation.
 */
export async function recordDecline(
  deps: CollectionsDeps,
  tx: Db,
  { app, candidate, step, payment, nsf, owed, dueDay, now }: Decline,
): Promise<Attempted> {
  const base = { application: app, userId: null, at: now } as const;
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
