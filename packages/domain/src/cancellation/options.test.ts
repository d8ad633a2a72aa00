import { describe, expect, it } from 'vitest';
import {
  adminFeeWaiverAllowed,
  appliedWaivers,
  CANCELLATION_DESCRIPTIONS,
  CANCELLATION_OPTION_LABELS,
  CANCELLATION_OPTIONS,
  CANCELLATION_REASONS,
  defaultCancellationOption,
  isCancellationOption,
  missedPaymentFeeWaiverAllowed,
  waiverBoxes,
  type CancellationOption,
  type WaiverContext,
} from './options.ts';

const all = { feeWaived: true, adminFeeWaived: true, missedPaymentFeeWaived: true };
const none = { feeWaived: false, adminFeeWaived: false, missedPaymentFeeWaived: false };
const offered: WaiverContext = {
  brokerageCode: 'MAPLE',
  productId: 'tenants',
  openMissedPaymentFees: [2_500],
};
const notOffered: WaiverContext = {
  brokerageCode: 'APOLLO',
  productId: 'tenants',
  openMissedPaymentFees: [],
};

describe('options data (spec 4 and 9)', () => {
  it('has the four options with their labels', () => {
    expect(CANCELLATION_OPTIONS).toEqual(['shortrate', 'prorata', 'mrp', 'flat']);
    expect(CANCELLATION_OPTIONS.map((option) => CANCELLATION_OPTION_LABELS[option])).toEqual([
      'SHORT RATE',
      'PRO RATA',
      'MRP',
      'FLAT',
    ]);
    expect(isCancellationOption('mrp')).toBe(true);
    expect(isCancellationOption('MRP')).toBe(false);
  });

  it('has the six descriptions and the eighteen reasons, word for word', () => {
    expect(CANCELLATION_DESCRIPTIONS).toHaveLength(6);
    expect(CANCELLATION_DESCRIPTIONS).toContain('Policy Cancellation for Non-Payment (MRP Applied)');
    expect(CANCELLATION_REASONS.map((reason) => reason.value)).toEqual([
      'Cancelled by Insurer',
      'Client Deceased',
      'Commercial No Longer in Business',
      'Commercial Coverage Placed Elsewhere',
      'Disputes and AR Cancellations',
      'Property Sold',
      'Purchased in Error',
      'Tenant Bundling with Auto Insurance',
      'Tenant Bought a Condo/Home',
      'Tenant Duplicate Policy',
      'Tenant Does Not Want Insurance',
      'Tenant Moved',
      'Tenant Moved In with Family',
      'Tenant Moved Out of Country',
      'Tenant Coverage Placed Elsewhere',
      'Tenant Policy Rewrite',
      'Wrong Policy Sold',
      'Other',
    ]);
    expect(CANCELLATION_REASONS.filter((reason) => reason.allowsCustomText).length).toBeGreaterThan(1);
  });
});

describe('defaultCancellationOption (spec 4)', () => {
  it.each([
    ['a date after the effective date', '2025-03-02', 'shortrate'],
    ['the last day', '2026-03-01', 'shortrate'],
    ['the effective date itself', '2025-03-01', 'flat'],
    ['a date before the effective date', '2025-02-20', 'flat'],
  ])('%s', (_name, cancelDay, option) => {
    expect(defaultCancellationOption('2025-03-01', cancelDay)).toBe(option);
  });
});

describe('waiver rules (spec 4 and 6)', () => {
  it.each([
    ['MAPLE', 'tenants', true],
    ['maple', 'student-tenants', true],
    [' Maple ', 'tenants', true],
    ['MAPLE', 'tenants-plus', false],
    ['MAPLE', 'contractors', false],
    ['APOLLO', 'tenants', false],
  ])('admin fee waiver for %s on %s: %s', (brokerage, product, allowed) => {
    expect(adminFeeWaiverAllowed(brokerage, product)).toBe(allowed);
  });

  it('offers the missed payment fee waiver only with an open MPF invoice still due', () => {
    expect(missedPaymentFeeWaiverAllowed([])).toBe(false);
    expect(missedPaymentFeeWaiverAllowed([0])).toBe(false);
    expect(missedPaymentFeeWaiverAllowed([0, 2_500])).toBe(true);
  });

  it.each<[CancellationOption, WaiverContext, typeof all, typeof all]>([
    ['shortrate', offered, all, all],
    ['shortrate', offered, none, none],
    ['prorata', notOffered, all, { feeWaived: true, adminFeeWaived: false, missedPaymentFeeWaived: false }],
    ['flat', offered, none, { feeWaived: true, adminFeeWaived: false, missedPaymentFeeWaived: false }],
    ['flat', offered, all, all],
    ['mrp', offered, all, none],
  ])('%s applies the waivers as allowed', (option, context, requested, applied) => {
    expect(appliedWaivers(option, requested, context)).toEqual(applied);
  });

  it('shows and enables the boxes as the option and the policy allow', () => {
    expect(waiverBoxes('shortrate', offered)).toEqual({
      feeWaived: { visible: true, enabled: true },
      adminFeeWaived: { visible: true, enabled: true },
      missedPaymentFeeWaived: { visible: true, enabled: true },
    });
    expect(waiverBoxes('mrp', offered)).toEqual({
      feeWaived: { visible: true, enabled: false },
      adminFeeWaived: { visible: true, enabled: false },
      missedPaymentFeeWaived: { visible: true, enabled: false },
    });
    expect(waiverBoxes('flat', notOffered)).toEqual({
      feeWaived: { visible: true, enabled: false },
      adminFeeWaived: { visible: false, enabled: false },
      missedPaymentFeeWaived: { visible: false, enabled: false },
    });
  });
});
