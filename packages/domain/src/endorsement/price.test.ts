import { describe, expect, it } from 'vitest';
import { PRODUCT_DEFINITIONS } from '../products/definitions/index.ts';
import { quoteApplication } from '../products/quote-application.ts';
import type { Form, ProductDefinition } from '../products/types.ts';
import type { PaymentPeriod } from '../statuses.ts';
import { contractorsForm, roommate, TERM, tenantsForm } from './endorsement-forms.test-support.ts';
import { priceEndorsement, type EndorsementPricingInput } from './price.ts';
import type { EndorsementChange } from './validate.ts';

const product = (productId: string): ProductDefinition => {
  const found = PRODUCT_DEFINITIONS[productId];
  if (!found) throw new Error(`No product ${productId}`);
  return found;
};
const TENANTS = product('tenants');
const CONTRACTORS = product('contractors');

/** An endorsement of a bound policy whose quote is the current form's. */
function endorse(
  definition: ProductDefinition,
  currentForm: Form,
  changes: EndorsementChange[],
  endorsementEffectiveDay: string,
  extra: Partial<EndorsementPricingInput> = {},
) {
  const today = extra.today ?? TERM.today;
  return priceEndorsement({
    definition,
    currentForm,
    changes,
    currentQuote: quoteApplication(definition, currentForm, { today }).quote,
    paymentPeriod: 'annual',
    policyEffectiveDay: TERM.effective,
    policyExpiryDay: TERM.expiry,
    endorsementEffectiveDay,
    today,
    ...extra,
  });
}

const ADD_ROOMMATE: EndorsementChange[] = [{ field: 'roommates', newValue: [roommate('Sam Chen')] }];
const RAISE_CONTENTS: EndorsementChange[] = [{ field: 'contents-limit', newValue: '50000' }];

describe('priceEndorsement on tenants (Toronto, 8% premium tax, 365-day term)', () => {
  it('re-quotes the full term with the changes applied', () => {
    const result = endorse(TENANTS, tenantsForm(), ADD_ROOMMATE, '2025-09-01');
    expect(result.newForm.roommates).toEqual([roommate('Sam Chen')]);
    expect(result.newQuote.premiumsSum).toBe(28_613);
    expect(result.annualPolicyDifference).toBe(28_613 - 18_375);
    expect(result.newQuote.additionalPremium).toBe(0);
    expect(result.newQuoteWithEndorsement).toEqual({ ...result.newQuote, additionalPremium: 5_077 });
    expect(result).toMatchObject({
      issuable: true,
      refusedReasons: [],
      errors: {},
      eligibility: { status: 'eligible' },
    });
  });

  // An added roommate: +$102.38 a year. Credit card surcharge: 2.4% of premium + tax (rounded down
  // to stay within 2.4%), no PST in Ontario.
  // On the last day the $0.30 is under the card minimum ($0.50): invoiced, so no surcharge (issue 11).
  it.each([
    ['the first day', '2025-03-01', 365, 10_238, 819, 265, 11_322],
    ['mid-term', '2025-09-01', 181, 5_077, 406, 131, 5_614],
    ['the last day in force', '2026-02-28', 1, 28, 2, 0, 30],
  ])('adds a roommate on %s', (_name, day, daysRemaining, premium, tax, fees, total) => {
    const result = endorse(TENANTS, tenantsForm(), ADD_ROOMMATE, day);
    expect(result.daysRemaining).toBe(daysRemaining);
    expect(result.additionalPremium).toBe(premium);
    expect(result.tax).toBe(tax);
    expect(result.endorsementFeesAndTotals).toEqual({
      premium,
      tax,
      cardFee: fees,
      cardFeePST: 0,
      fees,
      total: { annual: total },
    });
    expect(result.noPremiumChange).toBe(false);
  });

  it('charges no surcharge when the policy is paid by debit card (the bound quote or the card told)', () => {
    const debitQuote = quoteApplication(TENANTS, tenantsForm(), {
      today: TERM.today,
      cardFunding: 'debit',
    }).quote;
    const bound = endorse(TENANTS, tenantsForm(), ADD_ROOMMATE, '2025-03-01', { currentQuote: debitQuote });
    expect(bound.endorsementFeesAndTotals).toMatchObject({ cardFee: 0, fees: 0, total: { annual: 11_057 } });
    expect(bound.newQuote.cardFunding).toBe('debit');
    const told = endorse(TENANTS, tenantsForm(), ADD_ROOMMATE, '2025-03-01', { cardFunding: 'prepaid' });
    expect(told.endorsementFeesAndTotals.fees).toBe(0);
  });

  it('raises the contents limit mid-term ($84.00 a year more)', () => {
    const result = endorse(TENANTS, tenantsForm(), RAISE_CONTENTS, '2025-09-01');
    expect(result.annualPolicyDifference).toBe(8_400);
    // 8,400 x 181 / 365 = 4,165.48 -> 4,165; tax 333.2 -> 333; surcharge 2.4% of 4,498 = 107.95 -> 107.
    expect(result.endorsementFeesAndTotals).toEqual({
      premium: 4_165,
      tax: 333,
      cardFee: 107,
      cardFeePST: 0,
      fees: 107,
      total: { annual: 4_605 },
    });
  });

  it('returns premium and tax when a roommate leaves (negative, no fee)', () => {
    const result = endorse(
      TENANTS,
      tenantsForm({ roommates: [roommate('Sam Chen')] }),
      [{ field: 'roommates', newValue: [] }],
      '2025-09-01',
      {
        paymentPeriod: 'monthly',
      },
    );
    expect(result.annualPolicyDifference).toBe(-10_238);
    expect(result.endorsementFeesAndTotals).toEqual({
      premium: -5_077,
      tax: -406,
      cardFee: 0,
      cardFeePST: 0,
      fees: 0,
      total: { annual: -5_483 },
    });
    expect(result.autoRefund).toBe(false);
  });

  it.each<[PaymentPeriod, boolean]>([
    ['annual', true],
    ['monthly', false],
    ['instalment', false],
  ])('a return on a %s plan is refunded automatically: %s', (paymentPeriod, autoRefund) => {
    const form = tenantsForm({ 'contents-limit': '50000' });
    const result = endorse(TENANTS, form, [{ field: 'contents-limit', newValue: '30000' }], '2025-09-01', {
      paymentPeriod,
    });
    expect(result.endorsementFeesAndTotals.total.annual).toBeLessThan(0);
    expect(result.autoRefund).toBe(autoRefund);
  });

  it('pro-rates over 366 days in a leap-year term', () => {
    const leap = { policyEffectiveDay: '2024-01-01', policyExpiryDay: '2025-01-01', today: '2023-12-20' };
    const common = { policyEffectiveDay: '2025-01-01', policyExpiryDay: '2026-01-01', today: '2024-12-20' };
    // 10,238 x 184 / 366 = 5,146.93 and 10,238 x 184 / 365 = 5,161.03.
    expect(endorse(TENANTS, tenantsForm(), ADD_ROOMMATE, '2024-07-01', leap).additionalPremium).toBe(5_147);
    expect(endorse(TENANTS, tenantsForm(), ADD_ROOMMATE, '2025-07-01', common).additionalPremium).toBe(5_161);
    expect(endorse(TENANTS, tenantsForm(), ADD_ROOMMATE, '2024-07-01', leap).termDays).toBe(366);
  });

  it.each<[string, EndorsementChange[]]>([
    ['an email typo fix', [{ field: 'email', newValue: 'jordan.a.rivera@example.net' }]],
    ['a named insured change', [{ field: 'insured-name', newValue: 'Jordan A. Rivera' }]],
    ['no change at all', []],
  ])('%s does not affect the premium', (_name, changes) => {
    const result = endorse(TENANTS, tenantsForm(), changes, '2025-09-01');
    expect(result.annualPolicyDifference).toBe(0);
    expect(result.endorsementFeesAndTotals).toEqual({
      premium: 0,
      tax: 0,
      cardFee: 0,
      cardFeePST: 0,
      fees: 0,
      total: { annual: 0 },
    });
    expect(result.noPremiumChange).toBe(true);
    expect(result.issuable).toBe(true);
  });

  it('moves the risk to another province: new premium, the old province tax returned', () => {
    const changes = [
      { field: 'business-address-postal', newValue: 'V6G 2Z6' },
      { field: 'business-address-city', newValue: 'Vancouver' },
    ];
    const result = endorse(TENANTS, tenantsForm(), changes, '2025-09-01');
    expect(result.newForm['business-address-province']).toBe('BC');
    expect(result.newQuote.premiumsTaxRate).toBe(0);
    // premium (19,250 - 18,375) x 181/365 = 433.9 -> 434; tax (0 - 1,470) x 181/365 = -728.96 -> -729.
    expect(result.endorsementFeesAndTotals).toMatchObject({
      premium: 434,
      tax: -729,
      fees: 0,
      total: { annual: -295 },
    });
  });
});

describe('priceEndorsement refusals', () => {
  it('refuses a change that makes the risk ineligible', () => {
    const result = endorse(TENANTS, tenantsForm(), [{ field: 'claims-count', newValue: 3 }], '2025-09-01');
    expect(result.eligibility.status).toBe('rejected');
    expect(result.issuable).toBe(false);
    expect(result.refusedReasons).toContain(
      'More than 2 claims in the last 5 years cannot be insured online.',
    );
  });

  it('refuses a referred change unless an underwriter allows it', () => {
    const changes = [
      { field: 'business-at-home', newValue: 'yes' },
      { field: 'business-description', newValue: 'Online tutoring, no visitors' },
    ];
    const refused = endorse(TENANTS, tenantsForm(), changes, '2025-09-01');
    expect(refused.refusedReasons).toEqual([
      'The change needs an underwriter: A business run from the rental is referred to an underwriter.',
    ]);
    expect(endorse(TENANTS, tenantsForm(), changes, '2025-09-01', { allowReferred: true }).issuable).toBe(
      true,
    );
  });

  it('refuses an answer left invalid by the change', () => {
    const result = endorse(
      TENANTS,
      tenantsForm(),
      [{ field: 'email', newValue: 'not-an-email' }],
      '2025-09-01',
    );
    expect(result.errors).toEqual({ email: 'Please enter a valid email address' });
    expect(result.refusedReasons).toEqual(['email: Please enter a valid email address']);
  });

  it('does not hold a rule the bound policy already met against an unrelated change', () => {
    // West Kelowna is under a wildfire moratorium from 2026-07-01: no new business, but the
    // insured's email can still be corrected on a policy bound before it.
    const form = tenantsForm({
      'business-address-postal': 'V1Z 1A1',
      'business-address-city': 'West Kelowna',
      'business-address-province': 'BC',
    });
    const result = endorse(
      TENANTS,
      form,
      [{ field: 'email', newValue: 'jordan@example.net' }],
      '2026-09-01',
      {
        policyEffectiveDay: '2026-03-01',
        policyExpiryDay: '2027-03-01',
        today: '2026-08-01',
      },
    );
    expect(result.eligibility.status).toBe('rejected');
    expect(result.issuable).toBe(true);
    expect(result.noPremiumChange).toBe(true);
  });

  it('throws on an endorsement day outside the term', () => {
    expect(() => endorse(TENANTS, tenantsForm(), ADD_ROOMMATE, TERM.expiry)).toThrow(RangeError);
  });
});

describe('priceEndorsement on contractors (Vancouver: no premium tax, 7% PST on the card fee)', () => {
  const floater = (limit: string): EndorsementChange[] => [
    { field: 'equipment-floater', newValue: true },
    { field: 'equipment-floater-limit', newValue: limit },
  ];

  it('adds an equipment floater mid-term', () => {
    const result = endorse(CONTRACTORS, contractorsForm(), floater('40000'), '2025-09-01');
    expect(result.newForm['equipment-floater-deductible']).toBe('1000');
    expect(result.annualPolicyDifference).toBe(80_000);
    // 80,000 x 181/365 = 39,671.23 -> 39,671; surcharge 2.4% = 952.10 -> 952; PST 66.64 -> 67.
    expect(result.endorsementFeesAndTotals).toEqual({
      premium: 39_671,
      tax: 0,
      cardFee: 952,
      cardFeePST: 67,
      fees: 1_019,
      total: { annual: 40_690 },
    });
  });

  it('increases the floater limit from the first day', () => {
    const current = contractorsForm({
      'equipment-floater': true,
      'equipment-floater-limit': '40000',
      'equipment-floater-deductible': '1000',
    });
    const result = endorse(
      CONTRACTORS,
      current,
      [{ field: 'equipment-floater-limit', newValue: '80000' }],
      TERM.effective,
    );
    // 80,000; surcharge 2.4% = 1,920; PST 134.4 -> 134.
    expect(result.endorsementFeesAndTotals).toEqual({
      premium: 80_000,
      tax: 0,
      cardFee: 1_920,
      cardFeePST: 134,
      fees: 2_054,
      total: { annual: 82_054 },
    });
  });

  it('drops the floater answers and returns its premium when it is removed', () => {
    const current = contractorsForm({
      'equipment-floater': true,
      'equipment-floater-limit': '40000',
      'equipment-floater-deductible': '1000',
    });
    const result = endorse(
      CONTRACTORS,
      current,
      [{ field: 'equipment-floater', newValue: false }],
      '2025-09-01',
    );
    expect(result.newForm['equipment-floater-limit']).toBeUndefined();
    expect(result.endorsementFeesAndTotals.total.annual).toBe(-39_671);
  });
});
