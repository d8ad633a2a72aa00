import type { ProductDefinition } from '../types.ts';
import { BUILDERS_RISK } from './builders-risk.ts';
import { CONTRACTORS_EQUIPMENT } from './contractors-equipment.ts';
import { CONTRACTORS } from './contractors.ts';
import { COURSE_OF_CONSTRUCTION } from './course-of-construction.ts';
import { CUSTOM_BUSINESS } from './custom-business.ts';
import { HEALTH_FITNESS_INDIVIDUAL } from './health-fitness-individual.ts';
import { HEALTH_FITNESS_PREMISES } from './health-fitness-premises.ts';
import { LIFE_AGENTS } from './life-agents.ts';
import { PRIVATE_DNO } from './private-dno.ts';
import { STUDENT_TENANTS } from './student-tenants.ts';
import { TECHNOLOGY_EO } from './technology-eo.ts';
import { TENANTS_PLUS } from './tenants-plus.ts';
import { TENANTS } from './tenants.ts';
import { TRADE_CONTRACTORS } from './trade-contractors.ts';

const ALL: readonly ProductDefinition[] = [
  BUILDERS_RISK,
  COURSE_OF_CONSTRUCTION,
  TENANTS,
  TENANTS_PLUS,
  STUDENT_TENANTS,
  CONTRACTORS,
  CONTRACTORS_EQUIPMENT,
  TRADE_CONTRACTORS,
  CUSTOM_BUSINESS,
  PRIVATE_DNO,
  TECHNOLOGY_EO,
  LIFE_AGENTS,
  HEALTH_FITNESS_INDIVIDUAL,
  HEALTH_FITNESS_PREMISES,
];

/** The current definition (version 1.0) of every catalogue product, keyed by productId. */
export const PRODUCT_DEFINITIONS: Readonly<Record<string, ProductDefinition>> = Object.freeze(
  Object.fromEntries(ALL.map((definition) => [definition.productId, definition])),
);

/** The current definition of a product, or undefined for an unknown productId. */
export function productDefinition(productId: string): ProductDefinition | undefined {
  return Object.hasOwn(PRODUCT_DEFINITIONS, productId) ? PRODUCT_DEFINITIONS[productId] : undefined;
}

export { ADDRESS_PART_KEYS, ADDRESS_QUESTION, moneyLabel } from './common-questions.ts';
