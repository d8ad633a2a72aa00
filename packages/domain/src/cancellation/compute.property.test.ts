import { describe, expect, it } from 'vitest';
import { addMonthsToDay, addYearsToDay } from '../dates.ts';
import { PROVINCES } from '../provinces.ts';
import { PAYMENT_PERIODS } from '../statuses.ts';
import { makeQuote } from './cancellation.test-support.ts';
import { computeCancellation } from './compute.ts';
import { applyManualReturnPremiums } from './manual-overrides.ts';
import { CANCELLATION_OPTIONS } from './options.ts';
import type { CancellationInput, CancellationPremiums } from './types.ts';
import { validateCancellationPremiums } from './validate.ts';
import { dayPlus, random } from '../test-support/random.ts';

const LINE_KEYS = ['contentsPremium', 'alePremium', 'liabilityPremium', 'addonPremium'];
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A random bound policy and cancellation request. */
function randomInput(next: () => number): CancellationInput {
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const lines: Record<string, number> = {};
  for (const key of LINE_KEYS.slice(0, int(1, LINE_KEYS.length))) lines[key] = int(0, 500_000);
  lines.contentsPremium = Math.max(1, lines.contentsPremium ?? 0);
  const quote = makeQuote(lines, pick(PROVINCES), next() < 0.5 ? 0 : int(0, 10_000));
  const paymentPeriod = pick(PAYMENT_PERIODS);
  const effectiveDay = dayPlus('2019-01-01', int(0, 4_000));
  const expiryDay = next() < 0.7 ? addYearsToDay(effectiveDay, 1) : addMonthsToDay(effectiveDay, int(1, 18));
  const term = (Date.parse(expiryDay) - Date.parse(effectiveDay)) / 86_400_000;
  const paidMissedPaymentFees = 2_500 * int(0, 2);
  const plan = quote.total[paymentPeriod];
  const paid = pick(['none', 'all', 'some', 'random'] as const);
  const paymentReceived =
    paidMissedPaymentFees +
    (paid === 'none'
      ? 0
      : paid === 'all'
        ? plan
        : paid === 'some'
          ? sum(quote.schedule[paymentPeriod].slice(0, int(1, 12)).map((p) => p.amount))
          : int(0, plan));
  return {
    policy: {
      effectiveDay,
      expiryDay,
      quote,
      paymentPeriod,
      paymentReceived,
      openMissedPaymentFees: Array.from({ length: int(0, 2) }, () => pick([2_500, int(0, 5_000)])),
      paidMissedPaymentFees,
    },
    request: {
      cancEffectiveDate: dayPlus(effectiveDay, int(-40, term + 40)),
      cancOption: pick(CANCELLATION_OPTIONS),
      feeWaived: next() < 0.5,
      adminFeeWaived: next() < 0.5,
      missedPaymentFeeWaived: next() < 0.5,
      brokerageCode: pick(['MAPLE', 'maple', 'APOLLO']),
      productId: pick(['tenants', 'student-tenants', 'contractors']),
    },
  };
}

/** The invariants every answer keeps (hand-edited ones leave the option's own figures); returns what is wrong. */
function problemsOf(result: CancellationPremiums, input: CancellationInput): string[] {
  const problems: string[] = [];
  const check = (what: string, ok: boolean) => {
    if (!ok)
      problems.push(
        `${what}: ${JSON.stringify({ input: input.request, policy: input.policy.effectiveDay })}`,
      );
  };
  const { quote } = input.policy;
  const returns = Object.values(result.returnPremiums);
  check('section 5', validateCancellationPremiums(result).length === 0);
  check('lines 0 or negative', returns.every((value) => value <= 0) && result.customBrokerFee <= 0);
  check('total is the sum of lines', result.totalReturnPremium === sum(returns));
  check('earned + |return| = policy', result.earnedPremium - result.totalReturnPremium === quote.premiumsSum);
  check('earned within the premium', result.earnedPremium >= 0 && result.earnedPremium <= quote.premiumsSum);
  check('tax follows the premium', result.tax - result.returnTax === quote.premiumsTaxes);
  check(
    'earnedFee is the sum of the fee lines',
    result.earnedFee ===
      sum([
        result.earnedTransactionFeeAndTax,
        result.earnedSaasFee,
        result.earnedCustomBrokerFee,
        result.earnedStripeFeeAndTax,
        result.earnedFinancingFee,
        result.earnedMissedPaymentFee,
        result.defaultRetainAdminFee,
      ]),
  );
  check('totalEarned', result.totalEarned === result.earnedPremium + result.tax + result.earnedFee);
  check(
    'payments - refunds (+ owing) = earned premium + tax + fees',
    result.paymentReceived - result.refundDue + result.amountOwing === result.totalEarned,
  );
  check(
    'one side moves',
    result.refundDue >= 0 && result.amountOwing >= 0 && result.refundDue * result.amountOwing === 0,
  );
  check('outstanding balance', result.outstandingBalance === result.amountOwing);
  check('admin fee', result.defaultRetainAdminFee >= 0 && result.defaultRetainAdminFee <= 2_500);
  check('broker share', result.brokerPremium <= 0 && result.brokerPremium >= -quote.brokerPremium);
  check('fees at most the plan', result.totalEarned - result.earnedMissedPaymentFee <= result.paymentPlan);
  if (result.isManual) return problems;
  if (result.cancOption === 'mrp')
    check('MRP keeps all', result.totalReturnPremium === 0 && !result.feeWaived);
  if (result.cancOption === 'flat') {
    check('flat returns all', result.earnedPremium === 0 && result.feeWaived);
    check('flat keeps only MPF', result.earnedFee === result.earnedMissedPaymentFee);
  }
  return problems;
}

describe('computeCancellation over random policies and dates', () => {
  const next = random(20_250_601);
  const inputs = Array.from({ length: 3_000 }, () => randomInput(next));

  it('keeps the section 5 rules and reconciles the money to the cent', () => {
    const problems = inputs.flatMap((input) => problemsOf(computeCancellation(input), input));
    expect(problems.slice(0, 5)).toEqual([]);
  });

  it('earns short rate >= pro rata and MRP >= short rate', () => {
    for (const input of inputs) {
      const earned = (cancOption: (typeof CANCELLATION_OPTIONS)[number]) =>
        computeCancellation({ ...input, request: { ...input.request, cancOption } }).earnedPremium;
      const [prorata, shortrate, mrp] = [earned('prorata'), earned('shortrate'), earned('mrp')];
      expect(shortrate).toBeGreaterThanOrEqual(prorata);
      expect(mrp).toBeGreaterThanOrEqual(shortrate);
    }
  });

  it('keeps the rules on hand-edited returns within the written lines', () => {
    const pickFrom = random(7);
    const problems = inputs.flatMap((input) => {
      const computed = computeCancellation(input);
      const returnPremiums = Object.fromEntries(
        Object.entries(computed.basis.writtenPremiums).map(([key, written]) => [
          key,
          -Math.floor(pickFrom() * (written + 1)),
        ]),
      );
      const customBrokerFee = -Math.floor(pickFrom() * (computed.basis.customFeeTotal + 1));
      const edited = applyManualReturnPremiums(computed, { returnPremiums, customBrokerFee });
      return problemsOf(edited, input);
    });
    expect(problems.slice(0, 5)).toEqual([]);
  });
});
