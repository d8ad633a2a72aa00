/**
 * The extension form of a builders risk or course of construction policy (spec 3 "Extension form",
 * 5 "Extension", 9 "Extension"; docs/decisions/0036): its fields, choices, messages, the 18-month
 * limit (shared/reference/domain-facts.md) and the answers an underwriter must look at.
 */

export const EXTENSION_FIELDS = [
  'extension-length',
  'losses-claims',
  'occupied',
  'change-in-scope',
  'explanation-for-change',
  'reason-for-extension',
  'explanation-for-extension',
  'reason-for-delay',
  'explanation-for-delay',
  'percent-completed',
  'extension-limit',
] as const;
export type ExtensionField = (typeof EXTENSION_FIELDS)[number];

/** The form's answers as the browser sends them (spec 7: extension.extensionDetails). */
export type ExtensionDetails = Record<ExtensionField, string>;

/** Spec 9: project state (four choices). */
export const EXTENSION_REASONS = [
  { value: 'not-started', label: 'Construction has not started' },
  { value: 'in-progress', label: 'Construction is under way and needs more time' },
  { value: 'stopped', label: 'Construction has stopped' },
  { value: 'completed-unsold', label: 'Construction is complete, awaiting sale or occupancy' },
] as const;

/** Spec 9: delay reason (supplies, weather, other). */
export const DELAY_REASONS = [
  { value: 'supplies', label: 'Supplies' },
  { value: 'weather', label: 'Weather' },
  { value: 'other', label: 'Other' },
] as const;

/** Spec 9: percent complete 25, 50, 75 or 100. */
export const PERCENT_COMPLETED = ['25', '50', '75', '100'] as const;

export const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** Domain facts: extensions are in whole months, up to 18 months in all. */
export const MAX_EXTENSION_MONTHS = 18;

/** Spec 9: the minimum retained premium of a property extension, $50, in cents. */
export const MINIMUM_EXTENSION_PREMIUM = 5_000;

/** Below this percent completed an extension is referred to an underwriter. */
export const REVIEW_BELOW_PERCENT_COMPLETED = 50;

/** The messages of spec 5 and 8, word for word, and the caption of spec 9. */
export const EXTENSION_MESSAGES = {
  required: 'Required',
  wholeMonths: 'Unable to offer partial months, must be a whole number',
  overLimit: 'Over extension limit',
  quoteFailed: 'Extension length is too long. Please try again or contact us for assistance.',
  unexpected: 'Unexpected error occured. Please try again or contact us for assistance.',
  noDefaultCard: 'No default card found. Please add a new card to purchase this extension.',
  minimumRetained: 'A minimum retained premium of $50 applies to this extension.',
  paymentFailedTitle: 'We could not process payment',
  paymentFailed:
    'The extension cannot be issued because the selected card cannot be charged. Please go back and try another card.',
  underReview:
    'Your extension request was sent to an underwriter. You will see it on the policy record once it is priced.',
  notConstruction: 'Only builders risk and course of construction policies can be extended.',
  noReferral: 'There is no extension request waiting for an underwriter on this policy.',
  moved: 'This extension quote has changed. Please review it again.',
} as const;

const CHOICES: Partial<Record<ExtensionField, readonly string[]>> = {
  'losses-claims': YES_NO.map((o) => o.value),
  occupied: YES_NO.map((o) => o.value),
  'change-in-scope': YES_NO.map((o) => o.value),
  'reason-for-extension': EXTENSION_REASONS.map((o) => o.value),
  'reason-for-delay': DELAY_REASONS.map((o) => o.value),
  'percent-completed': PERCENT_COMPLETED,
};

const WHOLE = /^\d+$/;

/**
 * The form's errors by field (empty when valid): every field required ('Required'); the length
 * a whole number of months of at least 1 ('Unable to offer partial months, must be a whole
 * number'); the limit whole dollars; choices from their lists.
 */
export function validateExtensionDetails(
  details: Partial<Record<string, unknown>>,
): Partial<Record<ExtensionField, string>> {
  const errors: Partial<Record<ExtensionField, string>> = {};
  for (const field of EXTENSION_FIELDS) {
    const raw = details[field];
    const value = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
    if (value === '') {
      errors[field] = EXTENSION_MESSAGES.required;
      continue;
    }
    const choices = CHOICES[field];
    if (choices && !choices.includes(value)) errors[field] = 'Choose one of the options';
  }
  const length = String(details['extension-length'] ?? '').trim();
  if (!errors['extension-length'] && (!WHOLE.test(length) || Number(length) < 1)) {
    errors['extension-length'] = EXTENSION_MESSAGES.wholeMonths;
  }
  const limit = String(details['extension-limit'] ?? '').trim();
  if (!errors['extension-limit'] && (!WHOLE.test(limit) || Number(limit) < 1)) {
    errors['extension-limit'] = 'Enter the limit in whole dollars';
  }
  return errors;
}

/** Why an extension needs an underwriter (spec 4: an ineligible answer). */
export type ExtensionReviewReason =
  'lossesOrClaims' | 'changeInScope' | 'lowPercentCompleted' | 'occupied' | 'limitChanged';

export const EXTENSION_REVIEW_LABELS: Record<ExtensionReviewReason, string> = {
  lossesOrClaims: 'Losses or claims reported',
  changeInScope: 'Change in the project scope',
  lowPercentCompleted: `Less than ${REVIEW_BELOW_PERCENT_COMPLETED}% completed`,
  occupied: 'The building is occupied',
  limitChanged: 'The limit asked for differs from the policy limit',
};

/**
 * The answers an underwriter must look at (docs/decisions/0036): losses or claims, a change in
 * scope, less than 50% completed, an occupied building, or a limit other than the policy's
 * project value (`policyLimit`, whole dollars; null when the policy has none).
 */
export function extensionReviewReasons(
  details: ExtensionDetails,
  policyLimit: number | null,
): ExtensionReviewReason[] {
  const reasons: ExtensionReviewReason[] = [];
  if (details['losses-claims'] === 'yes') reasons.push('lossesOrClaims');
  if (details['change-in-scope'] === 'yes') reasons.push('changeInScope');
  if (Number(details['percent-completed']) < REVIEW_BELOW_PERCENT_COMPLETED)
    reasons.push('lowPercentCompleted');
  if (details.occupied === 'yes') reasons.push('occupied');
  if (policyLimit !== null && Number(details['extension-limit']) !== policyLimit)
    reasons.push('limitChanged');
  return reasons;
}

/** True when `months` more would take the policy's extensions past 18 months in all ('Over extension limit'). */
export function overExtensionLimit(monthsSoFar: number, months: number): boolean {
  return monthsSoFar + months > MAX_EXTENSION_MONTHS;
}
