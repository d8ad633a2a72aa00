import { describe, expect, it } from 'vitest';
import { applyRate } from '../money.ts';
import { computeCancellation } from '../cancellation/compute.ts';
import { priceExtension } from '../extension/price.ts';
import {
  latestSegment,
  lineTaxRate,
  timelineDifference,
  timelineFromQuote,
  withEndorsement,
} from '../premium/timeline.ts';
import { PRODUCT_DEFINITIONS } from '../products/definitions/index.ts';
import { quoteApplication } from '../products/quote-application.ts';
import { sampleTenantsForm } from '../products/sample-forms.ts';
import type { Form, ProductDefinition } from '../products/types.ts';
import { roommate } from './endorsement-forms.test-support.ts';
import { priceEndorsement, type EndorsementPricing } from './price.ts';
import type { EndorsementChange } from './validate.ts';

/**
 * Issue 24 item 1 (docs/decisions/0062): Quebec's tax on insurance premiums is 9% on premiums paid
 * to 2026-12-31 and 9.975% from 2027-01-01. An endorsement is taxed at the rate of its charge day;
 * a return at the rate the returned money was charged at.
 */
const TENANTS = PRODUCT_DEFINITIONS['tenants'] as ProductDefinition;
const TERM = { effective: '2026-09-01', expiry: '2027-09-01', bound: '2026-08-20' } as const;
const montreal = (overrides: Form = {}) =>
  sampleTenantsForm(TERM.effective, {
    'business-address-province': 'QC',
    'business-address-postal': 'H2X 1Y4',
    'business-address-city': 'Montréal',
    ...overrides,
  });
const ADD_ROOMMATE: EndorsementChange[] = [{ field: 'roommates', newValue: [roommate('Sam Chen')] }];
const NO_ROOMMATE: EndorsementChange[] = [{ field: 'roommates', newValue: [] }];

const bound = quoteApplication(TENANTS, montreal(), { today: TERM.bound }).quote;

/** An endorsement effective and charged on `day`, after `previous` (or on the bound policy). */
function endorse(changes: EndorsementChange[], day: string, previous?: EndorsementPricing) {
  return priceEndorsement({
    definition: TENANTS,
    currentForm: previous?.newForm ?? montreal(),
    changes,
    currentQuote: previous?.newQuoteWithEndorsement ?? bound,
    ...(previous ? { timeline: previous.newTimeline } : {}),
    paymentPeriod: 'annual',
    policyEffectiveDay: TERM.effective,
    policyExpiryDay: TERM.expiry,
    endorsementEffectiveDay: day,
    today: day,
  });
}

describe('a Quebec endorsement either side of the 9% -> 9.975% change (2027-01-01)', () => {
  it('the policy was bound in 2026 at 9%', () => {
    expect(bound.province).toBe('QC');
    expect(bound.premiumsTaxRate).toBe(0.09);
  });

  it.each([
    ['2026-12-31', 0.09],
    ['2027-01-01', 0.09975],
  ])('an additional premium charged on %s is taxed at %s', (day, rate) => {
    const added = endorse(ADD_ROOMMATE, day);
    expect(added.additionalPremium).toBeGreaterThan(0);
    expect(added.tax).toBe(applyRate(added.additionalPremium, rate));
    expect(added.taxNames).toEqual([
      { kind: 'provincial', name: 'Quebec tax on insurance premiums', rate, authority: 'Revenu Québec' },
    ]);
  });

  it.each([
    ['2026-12-31', 0.09],
    ['2027-01-01', 0.09975],
  ])(
    'a roommate added on %s and removed a month later returns its premium at the rate it was charged at (%s)',
    (day, rate) => {
      const added = endorse(ADD_ROOMMATE, day);
      const removed = endorse(NO_ROOMMATE, '2027-02-01', added);
      expect(removed.additionalPremium).toBeLessThan(0);
      expect(removed.tax).toBe(applyRate(removed.additionalPremium, rate));
      expect(removed.taxNames.map((tax) => tax.rate)).toEqual([rate]);
    },
  );

  it('a return of premium charged in 2026 returns 9% even when it is returned in 2027', () => {
    const form = montreal({ roommates: [roommate('Sam Chen')] });
    const quote = quoteApplication(TENANTS, form, { today: TERM.bound }).quote;
    const removed = priceEndorsement({
      definition: TENANTS,
      currentForm: form,
      changes: NO_ROOMMATE,
      currentQuote: quote,
      paymentPeriod: 'annual',
      policyEffectiveDay: TERM.effective,
      policyExpiryDay: TERM.expiry,
      endorsementEffectiveDay: '2027-02-01',
      today: '2027-02-01',
    });
    expect(removed.additionalPremium).toBeLessThan(0);
    expect(removed.tax).toBe(applyRate(removed.additionalPremium, 0.09));
  });

  it('the timeline keeps what was raised at 9.975% as a tax layer of the raised lines, the rest at 9%', () => {
    const added = endorse(ADD_ROOMMATE, '2027-01-01');
    const latest = latestSegment(added.newTimeline);
    expect(latest.taxRate).toBe(0.09);
    const raised = Object.keys(latest.rates).filter(
      (key) => (latest.rates[key] ?? 0) > (bound.premiums.find((line) => line.key === key)?.amount ?? 0),
    );
    expect(raised.length).toBeGreaterThan(0);
    for (const key of raised) {
      const before = bound.premiums.find((line) => line.key === key)?.amount ?? 0;
      expect(latest.taxLayers?.[key]).toEqual([{ amount: (latest.rates[key] ?? 0) - before, rate: 0.09975 }]);
      expect(lineTaxRate(latest, key)).toBeGreaterThan(0.09);
      expect(lineTaxRate(latest, key)).toBeLessThanOrEqual(0.09975);
    }
    // The days before the endorsement keep the bound rate, with no layer.
    expect(added.newTimeline.segments[0]).toEqual({
      fromDay: TERM.effective,
      rates: expect.any(Object),
      taxRate: 0.09,
    });
  });
});

describe('a Quebec extension either side of 2027-01-01: the added days keep the rate they were charged at', () => {
  const QC = (rate: number) =>
    timelineFromQuote(
      {
        premiums: [{ key: 'buildingPremium', label: 'Building', amount: rate }],
        premiumsTaxRate: 0.09,
      } as never,
      '2026-01-01',
      '2027-01-01',
    );
  const card = (on: string) => ({ funding: 'debit' as const, productId: 'builders-risk', on });

  it.each([
    ['2026-12-31', 0.09],
    ['2027-01-01', 0.09975],
  ])('extended (charged on %s) and then lowered: the added days return at %s', (on, rate) => {
    const extension = priceExtension({
      timeline: QC(365_000),
      months: 3,
      province: 'QC',
      taxRate: rate,
      card: card(on),
    });
    expect(extension.charges.tax).toBe(applyRate(extension.premium, rate));
    // A later endorsement halves the premium over the added days only: the return is of money
    // charged at the extension's rate.
    const lowered = withEndorsement(
      extension.timeline,
      '2027-01-01',
      { buildingPremium: Math.round((latestSegment(extension.timeline).rates.buildingPremium ?? 0) / 2) },
      latestSegment(extension.timeline).taxRate,
    );
    const returned = timelineDifference(extension.timeline, lowered);
    expect(returned.premium).toBeLessThan(0);
    expect(returned.tax).toBe(applyRate(returned.premium, rate));
  });
});

describe('a cancellation after a 2027 increase on a Quebec policy charged in 2026', () => {
  const cancel = (added: EndorsementPricing, day: string) =>
    computeCancellation({
      policy: {
        quote: bound,
        paymentPeriod: 'annual',
        effectiveDay: TERM.effective,
        expiryDay: TERM.expiry,
        timeline: added.newTimeline,
        chargedSinceBind: { premiumTax: added.tax, cardFee: 0 },
        paymentReceived: bound.total.annual + added.endorsementFeesAndTotals.total.annual,
        paidMissedPaymentFees: 0,
        openMissedPaymentFees: [],
      },
      request: {
        cancEffectiveDate: day,
        cancOption: 'prorata',
        productId: 'tenants',
        brokerageCode: 'TEST',
        feeWaived: false,
        adminFeeWaived: false,
        missedPaymentFeeWaived: false,
      },
    });

  it('keeps 9% on the days before the increase and 9.975% on what the increase wrote since', () => {
    const added = endorse(ADD_ROOMMATE, '2027-01-01');
    // Cancelled on the day of the increase: every day in force was charged at 9%.
    const first = cancel(added, '2027-01-01');
    expect(first.tax).toBe(applyRate(first.earnedPremium, 0.09));
    // Half a year later: the days since 2027-01-01 wrote the roommate's premium at 9.975%.
    const later = cancel(added, '2027-07-01');
    expect(later.tax).toBeGreaterThan(applyRate(later.earnedPremium, 0.09));
    expect(later.tax).toBeLessThan(applyRate(later.earnedPremium, 0.09975));
    expect(later.returnTax).toBe(later.tax - (bound.premiumsTaxes + added.tax));
  });

  it('a policy with no increase at another rate is taxed as before: the latest segment’s rate', () => {
    const added = endorse(ADD_ROOMMATE, '2026-12-31');
    const later = cancel(added, '2027-07-01');
    expect(later.tax).toBe(applyRate(later.earnedPremium, 0.09));
  });
});
