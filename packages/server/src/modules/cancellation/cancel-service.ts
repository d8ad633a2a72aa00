import { and, eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { EndorsementBody } from '@bm/contracts';
import {
  applyManualReturnPremiums,
  BROKER_CANCELLATION_DESCRIPTION,
  CANCELLATION_DESCRIPTIONS,
  CANCELLATION_REASONS,
  cancellationMode,
  defaultCancellationOption,
  formatDate,
  MESSAGES,
  validateCancellationForm,
  validateCancellationPremiums,
  type CancellationPremiums,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { documents } from '../../db/schema.ts';
import { badRequest, conflict, HttpError } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  type ApplicationRecord,
  type ChangeDeps,
  type ChangeResult,
  lockPolicyForChange,
  policyFacts,
  policyTerm,
  requireAction,
} from '../policies/index.ts';
import { runPolicyDocumentJobs } from '../documents/index.ts';
import { cancellationFigures } from './figures-service.ts';
import { writeCancellation } from './write-cancellation.ts';
import type { refundToCard } from '../payments/index.ts';

export const CANCEL_MESSAGES = {
  figuresMoved: 'The cancellation figures have changed since they were shown. Please review them again.',
  brokerOption: 'A broker cancellation uses the option that follows from its date.',
  signedFormMissing: 'Upload the signed cancellation form (PDF).',
} as const;

type CancellationSubmit = NonNullable<EndorsementBody['cancellation']>;

/** True when the stored upload really is a PDF (its content, not its name). */
async function isStoredPdf(deps: ChangeDeps, key: string): Promise<boolean> {
  const bytes = await deps.storage.get(key);
  if (!bytes || Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') return false;
  try {
    await PDFDocument.load(bytes, { updateMetadata: false });
    return true;
  } catch {
    return false;
  }
}

async function checkSignedForms(
  deps: ChangeDeps,
  applicationId: string,
  files: CancellationSubmit['uploadedFiles'],
) {
  if (!files || files.length === 0) throw badRequest(CANCEL_MESSAGES.signedFormMissing);
  const keys = files.map((file) => file.path);
  const stored = await deps.db
    .select({ key: documents.key })
    .from(documents)
    .where(and(eq(documents.applicationId, applicationId), inArray(documents.key, keys)));
  if (stored.length !== new Set(keys).size) throw badRequest(CANCEL_MESSAGES.signedFormMissing);
  for (const key of keys) {
    if (!(await isStoredPdf(deps, key))) throw badRequest(MESSAGES.invalidFileType);
  }
}

/**
 * The figures to apply: computed afresh, or with the edited return premiums and earned premium
 * (manual), which must add up to the policy premium (spec 5).
 */
function finalFigures(computed: CancellationPremiums, input: CancellationSubmit): CancellationPremiums {
  if (!input.isManual) return computed;
  let manual: CancellationPremiums;
  try {
    manual = applyManualReturnPremiums(computed, {
      returnPremiums: input.returnPremiums,
      customBrokerFee: input.customBrokerFee,
      totalReturnPremium: input.totalReturnPremium,
      earnedPremium: input.earnedPremium,
    });
  } catch (error) {
    throw badRequest((error as Error).message);
  }
  const issues = validateCancellationPremiums(manual);
  if (issues[0]) throw badRequest(issues[0].message, { issues });
  return manual;
}

/**
 * Cancels a bound policy through the endorsement call (spec 4). Checks the form first; then, in one
 * transaction holding the policy's row lock, re-computes the figures from its ledger as it now is
 * and refuses if they moved from what the user saw, refunds to the card where the plan allows
 * (annual with a card) or records a manual refund, and writes the status, the voided future
 * invoices, an invoice for any balance owing, the history row, the ledger entries and the
 * documents job; the documents are regenerated once it has committed.
 */
export async function saveCancellation(
  deps: ChangeDeps,
  user: AuthUser,
  record: ApplicationRecord['application'],
  body: EndorsementBody,
): Promise<ChangeResult> {
  const input = body.cancellation as CancellationSubmit;
  requireAction(user, record, 'CancelPolicy');
  const now = deps.now();
  const today = formatDate(now);
  // The form is checked against the term alone; the ledger is read once, under the lock.
  const term = policyTerm(record);
  const brokerMode = cancellationMode(user.flags) === 'broker';

  const formIssues = validateCancellationForm(
    {
      cancellationReason: input.cancellationReason,
      cancellationDescription: brokerMode ? BROKER_CANCELLATION_DESCRIPTION : input.cancellationOption,
      cancOption: input.cancOption,
      cancEffectiveDate: input.cancEffectiveDate,
      signedForm: brokerMode ? (input.uploadedFiles[0] ? { name: input.uploadedFiles[0].name } : null) : null,
    },
    { isBroker: brokerMode, today, policyExpiryDay: term.expiryDay },
  );
  if (formIssues[0]) throw badRequest(formIssues[0].message, { issues: formIssues });
  if (!CANCELLATION_REASONS.some((reason) => reason.value === input.cancellationReason)) {
    throw badRequest('Choose one of the cancellation reasons.');
  }
  let description = input.cancellationOption;
  if (brokerMode) {
    description = BROKER_CANCELLATION_DESCRIPTION;
    if (
      input.cancOption !== defaultCancellationOption(term.effectiveDay, input.cancEffectiveDate) ||
      input.isManual
    ) {
      throw badRequest(CANCEL_MESSAGES.brokerOption);
    }
    await checkSignedForms(deps, record.id, input.uploadedFiles);
  } else if (!(CANCELLATION_DESCRIPTIONS as readonly string[]).includes(description)) {
    throw badRequest('Choose one of the cancellation descriptions.');
  }

  let transactionId = '';
  let manualRefundId: string | null = null;
  let cardRefunds: Awaited<ReturnType<typeof refundToCard>> = [];
  let figures: CancellationPremiums | null = null;
  let message: string | null = null;
  // Under the policy's row lock, from its ledger as it now is: the figures, the refund to the card
  // and the record are one step, so two cancellations (two tabs, two keys) never both refund.
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockPolicyForChange(tx, user, record.id, 'CancelPolicy', (row) =>
      row.status !== 'bound' ? conflict('This policy changed while the cancellation was being saved.') : null,
    );
    const facts = await policyFacts(tx, locked);
    figures = finalFigures(cancellationFigures(locked, facts, input, brokerMode), input);
    if (figures.refundDue !== input.expectedRefundDue || figures.amountOwing !== input.expectedAmountOwing) {
      throw new HttpError(409, CANCEL_MESSAGES.figuresMoved, {
        refundDue: figures.refundDue,
        amountOwing: figures.amountOwing,
      });
    }
    const written = await writeCancellation(tx, deps, locked, facts, figures, {
      userId: user.id,
      at: now,
      cancEffectiveDate: input.cancEffectiveDate,
      reason: input.cancellationReason,
      description,
      idempotencyKey: body.idempotencyKey,
      details: {
        reasonText: input.cancellationReasonText ?? null,
        ticketNumber: body.ticketNumber ?? null,
        uploadedFiles: input.uploadedFiles,
      },
    });
    cardRefunds = written.cardRefunds;
    manualRefundId = written.manualRefundId;
    message = written.message;
    transactionId = written.transactionId;
  });
  await runPolicyDocumentJobs(deps, record.id);

  const done = figures as CancellationPremiums | null;
  if (!done) throw new Error('the cancellation was not written');
  const refund = cardRefunds[0]
    ? {
        id: cardRefunds[0].id,
        amount: cardRefunds.reduce((sum, part) => sum + part.amount, 0),
        status: cardRefunds[0].status,
        manual: false,
      }
    : manualRefundId
      ? { id: manualRefundId, amount: done.refundDue, status: 'pending', manual: true }
      : null;
  return { transactionId, payment: null, refund, message };
}
