import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Application,
  CancellationPremiumsResponse,
  ReinstateResponse,
  ReinstatementPreview,
} from '@bm/contracts';
import { formatDate, type PaymentPeriod, type Quote } from '@bm/domain';
import { auditLog, invoices, payments, policyTransactions, refunds } from '../src/db/schema.ts';
import { bindPolicy } from './helpers/bind.ts';
import { cancelPolicy } from './helpers/cancel.ts';
import { dayFromToday, tenantsForm } from './helpers/forms.ts';
import { SEEDED } from './helpers/seeded.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const DAY_MS = 86_400_000;
let t: TestApp;
/** Days the app's clock runs ahead of the real one (the expiry test moves it). */
let daysAhead = 0;
const cookies = { broker: '', endorsement: '', underwriter: '', admin: '', finance: '' };

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + daysAhead * DAY_MS) });
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
});
afterAll(() => t?.close());

const post = (url: string, cookie: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const preview = (id: string, cookie = cookies.endorsement) =>
  post(`/api/applications/${id}/reinstate/preview`, cookie);
const reinstate = (id: string, payload: Record<string, unknown>, cookie = cookies.endorsement) =>
  post(`/api/applications/${id}/reinstate`, cookie, payload);

/** Cancels a bound policy through the API as an endorsement user. */
const cancel = (policy: Application, days: number, option = 'shortrate') =>
  cancelPolicy(t, cookies.endorsement, policy.applicationId, { days, option });

async function historyTypes(id: string) {
  const rows = await t.db
    .select()
    .from(policyTransactions)
    .where(eq(policyTransactions.applicationId, id))
    .orderBy(policyTransactions.createdAt);
  return rows;
}

/** What the insured has paid (net of refunds made or owed) plus what is still open on invoices. */
async function paidPlusOwed(id: string) {
  const paid = await t.db
    .select()
    .from(payments)
    .where(and(eq(payments.applicationId, id), eq(payments.status, 'succeeded')));
  const back = await t.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.applicationId, id), inArray(refunds.status, ['succeeded', 'pending'])));
  const open = await t.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.applicationId, id), eq(invoices.status, 'open')));
  const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
  return (
    sum(paid.map((p) => p.amount)) -
    sum(back.map((r) => r.amount)) +
    sum(open.map((i) => i.amountDue - i.amountPaid))
  );
}

/** The policy total of the plan the policy was bound on. */
const planTotal = (policy: Application, period: PaymentPeriod) =>
  (policy.quote as unknown as Quote).total[period];

const body = (figures: ReinstatementPreview, overrides: Record<string, unknown> = {}) => ({
  reinstatementReason: 'Processing Error',
  details: 'Cancelled on the wrong policy by mistake.',
  expectedTotal: figures.totalToInvoice,
  ...overrides,
});

describe('reinstate an annual policy cancelled with a card refund', () => {
  let policy: Application;
  let cancelled: CancellationPremiumsResponse;
  beforeAll(async () => {
    policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
    cancelled = await cancel(policy, 60);
  });

  it('previews the returned premium as one reinstatement invoice', async () => {
    const response = await preview(policy.applicationId);
    expect(response.statusCode, response.body).toBe(200);
    const figures = response.json() as ReinstatementPreview;
    expect(cancelled.refundDue).toBeGreaterThan(0);
    expect(figures).toMatchObject({
      cancEffectiveDate: dayFromToday(60),
      cancellationReason: 'Tenant Moved',
      returnedAmount: cancelled.refundDue,
      reinstatementInvoice: cancelled.refundDue,
      invoices: [],
      totalToInvoice: cancelled.refundDue,
      policyTotal: planTotal(policy, 'annual'),
      policyExpiryDate: formatDate(policy.policyExpiryDate!),
    });
    // Underwriters are staff too; the preview changes nothing.
    expect((await preview(policy.applicationId, cookies.underwriter)).statusCode).toBe(200);
  });

  it('asks for a reason and details and changes nothing without them', async () => {
    const figures = (await preview(policy.applicationId)).json() as ReinstatementPreview;
    const noReason = await reinstate(policy.applicationId, body(figures, { reinstatementReason: '' }));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      message: 'Choose one of the reinstatement reasons.',
      errors: { reinstatementReason: 'Required' },
    });
    const otherReason = await reinstate(
      policy.applicationId,
      body(figures, { reinstatementReason: 'Other' }),
    );
    expect(otherReason.statusCode).toBe(400);
    const noDetails = await reinstate(policy.applicationId, body(figures, { details: '  ' }));
    expect(noDetails.statusCode).toBe(400);
    expect(noDetails.json()).toMatchObject({
      message: 'Enter the details of the reinstatement.',
      errors: { details: 'Required' },
    });
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${policy.applicationId}`,
      headers: { cookie: cookies.endorsement },
    });
    expect(record.json().status).toBe('cancelled');
  });

  it('refuses figures that moved since the preview (409) and writes nothing', async () => {
    const figures = (await preview(policy.applicationId)).json() as ReinstatementPreview;
    const moved = await reinstate(
      policy.applicationId,
      body(figures, { expectedTotal: figures.totalToInvoice + 1 }),
    );
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({
      message: 'The reinstatement figures have changed since they were shown. Please review them again.',
      totalToInvoice: figures.totalToInvoice,
    });
    expect((await historyTypes(policy.applicationId)).map((r) => r.type)).toEqual([
      'New Business',
      'Cancellation',
    ]);
  });

  it('is not offered to brokers or finance staff', async () => {
    expect((await preview(policy.applicationId, cookies.broker)).statusCode).toBe(403);
    expect((await preview(policy.applicationId, cookies.finance)).statusCode).toBe(403);
    const figures = (await preview(policy.applicationId)).json() as ReinstatementPreview;
    const broker = await reinstate(policy.applicationId, body(figures), cookies.broker);
    expect(broker.statusCode).toBe(403);
    expect(broker.json().message).toBe('You are not allowed to do this on this policy.');
  });

  it('binds the policy again, keeps its expiry and invoices what was refunded', async () => {
    const figures = (await preview(policy.applicationId)).json() as ReinstatementPreview;
    const response = await reinstate(policy.applicationId, body(figures));
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as ReinstateResponse;
    expect(result.application.status).toBe('bound');
    expect(result.application.policyExpiryDate).toBe(policy.policyExpiryDate);
    expect(result.figures.totalToInvoice).toBe(cancelled.refundDue);

    const open = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.applicationId, policy.applicationId), eq(invoices.status, 'open')));
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({
      type: 'reinstatement',
      amountDue: cancelled.refundDue,
      amountPaid: 0,
      number: expect.stringMatching(new RegExp(`^${policy.policyNumber}-RIN\\d{2}$`)),
    });
    // Nothing was charged: the invoice is collected by finance.
    const charges = await t.db
      .select()
      .from(payments)
      .where(eq(payments.applicationId, policy.applicationId));
    expect(charges).toHaveLength(1);
    expect(await paidPlusOwed(policy.applicationId)).toBe(planTotal(policy, 'annual'));

    const rows = await historyTypes(policy.applicationId);
    expect(rows.map((r) => r.type)).toEqual(['New Business', 'Cancellation', 'Reinstatement']);
    const cancellation = rows[1]!;
    expect(rows[2]).toMatchObject({
      id: result.transactionId,
      reason: 'Processing Error',
      description: 'Cancelled on the wrong policy by mistake.',
      totalDelta: cancelled.refundDue,
      premiumDelta: -cancellation.premiumDelta,
      before: { status: 'cancelled' },
      after: { status: 'bound', policyExpiryDate: formatDate(policy.policyExpiryDate!) },
    });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, policy.applicationId), eq(auditLog.action, 'policy.reinstate')));
    expect(audit).toHaveLength(1);

    const again = await reinstate(policy.applicationId, body(figures));
    expect(again.statusCode).toBe(403);
  });

  it('can be cancelled and reinstated again, with new invoice numbers', async () => {
    await cancel(policy, 90);
    const figures = (await preview(policy.applicationId)).json() as ReinstatementPreview;
    const response = await reinstate(
      policy.applicationId,
      body(figures, { reinstatementReason: 'Approval from Insurer / Product Director' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const numbers = (
      await t.db.select().from(invoices).where(eq(invoices.applicationId, policy.applicationId))
    ).map((i) => i.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(await paidPlusOwed(policy.applicationId)).toBe(planTotal(policy, 'annual'));
  });
});

describe('reinstate a monthly policy', () => {
  it('raises the voided instalments again on their dates and voids the unpaid cancellation balance', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'monthly');
    const before = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.applicationId, policy.applicationId), eq(invoices.status, 'open')));
    const cancelled = await cancel(policy, 100);
    const figures = (await preview(policy.applicationId, cookies.admin)).json() as ReinstatementPreview;
    expect(figures.invoices.map((i) => i.amountDue)).toEqual(before.map((i) => i.amountDue));
    expect(figures.invoices.map((i) => i.dueDay)).toEqual(before.map((i) => formatDate(i.dueDate)));
    expect(figures.voidBalanceInvoice).toBe(cancelled.amountOwing > 0);
    expect(figures.balanceVoided).toBe(cancelled.amountOwing);

    const response = await reinstate(policy.applicationId, body(figures), cookies.admin);
    expect(response.statusCode, response.body).toBe(200);
    const all = await t.db.select().from(invoices).where(eq(invoices.applicationId, policy.applicationId));
    const balance = all.filter((i) => i.type === 'cancellation balance');
    expect(balance.every((i) => i.status === 'void')).toBe(true);
    const open = all.filter((i) => i.status === 'open');
    expect(open.filter((i) => i.type === 'subscription')).toHaveLength(before.length);
    expect(await paidPlusOwed(policy.applicationId)).toBe(planTotal(policy, 'monthly'));
  });
});

describe('reinstatement refusals', () => {
  it('answers 409 for a cancelled policy with no cancellation on record', async () => {
    const seeded = SEEDED.find((a) => a.status === 'cancelled')!;
    const response = await preview(seeded.id!);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'This policy has no cancellation on record, so there is nothing to reinstate.',
    );
  });

  it('answers 403 on a bound policy and 409 once the policy is past its expiry', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
    expect((await preview(policy.applicationId)).statusCode).toBe(403);
    await cancel(policy, 30);
    const figures = (await preview(policy.applicationId)).json() as ReinstatementPreview;
    daysAhead = 400;
    try {
      // A session of the moved clock (the demo session expires after a day).
      const later = await sessionCookie(t.db, 'endorsement', new Date(Date.now() + daysAhead * DAY_MS));
      const late = await reinstate(policy.applicationId, body(figures), later);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(
        'This policy is past its expiry date, so it can no longer be reinstated.',
      );
    } finally {
      daysAhead = 0;
    }
  });
});
