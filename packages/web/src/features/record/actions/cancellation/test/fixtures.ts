import type {
  Application,
  CancellationPremiumsBody,
  CancellationPremiumsResponse,
  CancellationRecordResponse,
} from '@bm/contracts';
import {
  addYearsToDay,
  cancellationRecord,
  computeCancellation,
  formatDate,
  policyEffectiveInstant,
  waiverBoxes,
  type Cents,
} from '@bm/domain';
import { makeApplication, makeQuote } from '../../../../../test/crm-fixtures.ts';

/** A day `days` from today (Vancouver), YYYY-MM-DD. */
export function dayFromToday(days: number): string {
  return formatDate(new Date(Date.now() + days * 86_400_000));
}

/** A bound annual tenants policy that took effect 30 days ago and runs a year. */
export function makeBoundPolicy(overrides: Partial<Application> = {}): Application {
  const effectiveDay = dayFromToday(-30);
  const quote = makeQuote();
  return makeApplication({
    status: 'bound',
    paymentPeriod: 'annual',
    totalPremium: quote.total.annual,
    policyNumber: 'TEN-2026-1000001',
    policyEffectiveDate: policyEffectiveInstant(effectiveDay).toISOString(),
    policyExpiryDate: policyEffectiveInstant(addYearsToDay(effectiveDay, 1)).toISOString(),
    ...overrides,
  });
}

/** What decides the figures beyond the request: the brokerage (admin fee waiver) and open MPFs. */
export interface PolicyMoney {
  brokerageCode?: string;
  openMissedPaymentFees?: Cents[];
  refundMethod?: CancellationPremiumsResponse['refundMethod'];
}

/**
 * The server's answer to POST …/cancellation/premiums for `record`, computed by the domain as the
 * server does: paid in full on the annual plan, waivers as offered.
 */
export function premiumsAnswer(
  record: Application,
  body: CancellationPremiumsBody,
  { brokerageCode = 'APOLLO', openMissedPaymentFees = [], refundMethod = 'card' }: PolicyMoney = {},
): CancellationPremiumsResponse {
  const quote = makeQuote();
  const context = { brokerageCode, productId: record.productId, openMissedPaymentFees };
  const premiums = computeCancellation({
    policy: {
      effectiveDay: formatDate(record.policyEffectiveDate),
      expiryDay: formatDate(record.policyExpiryDate),
      quote,
      paymentPeriod: 'annual',
      paymentReceived: quote.total.annual,
      openMissedPaymentFees,
      paidMissedPaymentFees: 0,
    },
    request: {
      cancEffectiveDate: body.cancEffectiveDate,
      cancOption: body.cancOption,
      feeWaived: body.feeWaived ?? false,
      adminFeeWaived: body.adminFeeWaived ?? false,
      missedPaymentFeeWaived: body.missedPaymentFeeWaived ?? false,
      ...context,
    },
  });
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
    waivers: waiverBoxes(body.cancOption, context),
    refundMethod: premiums.refundDue > 0 ? refundMethod : 'none',
    taxNames: quote.taxNames.premium.annual,
  };
}

/** GET …/cancellationRecord for a policy cancelled with `body`. */
export function recordAnswer(
  record: Application,
  body: CancellationPremiumsBody,
): CancellationRecordResponse {
  const premiums = premiumsAnswer(record, body);
  const kept = cancellationRecord(premiums);
  const line = (key: string) => kept.returnPremiums[key] ?? 0;
  return {
    transactionData: {
      transactionId: '7a000000-0000-4000-8000-000000000009',
      createdAt: '2026-01-15T18:00:00.000Z',
      cancEffectiveDate: body.cancEffectiveDate,
      cancOption: body.cancOption,
      cancellationReason: 'Tenant Moved',
      cancellationOption: 'Policy Cancellation',
      user: 'Eddie Endicott',
      liabilityPremium: line('liabilityPremium'),
      addonPremium: line('addonPremium'),
      alePremium: line('alePremium'),
      contentsPremium: line('contentsPremium'),
      returnPremiumLines: Object.entries(kept.returnPremiums).map(([key, amount]) => ({
        key,
        label: key,
        amount,
      })),
      brokerPremium: kept.brokerPremium,
      premiumsTotal: kept.premiumsTotal,
      earnedPremium: kept.earnedPremium,
      tax: kept.tax,
      earnedFee: kept.earnedFee,
      defaultRetainAdminFee: kept.defaultRetainAdminFee,
      earnedFinancingFee: kept.earnedFinancingFee,
      earnedMissedPaymentFee: kept.earnedMissedPaymentFee,
      earnedStripeFeeAndTax: kept.earnedStripeFeeAndTax,
      earnedTransactionFeeAndTax: kept.earnedTransactionFeeAndTax,
      policyPremium: kept.policyPremium,
      paymentReceived: kept.paymentReceived,
      paymentPlan: kept.paymentPlan,
      outstandingBalance: kept.outstandingBalance,
      feeWaived: kept.feeWaived,
      missedPaymentFeeWaived: kept.missedPaymentFeeWaived,
      refundDue: kept.refundDue,
    },
    applicationData: {
      applicationId: record.applicationId,
      policyNumber: record.policyNumber,
      insuredName: record.insuredName,
      productName: record.productName,
      status: 'cancelled',
      policyEffectiveDate: formatDate(record.policyEffectiveDate),
      policyExpiryDate: formatDate(record.policyExpiryDate),
      paymentPeriod: record.paymentPeriod,
    },
    taxNames: premiums.taxNames,
  };
}
