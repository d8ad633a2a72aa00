import { calendarDaysBetween, isCalendarDay } from '../calendar-days.ts';
import type { Cents } from '../money.ts';

/** Spec 5 and 8, word for word, and the rules' own messages. */
export const CUSTOM_PREMIUM_MESSAGES = {
  invalidPremium: 'Premium input invalid. Please enter a value greater than zero.',
  quoteFailed: "Sorry we can't get the quote of this premiums",
  saveFailed: 'Sorry, the endorsement cannot be created at the moment, please contact us.',
  required: 'Required',
  noQuote: 'The premium gives no quote to charge.',
  notPreset: 'Choose one of the preset premiums: $75, $100 or $125.',
  expiryEarlier: 'The expiry date cannot be earlier than the current expiry date.',
  effectiveOutsideTerm: 'The effective date must be within the policy term.',
  unknownOperation: 'Choose one of the operation types offered.',
  reasonTooLong: 'The reason is at most 1000 characters.',
  noCard: 'No card on file. Please add a new card to pay this premium.',
  moved: 'The premium figures have changed since they were shown. Please review them again.',
} as const;

/** The health and fitness products (spec 9): preset premiums, an effective date and an operation type. */
export const HEALTH_FITNESS_PRODUCTS: readonly string[] = [
  'health-fitness-individual',
  'health-fitness-premises',
];

/** Health-fitness preset premiums (spec 9): $75, $100, $125, in cents. */
export const HEALTH_FITNESS_PRESET_PREMIUMS: readonly Cents[] = [7_500, 10_000, 12_500];

/**
 * The operation types a health-fitness custom premium adds (spec 9), by the value and label the
 * individuals' product gives them (products/definitions/health-fitness-individual.ts).
 */
export const CUSTOM_PREMIUM_OPERATIONS: readonly { value: string; label: string }[] = [
  { value: 'acupressure', label: 'Acupressure' },
  { value: 'hot-yoga', label: 'Hot yoga instructor' },
  { value: 'paddleboard-yoga', label: 'Paddleboard yoga instructor' },
  { value: 'yoga-therapy', label: 'Yoga therapy' },
  { value: 'hydrotherapy', label: 'Hydrotherapy' },
  { value: 'squash-instructor', label: 'Squash instructor' },
  { value: 'tennis-instructor', label: 'Tennis instructor' },
  { value: 'first-aid-cpr-instructor', label: 'First aid / CPR instructor' },
  { value: 'osteopathic-manual-practitioner', label: 'Osteopathic manual practice (graduate practitioner)' },
  {
    value: 'osteopathic-manual-practice-student',
    label: 'Osteopathic manual practice (student in supervised clinic)',
  },
];

export function isHealthFitness(productId: string): boolean {
  return HEALTH_FITNESS_PRODUCTS.includes(productId);
}

export interface CustomPremiumInput {
  reason: string;
  /** Cents. */
  totalPremium: number;
  /** YYYY-MM-DD; absent keeps the current expiry. */
  expiryDate?: string | null;
  /** YYYY-MM-DD; required on health-fitness products. */
  effectiveDate?: string | null;
  newOperation?: string | null;
}

export interface CustomPremiumPolicy {
  productId: string;
  effectiveDay: string;
  expiryDay: string;
}

/** The premium alone (the quote step): the spec's message unless whole cents above 0 (and a preset on health-fitness). */
export function premiumError(totalPremium: number, productId: string): string | null {
  if (!Number.isSafeInteger(totalPremium) || totalPremium <= 0) return CUSTOM_PREMIUM_MESSAGES.invalidPremium;
  if (isHealthFitness(productId) && !HEALTH_FITNESS_PRESET_PREMIUMS.includes(totalPremium)) {
    return CUSTOM_PREMIUM_MESSAGES.notPreset;
  }
  return null;
}

/**
 * The custom premium's rules (spec 5), by field; empty when it can be saved: a reason; a premium
 * above 0 (a preset on health-fitness products); an expiry no earlier than the current one; on
 * health-fitness products an effective date within the term and one of the spec's operation types.
 */
export function validateCustomPremium(
  input: CustomPremiumInput,
  policy: CustomPremiumPolicy,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const reason = input.reason.trim();
  if (!reason) errors.reason = CUSTOM_PREMIUM_MESSAGES.required;
  else if (reason.length > 1000) errors.reason = CUSTOM_PREMIUM_MESSAGES.reasonTooLong;
  const premium = premiumError(input.totalPremium, policy.productId);
  if (premium) errors.totalPremium = premium;
  if (input.expiryDate) {
    if (!isCalendarDay(input.expiryDate)) errors.expiryDate = CUSTOM_PREMIUM_MESSAGES.required;
    else if (calendarDaysBetween(policy.expiryDay, input.expiryDate) < 0) {
      errors.expiryDate = CUSTOM_PREMIUM_MESSAGES.expiryEarlier;
    }
  }
  const hf = isHealthFitness(policy.productId);
  if (input.effectiveDate) {
    if (!isCalendarDay(input.effectiveDate)) errors.effectiveDate = CUSTOM_PREMIUM_MESSAGES.required;
    else if (
      calendarDaysBetween(policy.effectiveDay, input.effectiveDate) < 0 ||
      calendarDaysBetween(input.effectiveDate, policy.expiryDay) <= 0
    ) {
      errors.effectiveDate = CUSTOM_PREMIUM_MESSAGES.effectiveOutsideTerm;
    }
  } else if (hf) errors.effectiveDate = CUSTOM_PREMIUM_MESSAGES.required;
  if (hf) {
    if (!input.newOperation) errors.newOperation = CUSTOM_PREMIUM_MESSAGES.required;
    else if (!CUSTOM_PREMIUM_OPERATIONS.some((op) => op.value === input.newOperation)) {
      errors.newOperation = CUSTOM_PREMIUM_MESSAGES.unknownOperation;
    }
  }
  return errors;
}

/** The comma-separated operations with `operation` added once (spec 3: operations as a comma-separated string). */
export function withOperation(operations: unknown, operation: string): string {
  const list = typeof operations === 'string' ? operations.split(',').filter(Boolean) : [];
  return list.includes(operation) ? list.join(',') : [...list, operation].join(',');
}
