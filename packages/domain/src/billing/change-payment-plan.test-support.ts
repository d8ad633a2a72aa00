import { addMonthsToDay, policyEffectiveInstant } from '../dates.ts';
import type { LedgerEntry } from '../ledger/entries.ts';
import type { Cents } from '../money.ts';
import type { Province } from '../provinces.ts';
import { buildQuote } from '../rating/build-quote.ts';
import type { CardFunding, Quote } from '../rating/types.ts';
import type { PaymentPeriod } from '../statuses.ts';
import { paymentDueDays } from '../taxes/plan-taxes.ts';
import type { PlanChangeInput, PlanChangeInvoice } from './change-payment-plan.ts';
import { boundPlanParts } from './plan-parts.ts';

export interface BoundPolicy {
  quote: Quote;
  period: PaymentPeriod;
  effectiveDay: string;
  expiryDay: string;
  invoices: PlanChangeInvoice[];
  entries: LedgerEntry[];
}

/** A quote as buildQuote prices it on `chargeDay`, with one premium line. */
export function planQuote(options: {
  province: Province;
  productId?: string;
  premium: Cents;
  chargeDay: string;
  effectiveDay?: string;
  funding?: CardFunding;
  customFee?: Cents;
}): Quote {
  return buildQuote({
    productId: options.productId ?? 'contractors',
    productVersion: '1',
    province: options.province,
    rated: {
      priced: true,
      premiums: [{ key: 'liabilityPremium', label: 'Liability', amount: options.premium }],
      unpricedReasons: [],
    },
    customFee: options.customFee,
    chargeDay: options.chargeDay,
    effectiveDay: options.effectiveDay ?? options.chargeDay,
    card: { funding: options.funding ?? 'credit', on: options.chargeDay },
  });
}

/**
 * A policy bound on `chargeDay` (a year from `effectiveDay`) on `period`, its plan invoices as the
 * bind raises them (one planPayment charge each), the first paid at bind and the others paid when
 * due on or before `paidUntil`.
 */
export function boundPolicy(
  quote: Quote,
  period: PaymentPeriod,
  chargeDay: string,
  effectiveDay: string,
  paidUntil: string,
): BoundPolicy {
  const parts = boundPlanParts(quote, period, { chargeDay, effectiveDay });
  const days = paymentDueDays(period, chargeDay, effectiveDay);
  const invoices: PlanChangeInvoice[] = parts.map((part, index) => ({
    invoiceId: `plan-${index + 1}`,
    dueDate: policyEffectiveInstant(days[index] ?? chargeDay),
    instalmentNumber: index + 1,
    parts: part,
  }));
  const entries: LedgerEntry[] = invoices.flatMap((invoice, index) => [
    {
      kind: 'charge' as const,
      component: 'planPayment' as const,
      amount: invoice.parts!.amount,
      invoiceId: invoice.invoiceId,
    },
    ...(index === 0 || (days[index] ?? '') <= paidUntil
      ? [
          {
            kind: 'payment' as const,
            amount: invoice.parts!.amount,
            invoiceId: invoice.invoiceId,
            paymentId: `pay-${index}`,
          },
        ]
      : []),
  ]);
  return { quote, period, effectiveDay, expiryDay: addMonthsToDay(effectiveDay, 12), invoices, entries };
}

/** The change input of a bound policy. */
export function changeInput(
  policy: BoundPolicy,
  to: PaymentPeriod,
  now: Date,
  funding: CardFunding = 'credit',
): PlanChangeInput {
  return {
    entries: policy.entries,
    invoices: policy.invoices,
    quote: policy.quote,
    from: policy.period,
    to,
    effectiveDay: policy.effectiveDay,
    expiryDay: policy.expiryDay,
    funding,
    now,
  };
}
