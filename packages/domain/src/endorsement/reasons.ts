import { ADDRESS_PART_KEYS } from '../products/definitions/common-questions.ts';
import { definitionQuestions, findQuestions, questionKeys } from '../products/question-tree.ts';
import type { ProductDefinition } from '../products/types.ts';
import { CONSTRUCTION_PRODUCTS, CONTRACTORS_PRODUCTS, TENANTS_PRODUCTS } from './product-groups.ts';

/** Form keys of the insured's contact details (the typo fixes and contact info reasons). */
export const CONTACT_KEYS: readonly string[] = ['insured-name', 'email', 'phone'];

/** Form keys of the limits and optional coverages a broker may raise or add. */
export const LIMIT_KEYS: readonly string[] = [
  'contents-limit',
  'ale-limit',
  'liability-limit',
  'cover-level',
  'project-value',
  'equipment-limit',
  'equipment-floater',
  'equipment-floater-limit',
  'equipment-floater-deductible',
  'cyber-addon',
  'cyber-limit',
  'soft-costs',
  'soft-costs-limit',
];

/** Form keys describing the rented home beside its address (tenants 'Amend Risk Location'). */
const RENTAL_KEYS: readonly string[] = [
  'dwelling-type',
  'unit-floor',
  'residence-type',
  'fire-protection',
  'working-smoke-alarm',
];
const LENDER_KEYS: readonly string[] = ['has-mortgagee', 'mortgagee-name', 'mortgagee-address'];
const FLOATER_KEYS: readonly string[] = [
  'equipment-floater',
  'equipment-floater-limit',
  'equipment-floater-deductible',
];

/** One endorsement reason (spec section 9). */
export interface EndorsementReason {
  /** The reason as stored and shown. */
  value: string;
  /** The reason needs extra text of at least ENDORSEMENT_TEXT_MIN_LENGTH characters. */
  requiresText: boolean;
  /** The form keys the reason may change; 'any' for every key of the product; [] for none. */
  fields: readonly string[] | 'any';
  /** The products it is offered on; absent when offered on every product. */
  productIds?: readonly string[];
  /** Products it is not offered on (commercial reasons on residential products, and reasons a product's own replaces). */
  excludedProductIds?: readonly string[];
}

/** Minimum length of the extra text of 'Increase Limit/Add Coverage' and 'Other' (spec 5 and 9). */
export const ENDORSEMENT_TEXT_MIN_LENGTH = 10;

const reason = (
  value: string,
  fields: readonly string[] | 'any',
  extra: Partial<Pick<EndorsementReason, 'requiresText' | 'productIds' | 'excludedProductIds'>> = {},
): EndorsementReason => ({ value, fields, requiresText: extra.requiresText ?? false, ...extra });

/**
 * Commercial reasons are not offered on the tenants products (a tenant has no operations and no
 * contracts asking for a waiver of subrogation), nor 'Risk Location Change' there: the tenants
 * products have their own 'Amend Risk Location' (spec 9, product-specific reasons).
 */
const NOT_ON_TENANTS = { excludedProductIds: TENANTS_PRODUCTS };

/**
 * Endorsement reasons of spec section 9, in the order offered: the general ones, the
 * product-specific ones, then 'Other'. Documentation-only requests (waiver of subrogation, monthly
 * payment payout) change no answer.
 */
export const ENDORSEMENT_REASONS: readonly EndorsementReason[] = [
  reason('Amend Named Insured', ['insured-name']),
  reason('Add Named Insured', ['insured-name']),
  reason('Amend Effective Date', ['policy-effective-date']),
  reason('Amend Insured Personal Contact Info', ['email', 'phone']),
  reason('Change/Add Operations', ['operations'], NOT_ON_TENANTS),
  reason('Change of Mailing Address', ADDRESS_PART_KEYS),
  reason('Increase Limit/Add Coverage', LIMIT_KEYS, { requiresText: true }),
  reason('Request Waiver of Subrogation', [], NOT_ON_TENANTS),
  reason('Request Monthly Payment Payout', []),
  reason('Risk Location Change', ADDRESS_PART_KEYS, NOT_ON_TENANTS),
  reason('Typo Fix - Named Insured', ['insured-name']),
  reason('Typo Fix - Email', ['email']),
  reason('Typo Fix - Address', ADDRESS_PART_KEYS),
  reason('Typo Fix - Phone', ['phone']),
  reason('Add Additional Insured', ['additional-insureds'], { productIds: CONSTRUCTION_PRODUCTS }),
  reason('Add Loss Payee', LENDER_KEYS, { productIds: CONSTRUCTION_PRODUCTS }),
  reason('Add Mortgagee', LENDER_KEYS, { productIds: CONSTRUCTION_PRODUCTS }),
  reason('Amend Risk Location', [...ADDRESS_PART_KEYS, ...RENTAL_KEYS], { productIds: TENANTS_PRODUCTS }),
  reason('Add Roommate', ['roommates'], { productIds: TENANTS_PRODUCTS }),
  reason('Add/Increase Contractors Equipment Floater', FLOATER_KEYS, { productIds: CONTRACTORS_PRODUCTS }),
  reason('Other', 'any', { requiresText: true }),
];

/** The reason with this value, or undefined. */
export function endorsementReason(value: string): EndorsementReason | undefined {
  return ENDORSEMENT_REASONS.find((candidate) => candidate.value === value);
}

/** The reasons offered on a product: the general reasons that fit it plus the product's own. */
export function endorsementReasonsFor(productId: string): EndorsementReason[] {
  return ENDORSEMENT_REASONS.filter(
    (candidate) =>
      (candidate.productIds?.includes(productId) ?? true) &&
      !(candidate.excludedProductIds?.includes(productId) ?? false),
  );
}

/** True when the reason needs extra text ('Increase Limit/Add Coverage' and 'Other'). */
export function reasonRequiresText(value: string): boolean {
  return endorsementReason(value)?.requiresText ?? false;
}

function definitionKeys(definition: ProductDefinition): string[] {
  return [...new Set(definitionQuestions(definition).flatMap(questionKeys))];
}

/**
 * The form keys to offer for a reason on a product: the reason's keys that the product's
 * definition asks (so a tenants policy is not offered 'operations'); every key for 'Other';
 * none for an unknown reason or one not offered on the product.
 */
export function endorsementFieldsFor(definition: ProductDefinition, value: string): string[] {
  const found = endorsementReasonsFor(definition.productId).find((candidate) => candidate.value === value);
  if (!found) return [];
  if (found.fields === 'any') return definitionKeys(definition);
  return found.fields.filter((key) => findQuestions(definition, key).length > 0);
}
