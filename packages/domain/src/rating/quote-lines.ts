import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { sumCents, type Cents } from '../money.ts';
import type { PaymentPeriod } from '../statuses.ts';
import type { TaxKind } from '../taxes/tax-rows.ts';
import type { TaxName } from '../taxes/taxes-on.ts';
import { namesInBrackets, premiumTaxLabel, taxLabel } from '../taxes/tax-labels.ts';
import { financingFeeFor } from './build-quote.ts';
import { debitCardNote } from './card-surcharge.ts';
import { PAYMENT_PLANS } from './payment-schedule.ts';
import { premiumLineLabel } from './premium-line-labels.ts';
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

/** What the breakdown says, in each language (issue 27): section titles and fee lines. */
interface BreakdownWords {
  premiums: string;
  taxes: string;
  fees: string;
  cardSurcharge: string;
  financing: string;
  transactionFee: string;
  brokerFee: string;
  platformFee: string;
  financingFee: string;
  /** A tax on a fee: "GST (5%) on transaction fee". */
  taxOn: (tax: string, fee: string) => string;
  /** The fee as `taxOn` names it. */
  onTransactionFee: string;
  onCardSurcharge: string;
  /** Without tax names: the kind of tax, as quotes stored before taxes were named say it. */
  federalTax: string;
  provincialTax: string;
  taxesOnBrokerFee: string;
  payments: (count: number) => string;
}

export const BREAKDOWN_WORDS: Readonly<Record<Locale, BreakdownWords>> = {
  'en-CA': {
    premiums: 'Premiums',
    taxes: 'Taxes',
    fees: 'Fees',
    cardSurcharge: CARD_SURCHARGE_LABEL,
    financing: 'Financing',
    transactionFee: 'Transaction fee',
    brokerFee: 'Broker fee',
    platformFee: 'Platform fee',
    financingFee: 'Financing fee',
    taxOn: (tax, fee) => `${tax} on ${fee}`,
    onTransactionFee: 'transaction fee',
    onCardSurcharge: 'credit card surcharge',
    federalTax: 'GST/HST',
    provincialTax: 'PST',
    taxesOnBrokerFee: 'Taxes on broker fee',
    payments: (count) => (count === 1 ? '1 payment' : `${count} payments`),
  },
  'fr-CA': {
    premiums: 'Primes',
    taxes: 'Taxes',
    fees: 'Frais',
    cardSurcharge: 'Supplément pour carte de crédit',
    financing: 'Financement',
    transactionFee: 'Frais de transaction',
    brokerFee: 'Frais de courtage',
    platformFee: 'Frais de plateforme',
    financingFee: 'Frais de financement',
    taxOn: (tax, fee) => `${tax} sur ${fee}`,
    onTransactionFee: 'les frais de transaction',
    onCardSurcharge: 'le supplément pour carte de crédit',
    federalTax: 'TPS/TVH',
    provincialTax: 'TVP',
    taxesOnBrokerFee: 'Taxes sur les frais de courtage',
    payments: (count) => (count === 1 ? '1 paiement' : `${count} paiements`),
  },
};

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
  locale: Locale,
): string {
  const words = BREAKDOWN_WORDS[locale];
  const label = taxLabel(
    names?.filter((tax) => tax.kind === kind),
    '',
    locale,
  );
  return words.taxOn(label || (kind === 'federal' ? words.federalTax : words.provincialTax), fee);
}

/**
 * The lines of a quote for a payment period, in display order: premiums, taxes, fees, the credit
 * card surcharge (its own line, disclosed before payment), financing. Each section's total is the sum of its lines, sections and lines of 0
 * are left out, and for a quote from buildQuote the section totals add up to `total` =
 * quote.total[period]. An unpriced quote has no sections and a total of 0. Used by the web quote
 * screen and the declarations PDF.
 */
export function quoteBreakdown(
  quote: Quote,
  period: PaymentPeriod,
  locale: Locale = DEFAULT_LOCALE,
): QuoteBreakdown {
  if (!quote.priced) return { sections: [], total: 0, cardNote: null };
  const words = BREAKDOWN_WORDS[locale];
  const sections = [
    section(
      words.premiums,
      quote.premiums.map((line) => ({ label: premiumLineLabel(line.label, locale), amount: line.amount })),
    ),
    section(
      words.taxes,
      nonZero([
        {
          // The tax, its rates and whom it is owed to (issue 24 item 1).
          label: premiumTaxLabel(quote.taxNames?.premium[period], quote.premiumsTaxRate, locale),
          amount: premiumsTaxesFor(quote, period),
        },
      ]),
    ),
    section(
      words.fees,
      nonZero([
        { label: words.transactionFee, amount: quote.transactionFee },
        {
          label: feeTaxLabel(quote.taxNames?.transactionFee, 'federal', words.onTransactionFee, locale),
          amount: quote.transactionFeeGST,
        },
        {
          label: feeTaxLabel(quote.taxNames?.transactionFee, 'provincial', words.onTransactionFee, locale),
          amount: quote.transactionFeePST,
        },
        { label: words.brokerFee, amount: quote.customFee },
        {
          label: `${words.taxesOnBrokerFee}${namesInBrackets(quote.taxNames?.customFee, locale)}`,
          amount: quote.customFeeTax,
        },
        { label: words.platformFee, amount: quote.saasFee },
      ]),
    ),
    section(
      words.cardSurcharge,
      nonZero([
        {
          label: `${words.cardSurcharge} (${words.payments(PAYMENT_PLANS[period].payments)})`,
          amount: quote.stripeFeesPreTax[period],
        },
        {
          label: feeTaxLabel(quote.taxNames?.cardSurcharge, 'provincial', words.onCardSurcharge, locale),
          amount: quote.stripeFeesPST[period],
        },
      ]),
    ),
    section(
      words.financing,
      nonZero([{ label: words.financingFee, amount: financingFeeFor(quote, period) }]),
    ),
  ].filter((candidate) => candidate.lines.length > 0);
  const surcharged = quote.stripeFees[period];
  const cardNote = surcharged > 0 ? debitCardNote(quote.total[period] - surcharged, locale) : null;
  return { sections, total: quote.total[period], cardNote };
}
