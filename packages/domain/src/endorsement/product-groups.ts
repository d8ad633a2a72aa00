/**
 * Product families the endorsement reasons and policy actions depend on (spec sections 1 and 9),
 * by productId as the catalogue defines them (products/definitions).
 */

/** The tenants products: reasons 'Amend Risk Location' and 'Add Roommate'; the policy portal. */
export const TENANTS_PRODUCTS: readonly string[] = ['tenants', 'tenants-plus', 'student-tenants'];

/** Construction projects: additional insured, loss payee and mortgagee reasons; term extensions. */
export const CONSTRUCTION_PRODUCTS: readonly string[] = ['builders-risk', 'course-of-construction'];

/** Contractors liability, the product carrying the contractors equipment floater. */
export const CONTRACTORS_PRODUCTS: readonly string[] = ['contractors'];

/**
 * Claims-made liability products, the ones an extended reporting period (ERP) applies to
 * (domain-facts.md, "Extended reporting period"): D&O, technology E&O and life agents E&O.
 */
export const CLAIMS_MADE_PRODUCTS: readonly string[] = ['private-dno', 'technology-eo', 'life-agents'];

/** True when the productId is one of the family's. */
export function isInFamily(family: readonly string[], productId: string): boolean {
  return family.includes(productId);
}
