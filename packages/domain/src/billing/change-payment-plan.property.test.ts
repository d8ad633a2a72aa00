import { describe, expect, it } from 'vitest';
import { formatDate, policyEffectiveInstant } from '../dates.ts';
import { ledgerBalances, type LedgerEntry } from '../ledger/entries.ts';
import { PROVINCES } from '../provinces.ts';
import { PAYMENT_PERIODS, type PaymentPeriod } from '../statuses.ts';
import { dayPlus, draw, random, seeds } from '../test-support/random.ts';
import {
  changePaymentPlanQuote,
  type PlanChangeInput,
  type PlanChangeInvoice,
} from './change-payment-plan.ts';
import { boundPolicy, changeInput, planQuote } from './change-payment-plan.test-support.ts';
import { partsAddUp } from './plan-parts.ts';

const PRODUCTS = ['contractors', 'tenants', 'technology-eo'];
const FUNDINGS = ['credit', 'debit', 'prepaid', 'unknown'] as const;

/** The ledger and invoices after a change: the moved payments voided, the new ones billed. */
function applyChange(
  input: PlanChangeInput,
  result: ReturnType<typeof changePaymentPlanQuote>['quote'],
  tag: string,
) {
  const entries: LedgerEntry[] = [
    ...input.entries,
    ...result.moved.map((line) => ({
      kind: 'void' as const,
      amount: line.outstanding,
      invoiceId: line.invoiceId,
    })),
    ...result.payments.map((payment) => ({
      kind: 'charge' as const,
      component: 'planPayment' as const,
      amount: payment.parts.amount,
      invoiceId: `${tag}-${payment.instalmentNumber}`,
    })),
  ];
  const invoices: PlanChangeInvoice[] = [
    ...input.invoices,
    ...result.payments.map((payment) => ({
      invoiceId: `${tag}-${payment.instalmentNumber}`,
      dueDate: policyEffectiveInstant(payment.dueDay),
      instalmentNumber: payment.instalmentNumber,
      parts: payment.parts,
    })),
  ];
  return { entries, invoices };
}

/** One random policy and up to three changes in a row; returns how many changes were made. */
function runSeed(seed: number): number {
  let made = 0;
  const { int, pick, chance } = draw(random(seed));
  const bindDay = dayPlus('2025-06-01', int(0, 700));
  // Mostly a financed plan moved to another plan: an annual policy has nothing left to move.
  const from = chance(0.15) ? 'annual' : pick(['monthly', 'instalment'] as const);
  const otherThan = (period: PaymentPeriod) =>
    chance(0.1) ? period : pick(PAYMENT_PERIODS.filter((p) => p !== period));
  const quote = planQuote({
    province: pick(PROVINCES),
    productId: pick(PRODUCTS),
    premium: int(0, 900_000),
    chargeDay: bindDay,
    funding: pick(FUNDINGS),
    customFee: chance(0.3) ? int(0, 20_000) : 0,
  });
  const changeAfter = int(0, 364);
  // Paid up to the change day, or behind (overdue invoices).
  const paidUntil = dayPlus(bindDay, chance(0.8) ? changeAfter : int(0, changeAfter));
  const policy = boundPolicy(quote, from, bindDay, bindDay, paidUntil);
  let input = changeInput(
    policy,
    otherThan(from),
    policyEffectiveInstant(dayPlus(bindDay, changeAfter)),
    pick(FUNDINGS),
  );
  // Up to three changes in a row, each reading the parts the one before wrote.
  for (let step = 0; step < 3; step += 1) {
    const owingBefore = ledgerBalances(input.entries).owing;
    const { quote: change, refusal } = changePaymentPlanQuote(input);
    if (refusal) {
      expect(change.payments).toEqual([]);
      if (refusal === 'samePlan') expect(input.to).toBe(input.from);
      if (refusal === 'nothingLeft') expect(change.moved).toEqual([]);
      break;
    }
    made += 1;
    expect(change.moved.length).toBeGreaterThan(0);
    expect(change.payments.length).toBeGreaterThan(0);
    for (const payment of change.payments) {
      expect(partsAddUp(payment.parts)).toBe(true);
      expect(Object.values(payment.parts).every(Number.isSafeInteger)).toBe(true);
      expect(payment.dueDay < input.expiryDay).toBe(true);
      // Nothing is asked earlier than the old plan asked it (annual: paid now).
      if (input.to !== 'annual') expect(payment.dueDay >= formatDate(change.moved[0]!.dueDate)).toBe(true);
    }
    if (input.to === 'annual') expect(change.payments.map((p) => p.dueDay)).toEqual([formatDate(input.now)]);
    // Days in order, numbers after every number in use.
    const days = change.payments.map((p) => p.dueDay);
    expect([...days].sort()).toEqual(days);
    const lastNumber = Math.max(...input.invoices.map((invoice) => invoice.instalmentNumber ?? 0));
    expect(change.payments.map((p) => p.instalmentNumber)).toEqual(
      change.payments.map((_, i) => lastNumber + i + 1),
    );
    expect(change.scheduledAmount).toBe(
      change.movedAmount -
        change.financingFeeReturned +
        change.financingFeeAdded -
        change.surchargeReturned +
        change.surchargeAdded +
        change.premiumTaxAfter -
        change.premiumTaxBefore,
    );
    expect(change.chargeNow).toBe(input.to === 'annual' ? change.scheduledAmount + change.overdueAmount : 0);
    if (input.to === 'annual') expect(change.financingFeeAdded).toBe(0);
    if (input.funding !== 'credit') expect(change.surchargeAdded).toBe(0);
    const applied = applyChange(input, change, `c${step}`);
    // What the policy owes moves by the change's figures and nothing else.
    expect(ledgerBalances(applied.entries).owing).toBe(
      owingBefore - change.movedAmount + change.scheduledAmount,
    );
    input = {
      ...input,
      ...applied,
      from: input.to,
      to: otherThan(input.to),
      now: new Date(input.now.getTime() + int(0, 120) * 86_400_000),
      funding: pick(FUNDINGS),
    };
  }
  return made;
}

describe('changePaymentPlanQuote over random policies, plans and days', () => {
  it.each(seeds(7_800, 300))(
    'seed %i: the new payments ask exactly what was left, changed only by fees and tax',
    (seed) => {
      runSeed(seed);
    },
  );

  it('the random policies make changes, two in a row among them (the test is not vacuous)', () => {
    const made = seeds(7_800, 300).map(runSeed);
    expect(made.filter((count) => count > 0).length).toBeGreaterThan(100);
    expect(made.filter((count) => count > 1).length).toBeGreaterThan(20);
  });
});
