import { describe, expect, it } from 'vitest';
import { MAKE_QUOTE_DAY, makeQuote } from '../cancellation/cancellation.test-support.ts';
import { taxRowsOn } from '../taxes/taxes-on.ts';
import { applyRate } from '../money.ts';
import { PAYMENT_PERIODS } from '../statuses.ts';
import { gstHstOf, transactionFigures } from '../reports/commission-report.ts';

describe('gstHstOf (the tax report’s GST/HST of a bind)', () => {
  it.each([
    ['ON', 0],
    ['ON', 10_000],
    ['BC', 10_000],
    ['QC', 2_345],
    ['AB', 0],
  ] as const)(
    '%s with a custom fee of %i cents: GST/HST on the transaction and custom fees, never their PST',
    (province, customFee) => {
      const quote = makeQuote(undefined, province, customFee);
      const rate =
        taxRowsOn({
          province,
          taxClass: 'personalProperty',
          component: 'transactionFee',
          on: MAKE_QUOTE_DAY,
        }).find((row) => row.kind === 'federal')?.rate ?? Number.NaN;
      for (const period of PAYMENT_PERIODS) {
        expect(gstHstOf(quote, period)).toBe(
          applyRate(quote.transactionFee, rate) + applyRate(customFee, rate),
        );
        // What the insured paid in taxes on fees is GST/HST plus PST, to the cent.
        const feeTaxes =
          quote.transactionFeeGST +
          quote.transactionFeePST +
          quote.customFeeTax +
          quote.stripeFeesPST[period];
        expect(gstHstOf(quote, period) + quote.totalPST[period]).toBe(feeTaxes);
      }
    },
  );

  it('is stored on a bind’s figures and is 0 on a later change', () => {
    const quote = makeQuote(undefined, 'BC', 5_000);
    const base = {
      boundQuote: quote,
      paymentPeriod: 'monthly' as const,
      taxDelta: 0,
      feeDelta: 0,
      totalDelta: 0,
    };
    expect(transactionFigures({ ...base, type: 'New Business', premiumDelta: 0 }).gstHst).toBe(
      gstHstOf(quote, 'monthly'),
    );
    expect(transactionFigures({ ...base, type: 'Endorsement', premiumDelta: 1_000 }).gstHst).toBe(0);
  });
});
