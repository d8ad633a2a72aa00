import { applyRate, type Cents } from '../money.ts';
import { evaluateEligibility } from '../products/eligibility.ts';
import { applyAnswer } from '../products/form-answers.ts';
import { validateForm } from '../products/form-validation.ts';
import { quoteApplication } from '../products/quote-application.ts';
import type { EligibilityResult, Form, ProductDefinition } from '../products/types.ts';
import { FEE_SCHEDULE, type FeeSchedule } from '../rating/fee-schedule.ts';
import type { Quote } from '../rating/types.ts';
import type { CardFunding } from '../rating/types.ts';
import type { PaymentPeriod } from '../statuses.ts';
import {
  latestSegment,
  quoteRates,
  endorsedRates,
  timelineDifference,
  timelineFromQuote,
  withEndorsement,
  type PremiumTimeline,
} from '../premium/timeline.ts';
import { endorsementCharges, endorsementDays, type EndorsementFeesAndTotals } from './endorsement-totals.ts';
import { autoRefundSupported } from './refunds.ts';
import { refusalReasons } from './refusal.ts';
import type { EndorsementChange } from './validate.ts';
import { taxClassOf, type TaxClass } from '../taxes/tax-rows.ts';
import { premiumTaxNamesOfRates } from '../taxes/tax-labels.ts';
import type { TaxName } from '../taxes/taxes-on.ts';

export interface EndorsementPricingInput {
  definition: ProductDefinition;
  /** The answers of the bound policy. */
  currentForm: Form;
  changes: readonly EndorsementChange[];
  /** The policy's current full-term quote (its latest answers). */
  currentQuote: Quote;
  /** The premium timeline so far; absent: the current quote's rates over the whole term. */
  timeline?: PremiumTimeline;
  paymentPeriod: PaymentPeriod;
  /** Policy term and endorsement effective day, YYYY-MM-DD (Vancouver). */
  policyEffectiveDay: string;
  policyExpiryDay: string;
  endorsementEffectiveDay: string;
  /** YYYY-MM-DD; decides moratoriums of the eligibility rules. */
  today: string;
  /** Underwriters and super admins may issue an endorsement that the rules refer (default false). */
  allowReferred?: boolean;
  /**
   * The funding of the card the endorsement is charged to (the server reads it from the card: a new
   * card's token or the card on file); default: the bound quote's (credit for quotes priced before
   * the surcharge rule). It decides the endorsement charge's surcharge only: the policy's full-term
   * quote keeps the funding its plan was billed for (decision 0063).
   */
  cardFunding?: CardFunding;
  schedule?: FeeSchedule;
}

export interface EndorsementPricing {
  /** The answers with the changes applied through applyAnswer (side effects and hidden answers settled). */
  newForm: Form;
  /** The full-term quote of the new answers (quoteApplication), additionalPremium 0. */
  newQuote: Quote;
  /** newQuote.premiumsSum - currentQuote.premiumsSum: the change of the annual (full-term) premium. */
  annualPolicyDifference: Cents;
  termDays: number;
  daysRemaining: number;
  /** The premium difference over the timeline: positive = charge, negative = return. */
  additionalPremium: Cents;
  /** The timeline after the endorsement (the same as before when the answers cannot be priced). */
  newTimeline: PremiumTimeline;
  /** Premium tax on additionalPremium. */
  tax: Cents;
  /**
   * The premium taxes of `tax`, named with their authority: an additional premium's are those in
   * force on the charge day; a return's those its money was charged at. Empty when tax is 0.
   */
  taxNames: TaxName[];
  endorsementFeesAndTotals: EndorsementFeesAndTotals;
  /** newQuote with additionalPremium set: the quote the policy carries after the endorsement. */
  newQuoteWithEndorsement: Quote;
  /** True when nothing is charged or refunded ('This endorsement will not affect the policy premium.'). */
  noPremiumChange: boolean;
  /** The endorsement returns money and the plan refunds to the card automatically (annual only). */
  autoRefund: boolean;
  eligibility: EligibilityResult;
  /** Validation errors of the new answers, by form key. */
  errors: Record<string, string>;
  /** Why the endorsement cannot be issued; empty when it can. */
  refusedReasons: string[];
  issuable: boolean;
}

/**
 * Prices an endorsement, the same way in the browser and on the server: applies the changes to the
 * bound answers, re-quotes the full term with quoteApplication, adds a period to the premium
 * timeline from the endorsement day for the lines whose rate changed (a back-dated one replaces
 * what it overlaps), and charges or returns the difference of what the two timelines write
 * (premium/timeline.ts; with one period so far, the premium difference pro-rated over the days
 * left). An endorsement that cannot be priced,
 * makes the risk ineligible (or referred, unless allowReferred) or leaves invalid answers is
 * refused; its figures are still returned for display. Throws RangeError when the bound quote has
 * no price or the endorsement day is outside the term.
 */
export function priceEndorsement(input: EndorsementPricingInput): EndorsementPricing {
  const { definition, currentForm, currentQuote, today } = input;
  if (!currentQuote.priced) throw new RangeError('The bound quote has no price to endorse');
  const days = endorsementDays(
    input.policyEffectiveDay,
    input.policyExpiryDay,
    input.endorsementEffectiveDay,
  );
  const planFunding = currentQuote.cardFunding ?? 'credit';
  const cardFunding = input.cardFunding ?? planFunding;
  const newForm = input.changes.reduce(
    (form, change) => applyAnswer(definition, change.field, change.newValue, form),
    currentForm,
  );
  const {
    quote: newQuote,
    eligibility,
    errors,
  } = quoteApplication(definition, newForm, {
    today,
    customFee: currentQuote.customFee,
    cardFunding: planFunding,
  });
  const refusedReasons = refusalReasons({
    newQuote,
    eligibility,
    errors,
    currentEligibility: evaluateEligibility(definition.eligibility, currentForm, today),
    currentErrors: validateForm(definition, currentForm),
    allowReferred: input.allowReferred ?? false,
  });
  const timeline =
    input.timeline ?? timelineFromQuote(currentQuote, input.policyEffectiveDay, input.policyExpiryDay);
  // The premium tax: in the same province, an additional premium is taxed at the rate in force on
  // the day it is charged (newQuote's, priced today) and the timeline's lines remember the rate
  // their money was charged at (lineTaxRates), so a later return follows it; a move to another
  // province re-taxes the rest of the term at the new province's rate.
  const sameProvince = newQuote.province === currentQuote.province;
  const taxClass = taxClassOf(definition.productId);
  const newTimeline = newQuote.priced
    ? withEndorsement(
        timeline,
        input.endorsementEffectiveDay,
        endorsedRates(timeline, quoteRates(currentQuote), quoteRates(newQuote)),
        sameProvince ? latestSegment(timeline).taxRate : newQuote.premiumsTaxRate,
        sameProvince ? newQuote.premiumsTaxRate : undefined,
      )
    : timeline;
  const difference = timelineDifference(timeline, newTimeline);
  const charged =
    sameProvince && difference.premium > 0
      ? { premium: difference.premium, tax: applyRate(difference.premium, newQuote.premiumsTaxRate) }
      : difference;
  const totals = newQuote.priced
    ? endorsementCharges(
        charged,
        newQuote.province,
        { funding: cardFunding, productId: definition.productId, on: today },
        input.schedule ?? FEE_SCHEDULE,
      )
    : { premium: 0, tax: 0, cardFee: 0, cardFeePST: 0, fees: 0, total: { annual: 0 } };
  return {
    newForm,
    newQuote,
    annualPolicyDifference: newQuote.priced ? newQuote.premiumsSum - currentQuote.premiumsSum : 0,
    ...days,
    additionalPremium: totals.premium,
    newTimeline,
    tax: totals.tax,
    taxNames:
      totals.tax === 0
        ? []
        : endorsementTaxNames({
            currentQuote,
            newQuote,
            timeline,
            sameProvince,
            input,
            taxClass,
            charge: totals.premium > 0,
          }),
    endorsementFeesAndTotals: totals,
    newQuoteWithEndorsement: { ...newQuote, additionalPremium: totals.premium },
    noPremiumChange: totals.total.annual === 0,
    autoRefund: totals.total.annual < 0 && autoRefundSupported(input.paymentPeriod),
    eligibility,
    errors,
    refusedReasons,
    issuable: refusedReasons.length === 0,
  };
}

/** One name per tax and rate, in order. */
function uniqueNames(names: readonly TaxName[]): TaxName[] {
  return names.filter(
    (name, index) => names.findIndex((n) => n.name === name.name && n.rate === name.rate) === index,
  );
}

/**
 * The names of an endorsement's premium tax. A charge in the same province: the taxes in force on
 * the charge day (the new quote's, priced today). A return: the taxes its money was charged at (the
 * latest rates' tax rate and the tax layers of the lines it lowers), else the bound plan's. A move
 * to another province: both provinces' taxes.
 */
function endorsementTaxNames(args: {
  currentQuote: Quote;
  newQuote: Quote;
  timeline: PremiumTimeline;
  sameProvince: boolean;
  input: EndorsementPricingInput;
  taxClass: TaxClass;
  charge: boolean;
}): TaxName[] {
  const { currentQuote, newQuote, timeline, sameProvince, input, taxClass, charge } = args;
  const charged = newQuote.taxNames?.premium.annual ?? [];
  const bound = currentQuote.taxNames?.premium[input.paymentPeriod] ?? [];
  if (!sameProvince) return uniqueNames([...bound, ...charged]);
  if (charge) return charged;
  const latest = latestSegment(timeline);
  const after = endorsedRates(timeline, quoteRates(currentQuote), quoteRates(newQuote));
  const lowered = Object.keys(latest.rates).filter((key) => (latest.rates[key] ?? 0) > (after[key] ?? 0));
  // What each lowered line gives back: its latest tax layers first, then money at the segment's rate.
  const rates = lowered.flatMap((key) => {
    let returned = (latest.rates[key] ?? 0) - (after[key] ?? 0);
    const taken: number[] = [];
    for (const layer of [...(latest.taxLayers?.[key] ?? [])].reverse()) {
      if (returned <= 0) break;
      taken.push(layer.rate);
      returned -= layer.amount;
    }
    return returned > 0 ? [...taken, latest.taxRate] : taken;
  });
  const found = premiumTaxNamesOfRates(currentQuote.province, taxClass, rates);
  return found.length > 0 ? found : bound;
}
