import { MESSAGES } from '../messages.ts';

/** Reinstatement reasons (spec section 9), word for word. */
export const REINSTATEMENT_REASONS = [
  'Processing Error',
  'Approval from Insurer / Product Director',
] as const;
export type ReinstatementReason = (typeof REINSTATEMENT_REASONS)[number];

/** The most characters of free text the reinstatement and open-lapsed forms take. */
export const REINSTATEMENT_TEXT_MAX = 2000;

export function isReinstatementReason(value: string): value is ReinstatementReason {
  return (REINSTATEMENT_REASONS as readonly string[]).includes(value);
}

export interface ReinstatementFormErrors {
  reinstatementReason?: string;
  details?: string;
}

/** Spec 5, Reinstatement: a reason (one of section 9's) and details are both required. */
export function validateReinstatementForm(input: {
  reinstatementReason: string;
  details: string;
}): ReinstatementFormErrors {
  const errors: ReinstatementFormErrors = {};
  if (!isReinstatementReason(input.reinstatementReason)) errors.reinstatementReason = MESSAGES.required;
  if (!input.details.trim()) errors.details = MESSAGES.required;
  return errors;
}

/** Spec 5, Open lapsed policy: a comment is required. */
export function validateOpenLapsedForm(input: { comment: string }): { comment?: string } {
  return input.comment.trim() ? {} : { comment: MESSAGES.required };
}
