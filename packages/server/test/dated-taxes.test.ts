import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, ApplicationSaveResponse, PayApplicationResponse } from '@bm/contracts';
import {
  formatDate,
  paymentAccountFor,
  planPremiumTax,
  PRODUCT_DEFINITIONS,
  quoteApplication,
  splitEvenly,
  type Form,
  type PaymentPeriod,
  type Quote,
} from '@bm/domain';
import { applications, invoices } from '../src/db/schema.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** The server's clock: a day in 2026, so that a monthly plan's later payments fall in 2027. */
const NOW = new Date('2026-11-28T20:00:00Z');
const TODAY = formatDate(NOW);
const EFFECTIVE_DAY = '2026-12-05';

let t: TestApp;
let broker = '';

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  broker = await sessionCookie(t.db, 'broker', NOW);
});
afterAll(() => t?.close());

const call = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie: broker }, payload });

/** Starts a tenants application, saves the form, pays the first payment of `period` and binds. */
async function bindTenants(form: Form, period: PaymentPeriod): Promise<{ id: string; quote: Quote }> {
  const definition = PRODUCT_DEFINITIONS.tenants!;
  const started = await call('POST', '/api/applications', { productId: 'tenants' });
  expect(started.statusCode, started.body).toBe(201);
  const { applicationId } = started.json() as Application;
  const saved = await call('PUT', `/api/applications/${applicationId}`, {
    productId: 'tenants',
    currentPage: definition.pages.length,
    form,
    productVersionSeen: definition.version,
    paymentPeriod: period,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const quote = (saved.json() as ApplicationSaveResponse).application.quote as unknown as Quote;
  expect(quote).toEqual(quoteApplication(definition, form, { today: TODAY }).quote);
  const token = await call('POST', '/api/billing/tokens', {
    account: paymentAccountFor(period, NOW),
    number: '4242424242424242',
    expMonth: 12,
    expYear: NOW.getFullYear() + 3,
    cvc: '123',
    postalCode: 'A1C5M2',
  });
  expect(token.statusCode, token.body).toBe(200);
  const paid = await call('POST', `/api/applications/${applicationId}/pay`, {
    paymentPeriod: period,
    token: (token.json() as { token: string }).token,
    idempotencyKey: crypto.randomUUID(),
    expectedTotal: quote.total[period],
  });
  expect(paid.statusCode, paid.body).toBe(200);
  expect((paid.json() as PayApplicationResponse).application.status).toBe('bound');
  return { id: applicationId, quote };
}

async function planInvoices(id: string) {
  return t.db
    .select()
    .from(invoices)
    .where(eq(invoices.applicationId, id))
    .orderBy(asc(invoices.instalmentNumber));
}

async function boundQuoteOf(id: string): Promise<Quote> {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
  return row?.boundQuote as Quote;
}

describe('dated taxes through the API', () => {
  it('binds an NL tenants policy with no premium tax (none on tenant insurance since 2022-04-07)', async () => {
    const form = tenantsForm({
      'policy-effective-date': EFFECTIVE_DAY,
      'business-address-province': 'NL',
      'business-address-postal': 'A1C 5M2',
      'business-address-city': "St. John's",
    });
    const { id, quote } = await bindTenants(form, 'annual');
    expect(quote.province).toBe('NL');
    expect(quote.premiumsTaxes).toBe(0);
    expect(quote.taxNames.premium.annual).toEqual([]);
    // The transaction fee of a policy the RST does not tax carries the HST (CRA).
    expect(quote.transactionFeeGST).toBe(375);
    expect(quote.transactionFeePST).toBe(0);
    expect(quote.taxNames.transactionFee).toEqual([
      { kind: 'federal', name: 'HST', rate: 0.15, authority: 'Canada Revenue Agency' },
    ]);
    const plan = await planInvoices(id);
    expect(plan.map((invoice) => invoice.amountDue)).toEqual([quote.total.annual]);
    expect(quote.total.annual).toBe(quote.premiumsSum + quote.taxesAndFees.annual);
    const bound = await boundQuoteOf(id);
    expect(bound.premiumsTaxes).toBe(0);
  });

  it('binds a QC monthly policy whose 2027 payments are invoiced with the 9.975% tax', async () => {
    const form = tenantsForm({
      'policy-effective-date': EFFECTIVE_DAY,
      'business-address-province': 'QC',
      'business-address-postal': 'H2X 1Y4',
      'business-address-city': 'Montréal',
    });
    const { id, quote } = await bindTenants(form, 'monthly');
    const expected = planPremiumTax({
      province: 'QC',
      taxClass: 'personalProperty',
      premium: quote.premiumsSum,
      period: 'monthly',
      chargeDay: TODAY,
      effectiveDay: EFFECTIVE_DAY,
    });
    // The first payment is charged today (2026, 9%); the 11 others fall due in 2027 (9.975%).
    expect(expected.uniform).toBe(false);
    expect(quote.premiumsTaxesByPeriod.monthly).toBe(expected.total);
    expect(quote.premiumsTaxesByPeriod.monthly).toBeGreaterThan(quote.premiumsTaxes);
    expect(quote.taxNames.premium.monthly).toEqual([
      {
        kind: 'provincial',
        name: 'Quebec tax on insurance premiums',
        rate: 0.09,
        authority: 'Revenu Québec',
      },
      {
        kind: 'provincial',
        name: 'Quebec tax on insurance premiums',
        rate: 0.09975,
        authority: 'Revenu Québec',
      },
    ]);

    const plan = await planInvoices(id);
    expect(plan.map((invoice) => invoice.amountDue)).toEqual(quote.schedule.monthly.map((p) => p.amount));
    expect(plan.reduce((sum, invoice) => sum + invoice.amountDue, 0)).toBe(quote.total.monthly);
    expect(plan.map((invoice) => formatDate(invoice.dueDate)).slice(0, 3)).toEqual([
      TODAY,
      '2027-01-05',
      '2027-02-05',
    ]);
    // Each invoice is an even share of everything but the premium tax, plus its own premium tax:
    // the 2027 ones at 9.975%, more than the 2026 one at 9%.
    const rest = splitEvenly(quote.total.monthly - expected.total, 12);
    expect(plan.map((invoice, index) => invoice.amountDue - rest[index]!)).toEqual(expected.perPayment);
    expect(expected.perPayment[2]).toBeGreaterThan(expected.perPayment[0]!);

    const bound = await boundQuoteOf(id);
    expect(bound.premiumsTaxes).toBe(expected.total);
    expect(bound.total.monthly).toBe(quote.total.monthly);
  });
});
