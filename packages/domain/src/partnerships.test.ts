import { describe, expect, it } from 'vitest';
import {
  brokerageQuoteRates,
  brokerageSells,
  isPartnerCommissionRate,
  PARTNERSHIP_MESSAGES,
  partnerTermsIssue,
  SIGNUP_CODE_PATTERN,
  SUBDOMAIN_PATTERN,
} from './partnerships.ts';
import { PRODUCT_DEFINITIONS } from './products/definitions/index.ts';
import { quoteApplication } from './products/quote-application.ts';
import { sampleTenantsForm } from './products/sample-forms.ts';

describe('partner commission rates (5% to 20%, to a hundredth of a percent)', () => {
  it.each([
    [0.05, true],
    [0.2, true],
    [0.125, true],
    [0.1234, true],
    [0.049, false],
    [0.2001, false],
    [0.12345, false],
    [Number.NaN, false],
  ])('%s is %s', (rate, ok) => {
    expect(isPartnerCommissionRate(rate)).toBe(ok);
  });
});

describe('partnerTermsIssue', () => {
  const known = ['tenants', 'contractors'];
  it.each([
    [{ productIds: [], commissionRates: {} }, PARTNERSHIP_MESSAGES.noProducts],
    [{ productIds: ['pets'], commissionRates: {} }, PARTNERSHIP_MESSAGES.unknownProduct('pets')],
    [{ productIds: ['tenants'], commissionRates: { contractors: 0.1 } }, PARTNERSHIP_MESSAGES.rateForUnchosenProduct('contractors')],
    [{ productIds: ['tenants'], commissionRates: { tenants: 0.3 } }, PARTNERSHIP_MESSAGES.rateRange('tenants')],
    [{ productIds: ['tenants', 'contractors'], commissionRates: { tenants: 0.18 } }, null],
  ])('%j: %s', (terms, issue) => {
    expect(partnerTermsIssue(terms, known)).toBe(issue);
  });
});

describe('codes and subdomains', () => {
  it.each([
    ['NORTHSTAR', true],
    ['AB', false],
    ['north', false],
    ['NORTH-1', false],
  ])('sign-up code %s: %s', (code, ok) => expect(SIGNUP_CODE_PATTERN.test(code)).toBe(ok));
  it.each([
    ['northstar', true],
    ['north-star-2', true],
    ['-north', false],
    ['north-', false],
    ['North', false],
    ['n', false],
  ])('subdomain %s: %s', (sub, ok) => expect(SUBDOMAIN_PATTERN.test(sub)).toBe(ok));
});

describe('what a brokerage sells and the rates it quotes with', () => {
  it('a house brokerage (no list) sells everything; a partner only its products', () => {
    expect(brokerageSells({ productIds: null }, 'tenants')).toBe(true);
    expect(brokerageSells({ productIds: ['contractors'] }, 'tenants')).toBe(false);
    expect(brokerageSells({ productIds: ['tenants'] }, 'tenants')).toBe(true);
  });

  it("prices a partner's quote with its broker commission: the split moves, the customer's total does not", () => {
    const definition = PRODUCT_DEFINITIONS.tenants!;
    const form = sampleTenantsForm('2026-12-01');
    const house = quoteApplication(definition, form, { today: '2026-11-26' });
    const rates = brokerageQuoteRates({ commissionRates: { tenants: 0.2 } }, 'tenants');
    expect(rates).toEqual({ brokerCommissionRate: 0.2 });
    const partner = quoteApplication(definition, form, { today: '2026-11-26', rates });
    expect(brokerageQuoteRates({ commissionRates: { contractors: 0.2 } }, 'tenants')).toEqual({});
    expect(brokerageQuoteRates(null, 'tenants')).toEqual({});
    expect(house.quote.priced && partner.quote.priced).toBe(true);
    if (!house.quote.priced || !partner.quote.priced) return;
    expect(partner.quote.total).toEqual(house.quote.total);
    expect(partner.quote.brokerPremium).toBeGreaterThan(house.quote.brokerPremium);
    expect(partner.quote.brokerPremium + partner.quote.dmgaPremium + partner.quote.insurerPremium).toBe(
      partner.quote.premiumsSum,
    );
  });
});
