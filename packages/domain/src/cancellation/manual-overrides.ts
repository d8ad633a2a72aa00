import { sumCents, type Cents } from '../money.ts';
import { settleCancellation } from './settle.ts';
import type { CancellationPremiums } from './types.ts';

/** Return figures the user typed over the computed ones (cancel_override_{key}, spec 3). */
export interface ManualReturnPremiums {
  /** Per premium line key; keys left out keep the computed figure. */
  returnPremiums?: Readonly<Record<string, Cents>>;
  customBrokerFee?: Cents;
  /** The total as typed; left out, it is the sum of the return lines. */
  totalReturnPremium?: Cents;
  /**
   * The earned premium as typed, apart from the returns (spec 5 checks that the policy premium is
   * their sum); left out, it is the policy premium plus the total return.
   */
  earnedPremium?: Cents;
}

function checkCents(value: Cents, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be whole cents, got ${value}`);
}

/**
 * Applies hand-edited return premiums to computed figures (spec 4: editing a refund value marks it
 * manual; choosing the option again means computing afresh). The earned premium is the one typed,
 * else the policy premium plus the total return; tax, fees, admin fee and the money that moves are
 * re-derived from it by the same rules as computeCancellation, so validateCancellationPremiums
 * checks what was typed: a typed total that is not the sum of the lines, an earned premium and a
 * return that do not add up to the policy premium, or a positive figure, is reported, not fixed.
 * Throws on a key that is not one of the policy's premium lines or on fractional cents.
 */
export function applyManualReturnPremiums(
  computed: CancellationPremiums,
  overrides: ManualReturnPremiums,
): CancellationPremiums {
  const returnPremiums = { ...computed.returnPremiums };
  for (const [key, value] of Object.entries(overrides.returnPremiums ?? {})) {
    if (!(key in returnPremiums)) throw new RangeError(`No premium line ${key} on this policy`);
    checkCents(value, `Return premium ${key}`);
    returnPremiums[key] = value;
  }
  const customBrokerFee = overrides.customBrokerFee ?? computed.customBrokerFee;
  checkCents(customBrokerFee, 'Custom broker fee');
  const totalReturnPremium = overrides.totalReturnPremium ?? sumCents(Object.values(returnPremiums));
  checkCents(totalReturnPremium, 'Total return premium');
  const earnedPremium = overrides.earnedPremium ?? computed.policyPremium + totalReturnPremium;
  checkCents(earnedPremium, 'Earned premium');
  return settleCancellation(
    { ...computed, isManual: true, returnPremiums, customBrokerFee, totalReturnPremium },
    earnedPremium,
  );
}
