import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Application,
  ApplicationSaveResponse,
  PayApplicationResponse,
  QuoteResponse,
} from '@bm/contracts';
import {
  BOUND_DATE_MAX_DAYS_AHEAD,
  PRODUCT_DEFINITIONS,
  quoteApplication,
  type Form,
  type Quote,
} from '@bm/domain';
import { applications, invoices, notes, payments, policyTransactions } from '../src/db/schema.ts';
import { auditMoney } from '../src/modules/audit/money-audit.ts';
import { dayFromToday, roommate, tenantsForm } from './helpers/forms.ts';
import { signInAll } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { broker: '', broker2: '', underwriter: '' };

beforeAll(async () => {
  t = await createTestApp();
  await signInAll(t.db, cookies);
});
afterAll(() => t?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookie: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

async function start(cookie = cookies.broker): Promise<Application> {
  const response = await call('POST', '/api/applications', cookie, { productId: 'tenants' });
  expect(response.statusCode).toBe(201);
  return response.json() as Application;
}

async function save(id: string, form: Form, cookie = cookies.broker): Promise<ApplicationSaveResponse> {
  const response = await call('PUT', `/api/applications/${id}`, cookie, {
    productId: 'tenants',
    currentPage: 4,
    form,
    productVersionSeen: '1.0',
    paymentPeriod: 'monthly',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ApplicationSaveResponse;
}

/** A card token for the account the plan is charged on (monthly: finance; otherwise main). */
async function cardToken(
  number: string,
  account: 'main' | 'finance',
): Promise<{ statusCode: number; token?: string; body: unknown }> {
  const response = await call('POST', '/api/billing/tokens', cookies.broker, {
    account,
    number,
    expMonth: 12,
    expYear: new Date().getFullYear() + 3,
    cvc: '123',
    postalCode: 'M5V2T6',
  });
  return { statusCode: response.statusCode, token: response.json().token, body: response.json() };
}

const twoRoommates = () =>
  tenantsForm({ roommates: [roommate('Sam Lee'), roommate('Alex Kim', '10000', '2500')] });
const expectedQuote = (form: Form) => quoteApplication(PRODUCT_DEFINITIONS.tenants!, form).quote;

describe('starting and saving an application', () => {
  it('starts a tenants application for the broker, pinned to the current definition', async () => {
    const app = await start();
    expect(app).toMatchObject({ status: 'started', productId: 'tenants', productName: 'Tenants Insurance' });
    expect(app.productVersionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(app.broker?.email).toBe('broker@example.com');
  });

  it('keeps an incomplete application started and says which answers are missing', async () => {
    const app = await start();
    const saved = await save(app.applicationId, { 'insured-name': 'Jordan Rivera' });
    expect(saved.application.status).toBe('started');
    expect(saved.errors.email).toBe('Required');
    expect(saved.application.quote).toBeNull();
  });

  it('quotes a complete Ontario application with two roommates, to the cent of the shared rating', async () => {
    const app = await start();
    const form = twoRoommates();
    const saved = await save(app.applicationId, form);
    expect(saved.errors).toEqual({});
    expect(saved.eligibility).toEqual({ status: 'eligible', reasons: [] });
    expect(saved.application).toMatchObject({
      status: 'quoted',
      province: 'ON',
      insuredName: 'Jordan Rivera',
      paymentPeriod: 'monthly',
    });
    const quote = expectedQuote(form);
    expect(saved.application.quote).toEqual(quote);
    expect(saved.application.totalPremium).toBe(quote.total.monthly);

    const priced = await call('POST', `/api/applications/${app.applicationId}/quote`, cookies.broker);
    expect((priced.json() as QuoteResponse).quote).toEqual(quote);
  });

  it('rejects a unit below ground and refers a business at home, with the reasons', async () => {
    const app = await start();
    const rejected = await save(app.applicationId, tenantsForm({ 'unit-floor': '0' }));
    expect(rejected.application.status).toBe('rejected');
    expect(rejected.eligibility.reasons).toContain(
      'The unit must be on an above-ground floor (1 to 199) to be insured online.',
    );
    const referred = await save(
      app.applicationId,
      tenantsForm({ 'business-at-home': 'yes', 'business-description': 'Online tutoring, no visitors' }),
    );
    expect(referred.application.status).toBe('referred');
    expect(referred.eligibility.reasons).toContain(
      'A business run from the rental is referred to an underwriter.',
    );
  });

  it("refuses another brokerage's broker and a mismatched product", async () => {
    const app = await start();
    const other = await call('PUT', `/api/applications/${app.applicationId}`, cookies.broker2, {
      productId: 'tenants',
      currentPage: 0,
      form: {},
      productVersionSeen: null,
    });
    expect(other.statusCode).toBe(403);
    const mismatch = await call('PUT', `/api/applications/${app.applicationId}`, cookies.broker, {
      productId: 'contractors',
      currentPage: 0,
      form: {},
      productVersionSeen: null,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ message: 'productId does not match this application' });
  });
});

describe('an application created by its first saved answer', () => {
  const countOf = async (id: string) =>
    (await t.db.select({ id: applications.id }).from(applications).where(eq(applications.id, id))).length;

  it('creates the application with the answers under the id the browser chose, once', async () => {
    const id = crypto.randomUUID();
    expect(await countOf(id)).toBe(0);
    const first = await save(id, { 'insured-name': 'Jordan Rivera' });
    expect(first.application).toMatchObject({
      applicationId: id,
      status: 'started',
      productId: 'tenants',
      insuredName: 'Jordan Rivera',
    });
    expect(first.application.broker?.email).toBe('broker@example.com');
    expect(first.errors.email).toBe('Required');
    // A second save (a retry, or the next answer) saves into the same row.
    const second = await save(id, twoRoommates());
    expect(second.application).toMatchObject({ applicationId: id, status: 'quoted' });
    expect(await countOf(id)).toBe(1);
  });

  it('creates nothing for a product that is unknown', async () => {
    const id = crypto.randomUUID();
    const unknown = await call('PUT', `/api/applications/${id}`, cookies.broker, {
      productId: 'no-such-product',
      currentPage: 0,
      form: {},
      productVersionSeen: null,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: expect.any(String) });
    expect(await countOf(id)).toBe(0);
  });

  it("does not take over another brokerage's application that has the id", async () => {
    const app = await start(cookies.broker2);
    const response = await call('PUT', `/api/applications/${app.applicationId}`, cookies.broker, {
      productId: 'tenants',
      currentPage: 0,
      form: { 'insured-name': 'Someone Else' },
      productVersionSeen: null,
    });
    expect(response.statusCode).toBe(403);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, app.applicationId));
    expect(row?.insuredName).not.toBe('Someone Else');
  });
});

describe('paying and binding', () => {
  const pay = (id: string, body: Record<string, unknown>) =>
    call('POST', `/api/applications/${id}/pay`, cookies.broker, body);

  it('refuses a declined card with the processor message and changes nothing', async () => {
    const app = await start();
    const form = twoRoommates();
    await save(app.applicationId, form);
    const { token } = await cardToken('4000000000000002', 'finance');
    const response = await pay(app.applicationId, {
      paymentPeriod: 'monthly',
      token,
      idempotencyKey: crypto.randomUUID(),
      expectedTotal: expectedQuote(form).total.monthly,
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ message: 'Your card was declined.', code: 'card_declined' });
    const after = await call('GET', `/api/applications/${app.applicationId}`, cookies.broker);
    expect(after.json().status).toBe('quoted');
    expect(await t.db.select().from(invoices).where(eq(invoices.applicationId, app.applicationId))).toEqual(
      [],
    );
  });

  it('prices a manual bind (paid off the platform) without a card surcharge: it was the credit one (decision 0063)', async () => {
    const app = await start();
    const form = tenantsForm({ 'business-at-home': 'yes', 'business-description': 'Bookkeeping' });
    await save(app.applicationId, form);
    const credit = expectedQuote(form);
    expect(credit.stripeFees.annual).toBeGreaterThan(0);
    const bound = await call('POST', `/api/applications/${app.applicationId}/bind`, cookies.underwriter, {
      boundDate: mmDdYyyy(dayFromToday(0)),
      accountNotes: 'Paid by cheque.',
    });
    expect(bound.statusCode, bound.body).toBe(200);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, app.applicationId));
    const quote = row!.boundQuote as Quote;
    expect(quote.stripeFees).toEqual({ annual: 0, monthly: 0, instalment: 0 });
    expect(quote.total.annual).toBe(credit.total.annual - credit.stripeFees.annual);
    expect(row!.totalPremium).toBe(quote.total[row!.paymentPeriod as 'annual']);
  });

  it('refuses when the total shown is not the total the server computes, before charging', async () => {
    const app = await start();
    const form = twoRoommates();
    await save(app.applicationId, form);
    const { token } = await cardToken('4242424242424242', 'finance');
    const response = await pay(app.applicationId, {
      paymentPeriod: 'monthly',
      token,
      idempotencyKey: crypto.randomUUID(),
      expectedTotal: expectedQuote(form).total.monthly - 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'The quote has changed since it was shown. Please review the new total before paying.',
    );
    expect(await t.db.select().from(payments).where(eq(payments.applicationId, app.applicationId))).toEqual(
      [],
    );
  });

  it('charges the first monthly payment once, binds, schedules invoices and writes history and documents', async () => {
    const app = await start();
    const form = twoRoommates();
    await save(app.applicationId, form);
    const quote = expectedQuote(form);
    const { token } = await cardToken('4242424242424242', 'finance');
    const body = {
      paymentPeriod: 'monthly',
      token,
      idempotencyKey: crypto.randomUUID(),
      expectedTotal: quote.total.monthly,
    };
    const [first, retry] = [await pay(app.applicationId, body), await pay(app.applicationId, body)];
    expect(first.statusCode, first.body).toBe(200);
    expect(retry.statusCode, retry.body).toBe(200);
    const paid = first.json() as PayApplicationResponse;
    expect((retry.json() as PayApplicationResponse).payment.id).toBe(paid.payment.id);
    expect(paid.payment).toMatchObject({ status: 'succeeded', amount: quote.schedule.monthly[0]!.amount });
    expect(paid.application).toMatchObject({
      status: 'bound',
      salesStatus: 'Closed-Won',
      paymentPeriod: 'monthly',
    });
    expect(paid.application.policyNumber).toMatch(/^TEN-\d{4}-\d{7}$/);
    expect(paid.application.stripe.customerId).toMatch(/^cus_/);
    expect(paid.application.policyEffectiveDate).not.toBeNull();

    const charged = await t.db.select().from(payments).where(eq(payments.applicationId, app.applicationId));
    expect(charged.map((p) => p.status)).toEqual(['succeeded']);

    const plan = await t.db
      .select()
      .from(invoices)
      .where(eq(invoices.applicationId, app.applicationId))
      .orderBy(invoices.instalmentNumber);
    expect(plan).toHaveLength(12);
    expect(plan.reduce((sum, i) => sum + i.amountDue, 0)).toBe(quote.total.monthly);
    expect(plan.filter((i) => i.status === 'paid').map((i) => i.instalmentNumber)).toEqual([1]);
    expect(plan[0]!.paymentAccount).toBe('finance');
    expect(charged[0]!.invoiceId).toBe(plan[0]!.id);

    const history = await t.db
      .select()
      .from(policyTransactions)
      .where(eq(policyTransactions.applicationId, app.applicationId));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      type: 'New Business',
      premiumDelta: quote.premiumsSum,
      taxDelta: quote.premiumsTaxes,
      totalDelta: quote.total.monthly,
      paymentId: paid.payment.id,
    });

    const documents = await call('GET', `/api/applications/${app.applicationId}/documents`, cookies.broker);
    const keys = (documents.json() as { Key: string }[]).map((d) => d.Key);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key.startsWith(`${paid.application.policyNumber}/`)).toBe(true);

    const again = await call('PUT', `/api/applications/${app.applicationId}`, cookies.broker, {
      productId: 'tenants',
      currentPage: 0,
      form,
      productVersionSeen: '1.0',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This policy is already bound. Change it with an endorsement.');
  });

  it('refuses a payment period the product does not offer', async () => {
    const app = await start();
    const form = twoRoommates();
    await save(app.applicationId, form);
    const { token } = await cardToken('4242424242424242', 'main');
    const response = await pay(app.applicationId, {
      paymentPeriod: 'instalment',
      token,
      idempotencyKey: crypto.randomUUID(),
      expectedTotal: expectedQuote(form).total.instalment,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Tenants Insurance cannot be paid by instalments.');
  });

  it('refuses a referred application', async () => {
    const app = await start();
    const form = tenantsForm({
      'business-at-home': 'yes',
      'business-description': 'Pottery studio with visitors',
    });
    await save(app.applicationId, form);
    const { token } = await cardToken('4242424242424242', 'main');
    const response = await pay(app.applicationId, {
      paymentPeriod: 'annual',
      token,
      idempotencyKey: crypto.randomUUID(),
      expectedTotal: expectedQuote(form).total.annual,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This application was referred to an underwriter and cannot be bound online.',
    );
  });
});

/** YYYY-MM-DD -> MM-DD-YYYY, the bound date's format. */
const mmDdYyyy = (day: string) => `${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)}`;

describe('manual bind', () => {
  it('keeps the books agreeing with the ledger: paid off the platform, no report counts money it never billed', async () => {
    const app = await start();
    await save(app.applicationId, tenantsForm({ 'working-smoke-alarm': 'no' }));
    const bound = await call('POST', `/api/applications/${app.applicationId}/bind`, cookies.underwriter, {
      boundDate: mmDdYyyy(dayFromToday(0)),
      accountNotes: 'Referral approved; paid by cheque.',
    });
    expect(bound.statusCode, bound.body).toBe(200);
    const audit = await auditMoney(t.db);
    expect(audit.findings.filter((finding) => finding.applicationId === app.applicationId)).toEqual([]);
  });

  it('lets an underwriter bind a referred application with notes, and refuses a broker', async () => {
    const app = await start();
    await save(
      app.applicationId,
      tenantsForm({ 'business-at-home': 'yes', 'business-description': 'Bookkeeping' }),
    );
    const today = dayFromToday(0);
    const body = { boundDate: mmDdYyyy(today), accountNotes: 'Approved by underwriting; paid by cheque.' };
    const broker = await call('POST', `/api/applications/${app.applicationId}/bind`, cookies.broker, body);
    expect(broker.statusCode).toBe(403);
    const badDate = await call('POST', `/api/applications/${app.applicationId}/bind`, cookies.underwriter, {
      ...body,
      boundDate: '02-30-2026',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe('Bound date must be a real date in the format MM-DD-YYYY.');

    const bound = await call(
      'POST',
      `/api/applications/${app.applicationId}/bind`,
      cookies.underwriter,
      body,
    );
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json()).toMatchObject({ status: 'bound', boundDate: `${today}T20:00:00.000Z` });
    const written = await t.db
      .select()
      .from(notes)
      .where(and(eq(notes.applicationId, app.applicationId), eq(notes.comment, body.accountNotes)));
    expect(written).toHaveLength(1);
    // Paid off the platform: the plan's invoices are raised and all paid at once, nothing left to collect.
    const raised = await t.db.select().from(invoices).where(eq(invoices.applicationId, app.applicationId));
    expect(raised.length).toBeGreaterThan(0);
    expect(
      raised.filter((invoice) => invoice.status !== 'paid' || invoice.amountPaid !== invoice.amountDue),
    ).toEqual([]);
  });

  it('answers 400 with a clear message for a bound date far in the future or after the policy expires', async () => {
    const app = await start();
    await save(
      app.applicationId,
      tenantsForm({ 'business-at-home': 'yes', 'business-description': 'Bookkeeping' }),
    );
    for (const [boundDate, message] of [
      ['12-31-9999', /^Bound date cannot be after the policy's expiry date \(\d{2}-\d{2}-\d{4}\)\.$/],
      [
        mmDdYyyy(dayFromToday(BOUND_DATE_MAX_DAYS_AHEAD + 1)),
        /^Bound date cannot be more than 30 days after today\.$/,
      ],
      ['01-01-1990', /^Bound date cannot be before \d{2}-\d{2}-\d{4}, a year before the policy starts\.$/],
    ] as const) {
      const response = await call(
        'POST',
        `/api/applications/${app.applicationId}/bind`,
        cookies.underwriter,
        {
          boundDate,
          accountNotes: 'Paid by cheque.',
        },
      );
      expect(response.statusCode, boundDate).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const [row] = await t.db.select().from(applications).where(eq(applications.id, app.applicationId));
    expect(row!.status).toBe('referred');
  });

  it('answers 400 when the bound date is not MM-DD-YYYY', async () => {
    const app = await start();
    const response = await call('POST', `/api/applications/${app.applicationId}/bind`, cookies.underwriter, {
      boundDate: '2026-11-20',
      accountNotes: 'x',
    });
    expect(response.statusCode).toBe(400);
  });
});
