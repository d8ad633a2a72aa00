import { performance } from 'node:perf_hooks';
import { quoteApplication } from '@bm/domain';
import { checkQuoteCase, type QuoteCase } from './quote-forms.ts';

export interface QuoteThroughputOptions {
  /** YYYY-MM-DD passed to quoteApplication (decides moratoriums). */
  today: string;
  /** Untimed pricing before the batches, per product (lets the JIT settle). */
  warmupMs: number;
  /** Timed pricing per product, split into `batches` equal batches. */
  durationMs: number;
  batches: number;
  /** Called as each case is done (progress). */
  onResult?: (result: QuoteThroughput) => void;
}

export interface QuoteThroughput {
  name: string;
  productId: string;
  /** Quotes per second at the median batch (1,000,000 ÷ microsPerQuote). */
  quotesPerSecond: number;
  /** Median over the batches of each batch's elapsed time ÷ quotes priced. */
  microsPerQuote: number;
  /** Microseconds per quote of every batch, in order. */
  batchMicros: number[];
  /** Quotes priced in the timed batches. */
  quotes: number;
}

/** How many quotes run between two clock readings (a quote takes tens of microseconds). */
const CHUNK = 32;

/** Prices `quoteCase` for `ms` milliseconds; returns how many quotes and how long that took. */
function priceFor(quoteCase: QuoteCase, today: string, ms: number): { quotes: number; elapsedMs: number } {
  const { definition, form } = quoteCase;
  let quotes = 0;
  let sink = 0;
  const started = performance.now();
  const stopAt = started + ms;
  let now: number;
  do {
    for (let i = 0; i < CHUNK; i += 1) {
      sink += quoteApplication(definition, form, { today }).quote.premiumsSum;
    }
    quotes += CHUNK;
    now = performance.now();
  } while (now < stopAt);
  // The sum is read so that no part of the work can be dropped as unused.
  if (!Number.isFinite(sink)) throw new Error(`'${quoteCase.name}' priced to a non-finite sum`);
  return { quotes, elapsedMs: now - started };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Times quoteApplication, the pricing function the browser and the server share (eligibility,
 * validation, the product's rating model and the quote builder), on one thread for each case in
 * turn. Every case is checked first: a form with errors, an ineligible risk or an unpriced quote
 * throws rather than being measured.
 */
export function measureQuoteThroughput(
  cases: QuoteCase[],
  options: QuoteThroughputOptions,
): QuoteThroughput[] {
  for (const quoteCase of cases) checkQuoteCase(quoteCase, options.today);
  return cases.map((quoteCase) => {
    priceFor(quoteCase, options.today, options.warmupMs);
    const batchMicros: number[] = [];
    let quotes = 0;
    for (let b = 0; b < options.batches; b += 1) {
      const batch = priceFor(quoteCase, options.today, options.durationMs / options.batches);
      batchMicros.push((batch.elapsedMs * 1000) / batch.quotes);
      quotes += batch.quotes;
    }
    const microsPerQuote = median(batchMicros);
    const result = {
      name: quoteCase.name,
      productId: quoteCase.definition.productId,
      quotesPerSecond: 1_000_000 / microsPerQuote,
      microsPerQuote,
      batchMicros,
      quotes,
    };
    options.onResult?.(result);
    return result;
  });
}
