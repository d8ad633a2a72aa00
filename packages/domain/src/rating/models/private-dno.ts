import { dollarsToCents } from '../../money.ts';
import type { Form, ProductDefinition } from '../../products/types.ts';
import type { RatedPremiums } from '../types.ts';
import { pricedResult, unpricedResult } from './rated-result.ts';
import { RatingContext } from './rating-context.ts';
import {
  RatingDataError,
  optionalRatingBands,
  ratingFactorQuestions,
  ratingNumber,
  ratingTable,
  type CommonRatingData,
  type FactorBand,
  type FactorQuestion,
} from './rating-data.ts';

/** Rating data of private company directors & officers liability. */
export interface PrivateDnoRatingData extends CommonRatingData {
  /** Premium in dollars of a $1,000,000 limit for the smallest company, before factors. */
  basePremium: number;
  /** Annual revenue -> factor; above the last band it is not priced online. */
  revenueBands: FactorBand[];
  limitFactors: Record<string, number>;
  /** Industry factor by rate class of the governing operation. */
  industryFactors: Record<string, number>;
  /** Retention, financial condition, claims ... -> factors. */
  policyFactors: FactorQuestion[];
}

function readDnoRating(definition: ProductDefinition): Omit<PrivateDnoRatingData, 'ratesNote'> {
  const data = definition.rating;
  const revenueBands = optionalRatingBands(data, 'revenueBands');
  if (!revenueBands) throw new RatingDataError('rating.revenueBands is missing');
  return {
    minimumPremium: ratingNumber(data, 'minimumPremium'),
    brokerCommissionRate: ratingNumber(data, 'brokerCommissionRate'),
    dmgaRate: ratingNumber(data, 'dmgaRate'),
    basePremium: ratingNumber(data, 'basePremium'),
    revenueBands,
    limitFactors: ratingTable(data, 'limitFactors'),
    industryFactors: ratingTable(data, 'industryFactors'),
    policyFactors: ratingFactorQuestions(data, 'policyFactors'),
  };
}

/**
 * Private D&O, one line in cents:
 * liability = base premium x revenue band x limit factor x industry factor of the governing
 *             operation x policy factors (retention, financial condition, claims),
 * topped up to the minimum premium.
 */
export function ratePrivateDno(definition: ProductDefinition, form: Form): RatedPremiums {
  const rating = readDnoRating(definition);
  const context = new RatingContext(definition, form);
  const industry = context.governingRate(rating.industryFactors);
  const revenue = context.band('annual-revenue', rating.revenueBands);
  const limit = context.lookup('liability-limit', rating.limitFactors) ?? 0;
  const policy = context.factors(rating.policyFactors);
  if (!context.priceable || !industry) return unpricedResult(context.reasons);
  return pricedResult(
    [
      {
        key: 'liabilityPremium',
        label: `Directors & officers liability (${context.answerLabel('liability-limit')})`,
        amount: rating.basePremium * 100 * revenue * limit * industry.rate * policy,
      },
    ],
    dollarsToCents(rating.minimumPremium),
  );
}
