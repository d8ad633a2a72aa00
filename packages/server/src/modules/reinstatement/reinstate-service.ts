import { eq } from 'drizzle-orm';
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
import { applications, auditLog, invoices, policyTransactions } from '../../db/schema.ts';
import type { FileStorage } from '../../integrations/storage/types.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import { toApplication } from '../applications/mappers.ts';
import { findApplication, lockApplication } from '../applications/repository.ts';
import { visibleApplication } from '../applications/save-service.ts';
import { generatePolicyDocuments } from '../documents/generate.ts';
import { requireAction } from '../policy-changes/permissions.ts';
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

/** The invoices the reinstatement raises: the returned amount, and the voided plan invoices again. */
function invoiceRows(app: typeof applications.$inferSelect, facts: ReinstatementFacts, now: Date) {
  const { preview, sequence } = facts;
  const reference = `${app.policyNumber ?? app.id.slice(0, 8)}-R${sequence}`;
  const today = formatDate(now);
  const accountOf = new Map(facts.voided.map((invoice) => [invoice.number, invoice]));
  const rows: (typeof invoices.$inferInsert)[] = [];
  if (preview.reinstatementInvoice > 0) {
    rows.push({
      applicationId: app.id,
      number: reference,
      type: 'reinstatement',
      status: 'open',
      description: 'Premium, tax and fees returned at cancellation, owed again on reinstatement',
      amountDue: preview.reinstatementInvoice,
      dueDate: now,
      paymentAccount: paymentAccountFor(app.paymentPeriod as PaymentPeriod, app.boundDate ?? now),
    });
  }
  preview.invoices.forEach((invoice, index) => {
    const source = accountOf.get(invoice.sourceNumber);
    const suffix = invoice.isMpf
      ? `MPF${index + 1}`
      : String(invoice.instalmentNumber ?? index + 1).padStart(2, '0');
    rows.push({
      applicationId: app.id,
      number: `${reference}-${suffix}`,
      type: source?.type ?? 'subscription',
      status: 'open',
      description: `${source?.description ?? 'Plan payment'} (raised again on reinstatement)`,
      amountDue: invoice.amountDue,
      dueDate: invoice.dueDay === today ? now : policyEffectiveInstant(invoice.dueDay),
      instalmentNumber: invoice.instalmentNumber,
      isMpf: invoice.isMpf,
      waivable: source?.waivable ?? false,
      paymentAccount: source?.paymentAccount ?? 'main',
    });
  });
  return rows;
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
      const locked = await lockApplication(tx, id);
      if (!locked || locked.status !== 'cancelled') throw conflict(REINSTATE_MESSAGES.changed);
      const facts = await reinstatementFacts(tx, locked, now);
      figures = facts.preview;
      if (figures.totalToInvoice !== body.expectedTotal) {
        throw new HttpError(409, REINSTATE_MESSAGES.figuresMoved, { totalToInvoice: figures.totalToInvoice });
      }
      await tx.update(applications).set({ status: 'bound', updatedAt: now }).where(eq(applications.id, id));
      if (facts.balanceInvoice && figures.voidBalanceInvoice) {
        await tx
          .update(invoices)
          .set({ status: 'void', voidedAt: now })
          .where(eq(invoices.id, facts.balanceInvoice.id));
      }
      const rows = invoiceRows(locked, facts, now);
      const created = rows.length
        ? await tx.insert(invoices).values(rows).returning({ id: invoices.id, number: invoices.number })
        : [];
      const cancelled = facts.cancellation;
      const [row] = await tx
        .insert(policyTransactions)
        .values({
          applicationId: id,
          type: 'Reinstatement',
          userId: user.id,
          // Cover continues as if never cancelled: the reinstatement takes effect at the cancellation date.
          effectiveDate: policyEffectiveInstant(figures.cancEffectiveDate),
          reason: body.reinstatementReason,
          description: body.details,
          before: { status: 'cancelled' },
          after: { status: 'bound', policyExpiryDate: figures.policyExpiryDate },
          premiumDelta: 0 - cancelled.premiumDelta,
          taxDelta: 0 - cancelled.taxDelta,
          feeDelta: 0 - cancelled.feeDelta,
          totalDelta: figures.totalToInvoice,
          details: { figures, invoices: created, cancellationTransactionId: cancelled.id },
          createdAt: now,
        })
        .returning({ id: policyTransactions.id });
      transactionId = row?.id ?? '';
      await tx.insert(auditLog).values({
        actorId: user.id,
        action: 'policy.reinstate',
        entityType: 'application',
        entityId: id,
        details: {
          transactionId,
          totalToInvoice: figures.totalToInvoice,
          invoices: created.map((i) => i.id),
        },
        createdAt: now,
      });
      await generatePolicyDocuments(tx, deps.storage, {
        applicationId: id,
        userId: user.id,
        boundAt: locked.boundDate ?? now,
      });
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    deps.log.error({ err: error, applicationId: id }, 'reinstatement failed');
    throw new HttpError(500, MESSAGES.reinstatementError);
  }
  const saved = await findApplication(deps.db, id);
  if (!saved || !figures) throw notFound(MESSAGES.applicationNotFound);
  return { application: toApplication(saved), transactionId, figures };
}
