import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CancellationPremiumsResponse,
  EndorsementQuoteResponse,
  PayInFullQuoteResponse,
  OverdueInvoicesQuoteResponse,
  PaymentLinkView,
} from '@bm/contracts';
import {
  billedPlanSurcharge,
  formatDate,
  paymentAccountFor,
  policyEffectiveInstant,
  type Quote,
} from '@bm/domain';
import { applications, invoices, payments } from '../src/db/schema.ts';
import { collectScheduledPayments } from '../src/modules/collections/collect-service.ts';
import { configuredPaymentLinks } from '../src/modules/payment-links/link.ts';
import { readLedger } from '../src/modules/policies/ledger.ts';
import { bindPolicy, cardToken } from './helpers/bind.ts';
import { cancellationPremiums, submitCancellation } from './helpers/cancel.ts';
import { tenantsForm } from './helpers/forms.ts';
import { checkPolicyMoney } from './helpers/money.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Stripe's test cards by funding (README, "Test cards"). */
const CARDS = { credit: '4242424242424242', debit: '4000056655665556', prepaid: '5105105105105100' } as const;

let t: TestApp;
let broker = '';
let admin = '';
/** The app's clock: moved forward to make a plan payment overdue. */
let clock = new Date();

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
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

const raiseContents = (effectiveDate: string) => ({
  reason: 'Increase Limit/Add Coverage',
  reasonText: 'Card change test',
  effectiveDate,
  changes: [{ field: 'contents-limit', newValue: '50000' }],
});

/** An endorsement paid with a new card: the card becomes the policy's card on file. */
async function endorseWithNewCard(id: string, day: string, card: string) {
  const quoted = await t.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/endorsement/quote`,
    headers: { cookie: admin },
    payload: raiseContents(day),
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const priced = quoted.json() as EndorsementQuoteResponse;
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/endorsement`,
    headers: { cookie: admin },
    payload: {
      endorsement: { ...raiseContents(day), expectedTotal: priced.card.credit.total },
      idempotencyKey: crypto.randomUUID(),
      token: await cardToken(t, broker, paymentAccountFor('monthly', new Date()), card),
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function planInvoices(id: string) {
  return t.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.applicationId, id), eq(invoices.isMpf, false), sql`instalment_number is not null`))
    .orderBy(asc(invoices.instalmentNumber));
}

/** Runs the collections job on the morning after instalment 2 falls due; returns its collection. */
async function collectSecond(id: string) {
  const [, second] = await planInvoices(id);
  const due = formatDate(second!.dueDate);
  await collectScheduledPayments(deps(), new Date(policyEffectiveInstant(due).getTime() + 12 * 3_600_000));
  const [collected] = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, second!.id), sql`${payments.purpose}->>'kind' = 'collection'`));
  const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, second!.id));
  return { collected: collected!, invoice: invoice! };
}

const boundQuote = async (id: string) =>
  (await t.db.select().from(applications).where(eq(applications.id, id)))[0]!.boundQuote as Quote;

describe('a plan payment collected after the card on file changed (decision 0063)', () => {
  it.each([
    ['debit', CARDS.debit],
    ['prepaid', CARDS.prepaid],
  ] as const)(
    'a credit-bound monthly plan whose card is now %s: the instalment is collected without its surcharge, and a cancellation keeps none of it',
    async (funding, card) => {
      const form = tenantsForm({ 'insured-name': `Now ${funding}`, email: `now.${funding}@example.net` });
      const policy = await bindPolicy(t, broker, 'tenants', form, 'monthly', CARDS.credit);
      const id = policy.applicationId;
      const trail = [`bind monthly credit`];
      const day = formatDate(policy.policyEffectiveDate);
      await endorseWithNewCard(id, day, card);
      trail.push(`endorse with a new ${funding} card`);
      await checkPolicyMoney(t, admin, id, trail);

      const bound = await boundQuote(id);
      expect(bound.cardFunding).toBe('credit');
      const share = billedPlanSurcharge(bound, 'monthly', 2).total;
      expect(share).toBeGreaterThan(0);
      const { collected, invoice } = await collectSecond(id);
      trail.push('collect instalment 2');
      // Was the billed instalment, credit surcharge included, on a debit or prepaid card.
      expect(collected).toMatchObject({
        status: 'succeeded',
        amount: bound.schedule.monthly[1]!.amount - share,
      });
      expect(invoice).toMatchObject({
        status: 'paid',
        amountDue: bound.schedule.monthly[1]!.amount - share,
        amountPaid: bound.schedule.monthly[1]!.amount - share,
      });
      const onInvoice = (await readLedger(t.db, id)).filter((entry) => entry.invoiceId === invoice.id);
      expect(onInvoice).toContainEqual(
        expect.objectContaining({ kind: 'charge', component: 'cardFee', amount: -share }),
      );
      await checkPolicyMoney(t, admin, id, trail);

      // Cancelled on its first day: instalment 2 was paid ahead on the debit card, without a
      // surcharge; the cancellation keeps the card fee of instalment 1 only, and returns the rest.
      const choice = { cancEffectiveDate: day, cancOption: 'prorata' };
      const premiums = await cancellationPremiums(t, admin, id, choice);
      expect(premiums.statusCode, premiums.body).toBe(200);
      const figures = premiums.json() as CancellationPremiumsResponse;
      expect(figures.earnedStripeFeeAndTax).toBeGreaterThanOrEqual(
        billedPlanSurcharge(bound, 'monthly', 1).total - 1,
      );
      expect(figures.earnedStripeFeeAndTax).toBeLessThanOrEqual(
        billedPlanSurcharge(bound, 'monthly', 1).total,
      );
      const saved = await submitCancellation(t, admin, id, choice, figures);
      expect(saved.statusCode, saved.body).toBe(200);
      trail.push('cancel prorata on day 1');
      await checkPolicyMoney(t, admin, id, trail);
    },
  );

  it('a debit-bound monthly plan whose card is now a credit card: collected as billed (a surcharge never disclosed is not taken)', async () => {
    const form = tenantsForm({ 'insured-name': 'Now Credit', email: 'now.credit@example.net' });
    const policy = await bindPolicy(t, broker, 'tenants', form, 'monthly', CARDS.debit);
    const id = policy.applicationId;
    await endorseWithNewCard(id, formatDate(policy.policyEffectiveDate), CARDS.credit);
    const bound = await boundQuote(id);
    expect(bound.cardFunding).toBe('debit');
    const { collected, invoice } = await collectSecond(id);
    expect(collected).toMatchObject({ status: 'succeeded', amount: bound.schedule.monthly[1]!.amount });
    expect(invoice.status).toBe('paid');
    await checkPolicyMoney(t, admin, id, ['bind monthly debit', 'endorse with a new credit card', 'collect']);
  });

  it('a credit-bound plan still on its credit card: collected as billed', async () => {
    const form = tenantsForm({ 'insured-name': 'Still Credit', email: 'still.credit@example.net' });
    const policy = await bindPolicy(t, broker, 'tenants', form, 'monthly', CARDS.credit);
    const id = policy.applicationId;
    const bound = await boundQuote(id);
    const { collected } = await collectSecond(id);
    expect(collected).toMatchObject({ status: 'succeeded', amount: bound.schedule.monthly[1]!.amount });
    const cardFees = (await readLedger(t.db, id)).filter((entry) => entry.component === 'cardFee');
    expect(cardFees).toEqual([]);
  });
});

describe('overdue plan payments paid on a debit card (decision 0063)', () => {
  it('a credit-bound monthly plan: the overdue instalment is charged without its surcharge on a new debit card, which becomes the card on file', async () => {
    clock = new Date();
    const form = tenantsForm({ 'insured-name': 'Overdue Debit', email: 'overdue.debit@example.net' });
    const policy = await bindPolicy(t, broker, 'tenants', form, 'monthly', CARDS.credit);
    const id = policy.applicationId;
    const bound = await boundQuote(id);
    const [, second] = await planInvoices(id);
    // Two days after instalment 2 fell due, never collected.
    clock = new Date(second!.dueDate.getTime() + 2 * 86_400_000);
    const cookie = await sessionCookie(t.db, 'broker', clock);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/billing/customers/${row!.stripeCustomerId}/overdueinvoices/pay`,
      headers: { cookie },
      payload: {
        applicationId: id,
        token: await cardToken(t, cookie, paymentAccountFor('monthly', clock), CARDS.debit),
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const share = billedPlanSurcharge(bound, 'monthly', 2).total;
    expect(share).toBeGreaterThan(0);
    // Was the billed instalment with the credit card surcharge, on a debit card.
    expect(paid.json().payment.amount).toBe(bound.schedule.monthly[1]!.amount - share);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, second!.id));
    expect(invoice).toMatchObject({ status: 'paid', amountDue: bound.schedule.monthly[1]!.amount - share });
    await checkPolicyMoney(t, await sessionCookie(t.db, 'admin', clock), id, [
      'bind credit',
      'pay overdue by debit',
    ]);
    clock = new Date();
  });
});

describe('a plan payment paid through its payment link on a debit card (decision 0063)', () => {
  it('a credit-bound monthly plan: instalment 3 paid by link on a debit card is charged without its surcharge', async () => {
    clock = new Date();
    const form = tenantsForm({ 'insured-name': 'Link Debit', email: 'link.debit@example.net' });
    const policy = await bindPolicy(t, broker, 'tenants', form, 'monthly', CARDS.credit);
    const id = policy.applicationId;
    const bound = await boundQuote(id);
    const third = (await planInvoices(id))[2]!;
    const finance = await sessionCookie(t.db, 'finance');
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/invoices/${third.id}/paymentLink`,
      headers: { cookie: finance },
      payload: {},
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const link = issued.json().token as string;
    // The page shows, before payment, the credit card surcharge billed inside the instalment and
    // what a debit card pays (no card on file here: the page always takes a new card).
    const viewed = await t.app.inject({ method: 'GET', url: `/api/payments/links/${link}` });
    expect(viewed.statusCode, viewed.body).toBe(200);
    const view = viewed.json() as PaymentLinkView;
    const billed = billedPlanSurcharge(bound, 'monthly', 3);
    expect(billed.total).toBeGreaterThan(0);
    expect(view.card).toEqual({
      onFileFunding: null,
      credit: { cardFee: billed.total - billed.pst, cardFeePST: billed.pst, total: view.invoice.amountOwing },
      noSurchargeTotal: view.invoice.amountOwing - billed.total,
    });
    expect(view.invoice.amountOwing).toBe(bound.schedule.monthly[2]!.amount);
    const card = await t.app.inject({
      method: 'POST',
      url: `/api/payments/links/${link}/cardTokens`,
      payload: {
        number: CARDS.debit,
        expMonth: 12,
        expYear: new Date().getFullYear() + 3,
        cvc: '123',
        postalCode: 'M5V2T6',
      },
    });
    expect(card.statusCode, card.body).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/payments/links/${link}/pay`,
      payload: { token: card.json().token, idempotencyKey: crypto.randomUUID() },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const share = billedPlanSurcharge(bound, 'monthly', 3).total;
    expect(share).toBeGreaterThan(0);
    // Was the billed instalment with the credit card surcharge, on a debit card.
    expect(paid.json().payment.amount).toBe(bound.schedule.monthly[2]!.amount - share);
    expect(paid.json().payment.amount).toBe(view.card.noSurchargeTotal);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, third.id));
    expect(invoice).toMatchObject({ status: 'paid', amountDue: bound.schedule.monthly[2]!.amount - share });
    await checkPolicyMoney(t, admin, id, ['bind credit', 'pay instalment 3 by link on a debit card']);
  });
});

describe('a plan paid in full on a debit card (decision 0063)', () => {
  it('a credit-bound monthly plan paid in full with a new debit card: no surcharge on any instalment paid', async () => {
    clock = new Date();
    const form = tenantsForm({ 'insured-name': 'Full Debit', email: 'full.debit@example.net' });
    const policy = await bindPolicy(t, broker, 'tenants', form, 'monthly', CARDS.credit);
    const id = policy.applicationId;
    const bound = await boundQuote(id);
    const quoted = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/payInFullQuote`,
      headers: { cookie: broker },
      payload: {},
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json() as PayInFullQuoteResponse;
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/payInFull`,
      headers: { cookie: broker },
      payload: {
        idempotencyKey: crypto.randomUUID(),
        token: await cardToken(t, broker, quote.account, CARDS.debit),
        expectedOpenBalance: quote.openBalance,
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const shares = quote.invoices.reduce(
      (sum, line) => sum + billedPlanSurcharge(bound, 'monthly', line.instalmentNumber!).total,
      0,
    );
    expect(shares).toBeGreaterThan(0);
    // Was the open balance, every instalment's credit card surcharge included, on a debit card.
    expect(paid.json().payment.amount).toBe(quote.openBalance - shares);
    await checkPolicyMoney(t, admin, id, ['bind credit', 'pay in full on a debit card']);
    // Cancelled on its first day: the instalments paid ahead return whole, no surcharge kept on them.
    const choice = { cancEffectiveDate: formatDate(policy.policyEffectiveDate), cancOption: 'prorata' };
    const premiums = await cancellationPremiums(t, admin, id, choice);
    expect(premiums.statusCode, premiums.body).toBe(200);
    const figures = premiums.json() as CancellationPremiumsResponse;
    expect(figures.earnedStripeFeeAndTax).toBeLessThanOrEqual(billedPlanSurcharge(bound, 'monthly', 1).total);
    const saved = await submitCancellation(t, admin, id, choice, figures);
    expect(saved.statusCode, saved.body).toBe(200);
    await checkPolicyMoney(t, admin, id, ['bind credit', 'pay in full on a debit card', 'cancel on day 1']);
  });
});

describe('the pay in full quote of a plan whose card on file is debit (decision 0063)', () => {
  it('a credit-bound monthly plan: the quote shows the credit card surcharge inside the open balance and the total by debit card, which the card on file is charged', async () => {
    clock = new Date();
    const form = tenantsForm({ 'insured-name': 'Quote Debit', email: 'quote.debit@example.net' });
    const policy = await bindPolicy(t, broker, 'tenants', form, 'monthly', CARDS.credit);
    const id = policy.applicationId;
    await endorseWithNewCard(id, formatDate(policy.policyEffectiveDate), CARDS.debit);
    const bound = await boundQuote(id);
    const quoted = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/payInFullQuote`,
      headers: { cookie: broker },
      payload: {},
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json() as PayInFullQuoteResponse;
    const shares = quote.invoices
      .filter((line) => line.instalmentNumber !== null)
      .map((line) => billedPlanSurcharge(bound, 'monthly', line.instalmentNumber!));
    const surcharge = shares.reduce((sum, share) => sum + share.total, 0);
    const pst = shares.reduce((sum, share) => sum + share.pst, 0);
    expect(surcharge).toBeGreaterThan(0);
    expect(quote.card).toEqual({
      onFileFunding: 'debit',
      credit: { cardFee: surcharge - pst, cardFeePST: pst, total: quote.openBalance },
      noSurchargeTotal: quote.openBalance - surcharge,
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${id}/payInFull`,
      headers: { cookie: broker },
      payload: { idempotencyKey: crypto.randomUUID(), expectedOpenBalance: quote.openBalance },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().payment.amount).toBe(quote.card.noSurchargeTotal);
    await checkPolicyMoney(t, admin, id, [
      'bind credit',
      'endorse with a new debit card',
      'pay in full on file',
    ]);
  });
});

describe('the overdue invoices quote of a plan whose card on file is debit (decision 0063)', () => {
  it('a credit-bound monthly plan: the quote shows the credit card surcharge inside the overdue total and the total by debit card, which the card on file is charged', async () => {
    clock = new Date();
    const form = tenantsForm({ 'insured-name': 'Overdue Quote', email: 'overdue.quote@example.net' });
    const policy = await bindPolicy(t, broker, 'tenants', form, 'monthly', CARDS.credit);
    const id = policy.applicationId;
    await endorseWithNewCard(id, formatDate(policy.policyEffectiveDate), CARDS.debit);
    const bound = await boundQuote(id);
    const [, second] = await planInvoices(id);
    // Two days after instalment 2 fell due, never collected.
    clock = new Date(second!.dueDate.getTime() + 2 * 86_400_000);
    const cookie = await sessionCookie(t.db, 'broker', clock);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    const customer = row!.stripeCustomerId!;
    const quoted = await t.app.inject({
      method: 'GET',
      url: `/api/billing/customers/${customer}/overdueinvoices/quote?applicationId=${id}`,
      headers: { cookie },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = quoted.json() as OverdueInvoicesQuoteResponse;
    const billed = billedPlanSurcharge(bound, 'monthly', 2);
    expect(billed.total).toBeGreaterThan(0);
    expect(quote).toEqual({
      total: second!.amountDue,
      creditsApplied: 0,
      card: {
        onFileFunding: 'debit',
        credit: { cardFee: billed.total - billed.pst, cardFeePST: billed.pst, total: second!.amountDue },
        noSurchargeTotal: second!.amountDue - billed.total,
      },
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/billing/customers/${customer}/overdueinvoices/pay`,
      headers: { cookie },
      payload: { applicationId: id, cardId: row!.stripeCardId, idempotencyKey: crypto.randomUUID() },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().payment.amount).toBe(quote.card.noSurchargeTotal);
    await checkPolicyMoney(t, await sessionCookie(t.db, 'admin', clock), id, [
      'bind credit',
      'endorse with a new debit card',
      'pay overdue on file',
    ]);
    clock = new Date();
  });
});
