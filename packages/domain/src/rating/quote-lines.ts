import { sumCents, type Cents } from '../money.ts';
import type { PaymentPeriod } from '../statuses.ts';
import type { TaxKind } from '../taxes/tax-rows.ts';
import type { TaxName } from '../taxes/taxes-on.ts';
import { namesInBrackets, premiumTaxLabel, taxLabel } from '../taxes/tax-labels.ts';
import { financingFeeFor } from './build-quote.ts';
import { debitCardNote } from './card-surcharge.ts';
import { PAYMENT_PLANS } from './payment-schedule.ts';
import { premiumsTaxesFor } from './quote-for-plan.ts';
import type { Quote } from './types.ts';

/** One displayed line: a label and its amount in cents. */
export interface BreakdownLine {
  label: string;
  amount: Cents;
}

/** A titled group of lines; `total` is the sum of its lines. */
export interface BreakdownSection {
  title: string;
  lines: BreakdownLine[];
  total: Cents;
}

/** What a quote screen or a declarations page shows for one payment period. */
export interface QuoteBreakdown {
  sections: BreakdownSection[];
  total: Cents;
  /**
   * Shown under the total when the quote carries a credit card surcharge: debit and prepaid cards
   * carry none, and what the plan costs by debit card. Null when there is no surcharge.
   */
  cardNote: string | null;
}

/** The title and first line label of the surcharge section (disclosed before payment). */
export const CARD_SURCHARGE_LABEL = 'Credit card surcharge';


function section(title: string, lines: BreakdownLine[]): BreakdownSection {
  return { title, lines, total: sumCents(lines.map((line) => line.amount)) };
}

/** Lines of 0 are left out of the fee sections (premium lines are shown as the product gives them). */
function nonZero(lines: BreakdownLine[]): BreakdownLine[] {
  return lines.filter((line) => line.amount !== 0);
}

/** The fee's taxes of a kind (federal GST/HST, provincial PST/RST/QST), named. */
function feeTaxLabel(
  names: readonly TaxName[] | undefined,
  kind: TaxKind,
  fee: string,
  fallback: string,
): string {
  const label = taxLabel(
    names?.filter((tax) => tax.kind === kind),
    '',
  );
  return label ? `${label} on ${fee}` : fallback;
}

function paymentsLabel(period: PaymentPeriod): string {
  const payments = PAYMENT_PLANS[period].payments;
  return payments === 1 ? '1 payment' : `${payments} payments`;
}

/**
 * The lines of a quote for a payment period, in display order: premiums, taxes, fees, the credit
 * card surcharge (its own line, disclosed before payment), financing. Each section's total is the sum of its lines, sections and lines of 0
 * are left out, and for a quote from buildQuote the section totals add up to `total` =
 * quote.total[period]. An unpriced quote has no sections and a total of 0. Used by the web quote
 * screen and the declarations PDF.
 */
export function quoteBreakdown(quote: Quote, period: PaymentPeriod): QuoteBreakdown {
  if (!quote.priced) return { sections: [], total: 0, cardNote: null };
  const sections = [
    section(
      'Premiums',
      quote.premiums.map((line) => ({ label: line.label, amount: line.amount })),
    ),
    section(
      'Taxes',
      nonZero([
        {
          // The tax, its rates and whom it is owed to (issue 24 item 1).
          label: premiumTaxLabel(quote.taxNames?.premium[period], quote.premiumsTaxRate),
          amount: premiumsTaxesFor(quote, period),
        },
      ]),
    ),
    section(
      'Fees',
      nonZero([
        { label: 'Transaction fee', amount: quote.transactionFee },
        {
          label: feeTaxLabel(
            quote.taxNames?.transactionFee,
            'federal',
            'transaction fee',
            'GST/HST on transaction fee',
          ),
          amount: quote.transactionFeeGST,
        },
        {
          label: feeTaxLabel(
            quote.taxNames?.transactionFee,
            'provincial',
            'transaction fee',
            'PST on transaction fee',
          ),
          amount: quote.transactionFeePST,
        },
        { label: 'Broker fee', amount: quote.customFee },
        {
          label: `Taxes on broker fee${namesInBrackets(quote.taxNames?.customFee)}`,
          amount: quote.customFeeTax,
        },
        { label: 'Platform fee', amount: quote.saasFee },
      ]),
    ),
    section(
      CARD_SURCHARGE_LABEL,
      nonZero([
        {
          label: `${CARD_SURCHARGE_LABEL} (${paymentsLabel(period)})`,
          amount: quote.stripeFeesPreTax[period],
        },
        {
          label: feeTaxLabel(
            quote.taxNames?.cardSurcharge,
            'provincial',
            'credit card surcharge',
            'PST on credit card surcharge',
          ),
          amount: quote.stripeFeesPST[period],
        },
      ]),
    ),
    section('Financing', nonZero([{ label: 'Financing fee', amount: financingFeeFor(quote, period) }])),
  ].filter((candidate) => candidate.lines.length > 0);
  const surcharged = quote.stripeFees[period];
  const cardNote = surcharged > 0 ? debitCardNote(quote.total[period] - surcharged) : null;
  return { sections, total: quote.total[period], cardNote };
}
