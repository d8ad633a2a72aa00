import { describe, expect, it } from 'vitest';
import type { PaymentPeriod } from '../statuses.ts';
import { endorsementPaymentPlan, MANUAL_REFUND_NOTE, type EndorsementPaymentPlan } from './refunds.ts';

const NON_ANNUAL =
  'Currently we only support auto refund for annual payment. The endorsement will be saved, please refund manually.';
const NO_CARD = "We didn't find any payment in your profile, please pay with a new card or refund manually.";
const NO_CHANGE = 'This endorsement will not affect the policy premium.';

describe('endorsementPaymentPlan (spec 8 and 9)', () => {
  it.each<[number, PaymentPeriod, boolean, EndorsementPaymentPlan]>([
    [
      5_672,
      'annual',
      true,
      { action: 'charge', amount: 5_672, requiresNewCard: false, message: null, refundNote: null },
    ],
    [
      5_672,
      'monthly',
      true,
      { action: 'charge', amount: 5_672, requiresNewCard: false, message: null, refundNote: null },
    ],
    [
      5_672,
      'instalment',
      true,
      { action: 'charge', amount: 5_672, requiresNewCard: false, message: null, refundNote: null },
    ],
    [
      5_672,
      'annual',
      false,
      { action: 'charge', amount: 5_672, requiresNewCard: true, message: NO_CARD, refundNote: null },
    ],
    [
      -5_483,
      'annual',
      true,
      { action: 'autoRefund', amount: 5_483, requiresNewCard: false, message: null, refundNote: null },
    ],
    [
      -5_483,
      'monthly',
      true,
      {
        action: 'manualRefund',
        amount: 5_483,
        requiresNewCard: false,
        message: NON_ANNUAL,
        refundNote: MANUAL_REFUND_NOTE,
      },
    ],
    [
      -5_483,
      'instalment',
      false,
      {
        action: 'manualRefund',
        amount: 5_483,
        requiresNewCard: false,
        message: NON_ANNUAL,
        refundNote: MANUAL_REFUND_NOTE,
      },
    ],
    [
      -5_483,
      'annual',
      false,
      {
        action: 'manualRefund',
        amount: 5_483,
        requiresNewCard: false,
        message: NO_CARD,
        refundNote: MANUAL_REFUND_NOTE,
      },
    ],
    [
      0,
      'annual',
      true,
      { action: 'none', amount: 0, requiresNewCard: false, message: NO_CHANGE, refundNote: null },
    ],
    [
      0,
      'monthly',
      false,
      { action: 'none', amount: 0, requiresNewCard: false, message: NO_CHANGE, refundNote: null },
    ],
  ])('total %i, %s, card on file %s', (total, paymentPeriod, hasCardOnFile, expected) => {
    expect(endorsementPaymentPlan({ total, paymentPeriod, hasCardOnFile })).toEqual(expected);
  });

  it('records manual refunds as made from the CRM', () => {
    expect(MANUAL_REFUND_NOTE).toBe('Manual refund from CRM');
  });

  it('refuses fractions of a cent', () => {
    expect(() =>
      endorsementPaymentPlan({ total: 1.5, paymentPeriod: 'annual', hasCardOnFile: true }),
    ).toThrow(RangeError);
  });
});
