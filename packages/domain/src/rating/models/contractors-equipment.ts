import { dollarsToCents } from '../../money.ts';
import type { Form, ProductDefinition } from '../../products/types.ts';
import type { RatedPremiums } from '../types.ts';
import { pricedResult, unpricedResult } from './rated-result.ts';
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

/** Rating data of the stand-alone contractors equipment floater. */
export interface ContractorsEquipmentRatingData extends CommonRatingData {
  /** Share of the scheduled equipment limit (0.02 = 2%), by equipment type. */
  ratesByType: Record<string, number>;
  limitRange: AmountRange;
  provinceFactors: Record<string, number>;
  /** Deductible, storage security, claims ... -> factors. */
  policyFactors: FactorQuestion[];
}

function readEquipmentRating(
  definition: ProductDefinition,
): Omit<ContractorsEquipmentRatingData, 'ratesNote'> {
  const data = definition.rating;
  return {
    minimumPremium: ratingNumber(data, 'minimumPremium'),
    brokerCommissionRate: ratingNumber(data, 'brokerCommissionRate'),
    dmgaRate: ratingNumber(data, 'dmgaRate'),
    ratesByType: ratingTable(data, 'ratesByType'),
    limitRange: ratingRange(data, 'limitRange'),
    provinceFactors: ratingTable(data, 'provinceFactors'),
    policyFactors: ratingFactorQuestions(data, 'policyFactors'),
  };
}

/**
 * Contractors equipment, one line in cents:
 * equipment floater = equipment limit x rate of the equipment type x province x policy factors,
 * topped up to the minimum premium.
 */
export function rateContractorsEquipment(definition: ProductDefinition, form: Form): RatedPremiums {
  const rating = readEquipmentRating(definition);
  const context = new RatingContext(definition, form);
  const limit = context.amount('equipment-limit', rating.limitRange) ?? 0;
  const rate = context.lookup('equipment-type', rating.ratesByType) ?? 0;
  const province = context.provinceFactor(rating.provinceFactors);
  const policy = context.factors(rating.policyFactors);
  if (!context.priceable) return unpricedResult(context.reasons);
  return pricedResult(
    [
      {
        key: 'equipmentFloaterPremium',
        label: `Contractors equipment (${context.answerLabel('equipment-type')})`,
        amount: limit * rate * 100 * province * policy,
      },
    ],
    dollarsToCents(rating.minimumPremium),
  );
}
