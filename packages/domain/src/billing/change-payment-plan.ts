import { spreadInProportion } from '../cancellation/earning.ts';
import { addMonthsToDay, formatDate } from '../dates.ts';
import { entriesByInvoice, invoiceBalance, type LedgerEntry } from '../ledger/entries.ts';
import { divRoundCents, sumCents, type Cents } from '../money.ts';
import { financingFeeFor } from '../rating/build-quote.ts';
import { surcharge, surchargeContextOf } from '../rating/card-surcharge.ts';
import { cardFeePst } from '../rating/fee-schedule.ts';
import { PAYMENT_PLANS, splitEvenly } from '../rating/payment-schedule.ts';
import type { CardFunding, Quote } from '../rating/types.ts';
import type { PaymentPeriod } from '../statuses.ts';
import { premiumTaxOnDays } from '../taxes/plan-taxes.ts';
import { taxClassOf } from '../taxes/tax-rows.ts';
import { sumParts, type PlanPaymentParts } from './plan-parts.ts';

/** An invoice of the policy as a change of payment plan reads it. */
export interface PlanChangeInvoice {
  invoiceId: string;
  dueDate: Date;
  /** The plan payment it bills; null for other invoices (changes, fees, manual invoices). */
  instalmentNumber: number | null;
  /** What its plan payment bills, in parts (boundPlanParts, or an earlier change's); null for others. */
  parts: PlanPaymentParts | null;
}

export interface PlanChangeInput {
  /** The policy's ledger. */
  entries: readonly LedgerEntry[];
  /** The policy's invoices (at least every one the ledger leaves open). */
  invoices: readonly PlanChangeInvoice[];
  /** The bound quote: the financing fee and the province and product of the taxes. */
  quote: Quote;
  from: PaymentPeriod;
  to: PaymentPeriod;
  /** The policy's first day of cover and its expiry day (YYYY-MM-DD, Vancouver). */
  effectiveDay: string;
  expiryDay: string;
  /** The funding of the card the new payments will be charged on: only a credit card is surcharged. */
  funding: CardFunding;
  now: Date;
}

/** A plan payment not yet due that the change takes off (voids) and moves onto the new plan. */
export interface MovedPayment {
  invoiceId: string;
  dueDate: Date;
  instalmentNumber: number;
  /** What it still asks for, all of it voided. */
  outstanding: Cents;
  /** The parts of `outstanding` (the invoice's parts in proportion when a credit paid part of it). */
  parts: PlanPaymentParts;
}

/** A payment of the new plan: a new plan invoice. */
export interface NewPlanPayment {
  /** Its plan payment number, after every number the policy's invoices already use. */
  instalmentNumber: number;
  /** The day it falls due (YYYY-MM-DD, Vancouver); today when going to annual (charged now). */
  dueDay: string;
  parts: PlanPaymentParts;
}

/**
 * A change of payment plan (decision 0078), every figure the sum of its parts:
 * - movedAmount: what the plan payments not yet due still ask for (voided);
 * - scheduledAmount: what the new payments ask for
 *   = movedAmount - financingFeeReturned + financingFeeAdded - surchargeReturned + surchargeAdded
 *     + premiumTaxAfter - premiumTaxBefore;
 * - overdueAmount: open invoices due before now, left as they are (going to annual pays them now);
 * - chargeNow: the card charge of a change to annual (scheduledAmount + overdueAmount), else 0.
 */
export interface PlanChangeQuote {
  from: PaymentPeriod;
  to: PaymentPeriod;
  movedAmount: Cents;
  financingFeeReturned: Cents;
  financingFeeAdded: Cents;
  surchargeReturned: Cents;
  surchargeAdded: Cents;
  /** The provincial tax inside the surcharges returned and added. */
  surchargePstReturned: Cents;
  surchargePstAdded: Cents;
  premiumTaxBefore: Cents;
  premiumTaxAfter: Cents;
  scheduledAmount: Cents;
  overdueAmount: Cents;
  chargeNow: Cents;
  moved: MovedPayment[];
  payments: NewPlanPayment[];
  /** The open invoices due before now, by due date. */
  overdue: { invoiceId: string; dueDate: Date; outstanding: Cents }[];
}

/** Why the plan cannot be changed now. */
export type PlanChangeRefusal = 'samePlan' | 'nothingLeft' | 'noDaysLeft';

/** What the user is told for each refusal. */
export const CHANGE_PAYMENT_PLAN_MESSAGES: Record<PlanChangeRefusal, string> & { moved: string } = {
  samePlan: 'The policy is already on this payment plan.',
  nothingLeft:
    'Every payment of this policy’s plan has fallen due or been paid: there is nothing left to move to another plan.',
  noDaysLeft:
    'Too little of the term is left for this plan: none of its payment dates falls before the policy expires. Choose annual to pay what is left now.',
  moved: 'The payments of this policy have changed since the new plan was shown. Please review it again.',
};

const NO_PARTS: PlanPaymentParts = {
  amount: 0,
  premium: 0,
  premiumTax: 0,
  financingFee: 0,
  surcharge: 0,
  surchargePst: 0,
  fees: 0,
};

/** The parts of what an invoice still asks: all of them, or in proportion when part was paid. */
function outstandingParts(parts: PlanPaymentParts, outstanding: Cents): PlanPaymentParts {
  if (outstanding === parts.amount) return { ...parts };
  const { premium, premiumTax, financingFee, surcharge: card, fees } = parts;
  const shares = spreadInProportion(outstanding, {
    premium,
    premiumTax,
    financingFee,
    surcharge: card,
    fees,
  });
  const surchargeShare = shares.surcharge ?? 0;
  return {
    amount: outstanding,
    premium: shares.premium ?? 0,
    premiumTax: shares.premiumTax ?? 0,
    financingFee: shares.financingFee ?? 0,
    surcharge: surchargeShare,
    surchargePst: card > 0 ? divRoundCents(parts.surchargePst * surchargeShare, card) : 0,
    fees: shares.fees ?? 0,
  };
}

/**
 * The days the new plan's payments fall due: going to annual, today (one payment, charged now);
 * otherwise the new plan's own dates (the policy effective day plus its months) from the first
 * moved payment's due day on and before expiry, so that nothing is asked earlier than the old plan
 * asked it.
 */
export function newPlanDays(
  to: PaymentPeriod,
  input: { effectiveDay: string; expiryDay: string; from: string; today: string },
): string[] {
  if (to === 'annual') return [input.today];
  const plan = PAYMENT_PLANS[to];
  const days: string[] = [];
  for (let index = 1; ; index += 1) {
    const day = addMonthsToDay(input.effectiveDay, index * plan.monthsBetween);
    if (day >= input.expiryDay) break;
    if (day >= input.from) days.push(day);
  }
  return days;
}

/**
 * What moving a bound policy from one payment plan to another at `now` does (decision 0078). The
 * plan payments not yet due are voided and what they still ask for is asked again on the new plan's
 * days: their premium and fees as they were, their financing fee and card surcharge returned, the
 * premium tax worked out again on the new days (each payment at the rate in force when it falls
 * due), the new plan's financing fee on the premium and tax it finances (at the bound quote's rate),
 * and a credit card's surcharge on each new payment. Overdue invoices stay as they are.
 */
export function changePaymentPlanQuote(input: PlanChangeInput): {
  quote: PlanChangeQuote;
  refusal: PlanChangeRefusal | null;
} {
  const { to, now } = input;
  const byId = new Map(input.invoices.map((invoice) => [invoice.invoiceId, invoice]));
  const moved: MovedPayment[] = [];
  const overdue: PlanChangeQuote['overdue'] = [];
  let lastNumber = 0;
  for (const invoice of input.invoices) lastNumber = Math.max(lastNumber, invoice.instalmentNumber ?? 0);
  for (const [invoiceId, entries] of entriesByInvoice(input.entries)) {
    const { outstanding } = invoiceBalance(entries);
    if (outstanding <= 0) continue;
    const invoice = byId.get(invoiceId);
    if (!invoice) throw new RangeError(`Open invoice ${invoiceId} is not among the policy's invoices`);
    if (invoice.dueDate.getTime() < now.getTime()) {
      overdue.push({ invoiceId, dueDate: invoice.dueDate, outstanding });
    } else if (invoice.instalmentNumber !== null && invoice.parts) {
      moved.push({
        invoiceId,
        dueDate: invoice.dueDate,
        instalmentNumber: invoice.instalmentNumber,
        outstanding,
        parts: outstandingParts(invoice.parts, outstanding),
      });
    }
  }
  moved.sort((a, b) => a.dueDate.getTime() - b.dueDate.getTime());
  overdue.sort((a, b) => a.dueDate.getTime() - b.dueDate.getTime());
  const today = formatDate(now);
  const first = moved[0];
  const days = first
    ? newPlanDays(to, {
        effectiveDay: input.effectiveDay,
        expiryDay: input.expiryDay,
        from: formatDate(first.dueDate),
        today,
      })
    : [];
  const refusal: PlanChangeRefusal | null =
    input.from === to ? 'samePlan' : !first ? 'nothingLeft' : days.length === 0 ? 'noDaysLeft' : null;
  const before = sumParts(moved.map((line) => line.parts));
  const payments = refusal ? [] : newPayments(input, before, days, lastNumber, today);
  const after = sumParts(payments.map((payment) => payment.parts));
  const overdueAmount = sumCents(overdue.map((line) => line.outstanding));
  return {
    refusal,
    quote: {
      from: input.from,
      to,
      movedAmount: before.amount,
      financingFeeReturned: before.financingFee,
      financingFeeAdded: after.financingFee,
      surchargeReturned: before.surcharge,
      surchargeAdded: after.surcharge,
      surchargePstReturned: before.surchargePst,
      surchargePstAdded: after.surchargePst,
      premiumTaxBefore: before.premiumTax,
      premiumTaxAfter: after.premiumTax,
      scheduledAmount: after.amount,
      overdueAmount,
      chargeNow: refusal || to !== 'annual' ? 0 : after.amount + overdueAmount,
      moved,
      payments,
      overdue,
    },
  };
}

/** The new plan's payments: the moved premium and fees spread over `days`, taxed, financed and surcharged again. */
function newPayments(
  input: PlanChangeInput,
  before: PlanPaymentParts,
  days: readonly string[],
  lastNumber: number,
  today: string,
): NewPlanPayment[] {
  const { quote, to } = input;
  const count = days.length;
  const tax = premiumTaxOnDays({
    province: quote.province,
    taxClass: taxClassOf(quote.productId),
    premium: before.premium,
    days,
  });
  const financed = financingFeeAdded(quote, to, before.premium + tax.total);
  const premiums = splitEvenly(before.premium, count);
  const financing = splitEvenly(financed, count);
  const fees = splitEvenly(before.fees, count);
  const context = surchargeContextOf(quote.province, {
    funding: input.funding,
    productId: quote.productId,
    on: today,
  });
  return days.map((dueDay, index) => {
    const parts = {
      ...NO_PARTS,
      premium: premiums[index] ?? 0,
      premiumTax: tax.perPayment[index] ?? 0,
      financingFee: financing[index] ?? 0,
      fees: fees[index] ?? 0,
    };
    const beforeSurcharge = parts.premium + parts.premiumTax + parts.financingFee + parts.fees;
    const fee = surcharge(beforeSurcharge, context);
    const pst = cardFeePst(fee, quote.province, today);
    return {
      instalmentNumber: lastNumber + index + 1,
      dueDay,
      parts: { ...parts, surcharge: fee + pst, surchargePst: pst, amount: beforeSurcharge + fee + pst },
    };
  });
}

/**
 * The financing fee of a plan on what it finances: the bound quote's fee of that plan in the
 * proportion of the premium and premium tax financed to the premium and tax the quote financed
 * (build-quote: the fee is the plan's rate on the premium and its tax). Annual: none.
 */
export function financingFeeAdded(quote: Quote, to: PaymentPeriod, financed: Cents): Cents {
  const fee = financingFeeFor(quote, to);
  const base = quote.premiumsSum + quote.premiumsTaxesByPeriod[to];
  if (fee <= 0 || base <= 0 || financed <= 0) return 0;
  return divRoundCents(fee * financed, base);
}
