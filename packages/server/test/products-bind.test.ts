import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, ApplicationSaveResponse, PayApplicationResponse } from '@bm/contracts';
import {
  addMonthsToDay,
  PRODUCT_CODES,
  PRODUCT_DEFINITIONS,
  paymentAccountFor,
  policyEffectiveInstant,
  quoteApplication,
  type Form,
  type PaymentPeriod,
  type ProductDefinition,
} from '@bm/domain';
import { invoices, payments } from '../src/db/schema.ts';
import {
  buildersRiskForm,
  contractorsForm,
  courseOfConstructionForm,
  healthFitnessIndividualForm,
  lifeAgentsForm,
  technologyEoForm,
  tenantsForm,
} from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

interface ProductCase {
  productId: string;
  form: Form;
  /** The plan paid: one the product offers. */
  period: PaymentPeriod;
  /** How long the bound policy runs: a year, or the project term of a construction project. */
  termMonths: number;
}

/** The fully defined products (README), each with its complete form, paid on a plan it offers. */
const FULLY_DEFINED: ProductCase[] = [
  { productId: 'tenants', form: tenantsForm(), period: 'annual', termMonths: 12 },
  { productId: 'builders-risk', form: buildersRiskForm(), period: 'annual', termMonths: 9 },
  {
    productId: 'course-of-construction',
    form: courseOfConstructionForm(),
    period: 'instalment',
    termMonths: 18,
  },
  { productId: 'contractors', form: contractorsForm(), period: 'monthly', termMonths: 12 },
  {
    productId: 'health-fitness-individual',
    form: healthFitnessIndividualForm(),
    period: 'annual',
    termMonths: 12,
  },
  { productId: 'technology-eo', form: technologyEoForm(), period: 'instalment', termMonths: 12 },
];

/** A product with a short questionnaire that still rates. */
const SHORT_QUESTIONNAIRE: ProductCase = {
  productId: 'life-agents',
  form: lifeAgentsForm(),
  period: 'monthly',
  termMonths: 12,
};

const ALL_CASES = [...FULLY_DEFINED, SHORT_QUESTIONNAIRE];

function definitionOf(productId: string): ProductDefinition {
  const definition = PRODUCT_DEFINITIONS[productId];
  if (!definition) throw new Error(`no product definition '${productId}'`);
  return definition;
}

let t: TestApp;
let broker = '';

beforeAll(async () => {
  t = await createTestApp();
  broker = await sessionCookie(t.db, 'broker');
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie: broker }, ...(payload === undefined ? {} : { payload }) });

/** A single-use card token on the account the plan is charged on. */
async function cardToken(period: PaymentPeriod): Promise<string> {
  const response = await call('POST', '/api/billing/tokens', {
    account: paymentAccountFor(period, new Date()),
    number: '4242424242424242',
    expMonth: 12,
    expYear: new Date().getFullYear() + 3,
    cvc: '123',
    postalCode: 'M5V2T6',
  });
  expect(response.statusCode, response.body).toBe(200);
  const token = (response.json() as { token?: unknown }).token;
  if (typeof token !== 'string') throw new Error(`no card token: ${response.body}`);
  return token;
}

describe('the complete forms of the shared test helper', () => {
  it.each(ALL_CASES.map((c) => [c.productId, c] as const))(
    '%s: every answer is given, the risk is eligible and it prices',
    (_productId, { productId, form }) => {
      const result = quoteApplication(definitionOf(productId), form);
      expect(result.errors).toEqual({});
      expect(result.eligibility).toEqual({ status: 'eligible', reasons: [] });
      expect(result.quote.priced).toBe(true);
      expect(result.quote.premiumsSum).toBeGreaterThan(0);
    },
  );

  it('pays every product on a plan it offers, some annually and some by the month or instalments', () => {
    for (const { productId, period } of ALL_CASES) {
      expect(definitionOf(productId).paymentPeriods ?? [period], productId).toContain(period);
    }
    const periods = new Set(ALL_CASES.map((c) => c.period));
    expect([...periods].sort()).toEqual(['annual', 'instalment', 'monthly']);
  });
});

describe.each(ALL_CASES.map((c) => [c.productId, c] as const))(
  '%s from start to a bound, paid, documented policy',
  (productId, { form, period, termMonths }) => {
    const definition = definitionOf(productId);

    it(`quotes the complete form, pays ${period} with a test card and binds`, async () => {
      const started = await call('POST', '/api/applications', { productId });
      expect(started.statusCode, started.body).toBe(201);
      const app = started.json() as Application;
      expect(app).toMatchObject({ status: 'started', productId });

      const saveResponse = await call('PUT', `/api/applications/${app.applicationId}`, {
        productId,
        currentPage: definition.pages.length,
        form,
        productVersionSeen: definition.version,
        paymentPeriod: period,
      });
      expect(saveResponse.statusCode, saveResponse.body).toBe(200);
      const saved = saveResponse.json() as ApplicationSaveResponse;
      const { quote } = quoteApplication(definition, form);
      expect(saved.errors).toEqual({});
      expect(saved.eligibility).toEqual({ status: 'eligible', reasons: [] });
      expect(saved.application.status).toBe('quoted');
      expect(saved.application.quote).toEqual(quote);
      expect(saved.application.totalPremium).toBe(quote.total[period]);

      const token = await cardToken(period);
      const payResponse = await call('POST', `/api/applications/${app.applicationId}/pay`, {
        paymentPeriod: period,
        token,
        idempotencyKey: crypto.randomUUID(),
        expectedTotal: quote.total[period],
      });
      expect(payResponse.statusCode, payResponse.body).toBe(200);
      const paid = payResponse.json() as PayApplicationResponse;
      const schedule = quote.schedule[period];
      expect(paid.payment).toMatchObject({ status: 'succeeded', amount: schedule[0]?.amount });

      const effectiveDay = String(form['policy-effective-date']);
      const code = PRODUCT_CODES[productId];
      expect(code).toBeDefined();
      expect(paid.application).toMatchObject({
        status: 'bound',
        salesStatus: 'Closed-Won',
        paymentPeriod: period,
        totalPremium: quote.total[period],
        policyEffectiveDate: policyEffectiveInstant(effectiveDay).toISOString(),
        policyExpiryDate: policyEffectiveInstant(addMonthsToDay(effectiveDay, termMonths)).toISOString(),
      });
      expect(paid.application.policyNumber).toMatch(
        new RegExp(`^${code}-${effectiveDay.slice(0, 4)}-\\d{7}$`),
      );

      const record = await call('GET', `/api/applications/${app.applicationId}`);
      expect(record.statusCode).toBe(200);
      expect(record.json()).toMatchObject({ status: 'bound', policyNumber: paid.application.policyNumber });

      const plan = await t.db
        .select()
        .from(invoices)
        .where(eq(invoices.applicationId, app.applicationId))
        .orderBy(invoices.instalmentNumber);
      expect(plan).toHaveLength(schedule.length);
      expect(plan.reduce((sum, invoice) => sum + invoice.amountDue, 0)).toBe(quote.total[period]);
      expect(
        plan.filter((invoice) => invoice.status === 'paid').map((invoice) => invoice.instalmentNumber),
      ).toEqual([1]);
      expect(new Set(plan.map((invoice) => invoice.paymentAccount))).toEqual(
        new Set([paymentAccountFor(period, new Date())]),
      );
      const charged = await t.db.select().from(payments).where(eq(payments.applicationId, app.applicationId));
      expect(charged.map((payment) => [payment.status, payment.amount])).toEqual([
        ['succeeded', schedule[0]?.amount],
      ]);

      const documents = await call('GET', `/api/applications/${app.applicationId}/documents`);
      expect(documents.statusCode, documents.body).toBe(200);
      const keys = (documents.json() as { Key: string }[]).map((document) => document.Key);
      expect(keys).toHaveLength(2);
      for (const key of keys) expect(key.startsWith(`${paid.application.policyNumber}/`)).toBe(true);
    });
  },
);

describe('health & fitness (individuals) preset premiums', () => {
  it.each([
    ['1000000', 7_500],
    ['2000000', 10_000],
    ['5000000', 12_500],
  ])('prices the %s limit at its preset premium (%i cents)', (limit, cents) => {
    const { quote } = quoteApplication(
      definitionOf('health-fitness-individual'),
      healthFitnessIndividualForm({ 'liability-limit': limit }),
    );
    expect(quote.premiumsSum).toBe(cents);
  });
});
