import { dollarsToCents } from '../../money.ts';
import type { Form, ProductDefinition } from '../../products/types.ts';
import type { RatedPremiums } from '../types.ts';
import { answerFlag } from './answers.ts';
import { pricedResult, unpricedResult, type DraftLine } from './rated-result.ts';
import { RatingContext } from './rating-context.ts';
import {
  optionalRatingBands,
  optionalRatingTable,
  ratingFactorQuestions,
  ratingNumber,
  ratingRange,
  ratingTable,
  type AmountRange,
  type CommonRatingData,
  type FactorBand,
  type FactorQuestion,
} from './rating-data.ts';

/** Rating data of technology errors and omissions. */
export interface TechnologyEoRatingData extends CommonRatingData {
  /** Dollars per $1,000 of annual revenue, by rate class of the governing service. */
  ratesPerThousand: Record<string, number>;
  revenueRange: AmountRange;
  limitFactors: Record<string, number>;
  /** Share of revenue from the United States (percent) -> factor; above the last band: not online. */
  usRevenueBands: FactorBand[];
  /** Retention, claims ... -> factors. */
  policyFactors: FactorQuestion[];
  /** Optional cyber add-on: flat premium in dollars by cyber limit. */
  cyberPremiums?: Record<string, number>;
}

function readTechnologyRating(definition: ProductDefinition): Omit<TechnologyEoRatingData, 'ratesNote'> {
  const data = definition.rating;
  const usRevenueBands = optionalRatingBands(data, 'usRevenueBands');
  return {
    minimumPremium: ratingNumber(data, 'minimumPremium'),
    brokerCommissionRate: ratingNumber(data, 'brokerCommissionRate'),
    dmgaRate: ratingNumber(data, 'dmgaRate'),
    ratesPerThousand: ratingTable(data, 'ratesPerThousand'),
    revenueRange: ratingRange(data, 'revenueRange'),
    limitFactors: ratingTable(data, 'limitFactors'),
    usRevenueBands: usRevenueBands ?? [{ factor: 1 }],
    policyFactors: ratingFactorQuestions(data, 'policyFactors'),
    cyberPremiums: optionalRatingTable(data, 'cyberPremiums'),
  };
}

/**
 * Technology E&O, per line in cents:
 * liability = revenue / 1000 x rate of the governing service x limit factor x US revenue band
 *             x policy factors (retention, claims);
 * cyber add-on (when chosen) = the flat premium of the cyber limit.
 * The minimum premium tops up the liability line.
 */
export function rateTechnologyEo(definition: ProductDefinition, form: Form): RatedPremiums {
  const rating = readTechnologyRating(definition);
  const context = new RatingContext(definition, form);
  const governing = context.governingRate(rating.ratesPerThousand);
  const revenue = context.amount('annual-revenue', rating.revenueRange) ?? 0;
  const limit = context.lookup('liability-limit', rating.limitFactors) ?? 0;
  const usShare = context.band('us-revenue-percent', rating.usRevenueBands);
  const policy = context.factors(rating.policyFactors);
  const cyber =
    rating.cyberPremiums && answerFlag(form, 'cyber-addon')
      ? context.lookup('cyber-limit', rating.cyberPremiums)
      : 0;
  if (!context.priceable || !governing) return unpricedResult(context.reasons);

  const lines: DraftLine[] = [
    {
      key: 'liabilityPremium',
      label: `Technology errors & omissions (${governing.option.label})`,
      amount: (revenue / 1000) * governing.rate * 100 * limit * usShare * policy,
    },
  ];
  if (cyber) {
    lines.push({
      key: 'addonPremium',
      label: `Cyber add-on (${context.answerLabel('cyber-limit')})`,
      amount: cyber * 100,
    });
  }
  return pricedResult(lines, dollarsToCents(rating.minimumPremium));
}
