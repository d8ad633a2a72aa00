/**
 * What comes back on cancellation, as the product computes it (packages/domain/src/cancellation):
 * the insured's cancellation earns premium at the short rate, the insurer's pro rata, the minimum
 * retained premium (MRP) keeps all of it, and a flat cancellation returns everything, fees
 * included. The declarations page and the wording say the same.
 */
export const RETURN_OF_PREMIUM = [
  'If you cancel this policy, we keep the premium earned for the days it was in force, at the short rate, and return the rest. If we cancel this policy, we return the unearned premium, pro rata to the days remaining in the policy period.',
  'Where the minimum retained premium (MRP) applies, 100% of the policy premium is kept and none is returned; any unpaid balance remains due. A flat cancellation, as of the effective date, returns all of the premium, taxes and fees.',
  'Taxes on the premium follow the premium. Transaction, card processing and financing fees are fully earned when charged unless they are waived.',
] as const;
