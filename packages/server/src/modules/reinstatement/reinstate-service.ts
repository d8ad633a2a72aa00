import type { ReinstateBody, ReinstateResponse, ReinstatementPreview } from '@bm/contracts';
import {
  formatDate,
  MESSAGES,
  paymentAccountFor,
  policyEffectiveInstant,
  validateReinstatementForm,
  type PaymentPeriod,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import type { applications } from '../../db/schema.ts';
import {
  findApplication,
  lockPolicyForChange,
  type MoneyEntry,
  type NewInvoice,
  recordPolicyChange,
  requireAction,
  toApplication,
  visibleApplication,
} from '../policies/index.ts';
import { runPolicyDocumentJobs } from '../documents/index.ts';
import type { FileStorage } from '../../integrations/storage/types.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { REINSTATE_MESSAGES, reinstatementFacts, type ReinstatementFacts } from './facts.ts';

export interface ReinstateDeps {
  db: Db;
  now: () => Date;
  storage: FileStorage;
  log: { error: (details: Record<string, unknown>, message: string) => void };
}

/** POST /api/applications/{id}/reinstate/preview: the figures a reinstatement would apply now. */
export async function previewReinstatement(
  deps: Pick<ReinstateDeps, 'db' | 'now'>,
  user: AuthUser,
  id: string,
): Promise<ReinstatementPreview> {
  const { application } = await visibleApplication(deps.db, user, id);
  requireAction(user, application, 'ReinstatePolicy');
  return (await reinstatementFacts(deps.db, application, deps.now())).preview;
}

/** The invoices the reinstatement raises (the returned amount, and the voided plan invoices again) with their charges. */
function raised(app: typeof applications.$inferSelect, facts: ReinstatementFacts, now: Date) {
  const { preview } = facts;
  const today = formatDate(now);
  const sourceOf = new Map(facts.voided.map((invoice) => [invoice.number, invoice]));
  const invoicesToRaise: NewInvoice[] = [];
  const money: MoneyEntry[] = [];
  if (preview.reinstatementInvoice > 0) {
    invoicesToRaise.push({
      ref: 'reinstatement',
      code: 'RIN',
      type: 'reinstatement',
      description: 'Premium, tax and fees returned at cancellation, owed again on reinstatement',
      dueDate: now,
      paymentAccount: paymentAccountFor(app.paymentPeriod as PaymentPeriod, app.boundDate ?? now),
    });
    money.push({
      kind: 'charge',
      component: 'reinstatement',
      amount: preview.reinstatementInvoice,
      invoice: { ref: 'reinstatement' },
    });
  }
  preview.invoices.forEach((invoice, index) => {
    const source = sourceOf.get(invoice.sourceNumber);
    const ref = `again-${index}`;
    invoicesToRaise.push({
      ref,
      code: invoice.isMpf ? 'MPF' : 'RIN',
      type: source?.type ?? 'subscription',
      description: `${source?.description ?? 'Plan payment'} (raised again on reinstatement)`,
      dueDate: invoice.dueDay === today ? now : policyEffectiveInstant(invoice.dueDay),
      instalmentNumber: invoice.instalmentNumber,
      // A payment a change of payment plan raised keeps its parts (decision 0078).
      planParts: source?.planParts ?? null,
      isMpf: invoice.isMpf,
      waivable: source?.waivable ?? false,
      paymentAccount: (source?.paymentAccount as 'main' | 'finance' | undefined) ?? 'main',
    });
    money.push({
      kind: 'charge',
      component: invoice.isMpf ? 'missedPaymentFee' : 'planPayment',
      amount: invoice.amountDue,
      invoice: { ref },
    });
  });
  return { invoicesToRaise, money };
}

/**
 * POST /api/applications/{id}/reinstate (spec 7): brings a cancelled policy back to bound with
 * its original expiry. In one transaction on the locked row: figures computed again (409 when
 * they moved from the preview), the status, the invoices (nothing is charged), the open balance
 * invoice voided, the history and audit rows and the regenerated policy documents.
 */
export async function reinstatePolicy(
  deps: ReinstateDeps,
  user: AuthUser,
  id: string,
  body: ReinstateBody,
): Promise<ReinstateResponse> {
  const { application } = await visibleApplication(deps.db, user, id);
  requireAction(user, application, 'ReinstatePolicy');
  const errors = validateReinstatementForm(body);
  if (errors.reinstatementReason) throw badRequest(REINSTATE_MESSAGES.reasonRequired, { errors });
  if (errors.details) throw badRequest(REINSTATE_MESSAGES.detailsRequired, { errors });
  const now = deps.now();
  let transactionId = '';
  let figures: ReinstatementPreview | null = null;
  try {
    await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await lockPolicyForChange(tx, user, id, 'ReinstatePolicy', (row) =>
        row.status !== 'cancelled' ? conflict(REINSTATE_MESSAGES.changed) : null,
      );
      const facts = await reinstatementFacts(tx, locked, now);
      figures = facts.preview;
      if (figures.totalToInvoice !== body.expectedTotal) {
        throw new HttpError(409, REINSTATE_MESSAGES.figuresMoved, { totalToInvoice: figures.totalToInvoice });
      }
      const { invoicesToRaise, money } = raised(locked, facts, now);
      const balance = facts.balanceInvoice;
      const balanceLeft = balance ? balance.amountDue - balance.amountPaid : 0;
      const balanceVoided = balance && figures.voidBalanceInvoice && balanceLeft > 0 ? balanceLeft : 0;
      if (balance && balanceVoided > 0) {
        money.push({ kind: 'void', amount: balanceVoided, invoice: { id: balance.id } });
      }
      const cancelled = facts.cancellation;
      const recorded = await recordPolicyChange(tx, {
        application: locked,
        type: 'Reinstatement',
        userId: user.id,
        at: now,
        update: { status: 'bound' },
        history: {
          // Cover continues as if never cancelled: the reinstatement takes effect at the cancellation date.
          effectiveDate: policyEffectiveInstant(figures.cancEffectiveDate),
          reason: body.reinstatementReason,
          description: body.details,
          before: { status: 'cancelled' },
          after: { status: 'bound', policyExpiryDate: figures.policyExpiryDate },
          premiumDelta: 0 - cancelled.premiumDelta,
          taxDelta: 0 - cancelled.taxDelta,
          feeDelta: 0 - cancelled.feeDelta,
          // The net change of what the insured is billed: raised again, less the balance voided.
          totalDelta: figures.totalToInvoice - balanceVoided,
          // The instalments raised again carry the finance credit the cancellation took back unused
          // (docs/decisions/0061): it is given again.
          creditReversed:
            0 - ((cancelled.reportFigures as { creditReversed?: number } | null)?.creditReversed ?? 0),
          details: { figures, cancellationTransactionId: cancelled.id },
        },
        invoices: invoicesToRaise,
        money,
        audit: { action: 'policy.reinstate', details: { totalToInvoice: figures.totalToInvoice } },
        documents: { boundAt: locked.boundDate ?? now },
      });
      transactionId = recorded.transactionId;
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    deps.log.error({ err: error, applicationId: id }, 'reinstatement failed');
    throw new HttpError(500, MESSAGES.reinstatementError);
  }
  await runPolicyDocumentJobs(deps, id);
  const saved = await findApplication(deps.db, id);
  if (!saved || !figures) throw notFound(MESSAGES.applicationNotFound);
  return { application: toApplication(saved), transactionId, figures };
}
