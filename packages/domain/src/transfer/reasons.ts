/**
 * Reassignment reasons of a transfer (spec section 6), in the order offered. The spec lists them
 * in lower case; they are shown and stored in sentence case.
 */
export const TRANSFER_REASONS = [
  'Broker no longer works there',
  'Ownership of account has changed within brokerage',
  'Previous brokerage not eligible to quote',
  'Temporary ownership change',
  'Assign launchpad lead to broker',
  'Brokerage acquisition',
  'Broker listed under wrong brokerage',
] as const;

/** The reason AssignCustomLead records: launchpad leads handed from the agency to a broker. */
export const LAUNCHPAD_LEAD_REASON = 'Assign launchpad lead to broker';

/**
 * The spec's extra reason 'in one case': offered when the account is held by the agency (its
 * brokerage is the Apollo agency), which is where a policy lands when a broker who was not signed in
 * had it bound by agency staff.
 */
export const AGENCY_MISTAKE_REASON = 'Broker not logged in, bound on agency by mistake';

/** The reasons offered for an account currently held by `original` brokerage. */
export function transferReasonsFor(original: { isAgency: boolean }): string[] {
  return original.isAgency ? [...TRANSFER_REASONS, AGENCY_MISTAKE_REASON] : [...TRANSFER_REASONS];
}
