import { describe, expect, it } from 'vitest';
import { makeInput, makeQuote, paidPayments } from './cancellation.test-support.ts';
import { computeCancellation } from './compute.ts';
import { cancellationRecord } from './record.ts';
import type { CancellationPolicy, CancellationPremiums, CancellationRequest } from './types.ts';

/*
 * The policy of every case unless it says otherwise: Ontario, $600.00 contents + $400.00 liability,
 * effective 2025-03-01 to 2026-03-01 (365 days). From buildQuote: premium tax 8% $80.00,
 * transaction fee $25.00 + 13% HST = $28.25, platform fee $10.00, broker commission $150.00;
 * annual plan $1,145.08 with a credit card surcharge of $26.83; monthly plan $1,200.33 (first
 * payment $100.11, then $100.02) with a surcharge of $28.08 and financing of $54.00; instalment plan
 * $1,178.25 ($294.57, then $294.56) with a surcharge of $27.60 and financing of $32.40.
 * 2025-06-09 is 100 days in force: short rate 39%, pro rata 100/365.
 */
const Q = makeQuote();
const monthly3Paid = paidPayments(Q, 'monthly', 3);
const instalment2Paid = paidPayments(Q, 'instalment', 2);

type Case = [
  name: string,
  policy: Partial<CancellationPolicy>,
  request: Partial<CancellationRequest>,
  expected: Partial<CancellationPremiums>,
];

const cases: Case[] = [
  [
    'annual paid in full, short rate mid-term: refund less the admin fee',
    {},
    {},
    {
      earnedPremium: 39_000,
      returnPremiums: { contentsPremium: -36_600, liabilityPremium: -24_400 },
      totalReturnPremium: -61_000,
      tax: 3_120,
      returnTax: -4_880,
      brokerPremium: -9_150,
      earnedTransactionFeeAndTax: 2_825,
      earnedSaasFee: 1_000,
      earnedStripeFeeAndTax: 2_683,
      earnedFinancingFee: 0,
      earnedMissedPaymentFee: 0,
      defaultRetainAdminFee: 2_500,
      earnedFee: 9_008,
      totalEarned: 51_128,
      policyPremium: 100_000,
      paymentReceived: 114_508,
      paymentPlan: 114_508,
      refundDue: 63_380,
      amountOwing: 0,
      outstandingBalance: 0,
    },
  ],
  [
    'annual paid in full, pro rata mid-term: the odd cent goes to the larger remainder',
    {},
    { cancOption: 'prorata' },
    {
      earnedPremium: 27_397,
      returnPremiums: { contentsPremium: -43_562, liabilityPremium: -29_041 },
      totalReturnPremium: -72_603,
      tax: 2_192,
      earnedFee: 9_008,
      refundDue: 75_911,
    },
  ],
  [
    'MRP: nothing returned, waivers ignored, no admin fee out of a refund of 0',
    {},
    { cancOption: 'mrp', feeWaived: true, adminFeeWaived: true, brokerageCode: 'MAPLE' },
    {
      feeWaived: false,
      adminFeeWaived: false,
      earnedPremium: 100_000,
      totalReturnPremium: 0,
      returnPremiums: { contentsPremium: 0, liabilityPremium: 0 },
      tax: 8_000,
      earnedFee: 6_508,
      defaultRetainAdminFee: 0,
      refundDue: 0,
      amountOwing: 0,
    },
  ],
  [
    'MRP before the effective date: still fully earned',
    {},
    { cancOption: 'mrp', cancEffectiveDate: '2025-02-20' },
    { earnedPremium: 100_000, totalReturnPremium: 0, refundDue: 0 },
  ],
  [
    'flat mid-term: everything back, fee waived forced on',
    {},
    { cancOption: 'flat' },
    {
      feeWaived: true,
      earnedPremium: 0,
      totalReturnPremium: -100_000,
      returnPremiums: { contentsPremium: -60_000, liabilityPremium: -40_000 },
      tax: 0,
      returnTax: -8_000,
      brokerPremium: -15_000,
      earnedFee: 0,
      defaultRetainAdminFee: 0,
      totalEarned: 0,
      refundDue: 114_508,
    },
  ],
  [
    'short rate, first day in force (cancelled the day after the effective date): 8%',
    {},
    { cancEffectiveDate: '2025-03-02' },
    {
      basis: expect.objectContaining({ daysInForce: 1, shortRatePercent: 8 }),
      earnedPremium: 8_000,
      tax: 640,
      refundDue: 96_860,
    },
  ],
  [
    'short rate on the effective date: never in force, fees kept',
    {},
    { cancEffectiveDate: '2025-03-01' },
    { earnedPremium: 0, tax: 0, earnedFee: 9_008, refundDue: 105_500 },
  ],
  [
    'pro rata before the effective date: 0 days',
    {},
    { cancOption: 'prorata', cancEffectiveDate: '2025-02-20' },
    { basis: expect.objectContaining({ daysInForce: 0 }), earnedPremium: 0, refundDue: 105_500 },
  ],
  [
    'pro rata on the expiry date: fully earned, nothing moves',
    {},
    { cancOption: 'prorata', cancEffectiveDate: '2026-03-01' },
    { earnedPremium: 100_000, tax: 8_000, totalEarned: 114_508, refundDue: 0, amountOwing: 0 },
  ],
  [
    'short rate on the last day in force (364 days): 100%',
    {},
    { cancEffectiveDate: '2026-02-28' },
    { earnedPremium: 100_000, totalReturnPremium: 0, refundDue: 0 },
  ],
  [
    'pro rata after the expiry date: capped at the term',
    {},
    { cancOption: 'prorata', cancEffectiveDate: '2026-04-01' },
    { basis: expect.objectContaining({ daysInForce: 396, daysInTerm: 365 }), earnedPremium: 100_000 },
  ],
  [
    'leap year: 60 of 366 days pro rata',
    { effectiveDay: '2024-01-01', expiryDay: '2025-01-01' },
    { cancOption: 'prorata', cancEffectiveDate: '2024-03-01' },
    {
      basis: expect.objectContaining({ daysInForce: 60, daysInTerm: 366 }),
      earnedPremium: 16_393,
      returnPremiums: { contentsPremium: -50_164, liabilityPremium: -33_443 },
      tax: 1_311,
    },
  ],
  [
    'leap year: short rate on 29 February (59 days, 28%)',
    { effectiveDay: '2024-01-01', expiryDay: '2025-01-01' },
    { cancEffectiveDate: '2024-02-29' },
    { earnedPremium: 28_000 },
  ],
  [
    '6-month term: 50 of 181 days scales to 101 days, 39%',
    { effectiveDay: '2025-01-01', expiryDay: '2025-07-01' },
    { cancEffectiveDate: '2025-02-20' },
    { basis: expect.objectContaining({ daysInTerm: 181, shortRatePercent: 39 }), earnedPremium: 39_000 },
  ],
  [
    'monthly, 4 payments due, 3 paid and an open MPF: an outstanding balance',
    { paymentPeriod: 'monthly', paymentReceived: monthly3Paid, openMissedPaymentFees: [2_500] },
    {},
    {
      paymentReceived: 30_015,
      paymentPlan: 120_033,
      basis: expect.objectContaining({ paymentsFallenDue: 4, paymentsInPlan: 12 }),
      earnedStripeFeeAndTax: 936,
      earnedFinancingFee: 1_800,
      earnedMissedPaymentFee: 2_500,
      defaultRetainAdminFee: 0,
      totalEarned: 51_181,
      refundDue: 0,
      amountOwing: 21_166,
      outstandingBalance: 21_166,
    },
  ],
  [
    'monthly part paid, open MPF waived',
    { paymentPeriod: 'monthly', paymentReceived: monthly3Paid, openMissedPaymentFees: [2_500] },
    { missedPaymentFeeWaived: true },
    { missedPaymentFeeWaived: true, earnedMissedPaymentFee: 0, amountOwing: 18_666 },
  ],
  [
    'monthly, a paid MPF stays earned; the waiver needs an open MPF',
    { paymentPeriod: 'monthly', paymentReceived: monthly3Paid + 2_500, paidMissedPaymentFees: 2_500 },
    { missedPaymentFeeWaived: true },
    { missedPaymentFeeWaived: false, earnedMissedPaymentFee: 2_500, amountOwing: 18_666 },
  ],
  [
    'monthly on the expiry date, all paid: card and financing fees fully earned',
    { paymentPeriod: 'monthly' },
    { cancOption: 'prorata', cancEffectiveDate: '2026-03-01' },
    { earnedStripeFeeAndTax: 2_808, earnedFinancingFee: 5_400, totalEarned: 120_033, refundDue: 0 },
  ],
  [
    'monthly on the expiry date, paid in full after 3 payments: the financing fee returned is not earned',
    {
      paymentPeriod: 'monthly',
      paymentReceived: 120_033 - 9 * 450,
      chargedSinceBind: { premiumTax: 0, cardFee: 0, financingFeeReturned: 9 * 450 },
    },
    { cancOption: 'prorata', cancEffectiveDate: '2026-03-01' },
    { earnedFinancingFee: 3 * 450, totalEarned: 120_033 - 9 * 450, refundDue: 0, amountOwing: 0 },
  ],
  [
    'monthly, paid in full after 3 payments, cancelled with 4 due: 3 financing fees earned, the rest back',
    {
      paymentPeriod: 'monthly',
      paymentReceived: 120_033 - 9 * 450,
      chargedSinceBind: { premiumTax: 0, cardFee: 0, financingFeeReturned: 9 * 450 },
    },
    {},
    { earnedFinancingFee: 3 * 450, basis: expect.objectContaining({ paymentsFallenDue: 4 }) },
  ],
  [
    'monthly flat: card, financing and open MPF back (MPF waived), only the paid MPF kept',
    {
      paymentPeriod: 'monthly',
      paymentReceived: monthly3Paid + 2_500,
      paidMissedPaymentFees: 2_500,
      openMissedPaymentFees: [2_500],
    },
    { cancOption: 'flat', missedPaymentFeeWaived: true },
    { earnedFee: 2_500, totalEarned: 2_500, refundDue: 30_015 },
  ],
  [
    'monthly, 4 due: the card fees of instalments collected on a debit card are not kept, nor that of one paid ahead',
    {
      paymentPeriod: 'monthly',
      paymentReceived: monthly3Paid - 2 * 234,
      chargedSinceBind: {
        premiumTax: 0,
        cardFee: 0,
        planCardFee: [
          { instalment: 2, amount: -234 },
          { instalment: 3, amount: -234 },
          { instalment: 6, amount: -234 },
        ],
      },
    },
    {},
    { earnedStripeFeeAndTax: 936 - 2 * 234, basis: expect.objectContaining({ paymentsFallenDue: 4 }) },
  ],
  [
    'monthly, every instalment fallen due charged on a debit card: the card fee kept is never negative',
    {
      paymentPeriod: 'monthly',
      paymentReceived: monthly3Paid,
      chargedSinceBind: {
        premiumTax: 0,
        cardFee: 0,
        planCardFee: [1, 2, 3, 4].map((instalment) => ({ instalment, amount: -240 })),
      },
    },
    {},
    { earnedStripeFeeAndTax: 0 },
  ],
  [
    'instalment, 2 of 4 payments due and paid',
    { paymentPeriod: 'instalment', paymentReceived: instalment2Paid },
    {},
    {
      earnedStripeFeeAndTax: 1_380,
      earnedFinancingFee: 1_620,
      defaultRetainAdminFee: 2_500,
      refundDue: 7_468,
    },
  ],
  [
    'fee waived with a custom broker fee: every fee back, admin fee kept',
    { quote: makeQuote(undefined, 'ON', 5_000) },
    { feeWaived: true },
    {
      customBrokerFee: -5_650,
      earnedCustomBrokerFee: 0,
      earnedTransactionFeeAndTax: 0,
      earnedSaasFee: 0,
      earnedStripeFeeAndTax: 0,
      defaultRetainAdminFee: 2_500,
      totalEarned: 44_620,
      refundDue: 75_674,
    },
  ],
  [
    'fee not waived with a custom broker fee: it is kept',
    { quote: makeQuote(undefined, 'ON', 5_000) },
    {},
    { customBrokerFee: 0, earnedCustomBrokerFee: 5_650, totalReturnPremium: -61_000 },
  ],
  [
    'admin fee waived for MAPLE on tenants',
    {},
    { adminFeeWaived: true, brokerageCode: 'MAPLE' },
    { adminFeeWaived: true, defaultRetainAdminFee: 0, refundDue: 65_880 },
  ],
  [
    'admin fee waiver ignored for another brokerage',
    {},
    { adminFeeWaived: true, brokerageCode: 'APOLLO' },
    { adminFeeWaived: false, defaultRetainAdminFee: 2_500, refundDue: 63_380 },
  ],
  [
    'admin fee waiver ignored for MAPLE on another product',
    {},
    { adminFeeWaived: true, brokerageCode: 'MAPLE', productId: 'contractors' },
    { adminFeeWaived: false, defaultRetainAdminFee: 2_500 },
  ],
  [
    'admin fee capped at the refund otherwise due',
    { paymentReceived: 49_628 },
    {},
    { defaultRetainAdminFee: 1_000, refundDue: 0, amountOwing: 0 },
  ],
  [
    'BC has no premium tax',
    { quote: makeQuote(undefined, 'BC') },
    {},
    { tax: 0, returnTax: 0, earnedPremium: 39_000 },
  ],
];

describe('computeCancellation', () => {
  it.each(cases)('%s', (_name, policy, request, expected) => {
    const result = computeCancellation(makeInput(policy, request));
    expect(result).toMatchObject(expected);
    expect(result.isManual).toBe(false);
    expect(result.paymentReceived - result.refundDue + result.amountOwing).toBe(result.totalEarned);
  });

  it('refuses a bad date or fractional cents', () => {
    expect(() => computeCancellation(makeInput({}, { cancEffectiveDate: '2025-02-30' }))).toThrow(RangeError);
    expect(() => computeCancellation(makeInput({ paymentReceived: 10.5 }))).toThrow(RangeError);
    expect(() => computeCancellation(makeInput({ openMissedPaymentFees: [0.1] }))).toThrow(RangeError);
  });

  it('reports the basis it used', () => {
    expect(computeCancellation(makeInput()).basis).toEqual({
      daysInForce: 100,
      daysInTerm: 365,
      shortRatePercent: 39,
      paymentsFallenDue: 1,
      paymentsInPlan: 1,
      writtenPremiums: { contentsPremium: 60_000, liabilityPremium: 40_000 },
      premiumsTaxRate: 0.08,
      premiumsTaxes: 8_000,
      brokerCommission: 15_000,
      customFeeTotal: 0,
      adminFee: 2_500,
    });
    expect(computeCancellation(makeInput({}, { cancOption: 'prorata' })).basis.shortRatePercent).toBeNull();
  });
});

describe('cancellationRecord', () => {
  it('keeps the figures under the record names of spec 3', () => {
    const premiums = computeCancellation(makeInput());
    expect(cancellationRecord(premiums)).toEqual({
      returnPremiums: { contentsPremium: -36_600, liabilityPremium: -24_400 },
      brokerPremium: -9_150,
      premiumsTotal: -61_000,
      customBrokerFee: 0,
      earnedPremium: 39_000,
      tax: 3_120,
      earnedFee: 9_008,
      defaultRetainAdminFee: 2_500,
      earnedFinancingFee: 0,
      earnedMissedPaymentFee: 0,
      earnedStripeFeeAndTax: 2_683,
      earnedTransactionFeeAndTax: 2_825,
      policyPremium: 100_000,
      paymentReceived: 114_508,
      paymentPlan: 114_508,
      outstandingBalance: 0,
      refundDue: 63_380,
      feeWaived: false,
      missedPaymentFeeWaived: false,
    });
  });
});
