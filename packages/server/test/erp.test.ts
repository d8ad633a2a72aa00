import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, CreateErpResponse, ErpQuoteResponse } from '@bm/contracts';
import {
  addDaysToDay,
  addYearsToDay,
  applyRate,
  ERP_MESSAGES,
  erpProposal,
  formatDate,
  latestSegment,
  sumCents,
  type PremiumTimeline,
} from '@bm/domain';
import {
  applications,
  auditLog,
  documents,
  invoices,
  ledgerEntries,
  payments,
  policyTransactions,
} from '../src/db/schema.ts';
import { ACTION_NOT_ALLOWED } from '../src/modules/policies/access.ts';
import { readLedger } from '../src/modules/policies/ledger.ts';
import { bindPolicy } from './helpers/bind.ts';
import { cancelPolicy } from './helpers/cancel.ts';
import { dayFromToday, technologyEoForm, tenantsForm } from './helpers/forms.ts';
import { checkPolicyMoney } from './helpers/money.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const USERS = ['broker', 'broker2', 'finance', 'admin', 'endorsement', 'underwriter'] as const;
const cookies = Object.fromEntries(USERS.map((user) => [user, ''])) as Record<(typeof USERS)[number], string>;
let policy: Application;
let expiry: string;
let annual: number;
let taxRate: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) cookies[user] = await sessionCookie(t.db, user);
  policy = await bindPolicy(t, cookies.broker, 'technology-eo', technologyEoForm(), 'annual');
  const [row] = await t.db.select().from(applications).where(eq(applications.id, policy.applicationId));
  expiry = formatDate(row!.policyExpiryDate!);
  const last = latestSegment(row!.premiumTimeline as PremiumTimeline);
  annual = sumCents(Object.values(last.rates));
  taxRate = last.taxRate;
});
afterAll(() => t?.close());

const body = (years: number, over: Record<string, unknown> = {}) => ({
  effectiveDate: expiry,
  expiryDate: addYearsToDay(expiry, years),
  erpReason: 'closed-down',
  knownClaims: false,
  ...over,
});
const quote = (payload: Record<string, unknown>, cookie = cookies.underwriter, id = policy.applicationId) =>
  t.app.inject({ method: 'POST', url: `/api/applications/${id}/erpQuote`, headers: { cookie }, payload });
const create = (payload: Record<string, unknown>, cookie = cookies.underwriter, id = policy.applicationId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/createERPendorsement`,
    headers: { cookie },
    payload,
  });

describe('POST /api/applications/{id}/erpQuote', () => {
  it('proposes the reference percentage of the expiring annual premium for each length, to the cent', async () => {
    expect(annual).toBeGreaterThan(0);
    for (const years of [1, 2, 3, 4, 5, 6] as const) {
      const response = await quote(body(years));
      expect(response.statusCode, response.body).toBe(200);
      const answer = response.json() as ErpQuoteResponse;
      const proposal = erpProposal(annual, years);
      expect(answer).toMatchObject({
        effectiveDate: expiry,
        expiryDate: addYearsToDay(expiry, years),
        years,
        expiringAnnualPremium: annual,
        proposedPremium: proposal.premium,
        proposedTax: applyRate(proposal.premium, taxRate),
      });
      expect(answer.proposedTotal).toBe(answer.proposedPremium + answer.proposedTax);
    }
  });

  it('takes the length in years instead of the expiry date, and answers the expiry', async () => {
    const ask = { effectiveDate: expiry, erpReason: 'bankruptcy', knownClaims: true };
    const response = await quote({ ...ask, years: 3 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ years: 3, expiryDate: addYearsToDay(expiry, 3) });
    expect((await quote({ ...ask, years: 0 })).json().message).toBe(ERP_MESSAGES.lengthInvalid);
    expect((await quote(ask)).json().message).toBe('Required');
  });

  it("answers the form's messages and refuses lengths outside 1 to 6 years", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [body(7), ERP_MESSAGES.lengthInvalid],
      [body(2, { expiryDate: addYearsToDay(expiry, 2).replace(/\d\d$/, '01') }), ERP_MESSAGES.lengthInvalid],
      [body(2, { erpReason: '' }), 'Required'],
      [body(2, { erpReason: 'other', erpReasonText: 'Too short' }), 'Minimum 10 characters'],
      [body(2, { knownClaims: null }), 'Required'],
    ];
    for (const [payload, message] of cases) {
      const response = await quote(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('is for endorsement users, underwriters and super admins on claims-made policies', async () => {
    expect((await quote(body(1), cookies.endorsement)).statusCode).toBe(200);
    expect((await quote(body(1), cookies.admin)).statusCode).toBe(200);
    for (const who of ['broker', 'finance'] as const) {
      const response = await quote(body(1), cookies[who]);
      expect(response.statusCode, who).toBe(403);
      expect(response.json().message).toBe(ACTION_NOT_ALLOWED);
    }
    expect((await quote(body(1), cookies.broker2)).statusCode).toBe(403);
    expect((await quote(body(1), '')).statusCode).toBe(401);
    const tenants = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
    expect((await quote(body(1), cookies.admin, tenants.applicationId)).statusCode).toBe(403);
  });
});

describe('an ERP on a cancelled policy', () => {
  it('starts on the day the cancellation took effect', async () => {
    const cancelled = await bindPolicy(t, cookies.broker, 'technology-eo', technologyEoForm(), 'annual');
    await cancelPolicy(t, cookies.admin, cancelled.applicationId, {
      days: 20,
      option: 'prorata',
      reason: 'Commercial No Longer in Business',
    });
    const start = dayFromToday(20);
    const ask = { years: 1, erpReason: 'closed-down', knownClaims: false };
    const onExpiry = await quote({ ...ask, effectiveDate: expiry }, cookies.underwriter, cancelled.applicationId);
    expect(onExpiry.statusCode).toBe(400);
    expect(onExpiry.json().message).toBe(ERP_MESSAGES.effectiveDateNotEnd(start));
    const response = await quote({ ...ask, effectiveDate: start }, cookies.underwriter, cancelled.applicationId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ effectiveDate: start, expiryDate: addYearsToDay(start, 1) });
  });

  it('needs the effective date (spec 5), the day the policy ends, on the quote and the recording step', async () => {
    const { effectiveDate: _left, ...noDate } = body(1);
    const missing = await quote(noDate);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Required');
    const wrong = await quote(body(1, { effectiveDate: addDaysToDay(expiry, 1) }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      `The extended reporting period starts the day the policy ends: ${expiry}.`,
    );
    const recorded = await create({ ...noDate, erpPremium: 100_000 });
    expect(recorded.statusCode).toBe(400);
    expect(recorded.json().message).toBe('Required');
  });
});

describe('POST /api/applications/{id}/createERPendorsement', () => {
  it('refuses a premium of zero or less, a missing answer or a bad length, and records nothing', async () => {
    const before = await readLedger(t.db, policy.applicationId);
    for (const erpPremium of [0, -100, null]) {
      const response = await create(body(2, { erpPremium }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(ERP_MESSAGES.premiumAboveZero);
    }
    expect((await create(body(9, { erpPremium: 100 }))).json().message).toBe(ERP_MESSAGES.lengthInvalid);
    expect((await create(body(2, { erpPremium: 100 }), cookies.finance)).statusCode).toBe(403);
    expect(await readLedger(t.db, policy.applicationId)).toEqual(before);
    const docs = await t.db.select().from(documents).where(eq(documents.applicationId, policy.applicationId));
    expect(docs.filter((d) => d.kind === 'erp-endorsement')).toEqual([]);
  });

  it("records a 2-year ERP at the underwriter's premium: history, PDF, an invoice finance collects, no card charge", async () => {
    const charged = await t.db
      .select()
      .from(payments)
      .where(eq(payments.applicationId, policy.applicationId));
    const premium = erpProposal(annual, 2).premium + 1_000;
    const response = await create(
      body(2, {
        erpReason: 'other',
        erpReasonText: 'Sold the practice to a competitor',
        erpPremium: premium,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as CreateErpResponse;
    const tax = applyRate(premium, taxRate);
    expect(answer.invoice).toMatchObject({ premium, tax, total: premium + tax });
    expect(answer.message).toBe(ERP_MESSAGES.recorded);
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.id, answer.invoice.id));
    expect(invoice).toMatchObject({
      type: 'extended reporting period',
      status: 'open',
      amountDue: premium + tax,
    });
    const entries = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.invoiceId, invoice!.id));
    expect(entries.map((e) => [e.kind, e.component, e.amount])).toEqual([
      ['charge', 'erpPremium', premium],
      ...(tax > 0 ? [['charge', 'erpPremiumTax', tax]] : []),
    ]);
    const [history] = await t.db
      .select()
      .from(policyTransactions)
      .where(eq(policyTransactions.id, answer.transactionId));
    expect(history).toMatchObject({
      type: 'Extended Reporting Period',
      reason: 'Sold the practice to a competitor',
      premiumDelta: premium,
      totalDelta: premium + tax,
    });
    expect(history!.details).toMatchObject({ years: 2, overridden: true, knownClaims: false });
    const [doc] = await t.db
      .select()
      .from(documents)
      .where(and(eq(documents.applicationId, policy.applicationId), eq(documents.kind, 'erp-endorsement')));
    expect(doc!.key).toBe(answer.document.Key);
    const file = await t.app.storage.get(doc!.key);
    expect(Buffer.from(file!).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'policy.erp'))).toHaveLength(1);
    // The card is not charged: the ERP is billed as an invoice.
    expect(
      await t.db.select().from(payments).where(eq(payments.applicationId, policy.applicationId)),
    ).toHaveLength(charged.length);
    await checkPolicyMoney(t, cookies.admin, policy.applicationId, ['bind', 'ERP 2 years']);

    const again = await create(body(1, { erpPremium: 100 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ERP_MESSAGES.alreadyRecorded);
    expect((await quote(body(1))).json().message).toBe(ERP_MESSAGES.alreadyRecorded);
  });
});
