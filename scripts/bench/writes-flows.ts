// The write scenarios' API flows (issue 29 item 3), with the request shapes of the server tests
// (test/helpers/bind.ts, cancel.ts, card-surcharge.test.ts): bind and pay, endorse, cancel.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  addDaysToDay,
  formatDate,
  paymentAccountFor,
  PRODUCT_DEFINITIONS,
  quoteApplication,
  sampleTenantsForm,
} from '@bm/domain';
import { quantile } from './load.ts';
import { pooled } from './webhooks.ts';

export interface Cookies {
  /** The demo broker: starts, saves, quotes and binds. */
  broker: string;
  /** The super admin: endorses and cancels (the full change flow). */
  admin: string;
}

/** One request of a flow, timed from its send to its body read. */
async function call(
  baseUrl: string,
  cookie: string,
  method: string,
  path: string,
  body: unknown,
  times: Map<string, number[]>,
  step: string,
): Promise<Record<string, unknown>> {
  const begun = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  times.set(step, [...(times.get(step) ?? []), performance.now() - begun]);
  if (!response.ok) throw new Error(`${step} (${method} ${path}): ${response.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

export type Call = (
  cookie: string,
  method: string,
  path: string,
  body: unknown,
  step: string,
) => Promise<Record<string, unknown>>;

/** A new tenants application saved, quoted and bound with a new card, paid annually; its id. */
export async function bindAndPay(api: Call, cookies: Cookies, n: number): Promise<string> {
  const form = sampleTenantsForm(addDaysToDay(formatDate(new Date()), 7), {
    'insured-name': `Bench Writer ${n}`,
    email: `bench.writer.${n}@example.net`,
  });
  const started = await api(cookies.broker, 'POST', '/api/applications', { productId: 'tenants' }, 'start');
  const id = started.applicationId as string;
  await api(
    cookies.broker,
    'PUT',
    `/api/applications/${id}`,
    { productId: 'tenants', currentPage: 9, form, productVersionSeen: '1.0', paymentPeriod: 'annual' },
    'save',
  );
  await api(cookies.broker, 'POST', `/api/applications/${id}/quote`, undefined, 'quote');
  const token = await api(
    cookies.broker,
    'POST',
    '/api/billing/tokens',
    {
      account: paymentAccountFor('annual', new Date()),
      number: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 3,
      cvc: '123',
      postalCode: 'M5V2T6',
    },
    'card token',
  );
  const quote = quoteApplication(PRODUCT_DEFINITIONS.tenants!, form).quote;
  await api(
    cookies.broker,
    'POST',
    `/api/applications/${id}/pay`,
    {
      paymentPeriod: 'annual',
      token: token.token,
      idempotencyKey: randomUUID(),
      expectedTotal: quote.total.annual,
    },
    'bind and pay',
  );
  return id;
}

/** Raises the contents limit from the policy's first day, charged to the card on file. */
export async function endorseWithCharge(api: Call, cookies: Cookies, id: string): Promise<void> {
  const record = await api(cookies.admin, 'GET', `/api/applications/${id}`, undefined, 'read');
  const effectiveDate = formatDate(new Date(record.policyEffectiveDate as string));
  const change = {
    reason: 'Increase Limit/Add Coverage',
    reasonText: 'npm run bench: write scenarios',
    effectiveDate,
    changes: [{ field: 'contents-limit', newValue: '50000' }],
  };
  const priced = await api(
    cookies.admin,
    'POST',
    `/api/applications/${id}/endorsement/quote`,
    change,
    'price',
  );
  const payment = priced.payment as { action: string };
  if (payment.action !== 'charge') throw new Error(`the endorsement would ${payment.action}, not charge`);
  const totals = priced.endorsementFeesAndTotals as { total: { annual: number } };
  await api(
    cookies.admin,
    'POST',
    `/api/applications/${id}/endorsement`,
    { endorsement: { ...change, expectedTotal: totals.total.annual }, idempotencyKey: randomUUID() },
    'endorse and charge',
  );
}

/** Cancels the policy (short rate, a month in) with the figures shown: a refund to the card. */
export async function cancelWithRefund(api: Call, cookies: Cookies, id: string): Promise<void> {
  const choice = {
    cancEffectiveDate: addDaysToDay(formatDate(new Date()), 37),
    cancOption: 'shortrate',
    feeWaived: false,
    adminFeeWaived: false,
    missedPaymentFeeWaived: false,
  };
  const figures = await api(
    cookies.admin,
    'POST',
    `/api/applications/${id}/cancellation/premiums`,
    choice,
    'figures',
  );
  if (!((figures.refundDue as number) > 0)) throw new Error(`the cancellation of ${id} refunds nothing`);
  await api(
    cookies.admin,
    'POST',
    `/api/applications/${id}/endorsement`,
    {
      cancellation: {
        ...choice,
        cancellationReason: 'Tenant Moved',
        cancellationOption: 'Policy Cancellation',
        isManual: false,
        expectedRefundDue: figures.refundDue,
        expectedAmountOwing: figures.amountOwing,
      },
      idempotencyKey: randomUUID(),
    },
    'cancel and refund',
  );
}

export interface Timing {
  p50: number;
  p95: number;
  p99: number;
}

export interface FlowRun {
  concurrency: number;
  flows: number;
  seconds: number;
  flowsPerSecond: number;
  flow: Timing;
  /** Per request of the flow, in order. */
  steps: { step: string; timing: Timing }[];
}

const timing = (samples: number[]): Timing => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), p99: quantile(sorted, 0.99) };
};

/** Runs `flow(i)` for i < count, `concurrency` at once, against the app at `baseUrl`. */
export async function runFlows(
  baseUrl: string,
  count: number,
  concurrency: number,
  flow: (api: Call, i: number) => Promise<void>,
): Promise<FlowRun> {
  const times = new Map<string, number[]>();
  const flows: number[] = [];
  const api: Call = (cookie, method, path, body, step) =>
    call(baseUrl, cookie, method, path, body, times, step);
  const started = performance.now();
  await pooled(count, concurrency, async (i) => {
    const begun = performance.now();
    await flow(api, i);
    flows.push(performance.now() - begun);
  });
  const seconds = (performance.now() - started) / 1000;
  return {
    concurrency,
    flows: count,
    seconds,
    flowsPerSecond: count / seconds,
    flow: timing(flows),
    steps: [...times].map(([step, samples]) => ({ step, timing: timing(samples) })),
  };
}
