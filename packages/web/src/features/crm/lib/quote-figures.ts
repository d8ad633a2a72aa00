import { z } from 'zod';
import { PAYMENT_PERIODS, sumCents, type Cents, type PaymentPeriod, type QuoteFigures } from '@bm/domain';

const amount = z.number().finite();
const perPeriod = z.object({ annual: amount, monthly: amount, instalment: amount });

/** The quote JSON of a record, as written by the domain's summariseQuote (amounts in cents). */
export const quoteFiguresSchema = z.object({
  priced: z.boolean().default(true),
  premiumsSum: amount,
  insurerPremium: amount,
  dmgaPremium: amount,
  brokerPremium: amount,
  premiumsTaxRate: z.number().finite(),
  premiumsTaxes: amount,
  transactionFee: amount,
  transactionFeeGST: amount.default(0),
  transactionFeePST: amount.default(0),
  transactionFeeTotal: amount,
  financingFees: amount.default(0),
  instalmentFinancingFees: amount.default(0),
  taxesAndFees: perPeriod.optional(),
  total: perPeriod,
});

export type ParsedQuote = z.infer<typeof quoteFiguresSchema>;
type Assert<T extends true> = T;
/** Compile-time check: the schema reads what the domain's summariseQuote writes. */
export type QuoteFiguresFit = Assert<QuoteFigures extends z.input<typeof quoteFiguresSchema> ? true : false>;

export function parseQuote(quote: Record<string, unknown> | null): ParsedQuote | null {
  if (!quote) return null;
  const parsed = quoteFiguresSchema.safeParse(quote);
  return parsed.success ? parsed.data : null;
}

export interface QuoteLine {
  label: string;
  amount: Cents;
}

/** A group of lines and the stored total they add up to. */
export interface QuoteGroup {
  lines: QuoteLine[];
  total: Cents;
  /** The sum of the lines; equals `total` unless the stored quote is inconsistent. */
  linesSum: Cents;
}

const percent = new Intl.NumberFormat('en-CA', { style: 'percent', maximumFractionDigits: 3 });
export function formatRate(rate: number): string {
  return percent.format(rate);
}

function group(lines: QuoteLine[], total: Cents): QuoteGroup {
  return { lines, total, linesSum: sumCents(lines.map((line) => line.amount)) };
}

/** Premiums sum = insurer premium + MGA premium + broker commission. */
export function premiumSplit(quote: ParsedQuote): QuoteGroup {
  return group(
    [
      { label: 'Insurer premium', amount: quote.insurerPremium },
      { label: 'MGA premium', amount: quote.dmgaPremium },
      { label: 'Broker commission', amount: quote.brokerPremium },
    ],
    quote.premiumsSum,
  );
}

/** Transaction fee total = fee + GST/HST + PST. */
export function transactionFeeBreakdown(quote: ParsedQuote): QuoteGroup {
  return group(
    [
      { label: 'Transaction fee', amount: quote.transactionFee },
      { label: 'GST/HST', amount: quote.transactionFeeGST },
      { label: 'PST', amount: quote.transactionFeePST },
    ],
    quote.transactionFeeTotal,
  );
}

function financingFor(quote: ParsedQuote, period: PaymentPeriod): Cents {
  if (period === 'monthly') return quote.financingFees;
  if (period === 'instalment') return quote.instalmentFinancingFees;
  return 0;
}

/**
 * Total per payment period = premiums sum + premium tax + transaction fee total + that period's
 * financing fees (none for annual).
 */
export function periodTotals(quote: ParsedQuote): Record<PaymentPeriod, QuoteGroup> {
  const entries = PAYMENT_PERIODS.map((period) => [
    period,
    group(
      [
        { label: 'Premiums sum', amount: quote.premiumsSum },
        { label: `Premium tax (${formatRate(quote.premiumsTaxRate)})`, amount: quote.premiumsTaxes },
        { label: 'Transaction fee total', amount: quote.transactionFeeTotal },
        { label: 'Financing fees', amount: financingFor(quote, period) },
      ],
      quote.total[period],
    ),
  ]);
  return Object.fromEntries(entries) as Record<PaymentPeriod, QuoteGroup>;
}
