import { addMonthsToDay } from '../dates.ts';
import { sumCents, type Cents } from '../money.ts';
import type { Province } from '../provinces.ts';
import { PAYMENT_PLANS, paymentSchedule, splitEvenly } from '../rating/payment-schedule.ts';
import type { ScheduledPayment } from '../rating/types.ts';
import type { PaymentPeriod } from '../statuses.ts';
import type { TaxClass } from './tax-rows.ts';
import { chargedTaxNames, taxesOn, taxRowsOn, type TaxName } from './taxes-on.ts';

/**
 * The day each payment of a plan is charged: the first on the charge day (at bind), the others on
 * the policy effective day plus their months (as the bind raises its invoices), never before the
 * charge day.
 */
export function paymentDueDays(period: PaymentPeriod, chargeDay: string, effectiveDay: string): string[] {
  const plan = PAYMENT_PLANS[period];
  return Array.from({ length: plan.payments }, (_, index) => {
    if (index === 0) return chargeDay;
    const due = addMonthsToDay(effectiveDay, index * plan.monthsBetween);
    return due < chargeDay ? chargeDay : due;
  });
}

/** A plan's premium tax, each payment at the rate in force on its own due day. */
export interface PlanPremiumTax {
  /** The premium tax of each payment, in schedule order; they add up to `total`. */
  perPayment: Cents[];
  total: Cents;
  /** The taxes charged over the plan (rate above 0), in date order, one per rate. */
  names: TaxName[];
  /** Every payment taxed at the same rates: the plan's tax is the premium's tax on the charge day. */
  uniform: boolean;
}

export interface PlanPremiumTaxInput {
  province: Province;
  taxClass: TaxClass;
  /** The plan's premium, split over its payments as the schedule splits it (leftover on the first). */
  premium: Cents;
  period: PaymentPeriod;
  chargeDay: string;
  effectiveDay: string;
}

/**
 * The premium tax of a payment plan (Taxation Act T-0.1 s.512: each instalment is taxed at the rate
 * in force when it is paid). The premium is split over the payments; the payments falling under
 * the same rows are taxed together, rounded once per group (so a plan whose payments all fall
 * under one rate is taxed exactly as the premium charged at once), and each group's tax is spread
 * over its payments, leftover cents on the group's first.
 */
export function planPremiumTax(input: PlanPremiumTaxInput): PlanPremiumTax {
  const { province, taxClass, premium, period, chargeDay, effectiveDay } = input;
  return premiumTaxOnDays({
    province,
    taxClass,
    premium,
    days: paymentDueDays(period, chargeDay, effectiveDay),
  });
}

export interface PremiumTaxOnDaysInput {
  province: Province;
  taxClass: TaxClass;
  /** The premium, split over the payments evenly (leftover on the first). */
  premium: Cents;
  /** The day each payment falls due, YYYY-MM-DD, in schedule order (at least one). */
  days: readonly string[];
}

/**
 * The premium tax of payments falling due on `days` (Taxation Act T-0.1 s.512: each instalment is
 * taxed at the rate in force when it is paid): a plan's (planPremiumTax), or what a change of
 * payment plan moves onto new days. The payments falling under the same rows are taxed together,
 * rounded once per group (so payments all under one rate are taxed exactly as the premium charged
 * at once), and each group's tax is spread over its payments, leftover cents on the group's first.
 */
export function premiumTaxOnDays(input: PremiumTaxOnDaysInput): PlanPremiumTax {
  const { province, taxClass, premium, days } = input;
  if (days.length < 1) throw new RangeError('A premium tax needs at least one payment day');
  const { groups, names } = paymentGroups(province, taxClass, days);
  const [only] = groups;
  if (only && groups.length === 1) {
    const total = taxesOn({ province, taxClass, component: 'premium', on: only.day, amount: premium }).total;
    return { perPayment: splitEvenly(total, days.length), total, names: [...names], uniform: true };
  }
  const shares = splitEvenly(premium, days.length);
  const perPayment = shares.map(() => 0);
  for (const { day, indexes } of groups) {
    const base = sumCents(indexes.map((index) => shares[index] ?? 0));
    const tax = taxesOn({ province, taxClass, component: 'premium', on: day, amount: base });
    splitEvenly(tax.total, indexes.length).forEach((amount, i) => {
      perPayment[indexes[i] ?? 0] = amount;
    });
  }
  return { perPayment, total: sumCents(perPayment), names: [...names], uniform: false };
}

interface PaymentGroup {
  /** The due day of the group's first payment. */
  day: string;
  /** The payments (indexes in the schedule) taxed under the same rows. */
  indexes: number[];
}

/** Groups by province, class and days, worked out once: quotes price the same few plans thousands of times. */
const groupsCache = new Map<string, { groups: readonly PaymentGroup[]; names: TaxName[] }>();

/** The payments due on `days` grouped by the premium tax rows in force on their due days. */
function paymentGroups(
  province: Province,
  taxClass: TaxClass,
  days: readonly string[],
): {
  groups: readonly PaymentGroup[];
  /** The taxes charged (rate above 0), in date order, one per name and rate. */
  names: TaxName[];
} {
  const cacheKey = `${province}|${taxClass}|${days.join(',')}`;
  const cached = groupsCache.get(cacheKey);
  if (cached) return cached;
  const groups = new Map<string, PaymentGroup>();
  const names: TaxName[] = [];
  days.forEach((day, index) => {
    const rows = taxRowsOn({ province, taxClass, component: 'premium', on: day });
    const key = rows.map((row) => `${row.kind}:${row.effectiveFrom}:${row.rate}`).join('|');
    const group = groups.get(key) ?? { day, indexes: [] };
    group.indexes.push(index);
    groups.set(key, group);
    for (const name of chargedTaxNames(rows)) {
      if (!names.some((n) => n.name === name.name && n.rate === name.rate)) names.push(name);
    }
  });
  const found = { groups: [...groups.values()], names };
  if (groupsCache.size >= 20_000) groupsCache.clear();
  groupsCache.set(cacheKey, found);
  return found;
}

/**
 * The amount of each charge of a plan: `amount` (premium tax included) split evenly, or, when its
 * payments carry different premium tax, everything but the premium tax split evenly plus each
 * payment's own premium tax. Adds up to `amount`.
 */
export function planCharges(amount: Cents, period: PaymentPeriod, tax: PlanPremiumTax): Cents[] {
  const payments = PAYMENT_PLANS[period].payments;
  if (tax.uniform) return splitEvenly(amount, payments);
  return splitEvenly(amount - tax.total, payments).map(
    (share, index) => share + (tax.perPayment[index] ?? 0),
  );
}

/** The payment schedule of a plan's total, each payment carrying its own premium tax (planCharges). */
export function planSchedule(total: Cents, period: PaymentPeriod, tax: PlanPremiumTax): ScheduledPayment[] {
  if (tax.uniform) return paymentSchedule(total, period);
  const plan = PAYMENT_PLANS[period];
  return planCharges(total, period, tax).map((amount, index) => ({
    sequence: index + 1,
    monthOffset: index * plan.monthsBetween,
    amount,
  }));
}
