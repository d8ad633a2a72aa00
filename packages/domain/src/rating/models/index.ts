import { productName } from '../../catalogue.ts';
import type { Form, ProductDefinition } from '../../products/types.ts';
import type { RatedPremiums } from '../types.ts';
import { rateBusinessPackage } from './business-package.ts';
import { rateConstruction } from './construction.ts';
import { rateContractorsEquipment } from './contractors-equipment.ts';
import { rateContractors } from './contractors.ts';
import { rateHealthFitnessIndividual } from './health-fitness-individual.ts';
import { rateLifeAgents } from './life-agents.ts';
import { ratePrivateDno } from './private-dno.ts';
import { unpricedResult } from './rated-result.ts';
import { RatingDataError } from './rating-data.ts';
import { rateResidential } from './residential.ts';
import { rateTechnologyEo } from './technology-eo.ts';

/** A product's rating model: answers -> premium lines in cents, before taxes and fees. */
export type RatingModel = (definition: ProductDefinition, form: Form) => RatedPremiums;

/** The rating model of each product of the catalogue. */
export const RATING_MODELS: Readonly<Record<string, RatingModel>> = {
  tenants: rateResidential,
  'tenants-plus': rateResidential,
  'student-tenants': rateResidential,
  'builders-risk': rateConstruction,
  'course-of-construction': rateConstruction,
  contractors: rateContractors,
  'trade-contractors': rateContractors,
  'contractors-equipment': rateContractorsEquipment,
  'custom-business': rateBusinessPackage,
  'health-fitness-premises': rateBusinessPackage,
  'health-fitness-individual': rateHealthFitnessIndividual,
  'technology-eo': rateTechnologyEo,
  'private-dno': ratePrivateDno,
  'life-agents': rateLifeAgents,
};

/**
 * Rates the answers of a form with the model of the definition's product. Never throws for bad
 * answers or bad rating data: those give an unpriced result whose reasons the broker sees.
 */
export function rateProduct(definition: ProductDefinition, form: Form): RatedPremiums {
  const model = Object.hasOwn(RATING_MODELS, definition.productId)
    ? RATING_MODELS[definition.productId]
    : undefined;
  // The product by its name (the catalogue's; an unknown id as it is), which the broker knows.
  const name = productName(definition.productId);
  if (!model) return unpricedResult([`No online rating exists for ${name}.`]);
  try {
    return model(definition, form);
  } catch (error) {
    if (error instanceof RatingDataError) {
      return unpricedResult([`The rating tables of ${name} (version ${definition.version}) are incomplete.`]);
    }
    throw error;
  }
}

export { RatingDataError } from './rating-data.ts';
export type { AmountRange, CommonRatingData, FactorBand, FactorQuestion } from './rating-data.ts';
export type { BusinessPackageRatingData } from './business-package.ts';
export type { ConstructionRatingData } from './construction.ts';
export type { ContractorsEquipmentRatingData } from './contractors-equipment.ts';
export type { ContractorsRatingData } from './contractors.ts';
export type { HealthFitnessIndividualRatingData } from './health-fitness-individual.ts';
export type { LifeAgentsRatingData } from './life-agents.ts';
export type { PrivateDnoRatingData } from './private-dno.ts';
export type { ResidentialRatingData } from './residential.ts';
export type { TechnologyEoRatingData } from './technology-eo.ts';
