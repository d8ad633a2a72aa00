import { describe, expect, it } from 'vitest';
import { makeInput } from './cancellation.test-support.ts';
import { computeCancellation } from './compute.ts';
import { applyManualReturnPremiums } from './manual-overrides.ts';
import { validateCancellationPremiums } from './validate.ts';

// Short rate, annual paid in full: returns -36,600 / -24,400, refund 63,380 (compute.test.ts).
const computed = computeCancellation(makeInput());

describe('applyManualReturnPremiums', () => {
  it('re-derives earned premium, tax, admin fee and refund from the typed lines', () => {
    const edited = applyManualReturnPremiums(computed, { returnPremiums: { contentsPremium: -50_000 } });
    expect(edited).toMatchObject({
      isManual: true,
      returnPremiums: { contentsPremium: -50_000, liabilityPremium: -24_400 },
      totalReturnPremium: -74_400,
      earnedPremium: 25_600,
      tax: 2_048,
      returnTax: -5_952,
      brokerPremium: -11_160,
      defaultRetainAdminFee: 2_500,
      refundDue: 114_508 - (25_600 + 2_048 + 9_008),
    });
    expect(validateCancellationPremiums(edited)).toEqual([]);
    expect(computed.isManual).toBe(false);
  });

  it('keeps the computed figures when nothing is typed', () => {
    const same = applyManualReturnPremiums(computed, {});
    expect({ ...same, isManual: false }).toEqual(computed);
  });

  it('keeps a typed earned premium apart from the returns, so their sum is checked', () => {
    // Returning 10,000 more on contents without touching the earned premium (39,000).
    const edited = applyManualReturnPremiums(computed, {
      returnPremiums: { contentsPremium: -46_600 },
      earnedPremium: computed.earnedPremium,
    });
    expect(edited.earnedPremium).toBe(39_000);
    expect(edited.totalReturnPremium).toBe(-71_000);
    expect(validateCancellationPremiums(edited)).toEqual([
      {
        field: 'policyPremium',
        message: 'The Policy Premium should be equal to the sum of Total Return Premium and Earned Premium.',
      },
    ]);
    // Typing the earned premium that goes with it settles the figures on it.
    const settled = applyManualReturnPremiums(computed, {
      returnPremiums: { contentsPremium: -46_600 },
      earnedPremium: 29_000,
    });
    expect(validateCancellationPremiums(settled)).toEqual([]);
    expect(settled).toMatchObject({ earnedPremium: 29_000, tax: 2_320 });
    expect(settled.paymentReceived - settled.refundDue + settled.amountOwing).toBe(settled.totalEarned);
  });

  it('returns the custom broker fee as typed', () => {
    const edited = applyManualReturnPremiums(computeCancellation(makeInput()), { customBrokerFee: 0 });
    expect(edited.customBrokerFee).toBe(0);
    expect(edited.totalReturnPremium).toBe(-61_000);
  });

  it.each([
    [
      'a positive line',
      { returnPremiums: { liabilityPremium: 100 } },
      [{ field: 'cancel_override_liabilityPremium', message: 'Please input a negative number or 0.' }],
    ],
    [
      'a typed total that is not the sum of the lines',
      { totalReturnPremium: -60_000 },
      [
        {
          field: 'totalReturnPremium',
          message:
            'Total Return Premium should be equal to the sum of above Premiums to proceed Cancellation.',
        },
      ],
    ],
    [
      'returning more than the policy premium',
      { returnPremiums: { contentsPremium: -90_000, liabilityPremium: -40_000 } },
      [
        {
          field: 'policyPremium',
          message:
            'The Policy Premium should be equal to the sum of Total Return Premium and Earned Premium.',
        },
      ],
    ],
    [
      'a positive custom broker fee',
      { customBrokerFee: 1 },
      [{ field: 'customBrokerFee', message: 'Please input a negative number or 0.' }],
    ],
  ])('lets the validations report %s', (_name, overrides, issues) => {
    expect(validateCancellationPremiums(applyManualReturnPremiums(computed, overrides))).toEqual(issues);
  });

  it('still reconciles the money on what was typed', () => {
    const edited = applyManualReturnPremiums(computed, { returnPremiums: { liabilityPremium: -1 } });
    expect(edited.paymentReceived - edited.refundDue + edited.amountOwing).toBe(
      edited.earnedPremium + edited.tax + edited.earnedFee,
    );
  });

  it('refuses an unknown line or fractional cents', () => {
    expect(() => applyManualReturnPremiums(computed, { returnPremiums: { alePremium: -1 } })).toThrow(
      RangeError,
    );
    expect(() => applyManualReturnPremiums(computed, { returnPremiums: { contentsPremium: -1.5 } })).toThrow(
      RangeError,
    );
    expect(() => applyManualReturnPremiums(computed, { totalReturnPremium: Number.NaN })).toThrow(RangeError);
  });
});
