import { MESSAGES } from '../messages.ts';
import type { Cents } from '../money.ts';
import { FEE_SCHEDULE } from '../rating/fee-schedule.ts';
import type { PaymentPeriod } from '../statuses.ts';

/** The note recorded on a refund made by hand from the CRM (spec section 9). */
export const MANUAL_REFUND_NOTE = 'Manual refund from CRM';

/** Card payments in an endorsement refund automatically only for annual plans (spec section 9). */
export function autoRefundSupported(paymentPeriod: PaymentPeriod): boolean {
  return paymentPeriod === 'annual';
}

/**
 * What happens to the money of an endorsement:
 * - 'charge': the total is charged now, on the card on file or a new card;
 * - 'autoRefund': the amount is refunded to the card on file;
 * - 'manualRefund': the endorsement is saved and finance refunds by hand (MANUAL_REFUND_NOTE);
 * - 'none': the endorsement does not affect the premium.
 */
export type EndorsementPaymentAction = 'charge' | 'invoice' | 'autoRefund' | 'manualRefund' | 'none';

/** House wording (the spec gives none) for an endorsement too small to charge to a card. */
export const ENDORSEMENT_INVOICED_MESSAGE =
  'This amount is below the card minimum of $0.50, so it will be added to the policy invoices instead of being charged now.';

export interface EndorsementPaymentPlan {
  action: EndorsementPaymentAction;
  /** The amount charged or refunded, in cents, never negative (0 for 'none'). */
  amount: Cents;
  /** A charge without a card on file needs a new card before the endorsement can be issued. */
  requiresNewCard: boolean;
  /** The message shown in the modal, or null. */
  message: string | null;
  /** The note to record with a manual refund, or null. */
  refundNote: string | null;
}

export interface EndorsementPaymentInput {
  /** endorsementFeesAndTotals.total.annual: positive = charge, negative = refund. */
  total: Cents;
  paymentPeriod: PaymentPeriod;
  hasCardOnFile: boolean;
  /** What can still go back to the policy's card charges; absent: no limit is known. */
  cardRefundable?: Cents;
  /** The smallest card charge (FEE_SCHEDULE.card.minimumCharge). */
  minimumCharge?: Cents;
}

/**
 * Decides how an endorsement is settled (spec sections 8 and 9):
 * - total 0: nothing ('This endorsement will not affect the policy premium.');
 * - total above 0: charged now on every plan (the plan's remaining payments are unchanged); with
 *   no card on file the broker pays with a new card (the no-card message); a total below the card
 *   processor's minimum is invoiced instead, never charged (ENDORSEMENT_INVOICED_MESSAGE);
 * - total below 0, annual plan with a card on file whose charges can take it back: refunded
 *   automatically to that card (split over its charges); more than the card charges can take is
 *   refunded by hand instead;
 * - total below 0, monthly or instalment plan: saved, refunded by hand (the non-annual message);
 * - total below 0, annual plan without a card on file: saved, refunded by hand (the no-card message).
 */
export function endorsementPaymentPlan(input: EndorsementPaymentInput): EndorsementPaymentPlan {
  const { total, paymentPeriod, hasCardOnFile } = input;
  if (!Number.isSafeInteger(total)) throw new RangeError(`Total must be whole cents, got ${total}`);
  const amount = Math.abs(total);
  if (total === 0) {
    return plan('none', 0, false, MESSAGES.endorsementNoPremiumChange, null);
  }
  if (total > 0 && total < (input.minimumCharge ?? FEE_SCHEDULE.card.minimumCharge)) {
    return plan('invoice', amount, false, ENDORSEMENT_INVOICED_MESSAGE, null);
  }
  if (total > 0) {
    return hasCardOnFile
      ? plan('charge', amount, false, null, null)
      : plan('charge', amount, true, MESSAGES.endorsementNoCardOnFile, null);
  }
  if (!autoRefundSupported(paymentPeriod)) {
    return plan('manualRefund', amount, false, MESSAGES.endorsementNonAnnualRefund, MANUAL_REFUND_NOTE);
  }
  return hasCardOnFile && (input.cardRefundable ?? amount) >= amount
    ? plan('autoRefund', amount, false, null, null)
    : plan('manualRefund', amount, false, MESSAGES.endorsementNoCardOnFile, MANUAL_REFUND_NOTE);
}

function plan(
  action: EndorsementPaymentAction,
  amount: Cents,
  requiresNewCard: boolean,
  message: string | null,
  refundNote: string | null,
): EndorsementPaymentPlan {
  return { action, amount, requiresNewCard, message, refundNote };
}
