import { dollarsToCents } from '../../money.ts';
import type { Form, ProductDefinition } from '../../products/types.ts';
import type { RatedPremiums } from '../types.ts';
import { answerFlag } from './answers.ts';
import { pricedResult, unpricedResult, type DraftLine } from './rated-result.ts';
import { RatingContext } from './rating-context.ts';
import {
  optionalRatingBands,
  optionalRatingObject,
  ratingFactorQuestions,
  ratingNumber,
  ratingRange,
  ratingTable,
  type AmountRange,
  type CommonRatingData,
  type FactorBand,
  type FactorQuestion,
} from './rating-data.ts';

/** The contractors equipment floater sold with the liability policy. */
export interface EquipmentFloaterRatingData {
  /** Share of the floater limit (0.02 = 2%). */
  rate: number;
  limitRange: AmountRange;
  /** Floater deductible -> factor. */
  deductibleFactors: Record<string, number>;
  /** The least premium of the floater line, in dollars. */
  minimumPremium: number;
}

/** Rating data of contractors and trade contractors liability. */
export interface ContractorsRatingData extends CommonRatingData {
  /** Dollars per $1,000 of annual revenue, by rate class of the governing operation. */
  liabilityRatesPerThousand: Record<string, number>;
  revenueRange: AmountRange;
  /** Liability limit -> factor. */
  limitFactors: Record<string, number>;
  provinceFactors: Record<string, number>;
  policyFactors: FactorQuestion[];
  /** Years in business -> factor (new ventures cost more). */
  yearsInBusinessBands?: FactorBand[];
  /** Share of work subcontracted (percent) -> factor; above the last band it is not priced online. */
  subcontractingBands?: FactorBand[];
  equipmentFloater?: EquipmentFloaterRatingData;
}

function readFloater(data: Readonly<Record<string, unknown>>): EquipmentFloaterRatingData | undefined {
  const floater = optionalRatingObject(data, 'equipmentFloater');
  return (
    floater && {
      rate: ratingNumber(floater, 'rate'),
      limitRange: ratingRange(floater, 'limitRange'),
      deductibleFactors: ratingTable(floater, 'deductibleFactors'),
      minimumPremium: ratingNumber(floater, 'minimumPremium'),
    }
  );
}

function readContractorsRating(definition: ProductDefinition): Omit<ContractorsRatingData, 'ratesNote'> {
  const data = definition.rating;
  return {
    minimumPremium: ratingNumber(data, 'minimumPremium'),
    brokerCommissionRate: ratingNumber(data, 'brokerCommissionRate'),
    dmgaRate: ratingNumber(data, 'dmgaRate'),
    liabilityRatesPerThousand: ratingTable(data, 'liabilityRatesPerThousand'),
    revenueRange: ratingRange(data, 'revenueRange'),
    limitFactors: ratingTable(data, 'limitFactors'),
    provinceFactors: ratingTable(data, 'provinceFactors'),
    policyFactors: ratingFactorQuestions(data, 'policyFactors'),
    yearsInBusinessBands: optionalRatingBands(data, 'yearsInBusinessBands'),
    subcontractingBands: optionalRatingBands(data, 'subcontractingBands'),
    equipmentFloater: readFloater(data),
  };
}

/**
 * Contractors and trade contractors, per line in cents:
 * liability = revenue / 1000 x rate of the governing (highest-rated) operation x limit factor
 *             x province x policy factors x years-in-business band x subcontracting band;
 * equipment floater (when chosen) = floater limit x floater rate x deductible factor, at least the
 * floater minimum. The product minimum tops up the liability line.
 */
export function rateContractors(definition: ProductDefinition, form: Form): RatedPremiums {
  const rating = readContractorsRating(definition);
  const context = new RatingContext(definition, form);
  const governing = context.governingRate(rating.liabilityRatesPerThousand);
  const revenue = context.amount('annual-revenue', rating.revenueRange) ?? 0;
  const limit = context.lookup('liability-limit', rating.limitFactors) ?? 0;
  const province = context.provinceFactor(rating.provinceFactors);
  const policy = context.factors(rating.policyFactors);
  const years = rating.yearsInBusinessBands
    ? context.band('years-in-business', rating.yearsInBusinessBands)
    : 1;
  const subcontracting = rating.subcontractingBands
    ? context.band('subcontracting-percent', rating.subcontractingBands)
    : 1;
  const floater = rating.equipmentFloater;
  const withFloater = floater !== undefined && answerFlag(form, 'equipment-floater');
  const floaterLimit = withFloater ? (context.amount('equipment-floater-limit', floater.limitRange) ?? 0) : 0;
  const floaterDeductible = withFloater
    ? (context.lookup('equipment-floater-deductible', floater.deductibleFactors) ?? 1)
    : 1;
  if (!context.priceable || !governing) return unpricedResult(context.reasons);

  const lines: DraftLine[] = [
    {
      key: 'liabilityPremium',
      label: `Commercial general liability (${governing.option.label})`,
      amount: (revenue / 1000) * governing.rate * 100 * limit * province * policy * years * subcontracting,
    },
  ];
  if (withFloater) {
    const rated = floaterLimit * floater.rate * 100 * floaterDeductible;
    lines.push({
      key: 'equipmentFloaterPremium',
      label: 'Contractors equipment floater',
      amount: Math.max(rated, dollarsToCents(floater.minimumPremium)),
    });
  }
  return pricedResult(lines, dollarsToCents(rating.minimumPremium));
}
