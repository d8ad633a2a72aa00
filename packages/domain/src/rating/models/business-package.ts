import { dollarsToCents } from '../../money.ts';
import type { Form, ProductDefinition } from '../../products/types.ts';
import type { RatedPremiums } from '../types.ts';
import { pricedResult, unpricedResult, type DraftLine } from './rated-result.ts';
import { RatingContext } from './rating-context.ts';
import {
  ratingFactorQuestions,
  ratingNumber,
  ratingRange,
  ratingTable,
  type AmountRange,
  type CommonRatingData,
  type FactorQuestion,
} from './rating-data.ts';

/** Rating data of the package products (custom business, health & fitness premises). */
export interface BusinessPackageRatingData extends CommonRatingData {
  /** Dollars per $1,000 of annual revenue, by rate class of the governing operation. */
  liabilityRatesPerThousand: Record<string, number>;
  /** Dollars per $1,000 of contents limit, by the same rate class. */
  contentsRatesPerThousand: Record<string, number>;
  revenueRange: AmountRange;
  /** Contents are optional: 0 (or no answer) means no contents cover. */
  contentsLimitRange: AmountRange;
  limitFactors: Record<string, number>;
  provinceFactors: Record<string, number>;
  /** Questions whose factors multiply every line (claims ...). */
  policyFactors: FactorQuestion[];
}

function readPackageRating(definition: ProductDefinition): Omit<BusinessPackageRatingData, 'ratesNote'> {
  const data = definition.rating;
  return {
    minimumPremium: ratingNumber(data, 'minimumPremium'),
    brokerCommissionRate: ratingNumber(data, 'brokerCommissionRate'),
    dmgaRate: ratingNumber(data, 'dmgaRate'),
    liabilityRatesPerThousand: ratingTable(data, 'liabilityRatesPerThousand'),
    contentsRatesPerThousand: ratingTable(data, 'contentsRatesPerThousand'),
    revenueRange: ratingRange(data, 'revenueRange'),
    contentsLimitRange: ratingRange(data, 'contentsLimitRange'),
    limitFactors: ratingTable(data, 'limitFactors'),
    provinceFactors: ratingTable(data, 'provinceFactors'),
    policyFactors: ratingFactorQuestions(data, 'policyFactors'),
  };
}

/**
 * Business package, per line in cents:
 * liability = revenue / 1000 x liability rate of the governing operation x limit factor x province
 *             x policy factors;
 * contents (when a contents limit is given) = contents limit / 1000 x contents rate of the same
 *             class x province x policy factors.
 * The minimum premium tops up the liability line.
 */
export function rateBusinessPackage(definition: ProductDefinition, form: Form): RatedPremiums {
  const rating = readPackageRating(definition);
  const context = new RatingContext(definition, form);
  const governing = context.governingRate(rating.liabilityRatesPerThousand);
  const revenue = context.amount('annual-revenue', rating.revenueRange) ?? 0;
  const limit = context.lookup('liability-limit', rating.limitFactors) ?? 0;
  const contents = context.optionalAmount('contents-limit', 0);
  if (contents !== 0) context.amount('contents-limit', rating.contentsLimitRange);
  const province = context.provinceFactor(rating.provinceFactors);
  const policy = context.factors(rating.policyFactors);
  const rateClass = governing?.option.rateClass ?? '';
  const contentsRate = rating.contentsRatesPerThousand[rateClass];
  if (governing && contents > 0 && contentsRate === undefined) {
    context.fail(
      `Contents of ${governing.option.label} cannot be priced online; an underwriter prices them.`,
    );
  }
  if (!context.priceable || !governing) return unpricedResult(context.reasons);

  const lines: DraftLine[] = [
    {
      key: 'liabilityPremium',
      label: `Commercial general liability (${governing.option.label})`,
      amount: (revenue / 1000) * governing.rate * 100 * limit * province * policy,
    },
  ];
  if (contents > 0 && contentsRate !== undefined) {
    lines.push({
      key: 'contentsPremium',
      label: 'Business contents',
      amount: (contents / 1000) * contentsRate * 100 * province * policy,
    });
  }
  return pricedResult(lines, dollarsToCents(rating.minimumPremium));
}
