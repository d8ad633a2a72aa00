import { describe, expect, it } from 'vitest';
import { policyTotalPremium } from './policy-total.ts';

describe('policyTotalPremium', () => {
  it('adds each custom premium charged to the plan total, not the plan payments or voided invoices', () => {
    const invoices = [
      { type: 'premium', status: 'paid', amountDue: 120_000 },
      { type: 'custom premium', status: 'paid', amountDue: 10_763 },
      { type: 'custom premium', status: 'paid', amountDue: 5_000 },
      { type: 'custom premium', status: 'void', amountDue: 9_999 },
      { type: 'endorsement', status: 'paid', amountDue: 2_500 },
    ];
    expect(policyTotalPremium(120_000, invoices)).toBe(135_763);
  });

  it('is the plan total when there is no custom premium', () => {
    expect(policyTotalPremium(120_000, [])).toBe(120_000);
  });
});
