import { and, desc, eq } from 'drizzle-orm';
import type {
  CancellationPremiumsBody,
  CancellationPremiumsResponse,
  CancellationRecordResponse,
} from '@bm/contracts';
import {
  appliedWaivers,
  autoRefundSupported,
  cardRefundable,
  cancellationMode,
  cancellationRecord,
  computeCancellation,
  heldForTerm,
  termCreditApplied,
  termLedger,
  ledgerBalances,
  formatDate,
  premiumTaxNamesOfRates,
  taxClassOf,
  timelineTaxRates,
  waiverBoxes,
  type CancellationOption,
  type CancellationPremiums,
  type PaymentPeriod,
  type PremiumTimeline,
  type Quote,
  type TaxName,
} from '@bm/domain';
import type { Db } from '../../db/client.ts';
import { policyTransactions, users } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth-context.ts';
import {
  type ApplicationRecord,
  policyFacts,
  type PolicyFacts,
  requireAction,
  visibleApplication,
} from '../policies/index.ts';
import { returnPremiumLines } from './record-lines.ts';

export const NO_CANCELLATION_RECORD = 'This policy has no cancellation on record.';

export interface CancellationChoice {
  cancEffectiveDate: string;
  cancOption: CancellationOption;
  feeWaived: boolean;
  adminFeeWaived: boolean;
  missedPaymentFeeWaived: boolean;
}

/** The figures of a cancellation, computed by the domain from the policy's facts; waivers as they apply. */
export function cancellationFigures(
  record: ApplicationRecord['application'],
  facts: PolicyFacts,
  choice: CancellationChoice,
  brokerMode: boolean,
): CancellationPremiums {
  const context = {
    brokerageCode: facts.brokerageCode,
    productId: record.productId,
    openMissedPaymentFees: facts.openMissedPaymentFees,
  };
  // Brokers get no waivers (spec 6); the domain applies what is offered for the option.
  const requested = brokerMode
    ? { feeWaived: false, adminFeeWaived: false, missedPaymentFeeWaived: false }
    : choice;
  const waivers = appliedWaivers(choice.cancOption, requested, context);
  const compute = (paymentReceived: number) =>
    computeCancellation({
      policy: {
        effectiveDay: facts.effectiveDay,
        expiryDay: facts.expiryDay,
        // The bound plan's fees, and the premium as the timeline wrote it (every endorsement from the
        // day it took effect), not today's annual rate over the days in force (issue 24 item 4).
        quote: facts.boundQuote,
        timeline: facts.timeline,
        paymentPeriod: facts.paymentPeriod,
        // Custom premiums and ERPs are fully earned, manual invoices and adjustments finance's own:
        // their money is neither premium paid nor returned (0037, 0038; domain termLedger).
        paymentReceived,
        openMissedPaymentFees: facts.openMissedPaymentFees,
        paidMissedPaymentFees: facts.paidMissedPaymentFees,
        // The premium tax changes wrote, the card fees their cards were actually charged (issue 24
        // item 6) and the financing fee a pay in full did not charge (docs/decisions/0029).
        chargedSinceBind: facts.chargedSinceBind,
        // Once the plan changed, the fees inside the plan payments fallen due (decision 0078).
        ...(facts.planChanges ? { planPayments: facts.planChanges.payments } : {}),
      },
      request: {
        cancEffectiveDate: choice.cancEffectiveDate,
        cancOption: choice.cancOption,
        ...waivers,
        brokerageCode: facts.brokerageCode,
        productId: record.productId,
      },
    });
  // A credit that finance applied to the term's instalments is paid toward the term (domain
  // heldForTerm), but it lowers what the insured owes and never turns into money paid back beyond
  // what they paid (decision 0037's rule, docs/decisions/0061): past that, it counts only as far as
  // the term keeps.
  // A credit note of money of its own still owed back (a finance credit larger than the instalments
  // it paid) is paid back apart: the term's refund stays within what was paid less that.
  const held = heldForTerm(facts.ledger);
  const figures = compute(held);
  const credit = termCreditApplied(facts.ledger);
  const owedBackApart =
    ledgerBalances(facts.ledger).refundPending - ledgerBalances(termLedger(facts.ledger)).refundPending;
  const beyondPaid = figures.refundDue - Math.max(0, held - credit - owedBackApart);
  const reducible = credit + owedBackApart;
  return reducible > 0 && beyondPaid > 0 ? compute(held - Math.min(reducible, beyondPaid)) : figures;
}

/**
 * The premium taxes a cancellation's tax is of: the rows of the rates the timeline's money was
 * charged at (docs/decisions/0062), else (a plan taxed at two rates: its mean) the bound plan's names.
 */
function cancellationTaxNames(
  productId: string,
  facts: Pick<PolicyFacts, 'boundQuote' | 'timeline' | 'paymentPeriod'>,
): TaxName[] {
  const quote = facts.boundQuote;
  const found = premiumTaxNamesOfRates(
    quote.province,
    taxClassOf(productId),
    timelineTaxRates(facts.timeline),
  );
  return found.length > 0 ? found : (quote.taxNames?.premium[facts.paymentPeriod] ?? []);
}

/** The names of a cancelled policy's premium tax, from its stored bound quote and timeline. */
function recordTaxNames(application: ApplicationRecord['application']): TaxName[] {
  const boundQuote = (application.boundQuote ?? application.quote) as Quote | null;
  if (!boundQuote?.priced) return [];
  const timeline = (application.premiumTimeline as PremiumTimeline | null) ?? {
    effectiveDay: '',
    expiryDay: '',
    segments: [{ fromDay: '', rates: {}, taxRate: boundQuote.premiumsTaxRate }],
  };
  return cancellationTaxNames(application.productId, {
    boundQuote,
    timeline,
    paymentPeriod: application.paymentPeriod as PaymentPeriod,
  });
}

/** How a refund leaves: to the card on annual plans with a card (spec 8), else by hand. */
export function refundMethod(facts: PolicyFacts, refundDue: number): 'card' | 'manual' | 'none' {
  if (refundDue <= 0) return 'none';
  // Only when the card charges can take it all back (decision 0019): money paid off the platform
  // (decision 0037) is part of what the policy holds but not of what the card can take back.
  return autoRefundSupported(facts.paymentPeriod) && cardRefundable(facts.charges) >= refundDue
    ? 'card'
    : 'manual';
}

/** POST /api/applications/{id}/cancellation/premiums: what a cancellation on this date would do. */
export async function cancellationPremiums(
  db: Db,
  user: AuthUser,
  id: string,
  body: CancellationPremiumsBody,
): Promise<CancellationPremiumsResponse> {
  const { application } = await visibleApplication(db, user, id);
  requireAction(user, application, 'CancelPolicy');
  const facts = await policyFacts(db, application);
  const brokerMode = cancellationMode(user.flags) === 'broker';
  const premiums = cancellationFigures(
    application,
    facts,
    {
      cancEffectiveDate: body.cancEffectiveDate,
      cancOption: body.cancOption,
      feeWaived: body.feeWaived ?? false,
      adminFeeWaived: body.adminFeeWaived ?? false,
      missedPaymentFeeWaived: body.missedPaymentFeeWaived ?? false,
    },
    brokerMode,
  );
  const boxes = waiverBoxes(body.cancOption, {
    brokerageCode: facts.brokerageCode,
    productId: application.productId,
    openMissedPaymentFees: facts.openMissedPaymentFees,
  });
  const hidden = { visible: false, enabled: false };
  return {
    ...premiums,
    balancesAndFees: {
      paymentReceived: premiums.paymentReceived,
      paymentPlan: premiums.paymentPlan,
      outstandingBalance: premiums.outstandingBalance,
      refundDue: premiums.refundDue,
      amountOwing: premiums.amountOwing,
      earnedFee: premiums.earnedFee,
    },
    waivers: brokerMode
      ? { feeWaived: hidden, adminFeeWaived: hidden, missedPaymentFeeWaived: hidden }
      : boxes,
    refundMethod: refundMethod(facts, premiums.refundDue),
    taxNames: cancellationTaxNames(application.productId, facts),
  };
}

/** The figures a cancellation transaction kept (details.premiums), as written by the cancel. */
export interface CancellationDetails {
  premiums: CancellationPremiums;
  cancellationReason: string;
  cancellationOption: string;
}

/** GET /api/applications/{id}/cancellationRecord: the read-only record of the cancellation. */
export async function getCancellationRecord(
  db: Db,
  user: AuthUser,
  id: string,
): Promise<CancellationRecordResponse> {
  const { application } = await visibleApplication(db, user, id);
  const [row] = await db
    .select({
      transaction: policyTransactions,
      userEmail: users.email,
      givenName: users.givenName,
      familyName: users.familyName,
    })
    .from(policyTransactions)
    .leftJoin(users, eq(users.id, policyTransactions.userId))
    .where(and(eq(policyTransactions.applicationId, id), eq(policyTransactions.type, 'Cancellation')))
    .orderBy(desc(policyTransactions.createdAt))
    .limit(1);
  if (!row) throw notFound(NO_CANCELLATION_RECORD);
  const details = row.transaction.details as CancellationDetails;
  const record = cancellationRecord(details.premiums);
  const line = (key: string) => record.returnPremiums[key] ?? 0;
  const name = [row.givenName, row.familyName].filter(Boolean).join(' ');
  return {
    transactionData: {
      transactionId: row.transaction.id,
      createdAt: row.transaction.createdAt.toISOString(),
      cancEffectiveDate: details.premiums.cancEffectiveDate,
      cancOption: details.premiums.cancOption,
      cancellationReason: details.cancellationReason,
      cancellationOption: details.cancellationOption,
      user: name || row.userEmail || null,
      liabilityPremium: line('liabilityPremium'),
      addonPremium: line('addonPremium'),
      alePremium: line('alePremium'),
      contentsPremium: line('contentsPremium'),
      returnPremiumLines: returnPremiumLines(record, application.quote),
      brokerPremium: record.brokerPremium,
      premiumsTotal: record.premiumsTotal,
      earnedPremium: record.earnedPremium,
      tax: record.tax,
      earnedFee: record.earnedFee,
      defaultRetainAdminFee: record.defaultRetainAdminFee,
      earnedFinancingFee: record.earnedFinancingFee,
      earnedMissedPaymentFee: record.earnedMissedPaymentFee,
      earnedStripeFeeAndTax: record.earnedStripeFeeAndTax,
      earnedTransactionFeeAndTax: record.earnedTransactionFeeAndTax,
      policyPremium: record.policyPremium,
      paymentReceived: record.paymentReceived,
      paymentPlan: record.paymentPlan,
      outstandingBalance: record.outstandingBalance,
      feeWaived: record.feeWaived,
      missedPaymentFeeWaived: record.missedPaymentFeeWaived,
      refundDue: record.refundDue,
    },
    applicationData: {
      applicationId: application.id,
      policyNumber: application.policyNumber,
      insuredName: application.insuredName,
      productName: application.productName,
      status: application.status,
      policyEffectiveDate: application.policyEffectiveDate
        ? formatDate(application.policyEffectiveDate)
        : null,
      policyExpiryDate: application.policyExpiryDate ? formatDate(application.policyExpiryDate) : null,
      paymentPeriod: application.paymentPeriod,
    },
    taxNames: recordTaxNames(application),
  };
}
