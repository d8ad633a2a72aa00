import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { CreateErpBody, CreateErpResponse, ErpQuoteBody, ErpQuoteResponse } from '@bm/contracts';
import {
  ERP_LENGTHS,
  ERP_MESSAGES,
  erpExpiryDay,
  erpCharges,
  erpLengthOf,
  erpProposal,
  erpReasonLabel,
  formatDate,
  isClaimsMade,
  latestSegment,
  MESSAGES,
  paymentAccountFor,
  premiumTaxNamesOn,
  premiumTaxRateOn,
  policyEffectiveInstant,
  sumCents,
  taxClassOf,
  timelineFromQuote,
  validateErpPurchase,
  validateErpQuote,
  type ErpErrors,
  type ErpLength,
  type ErpReason,
  type PaymentPeriod,
  type PremiumTimeline,
  type Province,
  type Quote,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { invoices, policyTransactions } from '../../db/schema.ts';
import type { FileStorage } from '../../integrations/storage/index.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  type ApplicationRow,
  findApplication,
  lockPolicyForChange,
  recordPolicyChange,
  requireAction,
  toApplication,
  visibleApplication,
} from '../policies/index.ts';
import { addressLines } from '../certificates/index.ts';
import { declarationsModel, documentKey, loadPolicySource, upsertDocument } from '../documents/index.ts';
import { renderErpEndorsement } from './erp-pdf.ts';

/** The history row type and the invoice of an ERP (docs/decisions/0037). */
export const ERP_TYPE = 'Extended Reporting Period';
export const ERP_INVOICE_TYPE = 'extended reporting period';
const ERP_CODE = 'ERP';
const PDF = 'application/pdf';

export interface ErpDeps {
  db: Db;
  storage: FileStorage;
  now: () => Date;
}

/** The day the policy ends: the effective date of its cancellation when cancelled, else its expiry. */
async function policyEndDay(db: Db, app: ApplicationRow): Promise<string> {
  if (!app.policyExpiryDate || !app.policyEffectiveDate) throw conflict(ERP_MESSAGES.notPriced);
  if (app.status === 'cancelled') {
    const [cancelled] = await db
      .select({ effectiveDate: policyTransactions.effectiveDate })
      .from(policyTransactions)
      .where(and(eq(policyTransactions.applicationId, app.id), eq(policyTransactions.type, 'Cancellation')))
      .orderBy(desc(policyTransactions.createdAt))
      .limit(1);
    if (cancelled?.effectiveDate) return formatDate(cancelled.effectiveDate);
  }
  return formatDate(app.policyExpiryDate);
}

/** The premium timeline (or the bound quote's) and the rates in force at the end of the term. */
function expiringFigures(app: ApplicationRow): { annual: number; taxRate: number } {
  const quote = (app.boundQuote ?? app.quote) as Quote | null;
  const timeline =
    (app.premiumTimeline as PremiumTimeline | null) ??
    (quote && app.policyEffectiveDate && app.policyExpiryDate
      ? timelineFromQuote(quote, formatDate(app.policyEffectiveDate), formatDate(app.policyExpiryDate))
      : null);
  if (!timeline) throw conflict(ERP_MESSAGES.notPriced);
  const last = latestSegment(timeline);
  return { annual: sumCents(Object.values(last.rates)), taxRate: last.taxRate };
}

function firstError(errors: ErpErrors): HttpError | null {
  const [field, message] = Object.entries(errors)[0] ?? [];
  return message ? badRequest(message, { field, errors }) : null;
}

/**
 * The quote of an ERP on this policy, charged on `at`: its premium tax at the rate in force that day
 * for the policy's province and product (taxes/tax-rows.ts).
 */
async function quoteFor(
  db: Db,
  app: ApplicationRow,
  body: ErpQuoteBody,
  at: Date,
): Promise<ErpQuoteResponse> {
  if (!isClaimsMade(app.productId)) throw badRequest(ERP_MESSAGES.notClaimsMade);
  const end = await policyEndDay(db, app);
  if (!body.expiryDate && body.years != null) {
    if (!(ERP_LENGTHS as readonly number[]).includes(body.years))
      throw badRequest(ERP_MESSAGES.lengthInvalid);
    body = { ...body, expiryDate: erpExpiryDay(end, body.years as ErpLength) };
  }
  const invalid = firstError(validateErpQuote(body, end));
  if (invalid) throw invalid;
  const years = erpLengthOf(end, body.expiryDate)!;
  const { annual } = expiringFigures(app);
  const province = ((app.boundQuote ?? app.quote) as Quote | null)?.province ?? (app.province as Province);
  const taxDay = { province, taxClass: taxClassOf(app.productId), on: formatDate(at) };
  const taxRate = premiumTaxRateOn(taxDay);
  const proposal = erpProposal(annual, years);
  if (proposal.premium <= 0) throw conflict(ERP_MESSAGES.notPriced);
  const charges = erpCharges(proposal.premium, taxRate);
  return {
    effectiveDate: end,
    expiryDate: body.expiryDate,
    years,
    expiringAnnualPremium: annual,
    basisPoints: proposal.basisPoints,
    proposedPremium: proposal.premium,
    taxRate,
    taxNames: premiumTaxNamesOn(taxDay),
    proposedTax: charges.tax,
    proposedTotal: charges.total,
  };
}

async function hasErp(db: Db, applicationId: string): Promise<boolean> {
  const rows = await db
    .select({ id: policyTransactions.id })
    .from(policyTransactions)
    .where(and(eq(policyTransactions.applicationId, applicationId), eq(policyTransactions.type, ERP_TYPE)))
    .limit(1);
  return rows.length > 0;
}

/** The ERP quote (spec 4: input form, then quote): staff on issued claims-made policies. */
export async function quoteErp(deps: ErpDeps, user: AuthUser, applicationId: string, body: ErpQuoteBody) {
  const { application } = await visibleApplication(deps.db, user, applicationId);
  requireAction(user, application, 'CreateExtendedReportingPeriod');
  if (await hasErp(deps.db, applicationId)) throw conflict(ERP_MESSAGES.alreadyRecorded);
  return quoteFor(deps.db, application, body, deps.now());
}

/**
 * POST /api/applications/{id}/createERPendorsement (spec 2.6, 4, 7): the recording step. Renders the
 * ERP endorsement PDF, then in one transaction under the policy's lock: the document row, the
 * 'Extended Reporting Period' history row and an invoice of the premium and its tax that finance
 * collects (recordPolicyChange). The card is not charged (spec 4). The file goes if nothing commits.
 */
export async function createErp(
  deps: ErpDeps,
  user: AuthUser,
  applicationId: string,
  body: CreateErpBody,
): Promise<CreateErpResponse> {
  const { application } = await visibleApplication(deps.db, user, applicationId);
  requireAction(user, application, 'CreateExtendedReportingPeriod');
  const quote = await quoteFor(deps.db, application, body, deps.now());
  const invalid = firstError(validateErpPurchase(body, quote.effectiveDate));
  if (invalid) throw invalid;
  const premium = body.erpPremium!;
  const charges = erpCharges(premium, quote.taxRate);
  const now = deps.now();
  const reason = erpReasonLabel(body.erpReason as ErpReason, body.erpReasonText);
  const source = await loadPolicySource(deps.db, applicationId);
  if (!source) throw notFound(MESSAGES.applicationNotFound);
  const policy = declarationsModel(source, application.boundDate ?? now);
  const suffix = randomBytes(3).toString('hex').toUpperCase();
  const day = formatDate(now).replaceAll('-', '');
  const endorsementNumber = `ERP-${policy.reference}-${day}-${suffix}`;
  const name = `ERP-Endorsement-${policy.reference}-${day}-${suffix}.pdf`;
  const key = documentKey(policy.reference, application.boundDate ?? now, name);
  const bytes = await renderErpEndorsement({
    endorsementNumber,
    insurerName: policy.insurerName,
    productName: policy.productName,
    reference: policy.reference,
    namedInsured: policy.namedInsured,
    namedInsuredAddress: policy.address.flatMap(addressLines),
    policyEffectiveDate: policy.effectiveDate,
    policyEndDate: quote.effectiveDate,
    erpExpiryDate: quote.expiryDate,
    years: quote.years,
    reason,
    knownClaims: body.knownClaims === true,
    premium,
    tax: charges.tax,
    taxNames: quote.taxNames,
    taxRate: quote.taxRate,
    issuedDate: formatDate(now),
    issuedAt: now,
    locale: policy.locale,
  });
  const stored = await deps.storage.put(key, bytes, PDF);
  let recorded;
  try {
    recorded = await deps.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await lockPolicyForChange(
        tx,
        user,
        applicationId,
        'CreateExtendedReportingPeriod',
        (row) => (row.status !== application.status ? conflict(ERP_MESSAGES.purchaseFailed) : null),
      );
      if (await hasErp(tx, applicationId)) throw conflict(ERP_MESSAGES.alreadyRecorded);
      const document = await upsertDocument(tx, {
        applicationId,
        key,
        name,
        kind: 'erp-endorsement',
        contentType: PDF,
        sizeBytes: stored.size,
        sha256: stored.sha256,
        storage: deps.storage.kind,
        createdBy: user.id,
      });
      const change = await recordPolicyChange(tx, {
        application: locked,
        type: ERP_TYPE,
        userId: user.id,
        at: now,
        history: {
          effectiveDate: policyEffectiveInstant(quote.effectiveDate),
          reason,
          description: `Extended reporting period of ${quote.years} year${quote.years === 1 ? '' : 's'}, ${quote.effectiveDate} to ${quote.expiryDate}`,
          premiumDelta: premium,
          taxDelta: charges.tax,
          totalDelta: charges.total,
          details: {
            erpReason: body.erpReason,
            erpReasonText: body.erpReasonText ?? null,
            knownClaims: body.knownClaims,
            years: quote.years,
            effectiveDate: quote.effectiveDate,
            expiryDate: quote.expiryDate,
            expiringAnnualPremium: quote.expiringAnnualPremium,
            proposedPremium: quote.proposedPremium,
            erpPremium: premium,
            overridden: premium !== quote.proposedPremium,
            documentKey: key,
            endorsementNumber,
          },
        },
        invoices: [
          {
            ref: 'erp',
            code: ERP_CODE,
            type: ERP_INVOICE_TYPE,
            description:
              `Extended reporting period (${quote.years} year${quote.years === 1 ? '' : 's'}): ${reason}`.slice(
                0,
                500,
              ),
            dueDate: now,
            paymentAccount: paymentAccountFor(locked.paymentPeriod as PaymentPeriod, locked.boundDate ?? now),
          },
        ],
        money: [
          { kind: 'charge', component: 'erpPremium', amount: premium, invoice: { ref: 'erp' } },
          ...(charges.tax > 0
            ? [
                {
                  kind: 'charge' as const,
                  component: 'erpPremiumTax' as const,
                  amount: charges.tax,
                  invoice: { ref: 'erp' },
                },
              ]
            : []),
        ],
        audit: {
          action: 'policy.erp',
          details: { years: quote.years, erpPremium: premium, proposedPremium: quote.proposedPremium },
        },
      });
      return { change, document };
    });
  } catch (error) {
    // Nothing half-written: the file goes when its rows do not commit.
    await deps.storage.delete(key).catch(() => undefined);
    throw error;
  }
  {
    const [invoice] = await deps.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, recorded.change.invoiceIds.erp!));
    const saved = await findApplication(deps.db, applicationId);
    if (!saved || !invoice) throw notFound(MESSAGES.applicationNotFound);
    return {
      application: toApplication(saved),
      transactionId: recorded.change.transactionId,
      quote,
      invoice: { id: invoice.id, number: invoice.number, premium, tax: charges.tax, total: charges.total },
      document: {
        Key: recorded.document.key,
        LastModified: recorded.document.createdAt.toISOString(),
        Size: recorded.document.sizeBytes,
      },
      message: ERP_MESSAGES.recorded,
    };
  }
}
