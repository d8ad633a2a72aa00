import { dollarsToCents } from '../../money.ts';
import type { Form, ProductDefinition } from '../../products/types.ts';
import type { RatedPremiums } from '../types.ts';
import { pricedResult, unpricedResult } from './rated-result.ts';
import { RatingContext } from './rating-context.ts';
import { ratingNumber, ratingStrings, ratingTable, type CommonRatingData } from './rating-data.ts';

/** Rating data of health & fitness liability for individuals: preset premiums (spec section 9). */
export interface HealthFitnessIndividualRatingData extends CommonRatingData {
  /** Preset premium in dollars by liability limit ($75, $100, $125). */
  presetPremiums: Record<string, number>;
  /** Rate classes of operations sold at the preset premiums; others are priced by an underwriter. */
  presetRateClasses: string[];
}

/**
 * Health & fitness (individuals): the premium is the preset of the chosen liability limit, exactly,
 * when every chosen operation is of a preset rate class.
 */
export function rateHealthFitnessIndividual(definition: ProductDefinition, form: Form): RatedPremiums {
  const data = definition.rating;
  const presets = ratingTable(data, 'presetPremiums');
  const presetClasses = ratingStrings(data, 'presetRateClasses');
  const minimumPremium = ratingNumber(data, 'minimumPremium');
  const context = new RatingContext(definition, form);
  for (const operation of context.operations()) {
    if (!presetClasses.includes(operation.rateClass ?? '')) {
      context.fail(`${operation.label} cannot be priced online; an underwriter prices it.`);
    }
  }
  const preset = context.lookup('liability-limit', presets);
  if (!context.priceable || preset === undefined) return unpricedResult(context.reasons);
  return pricedResult(
    [
      {
        key: 'liabilityPremium',
        label: `Health & fitness liability (${context.answerLabel('liability-limit')})`,
        amount: dollarsToCents(preset),
      },
    ],
    dollarsToCents(minimumPremium),
  );
}
