import { formatCad, type Cents } from '../money.ts';

/**
 * The largest amount each money input accepts, in integer cents (issue 24 item 8,
 * docs/decisions/0057). A house rule, not a published one: every figure is far above the largest
 * premium the marketplace rates (its products are personal and small-business lines; the catalogue's
 * largest annual premiums are a few thousand dollars) yet small enough that no sum of a policy's
 * amounts can leave the integers a response carries exactly (Number.MAX_SAFE_INTEGER cents is about
 * $90 trillion). A larger figure is a typing error (cents typed as dollars, a pasted number).
 */
export const MONEY_INPUT_MAX = {
  /** A finance adjustment, either way (charge or credit): $100,000.00. */
  financeAdjustment: 10_000_000,
  /** A manual invoice's total, over all its invoices: $100,000.00. */
  manualInvoice: 10_000_000,
  /** A custom premium an underwriter sets: $100,000.00. */
  customPremium: 10_000_000,
  /** An extended reporting period's premium (the proposal or the underwriter's figure): $100,000.00. */
  erpPremium: 10_000_000,
  /** One coverage line's return premium an underwriter overrides on a cancellation: $100,000.00. */
  returnPremiumOverride: 10_000_000,
} as const satisfies Record<string, Cents>;

export type MoneyInput = keyof typeof MONEY_INPUT_MAX;

/** The refusal of an amount above its maximum, in the spec's words for a maximum (spec 9: "This number should be smaller than or equal to 12."). */
export function moneyInputTooLarge(input: MoneyInput): string {
  return `This amount should be smaller than or equal to ${formatCad(MONEY_INPUT_MAX[input])}.`;
}

/** A credit (negative adjustment) below the negative maximum. */
export function moneyInputTooSmall(input: MoneyInput): string {
  return `This amount should be greater than or equal to -${formatCad(MONEY_INPUT_MAX[input])}.`;
}

/** The refusal of `amount` for `input`, or null when it is within its maximum (either way). */
export function moneyInputError(input: MoneyInput, amount: number): string | null {
  if (amount > MONEY_INPUT_MAX[input]) return moneyInputTooLarge(input);
  if (amount < -MONEY_INPUT_MAX[input]) return moneyInputTooSmall(input);
  return null;
}
