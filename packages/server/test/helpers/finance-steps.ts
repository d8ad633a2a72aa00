import { expect } from 'vitest';
import type { Application, CancellationRecordResponse, ErpQuoteResponse, InvoiceList } from '@bm/contracts';
import { eq } from 'drizzle-orm';
import {
  ERP_MESSAGES,
  ERP_REASON_VALUES,
  FINANCE_TRANSACTION_MESSAGES,
  formatDate,
  MANUAL_INVOICE_REASON_VALUES,
} from '@bm/domain';
import { applications } from '../../src/db/schema.ts';
import type { TestApp } from './test-app.ts';

type Draw = {
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (p: number) => boolean;
};

const post = (t: TestApp, cookie: string, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

/**
 * One random finance transaction on the policy (docs/decisions/0037): a signed adjustment (a credit
 * too large is refused with its message and changes nothing), or an off-platform payment of a
 * random choice of its open invoices. Returns the step's line of the trail.
 */
export async function financeStep(
  t: TestApp,
  cookie: string,
  id: string,
  action: 'finance adjustment' | 'off-platform payment',
  { int, chance }: Draw,
  today: string,
): Promise<string> {
  const url = `/api/applications/${id}/financeTransaction`;
  if (action === 'finance adjustment') {
    const amount = (chance(0.5) ? 1 : -1) * int(1, 60_000);
    const response = await post(t, cookie, url, {
      transactionType: 'FinanceAdjustment',
      amount,
      description: `Random adjustment ${amount}`,
    });
    if (response.statusCode === 400) {
      expect(response.json().message).toBe(FINANCE_TRANSACTION_MESSAGES.creditTooLarge);
      return `adjustment ${amount} refused`;
    }
    expect(response.statusCode, response.body).toBe(200);
    return `adjustment ${amount}`;
  }
  const listed = await t.app.inject({
    method: 'GET',
    url: `/api/applications/${id}/invoices`,
    headers: { cookie },
  });
  const open = (listed.json() as InvoiceList).invoices.filter(
    // Open and still asking for money (an open credit note is owed to the insured, not payable).
    (invoice) => invoice.status === 'open' && invoice.amountDue - invoice.amountPaid > 0,
  );
  const chosen = open.filter(() => chance(0.6)).map((invoice) => invoice.id);
  const response = await post(t, cookie, url, {
    transactionType: 'OffPlatformPayment',
    paymentDate: today,
    invoiceIds: chosen,
  });
  if (chosen.length === 0) {
    expect(response.statusCode).toBe(400);
    return 'off-platform payment of nothing refused';
  }
  expect(response.statusCode, response.body).toBe(200);
  return `off-platform payment of ${chosen.length} invoices (${response.json().amount})`;
}

/** The day the policy ends, an ERP's effective date (spec 5): its cancellation date, else its expiry. */
export async function policyEndDay(t: TestApp, cookie: string, id: string): Promise<string> {
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const record = (await get(`/api/applications/${id}`)).json() as Application;
  if (record.status === 'cancelled') {
    const cancelled = await get(`/api/applications/${id}/cancellationRecord`);
    if (cancelled.statusCode === 200)
      return (cancelled.json() as CancellationRecordResponse).transactionData.cancEffectiveDate;
  }
  return formatDate(record.policyExpiryDate);
}

/** A random ERP (quote, then record the proposal or an underwriter's figure); a second is refused. */
export async function erpStep(
  t: TestApp,
  cookie: string,
  id: string,
  { int, pick, chance }: Draw,
): Promise<string> {
  const years = int(1, 6);
  const erpReason = pick(ERP_REASON_VALUES);
  const body = {
    effectiveDate: await policyEndDay(t, cookie, id),
    years,
    erpReason,
    erpReasonText: erpReason === 'other' ? 'Business sold to a new owner' : null,
    knownClaims: chance(0.2),
  };
  const quoted = await post(t, cookie, `/api/applications/${id}/erpQuote`, body);
  if (quoted.statusCode === 409) {
    expect(quoted.json().message).toBe(ERP_MESSAGES.alreadyRecorded);
    return 'erp refused: already recorded';
  }
  expect(quoted.statusCode, quoted.body).toBe(200);
  const quote = quoted.json() as ErpQuoteResponse;
  const erpPremium = chance(0.5) ? quote.proposedPremium : int(1, 500_000);
  const created = await post(t, cookie, `/api/applications/${id}/createERPendorsement`, {
    ...body,
    years: null,
    expiryDate: quote.expiryDate,
    erpPremium,
  });
  expect(created.statusCode, created.body).toBe(200);
  return `erp ${years}y ${erpPremium}`;
}

/** The policy's invoices still asking for money (an open credit note is owed to the insured). */
async function payableInvoices(t: TestApp, cookie: string, id: string) {
  const listed = await t.app.inject({
    method: 'GET',
    url: `/api/applications/${id}/invoices`,
    headers: { cookie },
  });
  return (listed.json() as InvoiceList).invoices.filter(
    (invoice) => invoice.status === 'open' && invoice.amountDue - invoice.amountPaid > 0,
  );
}

/**
 * The insured pays one open invoice from its emailed link (docs/decisions/0032, 0034): finance
 * issues the link, the page takes a new card that succeeds. Returns the step's line of the trail.
 */
export async function paymentLinkStep(
  t: TestApp,
  financeCookie: string,
  id: string,
  { pick }: Pick<Draw, 'pick'>,
  /** The test card the insured pays with (a credit card unless told). */
  cardNumber = '4242424242424242',
): Promise<string> {
  const open = await payableInvoices(t, financeCookie, id);
  if (open.length === 0) return 'payment link: nothing open';
  const invoice = pick(open);
  const issued = await post(
    t,
    financeCookie,
    `/api/applications/${id}/invoices/${invoice.id}/paymentLink`,
    {},
  );
  expect(issued.statusCode, issued.body).toBe(200);
  const link = issued.json().token as string;
  // The insured opens the link from a device of their own: the public routes' per-address limits
  // count each insured apart, not every sequence of a test file as one address.
  const byte = (at: number) => parseInt(invoice.id.slice(at, at + 2), 16);
  const remoteAddress = `10.${byte(0)}.${byte(2)}.${byte(4)}`;
  const card = await t.app.inject({
    method: 'POST',
    remoteAddress,
    url: `/api/payments/links/${link}/cardTokens`,
    payload: {
      number: cardNumber,
      expMonth: 12,
      expYear: new Date().getFullYear() + 3,
      cvc: '123',
      postalCode: 'M5V2T6',
    },
  });
  expect(card.statusCode, card.body).toBe(200);
  const paid = await t.app.inject({
    method: 'POST',
    remoteAddress,
    url: `/api/payments/links/${link}/pay`,
    payload: { token: card.json().token, idempotencyKey: crypto.randomUUID() },
  });
  // Paid, or nothing left to pay once open credits are applied first.
  expect([200, 409], paid.body).toContain(paid.statusCode);
  return `payment link ${invoice.number} ${paid.statusCode} ${paid.body.slice(0, 120)}`;
}

/** The broker pays every overdue invoice in one charge on the card on file (docs/decisions/0035). */
export async function payOverdueStep(t: TestApp, brokerCookie: string, id: string): Promise<string> {
  const [policy] = await t.db
    .select({ customer: applications.stripeCustomerId, card: applications.stripeCardId })
    .from(applications)
    .where(eq(applications.id, id));
  if (!policy?.customer || !policy.card) return 'pay overdue: no card on file';
  const paid = await post(t, brokerCookie, `/api/billing/customers/${policy.customer}/overdueinvoices/pay`, {
    cardId: policy.card,
    applicationId: id,
    idempotencyKey: crypto.randomUUID(),
  });
  // 400/409: nothing overdue (or nothing left once credits are applied); 402: the card declined.
  expect([200, 400, 402, 409], paid.body).toContain(paid.statusCode);
  return `pay overdue ${paid.statusCode} ${paid.body.slice(0, 120)}`;
}

/** Finance raises a manual invoice of 1 to 3 monthly parts (docs/decisions/0032). */
export async function manualInvoiceStep(
  t: TestApp,
  financeCookie: string,
  id: string,
  { int, pick }: Pick<Draw, 'int' | 'pick'>,
): Promise<string> {
  const totalAmount = int(100, 40_000);
  const invoiceCount = int(0, 3);
  const raised = await post(t, financeCookie, `/api/applications/${id}/manualInvoice`, {
    totalAmount,
    selectedReason: pick(MANUAL_INVOICE_REASON_VALUES),
    invoiceCount,
  });
  if (raised.statusCode === 409) return `manual invoice refused ${raised.json().message}`;
  expect(raised.statusCode, raised.body).toBe(200);
  return `manual invoice ${totalAmount} in ${Math.max(invoiceCount, 1)}`;
}
