import { dollarsToCents } from '../../money.ts';
import type { Form, ProductDefinition } from '../../products/types.ts';
import type { RatedPremiums } from '../types.ts';
import { pricedResult, unpricedResult } from './rated-result.ts';
import { RatingContext } from './rating-context.ts';
import {
  optionalRatingBands,
  ratingFactorQuestions,
  ratingNumber,
  ratingTable,
  type CommonRatingData,
  type FactorBand,
  type FactorQuestion,
} from './rating-data.ts';

/** Rating data of life agents errors and omissions. */
export interface LifeAgentsRatingData extends CommonRatingData {
  /** Premium in dollars by liability limit. */
  limitPremiums: Record<string, number>;
  /** Factor by rate class of the governing product sold (segregated funds cost more). */
  classFactors: Record<string, number>;
  /** Years licensed -> factor (newly licensed agents cost more). */
  yearsLicensedBands?: FactorBand[];
  policyFactors: FactorQuestion[];
}

function readLifeAgentsRating(definition: ProductDefinition): Omit<LifeAgentsRatingData, 'ratesNote'> {
  const data = definition.rating;
  return {
    minimumPremium: ratingNumber(data, 'minimumPremium'),
    brokerCommissionRate: ratingNumber(data, 'brokerCommissionRate'),
    dmgaRate: ratingNumber(data, 'dmgaRate'),
    limitPremiums: ratingTable(data, 'limitPremiums'),
    classFactors: ratingTable(data, 'classFactors'),
    yearsLicensedBands: optionalRatingBands(data, 'yearsLicensedBands'),
    policyFactors: ratingFactorQuestions(data, 'policyFactors'),
  };
}

/**
 * Life agents E&O, one line in cents:
 * liability = premium of the limit x factor of the governing product class x years-licensed band
 *             x policy factors (claims), topped up to the minimum premium.
 */
export function rateLifeAgents(definition: ProductDefinition, form: Form): RatedPremiums {
  const rating = readLifeAgentsRating(definition);
  const context = new RatingContext(definition, form);
  const governing = context.governingRate(rating.classFactors);
  const base = context.lookup('liability-limit', rating.limitPremiums) ?? 0;
  const years = rating.yearsLicensedBands ? context.band('years-licensed', rating.yearsLicensedBands) : 1;
  const policy = context.factors(rating.policyFactors);
  if (!context.priceable || !governing) return unpricedResult(context.reasons);
  return pricedResult(
    [
      {
        key: 'liabilityPremium',
        label: `Life agents errors & omissions (${context.answerLabel('liability-limit')})`,
        amount: base * 100 * governing.rate * years * policy,
      },
    ],
    dollarsToCents(rating.minimumPremium),
  );
}
