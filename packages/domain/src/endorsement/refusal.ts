import type { EligibilityResult } from '../products/types.ts';
import type { Quote } from '../rating/types.ts';

/** Why an endorsement cannot be issued, as shown to the user. */
export const ENDORSEMENT_REFUSALS = {
  unpriced: 'The changed answers cannot be priced online.',
  referred: 'The change needs an underwriter: ',
  invalid: (key: string, message: string) => `${key}: ${message}`,
} as const;

export interface RefusalInput {
  newQuote: Quote;
  eligibility: EligibilityResult;
  errors: Record<string, string>;
  /** Eligibility and errors of the bound answers: what the endorsement did not cause is not held against it. */
  currentEligibility: EligibilityResult;
  currentErrors: Record<string, string>;
  allowReferred: boolean;
}

/**
 * The reasons an endorsement is refused, empty when it can be issued:
 * - the new answers cannot be priced (the quote's unpriced reasons);
 * - the change makes a rule fire that did not fire on the bound answers, and the risk is now
 *   rejected (its messages), or referred without allowReferred ('The change needs an underwriter: ...').
 *   A rule already firing on the bound policy (e.g. a moratorium that began after bind) is not held
 *   against a change that has nothing to do with it;
 * - the change leaves an answer invalid that was valid before ('key: message').
 */
export function refusalReasons(input: RefusalInput): string[] {
  const reasons: string[] = [];
  if (!input.newQuote.priced) {
    reasons.push(
      ...(input.newQuote.unpricedReasons.length > 0
        ? input.newQuote.unpricedReasons
        : [ENDORSEMENT_REFUSALS.unpriced]),
    );
  }
  const introduced = input.eligibility.reasons.filter(
    (reason) => !input.currentEligibility.reasons.includes(reason),
  );
  if (introduced.length > 0 && input.eligibility.status === 'rejected') reasons.push(...introduced);
  if (introduced.length > 0 && input.eligibility.status === 'referred' && !input.allowReferred) {
    reasons.push(...introduced.map((reason) => `${ENDORSEMENT_REFUSALS.referred}${reason}`));
  }
  for (const [key, message] of Object.entries(input.errors)) {
    if (input.currentErrors[key] !== message) reasons.push(ENDORSEMENT_REFUSALS.invalid(key, message));
  }
  return [...new Set(reasons)];
}
