import { BUSINESS_WORDING } from './business.ts';
import { CONSTRUCTION_WORDING } from './construction.ts';
import { CONTRACTORS_WORDING } from './contractors.ts';
import { HEALTH_FITNESS_WORDING } from './health-fitness.ts';
import { PROFESSIONAL_WORDING } from './professional.ts';
import { TENANTS_WORDING } from './tenants.ts';
import type { Locale } from '@bm/domain';
import { COMMON_CONDITIONS, COMMON_DEFINITIONS, COMMON_EXCLUSIONS, OPENING } from './common.ts';
import { BUSINESS_WORDING_FR } from './fr/business.ts';
import {
  COMMON_CONDITIONS_FR,
  COMMON_DEFINITIONS_FR,
  COMMON_EXCLUSIONS_FR,
  OPENING_FR,
} from './fr/common.ts';
import { CONSTRUCTION_WORDING_FR } from './fr/construction.ts';
import { CONTRACTORS_WORDING_FR } from './fr/contractors.ts';
import { HEALTH_FITNESS_WORDING_FR } from './fr/health-fitness.ts';
import { PROFESSIONAL_WORDING_FR } from './fr/professional.ts';
import { TENANTS_WORDING_FR } from './fr/tenants.ts';
import type { Clause, Definition, ProductWording } from './types.ts';

export { COMMON_CONDITIONS, COMMON_DEFINITIONS, COMMON_EXCLUSIONS, OPENING } from './common.ts';
export type { Clause, Definition, ProductWording } from './types.ts';

/** The parts of the wording every product shares, in one language. */
export interface CommonWording {
  opening: string;
  definitions: readonly Definition[];
  exclusions: readonly Clause[];
  conditions: readonly Clause[];
}

const COMMON: Record<Locale, CommonWording> = {
  'en-CA': {
    opening: OPENING,
    definitions: COMMON_DEFINITIONS,
    exclusions: COMMON_EXCLUSIONS,
    conditions: COMMON_CONDITIONS,
  },
  'fr-CA': {
    opening: OPENING_FR,
    definitions: COMMON_DEFINITIONS_FR,
    exclusions: COMMON_EXCLUSIONS_FR,
    conditions: COMMON_CONDITIONS_FR,
  },
};

/** The common parts of the wording in the locale (issue 27: the insured's language of correspondence). */
export const commonWording = (locale: Locale): CommonWording => COMMON[locale];

/** Each English wording's French, clause for clause (./fr/). */
const FRENCH = new Map<ProductWording, ProductWording>([
  [TENANTS_WORDING, TENANTS_WORDING_FR],
  [CONSTRUCTION_WORDING, CONSTRUCTION_WORDING_FR],
  [CONTRACTORS_WORDING, CONTRACTORS_WORDING_FR],
  [HEALTH_FITNESS_WORDING, HEALTH_FITNESS_WORDING_FR],
  [PROFESSIONAL_WORDING, PROFESSIONAL_WORDING_FR],
  [BUSINESS_WORDING, BUSINESS_WORDING_FR],
]);

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

/** The wording of a product in the locale; a product not listed gets the commercial package wording. */
export function productWording(productId: string, locale: Locale = 'en-CA'): ProductWording {
  const english = BY_PRODUCT[productId] ?? BUSINESS_WORDING;
  return locale === 'fr-CA' ? (FRENCH.get(english) ?? english) : english;
}
