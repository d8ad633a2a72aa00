import { applyRate, type Cents } from '../money.ts';
import type { PaymentPeriod } from '../statuses.ts';
import type { Quote } from './types.ts';

/**
 * The quote as bound on a plan: premiumsTaxes is that plan's premium tax (each payment at the rate
 * in force on its due day, premiumsTaxesByPeriod), so that everything reading a bound quote's
 * premium tax (the history, the commission report, a cancellation) reads what the plan charges.
 * The same quote when every plan carries the same premium tax.
 */
export function quoteForPlan(quote: Quote, period: PaymentPeriod): Quote {
  const premiumsTaxes = premiumsTaxesFor(quote, period);
  return premiumsTaxes === quote.premiumsTaxes ? quote : { ...quote, premiumsTaxes };
}

/**
 * The premium tax of a plan: premiumsTaxesByPeriod (premiumsTaxes for a quote stored before it
 * existed, when every plan was taxed alike).
 */
export function premiumsTaxesFor(
  quote: Pick<Quote, 'premiumsTaxes'> & Partial<Pick<Quote, 'premiumsTaxesByPeriod'>>,
  period: PaymentPeriod,
): Cents {
  return quote.premiumsTaxesByPeriod?.[period] ?? quote.premiumsTaxes;
}

/**
 * The premium tax rate a quote's premium was charged at as a whole: its premiumsTaxRate, or, when
 * its plan's payments were taxed at different rates, premiumsTaxes / premiumsSum, so that a return
 * of part of the premium returns its tax in proportion (domain-facts.md: taxes on premium follow
 * the premium, returned in proportion).
 */
export function chargedPremiumTaxRate(
  quote: Pick<Quote, 'premiumsSum' | 'premiumsTaxes' | 'premiumsTaxRate'>,
): number {
  if (quote.premiumsSum <= 0) return quote.premiumsTaxRate;
  return applyRate(quote.premiumsSum, quote.premiumsTaxRate) === quote.premiumsTaxes
    ? quote.premiumsTaxRate
    : quote.premiumsTaxes / quote.premiumsSum;
}
