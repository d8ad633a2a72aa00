import { isCalendarDay } from '../calendar-days.ts';
import { formatDate } from '../dates.ts';
import type { Cents } from '../money.ts';
import { buildQuote, quoteRatesFrom } from '../rating/build-quote.ts';
import type { QuoteRates } from '../rating/fee-schedule.ts';
import type { CardFunding } from '../rating/types.ts';
import { rateProduct } from '../rating/models/index.ts';
import type { Quote, RatedPremiums } from '../rating/types.ts';
import { evaluateEligibility } from './eligibility.ts';
import { formProvince, validateForm } from './form-rules.ts';
import type { EligibilityResult, Form, ProductDefinition } from './types.ts';

export interface ApplicationQuote {
  /** Always present; `priced` is false when the answers cannot be priced yet. */
  quote: Quote;
  eligibility: EligibilityResult;
  /** Missing or invalid answers, keyed by form key; empty when every page is complete. */
  errors: Record<string, string>;
}

export const ADDRESS_NEEDED_FOR_PRICE = 'Enter the address (postal code) to see a price.';

/**
 * The policy effective day the answers give (policy-effective-date), for the due days of a plan's
 * payments; `today` when there is none or it is in the past (a bind is refused then anyway).
 */
function effectiveDayOf(form: Form, today: string): string {
  const answer = form['policy-effective-date'];
  return typeof answer === 'string' && isCalendarDay(answer) && answer > today ? answer : today;
}

/**
 * Prices an application: the one function the browser (instant preview) and the server (what is
 * charged) both call, so that what the broker sees is what the card is charged.
 * `today` (YYYY-MM-DD, Vancouver) decides moratoriums and is the day the first payment is charged
 * (its taxes); it defaults to the current day. Later payments fall due from the effective date.
 */
export function quoteApplication(
  definition: ProductDefinition,
  form: Form,
  options: {
    customFee?: Cents;
    today?: string;
    /** Commission rates over the product's own (a partner brokerage's; domain partnerships.ts). */
    rates?: Partial<QuoteRates>;
    /** The funding of the card paying the plan (default credit: the quote discloses the surcharge). */
    cardFunding?: CardFunding;
  } = {},
): ApplicationQuote {
  const today = options.today ?? formatDate(new Date());
  const eligibility = evaluateEligibility(definition.eligibility, form, today);
  const errors = validateForm(definition, form);
  const province = formProvince(form);
  const rated: RatedPremiums = province
    ? rateProduct(definition, form)
    : { priced: false, premiums: [], unpricedReasons: [ADDRESS_NEEDED_FOR_PRICE] };
  const quote = buildQuote(
    {
      productId: definition.productId,
      productVersion: definition.version,
      // An unpriced quote carries no money; the province is only a label there.
      province: province ?? 'ON',
      rated,
      customFee: options.customFee,
      chargeDay: today,
      effectiveDay: effectiveDayOf(form, today),
      card: { funding: options.cardFunding ?? 'credit', on: today },
    },
    { ...quoteRatesFrom(definition.rating), ...options.rates },
  );
  return { quote, eligibility, errors };
}
