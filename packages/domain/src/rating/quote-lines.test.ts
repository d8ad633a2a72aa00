import { describe, expect, it } from 'vitest';
import { PROVINCES, type Province } from '../provinces.ts';
import { PAYMENT_PERIODS } from '../statuses.ts';
import { buildQuote } from './build-quote.ts';
import { quoteBreakdown } from './quote-lines.ts';
import type { QuoteInput } from './types.ts';

function input(amounts: number[], province: Province, customFee?: number): QuoteInput {
  const premiums = amounts.map((amount, index) => ({
    key: `p${index}Premium`,
    label: `Coverage ${index}`,
    amount,
  }));
  return {
    productId: 'p',
    productVersion: '1',
    province,
    rated: { priced: true, premiums, unpricedReasons: [] },
    customFee,
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe('quoteBreakdown', () => {
  it('lists a monthly BC quote with a broker fee, section by section', () => {
    const quote = buildQuote(input([30_000, 20_000], 'BC', 5_000));
    const breakdown = quoteBreakdown(quote, 'monthly');
    expect(breakdown.sections.map((section) => section.title)).toEqual([
      'Premiums',
      'Fees',
      'Credit card surcharge',
      'Financing',
    ]);
    expect(breakdown.sections[0]).toEqual({
      title: 'Premiums',
      lines: [
        { label: 'Coverage 0', amount: 30_000 },
        { label: 'Coverage 1', amount: 20_000 },
      ],
      total: 50_000,
    });
    expect(breakdown.sections[1]).toEqual({
      title: 'Fees',
      lines: [
        { label: 'Transaction fee', amount: 2_500 },
        { label: 'GST (5%) on transaction fee', amount: 125 },
        { label: 'PST (7%) on transaction fee', amount: 175 },
        { label: 'Broker fee', amount: 5_000 },
        { label: 'Taxes on broker fee (GST 5%, PST 7%)', amount: 600 },
        { label: 'Platform fee', amount: 1_000 },
      ],
      total: 9_400,
    });
    expect(breakdown.sections[2]?.lines).toEqual([
      { label: 'Credit card surcharge (12 payments)', amount: quote.stripeFeesPreTax.monthly },
      { label: 'PST (7%) on credit card surcharge', amount: quote.stripeFeesPST.monthly },
    ]);
    expect(breakdown.sections[3]?.lines).toEqual([{ label: 'Financing fee', amount: 2_500 }]);
    expect(breakdown.total).toBe(quote.total.monthly);
  });

  it('shows the premium tax with its rate and no financing for annual', () => {
    const breakdown = quoteBreakdown(buildQuote(input([100_000], 'ON')), 'annual');
    expect(breakdown.sections.find((section) => section.title === 'Taxes')?.lines).toEqual([
      {
        label: 'Ontario retail sales tax on insurance premiums (8%), Ontario Ministry of Finance',
        amount: 8_000,
      },
    ]);
    expect(breakdown.sections.map((section) => section.title)).not.toContain('Financing');
    // 111,825 before the surcharge x 2.4% = 2,683.8: at most 2.4%, so 2,683 (was 2.9% + 30: 3,273)
    expect(breakdown.sections.find((section) => section.title === 'Credit card surcharge')?.lines).toEqual([
      { label: 'Credit card surcharge (1 payment)', amount: 2_683 },
    ]);
    expect(breakdown.cardNote).toBe(
      'Debit and prepaid cards carry no surcharge: $1,118.25 in total by debit card.',
    );
  });

  it('shows no surcharge and no note for a debit card, nor for a Quebec tenant', () => {
    const debit = quoteBreakdown(
      buildQuote({ ...input([100_000], 'ON'), card: { funding: 'debit' } }),
      'annual',
    );
    expect(debit.sections.map((section) => section.title)).not.toContain('Credit card surcharge');
    expect(debit.total).toBe(111_825);
    expect(debit.cardNote).toBeNull();
    const quebecTenant = buildQuote({ ...input([100_000], 'QC'), productId: 'tenants' });
    expect(quoteBreakdown(quebecTenant, 'monthly').cardNote).toBeNull();
    expect(quebecTenant.stripeFees).toEqual({ annual: 0, monthly: 0, instalment: 0 });
  });

  it('names each tax and its rate: NL retail sales tax on a commercial line, Quebec tax on premiums by due day', () => {
    const nl = quoteBreakdown(buildQuote({ ...input([100_000], 'NL'), chargeDay: '2026-11-28' }), 'annual');
    expect(nl.sections.find((section) => section.title === 'Taxes')?.lines).toEqual([
      { label: 'NL retail sales tax (15%), Newfoundland and Labrador Department of Finance', amount: 15_000 },
    ]);
    expect(nl.sections.find((section) => section.title === 'Fees')?.lines).toContainEqual({
      label: 'NL retail sales tax (15%) on transaction fee',
      amount: 375,
    });
    const qc = buildQuote({ ...input([120_000], 'QC'), chargeDay: '2026-11-28', effectiveDay: '2026-11-28' });
    expect(quoteBreakdown(qc, 'annual').sections.find((section) => section.title === 'Taxes')?.lines).toEqual(
      [{ label: 'Quebec tax on insurance premiums (9%), Revenu Québec', amount: 10_800 }],
    );
    // 2 monthly payments of $100 in 2026 at 9%, 10 in 2027 at 9.975%: 1,800 + 9,975 cents.
    expect(
      quoteBreakdown(qc, 'monthly').sections.find((section) => section.title === 'Taxes')?.lines,
    ).toEqual([{ label: 'Quebec tax on insurance premiums (9%, 9.975%), Revenu Québec', amount: 11_775 }]);
  });

  it('has no lines for an unpriced quote', () => {
    const base = input([100], 'ON');
    const quote = buildQuote({
      ...base,
      rated: { ...base.rated, priced: false, unpricedReasons: ['Refer'] },
    });
    expect(quoteBreakdown(quote, 'monthly')).toEqual({ sections: [], total: 0, cardNote: null });
  });

  it.each(PROVINCES)(
    '%s: sections add up to their totals and to total[period], for many premiums',
    (province) => {
      const problems: string[] = [];
      const premiums = [1, 5, 10, 50, 99, 150, 1_234, 4_999, 100_000, 987_654, 123_456_789_012];
      for (const premium of premiums) {
        for (const customFee of [undefined, 1, 10, 2_005]) {
          const quote = buildQuote(input([premium, Math.floor(premium / 3)], province, customFee));
          for (const period of PAYMENT_PERIODS) {
            const { sections, total } = quoteBreakdown(quote, period);
            for (const section of sections) {
              if (sum(section.lines.map((line) => line.amount)) !== section.total)
                problems.push(`${section.title} ${premium}`);
            }
            if (sum(sections.map((section) => section.total)) !== total)
              problems.push(`grand ${premium} ${period}`);
            if (total !== quote.total[period]) problems.push(`total ${premium} ${period}`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
