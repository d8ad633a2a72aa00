import { describe, expect, it } from 'vitest';
import { buildQuote } from '../rating/build-quote.ts';
import { backfillFigures, type BackfillInput } from './backfill-figures.ts';
import { transactionFigures } from './commission-report.ts';

const quote = buildQuote({
  productId: 'tenants',
  productVersion: '3',
  province: 'BC',
  rated: {
    priced: true,
    premiums: [{ key: 'contentsPremium', label: 'Contents', amount: 120_000 }],
    unpricedReasons: [],
  },
  customFee: 2_500,
});

const bind: BackfillInput = {
  type: 'New Business',
  premiumDelta: quote.premiumsSum,
  taxDelta: quote.premiumsTaxes,
  feeDelta: quote.total.monthly - quote.premiumsSum - quote.premiumsTaxes,
  totalDelta: quote.total.monthly,
  boundQuote: quote,
  paymentPeriod: 'monthly',
  afterBind: true,
  charges: {},
  ledgerKnown: false,
};
const endorsement: BackfillInput = {
  ...bind,
  type: 'Endorsement',
  premiumDelta: 10_001,
  taxDelta: 800,
  feeDelta: 412,
  totalDelta: 11_213,
  charges: { cardFee: 312, financingFee: 100 },
  ledgerKnown: true,
};

describe('backfillFigures', () => {
  it('gives exactly what recordPolicyChange stores today, for a bind and for a later change', () => {
    expect(backfillFigures(bind)).toEqual({
      figures: transactionFigures({ ...bind, boundQuote: quote, paymentPeriod: 'monthly' }),
    });
    const result = backfillFigures(endorsement);
    expect(result).toEqual({
      figures: transactionFigures({ ...endorsement, boundQuote: quote, paymentPeriod: 'monthly' }),
    });
    if (!('figures' in result)) throw new Error('expected figures');
    expect(result.figures).toMatchObject({
      premium: 10_001,
      providerFees: 312,
      financingFees: 100,
      totalCharged: 11_213,
    });
    expect(
      result.figures.brokerCommission + result.figures.mgaCommission + result.figures.insurerPremium,
    ).toBe(10_001);
  });

  it('leaves out, with the reason, what cannot be known exactly', () => {
    const cases: [Partial<BackfillInput>, string][] = [
      [{ type: 'Note', premiumDelta: 0, taxDelta: 0, feeDelta: 0, totalDelta: 0 }, 'not reported'],
      [{ boundQuote: null }, 'no bound quote'],
      [{ boundQuote: { ...quote, stripeFees: { annual: 1 } } }, 'no bound quote'],
      [{ paymentPeriod: 'weekly' }, 'no bound quote'],
      [{ afterBind: false }, 'before bind'],
      [{ ledgerKnown: false }, 'before the ledger'],
    ];
    for (const [change, reason] of cases)
      expect(backfillFigures({ ...endorsement, ...change }), reason).toEqual({ skipped: reason });
    // A bind's figures are its quote's: the ledger is not needed.
    expect(backfillFigures({ ...bind, ledgerKnown: false })).toHaveProperty('figures');
  });
});
