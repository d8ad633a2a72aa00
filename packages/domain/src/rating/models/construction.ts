import { dollarsToCents } from '../../money.ts';
import type { Form, ProductDefinition } from '../../products/types.ts';
import type { RatedPremiums } from '../types.ts';
import { answerFlag, answerList, answerText } from './answers.ts';
import { pricedResult, unpricedResult, type DraftLine } from './rated-result.ts';
import { RatingContext } from './rating-context.ts';
import {
  optionalRatingObject,
  ratingFactorQuestions,
  ratingNumber,
  ratingRange,
  ratingStrings,
  ratingTable,
  type AmountRange,
  type CommonRatingData,
  type FactorQuestion,
} from './rating-data.ts';

/** A property amount rated per $1,000 (existing building, soft costs). */
export interface ExtraAmountRatingData {
  ratePerThousand: number;
  range: AmountRange;
}

/** Rating data of builders risk and course of construction. */
export interface ConstructionRatingData extends CommonRatingData {
  /** Annual dollars per $1,000 of completed project value, by construction type. */
  ratesPerThousand: Record<string, number>;
  projectValueRange: AmountRange;
  /** Project terms (months) that can be priced online; the premium is pro rata of a year. */
  termRange: AmountRange;
  provinceFactors: Record<string, number>;
  /** Questions whose factors multiply the property lines (fire protection, deductible ...). */
  policyFactors: FactorQuestion[];
  /** Site security measure -> credit (0.05 = 5% off), capped at maxSecurityCredit. */
  securityCredits: Record<string, number>;
  maxSecurityCredit: number;
  /** Builders risk: the existing building of a renovation or addition, rated for these project types. */
  existingBuilding?: ExtraAmountRatingData & { projectTypes: string[] };
  /** Course of construction: optional soft costs (delay in start-up) cover. */
  softCosts?: ExtraAmountRatingData;
}

function readExtra(extra: Readonly<Record<string, unknown>>): ExtraAmountRatingData {
  return { ratePerThousand: ratingNumber(extra, 'ratePerThousand'), range: ratingRange(extra, 'range') };
}

function readConstructionRating(definition: ProductDefinition): Omit<ConstructionRatingData, 'ratesNote'> {
  const data = definition.rating;
  const existing = optionalRatingObject(data, 'existingBuilding');
  const softCosts = optionalRatingObject(data, 'softCosts');
  return {
    minimumPremium: ratingNumber(data, 'minimumPremium'),
    brokerCommissionRate: ratingNumber(data, 'brokerCommissionRate'),
    dmgaRate: ratingNumber(data, 'dmgaRate'),
    ratesPerThousand: ratingTable(data, 'ratesPerThousand'),
    projectValueRange: ratingRange(data, 'projectValueRange'),
    termRange: ratingRange(data, 'termRange'),
    provinceFactors: ratingTable(data, 'provinceFactors'),
    policyFactors: ratingFactorQuestions(data, 'policyFactors'),
    securityCredits: ratingTable(data, 'securityCredits'),
    maxSecurityCredit: ratingNumber(data, 'maxSecurityCredit'),
    existingBuilding: existing && {
      ...readExtra(existing),
      projectTypes: ratingStrings(existing, 'projectTypes'),
    },
    softCosts: softCosts && readExtra(softCosts),
  };
}

/** The site security credit: the sum of the chosen measures' credits, capped. */
function securityCredit(form: Form, credits: Readonly<Record<string, number>>, cap: number): number {
  const total = answerList(form, 'security-measures').reduce(
    (sum, measure) => sum + (credits[measure] ?? 0),
    0,
  );
  return Math.min(total, cap);
}

/**
 * Builders risk and course of construction, per line in cents:
 * building = project value / 1000 x rate of the construction type x term / 12 x province
 *            x policy factors x (1 - security credit);
 * existing building (renovations, additions) = existing value / 1000 x its rate, same factors;
 * soft costs add-on = soft costs limit / 1000 x its rate x term / 12 x province.
 * The minimum premium tops up the building line.
 */
export function rateConstruction(definition: ProductDefinition, form: Form): RatedPremiums {
  const rating = readConstructionRating(definition);
  const context = new RatingContext(definition, form);
  const value = context.amount('project-value', rating.projectValueRange) ?? 0;
  const rate = context.lookup('construction-type', rating.ratesPerThousand) ?? 0;
  const months = context.amount('project-term-months', rating.termRange) ?? 0;
  const province = context.provinceFactor(rating.provinceFactors);
  const policy = context.factors(rating.policyFactors);
  const existingRating = rating.existingBuilding;
  const projectType = answerText(form, 'project-type') ?? '';
  const existing =
    existingRating && existingRating.projectTypes.includes(projectType)
      ? (context.amount('existing-building-value', existingRating.range) ?? 0)
      : 0;
  const softRating = rating.softCosts;
  const softCosts =
    softRating && answerFlag(form, 'soft-costs') ? context.amount('soft-costs-limit', softRating.range) : 0;
  if (!context.priceable) return unpricedResult(context.reasons);

  const term = months / 12;
  const common =
    term * province * policy * (1 - securityCredit(form, rating.securityCredits, rating.maxSecurityCredit));
  const lines: DraftLine[] = [
    {
      key: 'buildingPremium',
      label: `Building under construction: ${context.answerLabel('construction-type')}`,
      amount: (value / 1000) * rate * 100 * common,
    },
  ];
  if (existingRating && existing > 0) {
    lines.push({
      key: 'existingBuildingPremium',
      label: 'Existing building',
      amount: (existing / 1000) * existingRating.ratePerThousand * 100 * common,
    });
  }
  if (softRating && softCosts) {
    lines.push({
      key: 'addonPremium',
      label: 'Soft costs (delay in start-up)',
      amount: (softCosts / 1000) * softRating.ratePerThousand * 100 * term * province,
    });
  }
  return pricedResult(lines, dollarsToCents(rating.minimumPremium));
}
