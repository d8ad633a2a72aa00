import type { Cents } from '../money.ts';
import type { Province } from '../provinces.ts';
import { buildQuote } from '../rating/build-quote.ts';
import type { Quote } from '../rating/types.ts';
import type { PaymentPeriod } from '../statuses.ts';
import type { CancellationInput, CancellationPolicy, CancellationRequest } from './types.ts';

/** The day makeQuote's quotes are charged (the default policy's effective day), for their taxes. */
export const MAKE_QUOTE_DAY = '2025-03-01';

/** A priced quote with contents and liability lines (cents), as buildQuote makes it. */
export function makeQuote(
  lines: Record<string, Cents> = { contentsPremium: 60_000, liabilityPremium: 40_000 },
  province: Province = 'ON',
  customFee?: Cents,
  productId = 'tenants',
): Quote {
  return buildQuote({
    productId,
    productVersion: '1',
    province,
    rated: {
      priced: true,
      premiums: Object.entries(lines).map(([key, amount]) => ({ key, label: key, amount })),
      unpricedReasons: [],
    },
    customFee,
    chargeDay: MAKE_QUOTE_DAY,
  });
}

/** Sum of the first `count` payments of the plan. */
export function paidPayments(quote: Quote, period: PaymentPeriod, count: number): Cents {
  return quote.schedule[period].slice(0, count).reduce((sum, payment) => sum + payment.amount, 0);
}

/** A one-year ON policy from 2025-03-01, annual and paid in full, unless overridden. */
export function makePolicy(overrides: Partial<CancellationPolicy> = {}): CancellationPolicy {
  const quote = overrides.quote ?? makeQuote();
  const paymentPeriod = overrides.paymentPeriod ?? 'annual';
  return {
    effectiveDay: '2025-03-01',
    expiryDay: '2026-03-01',
    quote,
    paymentPeriod,
    paymentReceived: quote.total[paymentPeriod],
    openMissedPaymentFees: [],
    paidMissedPaymentFees: 0,
    ...overrides,
  };
}

/** A short-rate request dated 2025-06-09 (100 days in force), no waivers, unless overridden. */
export function makeRequest(overrides: Partial<CancellationRequest> = {}): CancellationRequest {
  return {
    cancEffectiveDate: '2025-06-09',
    cancOption: 'shortrate',
    feeWaived: false,
    adminFeeWaived: false,
    missedPaymentFeeWaived: false,
    brokerageCode: 'APOLLO',
    productId: 'tenants',
    ...overrides,
  };
}

/** An input from policy and request overrides. */
export function makeInput(
  policy: Partial<CancellationPolicy> = {},
  request: Partial<CancellationRequest> = {},
): CancellationInput {
  return { policy: makePolicy(policy), request: makeRequest(request) };
}
