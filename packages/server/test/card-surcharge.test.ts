import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, EndorsementQuoteResponse, PayApplicationResponse } from '@bm/contracts';
import {
  formatDate,
  policyEffectiveInstant,
  PRODUCT_DEFINITIONS,
  paymentAccountFor,
  quoteApplication,
  SAMPLE_FORMS,
  type Form,
  type PaymentPeriod,
  type Quote,
} from '@bm/domain';
import { applications, invoices, payments } from '../src/db/schema.ts';
import { collectScheduledPayments } from '../src/modules/collections/collect-service.ts';
import { configuredPaymentLinks } from '../src/modules/payment-links/link.ts';
import { bindPolicy, cardToken } from './helpers/bind.ts';
import { dayFromToday, tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Stripe's test cards by funding (README, "Test cards"). */
const CARDS = {
  visaCredit: '4242424242424242',
  visaDebit: '4000056655665556',
  mastercardDebit: '5200828282828210',
  mastercardPrepaid: '5105105105105100',
} as const;

const MONTREAL = {
  street: '1000 Rue Sherbrooke O',
  city: 'Montréal',
  province: 'QC',
  postal: 'H3A3R2',
} as const;

let t: TestApp;
let broker = '';
let admin = '';

beforeAll(async () => {
  t = await createTestApp();
  broker = await sessionCookie(t.db, 'broker');
  admin = await sessionCookie(t.db, 'admin');
});
afterAll(() => t?.close());

const deps = () => ({
  db: t.db,
  payments: t.app.payments,
  storage: t.app.storage,
  email: t.app.email,
  links: configuredPaymentLinks(t.app.config),
});

async function policyRow(id: string) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
  return row!;
}

async function planInvoices(id: string) {
  return t.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.applicationId, id), eq(invoices.isMpf, false)))
    .orderBy(asc(invoices.instalmentNumber));
}

async function bindPayment(id: string) {
  const [row] = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.applicationId, id), sql`${payments.purpose}->>'kind' = 'bind'`));
  return row!;
}

/** The quote the page shows before payment (a credit card: the surcharge disclosed). */
const shownQuote = (productId: string, form: Form) =>
  quoteApplication(PRODUCT_DEFINITIONS[productId]!, form).quote;

describe('the simulated processor knows each test card funding, as Stripe does', () => {
  it.each([
    [CARDS.visaCredit, 'credit'],
    ['5555555555554444', 'credit'],
    [CARDS.visaDebit, 'debit'],
    [CARDS.mastercardDebit, 'debit'],
    [CARDS.mastercardPrepaid, 'prepaid'],
  ] as const)('%s is %s, on the token and on the saved card', async (number, funding) => {
    const token = await cardToken(t, broker, 'main', number);
    expect(await t.app.payments.tokenFunding('main', token)).toBe(funding);
    const customerId = await t.app.payments.ensureCustomer('main', { email: 'f@example.com', name: 'F' });
    const saved = await t.app.payments.attachCard('main', customerId, token);
    expect(saved.funding).toBe(funding);
    expect((await t.app.payments.getCard('main', customerId, saved.id))?.funding).toBe(funding);
  });

  it('answers unknown for a token it does not know', async () => {
    expect(await t.app.payments.tokenFunding('main', 'tok_missing')).toBe('unknown');
  });
});

describe('binding an Ontario tenants policy: the server decides the surcharge from the card', () => {
  let credit: Application;
  let debit: Application;
  const form = tenantsForm({ 'insured-name': 'Surcharge Credit' });
  const debitForm = tenantsForm({ 'insured-name': 'Surcharge Debit', email: 'debit.payer@example.net' });

  beforeAll(async () => {
    credit = await bindPolicy(t, broker, 'tenants', form, 'monthly', CARDS.visaCredit);
    debit = await bindPolicy(t, broker, 'tenants', debitForm, 'monthly', CARDS.visaDebit);
  });

  it('charges a credit card the disclosed surcharge, at most 2.4% (was 2.9% + 30 cents a charge)', async () => {
    const shown = shownQuote('tenants', form);
    const bound = (await policyRow(credit.applicationId)).boundQuote as Quote;
    expect(bound.cardFunding).toBe('credit');
    expect(bound.stripeFees.monthly).toBe(shown.stripeFees.monthly);
    expect(bound.stripeFees.monthly).toBeGreaterThan(0);
    const before = bound.total.monthly - bound.stripeFees.monthly;
    expect(bound.stripeFees.monthly * 1_000).toBeLessThanOrEqual(before * 24);
    expect((await bindPayment(credit.applicationId)).amount).toBe(shown.schedule.monthly[0]!.amount);
  });

  it('charges a debit card no surcharge, although the page showed the credit total', async () => {
    const shown = shownQuote('tenants', debitForm);
    const row = await policyRow(debit.applicationId);
    const bound = row.boundQuote as Quote;
    expect(bound.cardFunding).toBe('debit');
    expect(bound.stripeFees).toEqual({ annual: 0, monthly: 0, instalment: 0 });
    expect(bound.total.monthly).toBe(shown.total.monthly - shown.stripeFees.monthly);
    expect(row.totalPremium).toBe(bound.total.monthly);
    const paid = await bindPayment(debit.applicationId);
    expect(paid.amount).toBe(bound.schedule.monthly[0]!.amount);
    expect(paid.amount).toBeLessThan(shown.schedule.monthly[0]!.amount);
    expect(paid.purpose).toMatchObject({ kind: 'bind', cardFunding: 'debit' });
    const plan = await planInvoices(debit.applicationId);
    expect(plan.map((invoice) => invoice.amountDue)).toEqual(bound.schedule.monthly.map((p) => p.amount));
  });

  it.each([
    ['credit', () => credit],
    ['debit', () => debit],
  ] as const)(
    'collects the next instalment of the %s-paid policy as billed: its surcharge or none',
    async (_f, policy) => {
      const { applicationId } = policy();
      const bound = (await policyRow(applicationId)).boundQuote as Quote;
      const [, second] = await planInvoices(applicationId);
      const due = formatDate(second!.dueDate);
      await collectScheduledPayments(
        deps(),
        new Date(policyEffectiveInstant(due).getTime() + 12 * 3_600_000),
      );
      const [collected] = await t.db
        .select()
        .from(payments)
        .where(and(eq(payments.invoiceId, second!.id), sql`${payments.purpose}->>'kind' = 'collection'`));
      expect(collected).toMatchObject({ status: 'succeeded', amount: bound.schedule.monthly[1]!.amount });
      expect(second!.amountDue).toBe(bound.schedule.monthly[1]!.amount);
    },
  );
});

describe('who pays no surcharge', () => {
  /** Binds through the API with a card number and the total the page showed for it. */
  async function bindWith(
    productId: string,
    form: Form,
    period: PaymentPeriod,
    card: string,
    expected?: number,
  ) {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { cookie: broker },
      payload: { productId },
    });
    const id = (started.json() as Application).applicationId;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/applications/${id}`,
      headers: { cookie: broker },
      payload: { productId, currentPage: 9, form, productVersionSeen: '1.0', paymentPeriod: period },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const token = await cardToken(t, broker, paymentAccountFor(period, new Date()), card);
    return t.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/pay`,
      headers: { cookie: broker },
      payload: {
        paymentPeriod: period,
        token,
        idempotencyKey: crypto.randomUUID(),
        expectedTotal: expected ?? shownQuote(productId, form).total[period],
      },
    });
  }

  it('a Quebec tenant: no surcharge shown or charged on a credit card (was 2.9% + 30 cents and QST)', async () => {
    const form = SAMPLE_FORMS.tenants!({ effectiveDay: dayFromToday(7), location: MONTREAL });
    const shown = shownQuote('tenants', form);
    expect(shown.province).toBe('QC');
    expect(shown.stripeFees).toEqual({ annual: 0, monthly: 0, instalment: 0 });
    const paid = await bindWith('tenants', form, 'annual', CARDS.visaCredit);
    expect(paid.statusCode, paid.body).toBe(200);
    const { application, payment } = paid.json() as PayApplicationResponse;
    expect(payment.amount).toBe(shown.total.annual);
    expect(((await policyRow(application.applicationId)).boundQuote as Quote).stripeFees.annual).toBe(0);
  });

  it('a Quebec commercial policy on a credit card is surcharged', async () => {
    const form = SAMPLE_FORMS['technology-eo']!({ effectiveDay: dayFromToday(10), location: MONTREAL });
    const shown = shownQuote('technology-eo', form);
    expect(shown.province).toBe('QC');
    expect(shown.stripeFeesPreTax.annual).toBeGreaterThan(0);
    const paid = await bindWith('technology-eo', form, 'annual', CARDS.visaCredit);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json() as PayApplicationResponse).payment.amount).toBe(shown.total.annual);
  });

  it('a prepaid card, when the page already showed the total without surcharge', async () => {
    const form = tenantsForm({ 'insured-name': 'Prepaid Payer', email: 'prepaid@example.net' });
    const shown = shownQuote('tenants', form);
    const withoutSurcharge = shown.total.annual - shown.stripeFees.annual;
    const paid = await bindWith('tenants', form, 'annual', CARDS.mastercardPrepaid, withoutSurcharge);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((paid.json() as PayApplicationResponse).payment.amount).toBe(withoutSurcharge);
  });

  it('refuses a total the page could not have shown (neither with nor without surcharge)', async () => {
    const form = tenantsForm({ 'insured-name': 'Wrong Total', email: 'wrong.total@example.net' });
    const shown = shownQuote('tenants', form);
    const paid = await bindWith('tenants', form, 'annual', CARDS.visaDebit, shown.total.annual + 1);
    expect(paid.statusCode).toBe(409);
  });
});

describe('a later charge carries the surcharge of the card charged, not of the card on file (decision 0063)', () => {
  const raiseContents = (effectiveDate: string) => ({
    reason: 'Increase Limit/Add Coverage',
    reasonText: 'Surcharge test',
    effectiveDate,
    changes: [{ field: 'contents-limit', newValue: '50000' }],
  });

  async function quoteEndorsement(id: string, effectiveDate: string) {
    const quoted = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/endorsement/quote`,
      headers: { cookie: admin },
      payload: raiseContents(effectiveDate),
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    return quoted.json() as EndorsementQuoteResponse;
  }

  async function endorseWith(id: string, effectiveDate: string, card: string, expectedTotal: number) {
    return t.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/endorsement`,
      headers: { cookie: admin },
      payload: {
        endorsement: { ...raiseContents(effectiveDate), expectedTotal },
        idempotencyKey: crypto.randomUUID(),
        token: await cardToken(t, broker, 'main', card),
      },
    });
  }

  it('an endorsement of a credit-paid policy, paid with a new debit card: no surcharge (was the credit one)', async () => {
    const form = tenantsForm({ 'insured-name': 'Later Debit', email: 'later.debit@example.net' });
    const policy = await bindPolicy(t, broker, 'tenants', form, 'annual', CARDS.visaCredit);
    const day = formatDate(policy.policyEffectiveDate);
    const priced = await quoteEndorsement(policy.applicationId, day);
    expect(priced.card.onFileFunding).toBe('credit');
    const onFile = priced.endorsementFeesAndTotals;
    expect(onFile.cardFee).toBeGreaterThan(0);
    expect(priced.card.credit.total).toBe(onFile.total.annual);
    expect(priced.card.noSurchargeTotal).toBe(onFile.premium + onFile.tax);
    // The page showed the credit total with what a debit card pays; the debit card pays the latter.
    const saved = await endorseWith(policy.applicationId, day, CARDS.visaDebit, priced.card.credit.total);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as { payment: { amount: number } }).payment.amount).toBe(
      priced.card.noSurchargeTotal,
    );
    // The new card is on file: the next quote is priced for it (no surcharge).
    const next = await quoteEndorsement(policy.applicationId, day);
    expect(next.card.onFileFunding).toBe('debit');
  });

  it('an endorsement of a debit-paid policy, paid with a new credit card: surcharged; the debit total alone is refused', async () => {
    const form = tenantsForm({ 'insured-name': 'Later Credit', email: 'later.credit@example.net' });
    const policy = await bindPolicy(t, broker, 'tenants', form, 'annual', CARDS.visaDebit);
    const day = formatDate(policy.policyEffectiveDate);
    const priced = await quoteEndorsement(policy.applicationId, day);
    expect(priced.card.onFileFunding).toBe('debit');
    expect(priced.endorsementFeesAndTotals.cardFee).toBe(0);
    expect(priced.card.credit.cardFee).toBeGreaterThan(0);
    const refused = await endorseWith(
      policy.applicationId,
      day,
      CARDS.visaCredit,
      priced.endorsementFeesAndTotals.total.annual,
    );
    expect(refused.statusCode, 'a surcharge never disclosed is not charged').toBe(409);
    const saved = await endorseWith(policy.applicationId, day, CARDS.visaCredit, priced.card.credit.total);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as { payment: { amount: number } }).payment.amount).toBe(priced.card.credit.total);
  });
});
