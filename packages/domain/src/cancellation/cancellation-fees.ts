import type { Cents } from '../money.ts';

/** The house figures a cancellation reads (domain-facts.md: rates as data, never buried literals). */
export interface CancellationFeeSchedule {
  /**
   * Admin fee retained out of the refund on cancellation unless waived (defaultRetainAdminFee).
   * It is withheld from money going back, never charged on top: it is capped at the refund that
   * would otherwise be due, so it never makes the insured owe more.
   */
  adminFee: Cents;
  /** Minimum retained premium as a share of the policy premium (spec 2.3 and 9: 100%, fully earned). */
  minimumRetainedPremiumRate: number;
}

/**
 * The cancellation fee schedule.
 * - adminFee $25.00: house figure, the same as the per-policy transaction fee (FEE_SCHEDULE), kept
 *   for the work of cancelling. Not taxed (the spec's cancellation record has no tax line for it).
 * - minimumRetainedPremiumRate 1: spec section 9, "Minimum premium: 100% of total policy premium,
 *   fully earned" (and the fully-earned-premium terms of section 2.3), so MRP returns no premium.
 */
export const CANCELLATION_FEE_SCHEDULE: CancellationFeeSchedule = {
  adminFee: 2_500,
  minimumRetainedPremiumRate: 1,
};
