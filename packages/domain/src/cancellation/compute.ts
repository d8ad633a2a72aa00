import { sumCents, type Cents } from '../money.ts';
import { financingFeeFor } from '../rating/build-quote.ts';
import { PAYMENT_PLANS } from '../rating/payment-schedule.ts';
import { CANCELLATION_FEE_SCHEDULE, type CancellationFeeSchedule } from './cancellation-fees.ts';
import { daysInForce, daysInTerm, isCalendarDay } from './days.ts';
import { earnedPremiumFor, paymentsFallenDue, prorateCents, spreadInProportion } from './earning.ts';
import {
  earnedTaxRate,
  timelineFromQuote,
  unearnedWeightsByLine,
  writtenByLine,
  writtenPremium,
} from '../premium/timeline.ts';
import { appliedWaivers } from './options.ts';
import { settleCancellation } from './settle.ts';
import { shortRatePercentForTerm } from './short-rate-table.ts';
import type { CancellationInput, CancellationPremiums } from './types.ts';

function checkCents(value: Cents, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be whole cents, got ${value}`);
}

/**
 * The premiums, fees and money of a cancellation (POST /applications/{id}/cancellation/premiums),
 * computed the same way on the server and in the browser. Rules (shared/reference/domain-facts.md):
 * - premium earned by the option over the premium timeline (earnedPremiumFor): pro rata by days in
 *   each period, short rate by the table, MRP the minimum retained premium (100%: nothing
 *   returned), flat nothing; the written premium is the timeline's;
 * - the return (earned - written) is spread over the premium lines in proportion to what each
 *   line wrote for the days not in force (flat: to what each line wrote), adding up exactly;
 * - the bound quote gives the plan's fees; the premium is the timeline's (every endorsement from
 *   the day it took effect), the broker's commission the bound quote's share of it;
 * - premium tax follows the premium (tax on the earned premium; what was written is the bound
 *   quote's tax plus what changes charged since);
 * - transaction fee with its taxes, platform fee and custom broker fee are fully earned unless
 *   "fee waived" (forced on by flat);
 * - card fee and financing fee are earned for the payments of the bound plan that fell due
 *   (paymentsFallenDue / payments in the plan), since later charges will never be made, plus the
 *   card fees changes actually charged since bind; the financing fee at most what was charged (a
 *   pay in full returns that of the instalments it paid ahead); none when "fee waived";
 * - missed payment fees: paid ones are earned, open ones too unless waived;
 * - the admin fee is retained out of the refund unless waived or flat (CancellationFeeSchedule);
 * - waivers as appliedWaivers says (MRP none, flat fee waived).
 * Every line is rounded once, half away from zero, and every total is the sum of its lines.
 */
export function computeCancellation(
  input: CancellationInput,
  schedule: CancellationFeeSchedule = CANCELLATION_FEE_SCHEDULE,
): CancellationPremiums {
  const { policy, request } = input;
  const { quote, paymentPeriod } = policy;
  const cancelDay = request.cancEffectiveDate;
  if (!isCalendarDay(cancelDay)) throw new RangeError(`Not a YYYY-MM-DD date: ${cancelDay}`);
  checkCents(policy.paymentReceived, 'Payment received');
  checkCents(policy.paidMissedPaymentFees, 'Paid missed payment fees');
  policy.openMissedPaymentFees.forEach((amount) => checkCents(amount, 'Open missed payment fee'));

  const option = request.cancOption;
  const waivers = appliedWaivers(option, request, {
    brokerageCode: request.brokerageCode,
    productId: request.productId,
    openMissedPaymentFees: policy.openMissedPaymentFees,
  });
  const termDays = daysInTerm(policy.effectiveDay, policy.expiryDay);
  const inForce = daysInForce(policy.effectiveDay, cancelDay);
  const plan = planFeesEarned(input, cancelDay);
  const due = plan?.due ?? paymentsFallenDue(policy.effectiveDay, cancelDay, paymentPeriod);
  const payments = plan?.payments ?? PAYMENT_PLANS[paymentPeriod].payments;
  const fees = !waivers.feeWaived;

  const timeline = policy.timeline ?? timelineFromQuote(quote, policy.effectiveDay, policy.expiryDay);
  const since = policy.chargedSinceBind ?? { premiumTax: 0, cardFee: 0 };
  const written = writtenByLine(timeline);
  const policyPremium = writtenPremium(timeline);
  const earnedPremium = earnedPremiumFor(option, timeline, inForce, schedule);
  // Each line returns in proportion to what it wrote for the days not in force (its own rates of
  // those days); flat (and a return with no such days) in proportion to what it wrote.
  const unearned = unearnedWeightsByLine(timeline, inForce);
  const byUnearned = option !== 'flat' && Object.values(unearned).some((weight) => weight > 0);
  const returnPremiums = spreadInProportion(earnedPremium - policyPremium, byUnearned ? unearned : written);
  const openMpf = sumCents(policy.openMissedPaymentFees.map((amount) => Math.max(0, amount)));

  return settleCancellation({
    cancEffectiveDate: cancelDay,
    cancOption: option,
    ...waivers,
    isManual: false,
    basis: {
      daysInForce: inForce,
      daysInTerm: termDays,
      shortRatePercent:
        option === 'shortrate' || option === 'mrp' ? shortRatePercentForTerm(inForce, termDays) : null,
      paymentsFallenDue: due,
      paymentsInPlan: payments,
      writtenPremiums: written,
      // The rate of the money the days in force kept: the latest segment's, or with lines charged at
      // two rates (an increase after a rate change) the mean of what those days wrote (0062).
      premiumsTaxRate: earnedTaxRate(timeline, inForce),
      premiumsTaxes: quote.premiumsTaxes + since.premiumTax,
      // The broker's commission on the premium the timeline wrote, in the bound quote's share.
      brokerCommission:
        quote.premiumsSum > 0 ? prorateCents(quote.brokerPremium, policyPremium, quote.premiumsSum) : 0,
      customFeeTotal: quote.customFeeTotal,
      adminFee: waivers.adminFeeWaived || option === 'flat' ? 0 : schedule.adminFee,
    },
    returnPremiums,
    customBrokerFee: fees || quote.customFeeTotal === 0 ? 0 : -quote.customFeeTotal,
    totalReturnPremium: sumCents(Object.values(returnPremiums)),
    earnedTransactionFeeAndTax: fees ? quote.transactionFeeTotal : 0,
    earnedSaasFee: fees ? quote.saasFee : 0,
    // The plan's card fees of the instalments fallen due as finally billed (decision 0063): the
    // bound surcharge, prorated, with the differences of the card each was charged on; never
    // negative (an instalment paid ahead on a debit card never paid a surcharge to keep).
    earnedStripeFeeAndTax: fees
      ? plan
        ? Math.max(0, plan.surcharge) + since.cardFee
        : Math.max(
            0,
            prorateCents(quote.stripeFees[paymentPeriod], due, payments) +
              sumCents(
                (since.planCardFee ?? []).filter((part) => part.instalment <= due).map((part) => part.amount),
              ),
          ) + since.cardFee
      : 0,
    // Never more than was charged: a pay in full returned the fee of the instalments it paid ahead.
    earnedFinancingFee: fees
      ? plan
        ? plan.financingFee
        : Math.min(
            prorateCents(financingFeeFor(quote, paymentPeriod), due, payments),
            financingFeeFor(quote, paymentPeriod) - (since.financingFeeReturned ?? 0),
          )
      : 0,
    earnedMissedPaymentFee: policy.paidMissedPaymentFees + (waivers.missedPaymentFeeWaived ? 0 : openMpf),
    policyPremium,
    paymentReceived: policy.paymentReceived,
    paymentPlan: plan?.billed ?? quote.total[paymentPeriod],
  });
}

/**
 * After a change of payment plan (decision 0078): the plan payments fallen due before the
 * cancellation (the first, taken at bind, always) and the financing fee and card surcharge inside
 * them, with the card fee differences written on them; null when the plan never changed.
 */
function planFeesEarned(input: CancellationInput, cancelDay: string) {
  const billed = input.policy.planPayments;
  if (!billed) return null;
  const fallen = billed.filter((payment) => payment.instalment === 1 || payment.dueDay < cancelDay);
  const instalments = new Set(fallen.map((payment) => payment.instalment));
  const differences = (input.policy.chargedSinceBind?.planCardFee ?? []).filter((part) =>
    instalments.has(part.instalment),
  );
  return {
    due: fallen.length,
    payments: billed.length,
    billed: sumCents(billed.map((payment) => payment.amount)),
    financingFee: sumCents(fallen.map((payment) => payment.financingFee)),
    surcharge:
      sumCents(fallen.map((payment) => payment.surcharge)) + sumCents(differences.map((part) => part.amount)),
  };
}
