import { dollarsToCents } from '../../money.ts';
import type { Form, ProductDefinition } from '../../products/types.ts';
import type { RatedPremiums } from '../types.ts';
import { answerGroup } from './answers.ts';
import { pricedResult, unpricedResult, type DraftLine } from './rated-result.ts';
import { RatingContext } from './rating-context.ts';
import {
  optionalRatingObject,
  optionalRatingTable,
  ratingFactorQuestions,
  ratingNumber,
  ratingRange,
  ratingTable,
  type AmountRange,
  type CommonRatingData,
  type FactorQuestion,
} from './rating-data.ts';

/** Roommates rated on a residential policy (tenants: up to 3). */
export interface RoommateRatingData {
  max: number;
  /** Liability load per roommate (0.25 = +25% of the liability premium each). */
  liabilityLoadPerRoommate: number;
  propertyLimitRange: AmountRange;
  aleLimitRange: AmountRange;
}

/** Rating data of the residential products (tenants, tenants plus, student tenants). */
export interface ResidentialRatingData extends CommonRatingData {
  /** Dollars per $1,000 of contents (the insured's and every roommate's property limit). */
  contentsRatePerThousand: number;
  /** Dollars per $1,000 of additional living expenses (ALE) limit. */
  aleRatePerThousand: number;
  /** Liability premium in dollars by liability limit. */
  liabilityPremiums: Record<string, number>;
  provinceFactors: Record<string, number>;
  contentsLimitRange: AmountRange;
  aleLimitRange: AmountRange;
  /** Questions whose factors multiply the contents premium (deductible, fire protection ...). */
  contentsFactors: FactorQuestion[];
  /** Questions whose factors multiply every line (claims history ...). */
  policyFactors: FactorQuestion[];
  /** Cover level -> add-on as a share of the contents premium (flood and enhanced covers). */
  coverLevelLoads?: Record<string, number>;
  roommates?: RoommateRatingData;
}

const COVER_LEVEL_KEY = 'cover-level';

function readRoommates(data: Readonly<Record<string, unknown>>): RoommateRatingData | undefined {
  const roommates = optionalRatingObject(data, 'roommates');
  if (!roommates) return undefined;
  return {
    max: ratingNumber(roommates, 'max'),
    liabilityLoadPerRoommate: ratingNumber(roommates, 'liabilityLoadPerRoommate'),
    propertyLimitRange: ratingRange(roommates, 'propertyLimitRange'),
    aleLimitRange: ratingRange(roommates, 'aleLimitRange'),
  };
}

function readResidentialRating(definition: ProductDefinition): Omit<ResidentialRatingData, 'ratesNote'> {
  const data = definition.rating;
  return {
    minimumPremium: ratingNumber(data, 'minimumPremium'),
    brokerCommissionRate: ratingNumber(data, 'brokerCommissionRate'),
    dmgaRate: ratingNumber(data, 'dmgaRate'),
    contentsRatePerThousand: ratingNumber(data, 'contentsRatePerThousand'),
    aleRatePerThousand: ratingNumber(data, 'aleRatePerThousand'),
    liabilityPremiums: ratingTable(data, 'liabilityPremiums'),
    provinceFactors: ratingTable(data, 'provinceFactors'),
    contentsLimitRange: ratingRange(data, 'contentsLimitRange'),
    aleLimitRange: ratingRange(data, 'aleLimitRange'),
    contentsFactors: ratingFactorQuestions(data, 'contentsFactors'),
    policyFactors: ratingFactorQuestions(data, 'policyFactors'),
    coverLevelLoads: optionalRatingTable(data, 'coverLevelLoads'),
    roommates: readRoommates(data),
  };
}

interface InsuredLimits {
  contents: number;
  ale: number;
  roommates: number;
}

/** The insured's limits plus every roommate's property and ALE limits. */
function insuredLimits(
  context: RatingContext,
  rating: ReturnType<typeof readResidentialRating>,
): InsuredLimits {
  const contents = context.amount('contents-limit', rating.contentsLimitRange) ?? 0;
  const ale = context.amount('ale-limit', rating.aleLimitRange) ?? 0;
  const entries = answerGroup(context.form, 'roommates');
  const limits: InsuredLimits = { contents, ale, roommates: entries.length };
  if (entries.length === 0) return limits;
  const roommates = rating.roommates;
  if (!roommates) {
    context.fail('Roommates cannot be insured on this product.');
    return limits;
  }
  if (entries.length > roommates.max) {
    context.fail(`At most ${roommates.max} roommates can be insured on this product.`);
    return limits;
  }
  entries.forEach((record, index) => {
    const scope = { record, prefix: `Roommate ${index + 1}: ` };
    limits.contents += context.amount('roommate-property-limit', roommates.propertyLimitRange, scope) ?? 0;
    limits.ale += context.amount('roommate-ale-limit', roommates.aleLimitRange, scope) ?? 0;
  });
  return limits;
}

function withRoommates(label: string, roommates: number): string {
  if (roommates === 0) return label;
  return `${label} (insured and ${roommates} roommate${roommates === 1 ? '' : 's'})`;
}

/**
 * Residential (tenants) rating, per line in cents:
 * contents = (contents limit + roommates' property limits) / 1000 x contents rate x province
 *            x contents factors (deductible, fire protection ...) x policy factors (claims ...);
 * ALE = (ALE limit + roommates' ALE limits) / 1000 x ALE rate x province x policy factors;
 * liability = liability premium of the limit x province x policy factors x (1 + load x roommates);
 * add-on = contents x the cover level's load (flood and enhanced covers).
 * The minimum premium tops up the contents line.
 */
export function rateResidential(definition: ProductDefinition, form: Form): RatedPremiums {
  const rating = readResidentialRating(definition);
  const context = new RatingContext(definition, form);
  const limits = insuredLimits(context, rating);
  const province = context.provinceFactor(rating.provinceFactors);
  const policy = context.factors(rating.policyFactors);
  const liabilityBase = context.lookup('liability-limit', rating.liabilityPremiums) ?? 0;
  const contentsFactor = context.factors(rating.contentsFactors);
  const coverLoad = rating.coverLevelLoads
    ? (context.lookup(COVER_LEVEL_KEY, rating.coverLevelLoads) ?? 0)
    : 0;
  if (!context.priceable) return unpricedResult(context.reasons);

  const roommateLoad = 1 + (rating.roommates?.liabilityLoadPerRoommate ?? 0) * limits.roommates;
  const contents =
    (limits.contents / 1000) * rating.contentsRatePerThousand * 100 * province * contentsFactor * policy;
  const lines: DraftLine[] = [
    { key: 'contentsPremium', label: withRoommates('Contents', limits.roommates), amount: contents },
    {
      key: 'alePremium',
      label: withRoommates('Additional living expenses', limits.roommates),
      amount: (limits.ale / 1000) * rating.aleRatePerThousand * 100 * province * policy,
    },
    {
      key: 'liabilityPremium',
      label: withRoommates('Personal liability', limits.roommates),
      amount: liabilityBase * 100 * province * policy * roommateLoad,
    },
  ];
  if (coverLoad > 0) {
    const level = context.answerLabel(COVER_LEVEL_KEY);
    lines.push({ key: 'addonPremium', label: `Cover level: ${level}`, amount: contents * coverLoad });
  }
  return pricedResult(lines, dollarsToCents(rating.minimumPremium));
}
