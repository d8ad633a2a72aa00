import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, ExtensionResponse, ExtensionStateResponse, InvoiceList } from '@bm/contracts';
import {
  EXTENSION_MESSAGES,
  formatDate,
  ledgerBalances,
  priceExtension,
  type PremiumTimeline,
  type Province,
  type Quote,
} from '@bm/domain';
import { applications, auditLog, documents, payments, policyTransactions } from '../src/db/schema.ts';
import { readLedger } from '../src/modules/policies/ledger.ts';
import { bindPolicy, cardToken } from './helpers/bind.ts';
import {
  buildersRiskForm,
  courseOfConstructionForm,
  extensionDetails,
  tenantsForm,
} from './helpers/forms.ts';
import { checkPolicyMoney } from './helpers/money.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const USERS = ['broker', 'broker2', 'agency', 'underwriter', 'admin', 'finance'] as const;
const cookies = Object.fromEntries(USERS.map((user) => [user, ''])) as Record<(typeof USERS)[number], string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) cookies[user] = await sessionCookie(t.db, user);
});
afterAll(() => t?.close());

const details = extensionDetails;

const extension = (
  id: string,
  type: 'quote' | 'review' | 'bind',
  body: Record<string, unknown>,
  cookie = cookies.broker,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/extension?type=${type}`,
    headers: { cookie },
    payload: body,
  });
const state = (id: string, cookie = cookies.broker) =>
  t.app.inject({ method: 'GET', url: `/api/applications/${id}/extension`, headers: { cookie } });
const decide = (id: string, body: Record<string, unknown>, cookie = cookies.underwriter) =>
  t.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/extension/referral`,
    headers: { cookie },
    payload: body,
  });

async function quote(id: string, answers = details(), cookie = cookies.broker, extra = {}) {
  const answer = await extension(id, 'quote', { extension: { extensionDetails: answers }, ...extra }, cookie);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as ExtensionResponse;
}

async function buy(
  id: string,
  answers = details(),
  extra: Record<string, unknown> = {},
  cookie = cookies.broker,
) {
  const quoted = await quote(id, answers, cookie, extra.referralId ? { referralId: extra.referralId } : {});
  return extension(
    id,
    'bind',
    {
      extension: { extensionDetails: answers },
      quote: quoted.quote,
      idempotencyKey: crypto.randomUUID(),
      ...extra,
    },
    cookie,
  );
}

async function row(id: string) {
  const [found] = await t.db.select().from(applications).where(eq(applications.id, id));
  return found!;
}

const historyOf = (id: string, type: string) =>
  t.db
    .select()
    .from(policyTransactions)
    .where(and(eq(policyTransactions.applicationId, id), eq(policyTransactions.type, type)));

describe('quoting an extension', () => {
  let policy: Application;
  beforeAll(async () => {
    policy = await bindPolicy(t, cookies.broker, 'builders-risk', buildersRiskForm(), 'annual');
  });

  it("prices the added months from the policy's own timeline, to the cent, with the $50 minimum caption", async () => {
    const record = await row(policy.applicationId);
    const expected = priceExtension({
      timeline: record.premiumTimeline as PremiumTimeline,
      months: 3,
      province: (record.quote as Quote).province as Province,
      card: { funding: 'credit', productId: 'builders-risk', on: '2026-01-01' },
    });
    const answer = await quote(policy.applicationId);
    expect(answer.quote).toEqual({
      priced: true,
      policyExpiryDate: expected.newExpiryDay,
      premiumsSum: expected.premium,
      taxesAndFees: { annual: expected.charges.tax + expected.charges.fees },
      total: { annual: expected.total },
    });
    expect(answer.figures).toMatchObject({ months: 3, minimumRetainedPremium: 5_000, minimumApplied: false });
    expect(answer.quote.total.annual).toBe(
      answer.quote.premiumsSum + answer.figures!.tax + answer.figures!.cardFee + answer.figures!.cardFeePST,
    );
    // Builders risk rates the term linearly: 9 months were bound, 3 more cost about a third of that.
    const bound = (record.quote as Quote).premiumsSum;
    expect(Math.abs(answer.quote.premiumsSum - bound / 3)).toBeLessThan(bound * 0.02);
    expect(answer.reviewReasons).toEqual([]);
  });

  it("answers 400 with the spec's messages for a missing answer or a partial month", async () => {
    const { occupied: _left, ...missing } = details();
    const required = await extension(policy.applicationId, 'quote', {
      extension: { extensionDetails: missing },
    });
    expect(required.statusCode).toBe(400);
    expect(required.json()).toMatchObject({ message: 'Required', errors: { occupied: 'Required' } });
    const partial = await extension(policy.applicationId, 'quote', {
      extension: { extensionDetails: details({ 'extension-length': '1.5' }) },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe('Unable to offer partial months, must be a whole number');
  });

  it("answers 'Over extension limit' past 18 months in all", async () => {
    const over = await extension(policy.applicationId, 'quote', {
      extension: { extensionDetails: details({ 'extension-length': '19' }) },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      message: 'Over extension limit',
      code: 'over_extension_limit',
      monthsLeft: 18,
    });
    expect((await quote(policy.applicationId, details({ 'extension-length': '18' }))).quote.priced).toBe(
      true,
    );
  });

  it('gives a broker an unpriced result for answers an underwriter must look at; a super admin a priced one', async () => {
    for (const [field, value] of [
      ['losses-claims', 'yes'],
      ['change-in-scope', 'yes'],
      ['percent-completed', '25'],
      ['occupied', 'yes'],
      ['extension-limit', '900000'],
    ] as const) {
      const broker = await quote(policy.applicationId, details({ [field]: value }));
      expect(broker.quote, field).toMatchObject({ priced: false, premiumsSum: 0, total: { annual: 0 } });
      expect(broker.reviewReasons).toHaveLength(1);
      const underwriter = await quote(policy.applicationId, details({ [field]: value }), cookies.underwriter);
      expect(underwriter.quote.priced).toBe(false);
      const admin = await quote(policy.applicationId, details({ [field]: value }), cookies.admin);
      expect(admin.quote.priced, field).toBe(true);
      expect(admin.reviewReasons).toHaveLength(1);
    }
  });

  it('is offered to whoever acts on a construction policy, not to another brokerage nor on other products', async () => {
    for (const cookie of [cookies.finance, cookies.underwriter, cookies.admin]) {
      expect((await state(policy.applicationId, cookie)).statusCode).toBe(200);
    }
    expect(
      (
        await extension(
          policy.applicationId,
          'quote',
          { extension: { extensionDetails: details() } },
          cookies.broker2,
        )
      ).statusCode,
    ).toBe(403);
    expect((await state(policy.applicationId, cookies.broker2)).statusCode).toBe(403);
    // An agency user of another brokerage does not see the broker's record.
    expect((await state(policy.applicationId, cookies.agency)).statusCode).toBe(403);
    const tenants = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
    const refused = await extension(tenants.applicationId, 'quote', {
      extension: { extensionDetails: details() },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('buying an extension', () => {
  let policy: Application;
  beforeAll(async () => {
    policy = await bindPolicy(
      t,
      cookies.broker,
      'course-of-construction',
      courseOfConstructionForm(),
      'annual',
    );
  });

  it('charges the card on file once, moves the expiry, writes the history row, the invoice and the document', async () => {
    const before = await row(policy.applicationId);
    const answers = details({}, String((before.form as Record<string, unknown>)['project-value']));
    const quoted = await quote(policy.applicationId, answers);
    const key = crypto.randomUUID();
    const body = { extension: { extensionDetails: answers }, quote: quoted.quote, idempotencyKey: key };
    const bought = await extension(policy.applicationId, 'bind', body);
    expect(bought.statusCode, bought.body).toBe(200);
    const answer = bought.json() as ExtensionResponse;
    expect(answer.payment).toMatchObject({ amount: quoted.quote.total.annual, status: 'succeeded' });
    expect(formatDate(answer.application!.policyExpiryDate)).toBe(quoted.quote.policyExpiryDate);
    const after = await row(policy.applicationId);
    expect((after.premiumTimeline as PremiumTimeline).expiryDay).toBe(quoted.quote.policyExpiryDate);

    const [history] = await historyOf(policy.applicationId, 'Extension');
    expect(history).toMatchObject({
      premiumDelta: quoted.quote.premiumsSum,
      totalDelta: quoted.quote.total.annual,
      paymentId: answer.payment!.id,
    });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${policy.applicationId}/invoices`,
      headers: { cookie: cookies.broker },
    });
    const ext = (listed.json() as InvoiceList).invoices.find((invoice) => invoice.number.includes('-EXT'));
    expect(ext).toMatchObject({
      amountDue: quoted.quote.total.annual,
      amountPaid: quoted.quote.total.annual,
      status: 'paid',
    });
    const balances = ledgerBalances(await readLedger(t.db, policy.applicationId));
    expect(balances.owing).toBe(0);
    await checkPolicyMoney(t, cookies.broker, policy.applicationId, ['bind', 'extend 3']);
    const docs = await t.db.select().from(documents).where(eq(documents.applicationId, policy.applicationId));
    expect(docs.map((d) => d.kind)).toContain('extension-endorsement');
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'policy.extension'));
    expect(audit).toBeTruthy();

    // A retry with the same key answers the same purchase and charges nothing more.
    const again = await extension(policy.applicationId, 'bind', body);
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as ExtensionResponse).transactionId).toBe(answer.transactionId);
    const charged = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.applicationId, policy.applicationId), eq(payments.status, 'succeeded')));
    expect(charged).toHaveLength(2); // the bind and the extension
  });

  it('counts the months bought toward the 18', async () => {
    const status = (await state(policy.applicationId)).json() as ExtensionStateResponse;
    expect(status).toMatchObject({ monthsUsed: 3, monthsLeft: 15 });
    const over = await extension(policy.applicationId, 'quote', {
      extension: { extensionDetails: details({ 'extension-length': '16' }) },
    });
    expect(over.json().message).toBe('Over extension limit');
  });

  it('refuses a quote that moved, and a declined new card writes nothing', async () => {
    const before = await row(policy.applicationId);
    const answers = details(
      { 'extension-length': '1' },
      String((before.form as Record<string, unknown>)['project-value']),
    );
    const quoted = await quote(policy.applicationId, answers);
    const moved = await extension(policy.applicationId, 'bind', {
      extension: { extensionDetails: answers },
      quote: { ...quoted.quote, total: { annual: quoted.quote.total.annual - 1 } },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(moved.statusCode).toBe(409);
    const token = await cardToken(t, cookies.broker, 'main', '4000000000000341');
    const declined = await extension(policy.applicationId, 'bind', {
      extension: { extensionDetails: answers },
      quote: quoted.quote,
      idempotencyKey: crypto.randomUUID(),
      token,
    });
    expect(declined.statusCode, declined.body).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'payment_failed' });
    const after = await row(policy.applicationId);
    expect(after.policyExpiryDate).toEqual(before.policyExpiryDate);
    expect(await historyOf(policy.applicationId, 'Extension')).toHaveLength(1);
  });

  it("answers 'No default card found' without a card on file or a new card", async () => {
    await t.db
      .update(applications)
      .set({ stripeCardId: null })
      .where(eq(applications.id, policy.applicationId));
    const before = await row(policy.applicationId);
    const answers = details(
      { 'extension-length': '1' },
      String((before.form as Record<string, unknown>)['project-value']),
    );
    const refused = await buy(policy.applicationId, answers);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      message: EXTENSION_MESSAGES.noDefaultCard,
      code: 'no_default_card',
    });
    const token = await cardToken(t, cookies.broker, 'main');
    const paid = await buy(policy.applicationId, answers, { token });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await row(policy.applicationId)).stripeCardId).toBeTruthy();
    await checkPolicyMoney(t, cookies.broker, policy.applicationId, [
      'bind',
      'extend 3',
      'extend 1 new card',
    ]);
  });
});

describe('an extension sent to an underwriter', () => {
  let policy: Application;
  const losses = details({ 'losses-claims': 'yes', 'explanation-for-change': 'No change' });
  beforeAll(async () => {
    policy = await bindPolicy(t, cookies.broker, 'builders-risk', buildersRiskForm(), 'annual');
  });

  it('records the review, lets an underwriter price it and the broker buy it at that premium', async () => {
    const broker = await quote(policy.applicationId, losses);
    expect(broker.quote.priced).toBe(false);
    expect((await buy(policy.applicationId, losses)).statusCode).toBe(409);
    const sent = await extension(policy.applicationId, 'review', { extension: { extensionDetails: losses } });
    expect(sent.statusCode, sent.body).toBe(200);
    const referral = (sent.json() as ExtensionResponse).referral!;
    expect(referral).toMatchObject({
      status: 'underReview',
      months: 3,
      reasons: ['Losses or claims reported'],
    });
    expect(await historyOf(policy.applicationId, 'Extension Review')).toHaveLength(1);
    const twice = await extension(policy.applicationId, 'review', {
      extension: { extensionDetails: losses },
    });
    expect(twice.statusCode).toBe(409);

    // A broker cannot price it; an underwriter cannot price it under the $50 minimum.
    expect(
      (
        await decide(
          policy.applicationId,
          { referralId: referral.id, decision: 'price', premium: 90_000 },
          cookies.broker,
        )
      ).statusCode,
    ).toBe(403);
    const low = await decide(policy.applicationId, {
      referralId: referral.id,
      decision: 'price',
      premium: 4_999,
    });
    expect(low.statusCode).toBe(400);
    const priced = await decide(policy.applicationId, {
      referralId: referral.id,
      decision: 'price',
      premium: 90_000,
      note: 'Loss was minor',
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect((priced.json() as ExtensionStateResponse).referral).toMatchObject({
      status: 'priced',
      premium: 90_000,
    });
    expect((await state(policy.applicationId)).json().referral).toMatchObject({
      status: 'priced',
      premium: 90_000,
    });

    const offered = await quote(policy.applicationId, losses, cookies.broker, { referralId: referral.id });
    expect(offered.quote).toMatchObject({ priced: true, premiumsSum: 90_000 });
    // Other answers than those priced are not this referral.
    const changed = await extension(policy.applicationId, 'quote', {
      extension: { extensionDetails: { ...losses, 'extension-length': '4' } },
      referralId: referral.id,
    });
    expect(changed.statusCode).toBe(409);
    const bought = await buy(policy.applicationId, losses, { referralId: referral.id });
    expect(bought.statusCode, bought.body).toBe(200);
    expect((bought.json() as ExtensionResponse).payment!.amount).toBe(offered.quote.total.annual);
    expect((await state(policy.applicationId)).json()).toMatchObject({ referral: null, monthsUsed: 3 });
    await checkPolicyMoney(t, cookies.broker, policy.applicationId, [
      'bind monthly',
      'review',
      'priced',
      'extend',
    ]);
  });

  it('can be declined; it cannot then be bought', async () => {
    const sent = await extension(policy.applicationId, 'review', { extension: { extensionDetails: losses } });
    const referral = (sent.json() as ExtensionResponse).referral!;
    const declined = await decide(
      policy.applicationId,
      { referralId: referral.id, decision: 'decline', note: 'Too many losses' },
      cookies.admin,
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect((declined.json() as ExtensionStateResponse).referral).toMatchObject({
      status: 'declined',
      note: 'Too many losses',
    });
    expect(
      (
        await extension(policy.applicationId, 'quote', {
          extension: { extensionDetails: losses },
          referralId: referral.id,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await decide(policy.applicationId, { referralId: referral.id, decision: 'price', premium: 9_000 }))
        .statusCode,
    ).toBe(409);
  });
});

describe('the seeded construction policies (README, Extensions)', () => {
  it("extends broker@example.com's seeded builders risk policy BR-2026-100277 with its card on file", async () => {
    const [seeded] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.policyNumber, 'BR-2026-100277'));
    expect(seeded).toMatchObject({
      productId: 'builders-risk',
      status: 'bound',
      insuredName: 'Cedar Builders Ltd.',
    });
    const limit = String((seeded!.form as Record<string, unknown>)['project-value']);
    const bought = await buy(seeded!.id, details({ 'extension-length': '2' }, limit));
    expect(bought.statusCode, bought.body).toBe(200);
    await checkPolicyMoney(t, cookies.broker, seeded!.id, ['seeded', 'extend 2']);
  });
});
