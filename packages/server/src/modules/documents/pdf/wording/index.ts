import { BUSINESS_WORDING } from './business.ts';
import { CONSTRUCTION_WORDING } from './construction.ts';
import { CONTRACTORS_WORDING } from './contractors.ts';
import { HEALTH_FITNESS_WORDING } from './health-fitness.ts';
import { PROFESSIONAL_WORDING } from './professional.ts';
import { TENANTS_WORDING } from './tenants.ts';
import type { ProductWording } from './types.ts';

export { COMMON_CONDITIONS, COMMON_DEFINITIONS, COMMON_EXCLUSIONS, OPENING } from './common.ts';
export type { Clause, Definition, ProductWording } from './types.ts';

const BY_PRODUCT: Record<string, ProductWording> = {
  tenants: TENANTS_WORDING,
  'tenants-plus': TENANTS_WORDING,
  'student-tenants': TENANTS_WORDING,
  'builders-risk': CONSTRUCTION_WORDING,
  'course-of-construction': CONSTRUCTION_WORDING,
  contractors: CONTRACTORS_WORDING,
  'contractors-equipment': CONTRACTORS_WORDING,
  'trade-contractors': CONTRACTORS_WORDING,
  'health-fitness-individual': HEALTH_FITNESS_WORDING,
  'health-fitness-premises': HEALTH_FITNESS_WORDING,
  'private-dno': PROFESSIONAL_WORDING,
  'technology-eo': PROFESSIONAL_WORDING,
  'life-agents': PROFESSIONAL_WORDING,
  'custom-business': BUSINESS_WORDING,
};

/** The wording of a product; a product not listed gets the commercial package wording. */
export function productWording(productId: string): ProductWording {
  return BY_PRODUCT[productId] ?? BUSINESS_WORDING;
}
