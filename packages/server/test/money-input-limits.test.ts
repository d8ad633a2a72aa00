import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application } from '@bm/contracts';
import { MONEY_INPUT_MAX, moneyInputTooLarge, moneyInputTooSmall } from '@bm/domain';
import { invoices, policyTransactions } from '../src/db/schema.ts';
import { readLedger } from '../src/modules/policies/ledger.ts';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 24 item 8: every money input has a business maximum (domain MONEY_INPUT_MAX). Above it, a
 * 400 with its message that changes nothing; at it, the input works and every total still answers
 * (a finance adjustment of 9,007,199,254,740,991 cents was accepted and then /invoices, the pay in
 * full quote and the accounting sync answered 500 for good).
 */
let t: TestApp;
let policy: Application;
const cookies = { broker: '', finance: '', admin: '', underwriter: '' };

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
  policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'monthly');
});
afterAll(() => t?.close());

const post = (url: string, payload: Record<string, unknown>, cookie = cookies.finance) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const get = (url: string, cookie = cookies.admin) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });

/** What a refused request must leave as it was. */
async function snapshot() {
  const id = policy.applicationId;
  return {
    ledger: await readLedger(t.db, id),
    history: (await t.db.select().from(policyTransactions).where(eq(policyTransactions.applicationId, id)))
      .length,
    invoices: (await t.db.select().from(invoices).where(eq(invoices.applicationId, id))).length,
  };
}

const adjust = (amount: number) =>
  post(`/api/applications/${policy.applicationId}/financeTransaction`, {
    transactionType: 'FinanceAdjustment',
    amount,
    description: `Adjustment of ${amount}`,
  });
const manualInvoice = (totalAmount: number) =>
  post(`/api/applications/${policy.applicationId}/manualInvoice`, {
    totalAmount,
    selectedReason: 'erp',
  });

describe('bounded money inputs', () => {
  it('refuses a finance adjustment beyond $100,000.00 either way with its message, and changes nothing', async () => {
    const before = await snapshot();
    for (const amount of [Number.MAX_SAFE_INTEGER, 10_000_000_000, MONEY_INPUT_MAX.financeAdjustment + 1]) {
      const response = await adjust(amount);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(moneyInputTooLarge('financeAdjustment'));
    }
    const credit = await adjust(-MONEY_INPUT_MAX.financeAdjustment - 1);
    expect(credit.statusCode, credit.body).toBe(400);
    expect(credit.json().message).toContain(moneyInputTooSmall('financeAdjustment'));
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a manual invoice beyond $100,000.00 with its message, and changes nothing', async () => {
    const before = await snapshot();
    const response = await manualInvoice(MONEY_INPUT_MAX.manualInvoice + 1);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(moneyInputTooLarge('manualInvoice'));
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a custom premium beyond $100,000.00 with its message, quote and save alike', async () => {
    const before = await snapshot();
    const id = policy.applicationId;
    const quote = await post(
      `/api/applications/${id}/getCustomEndorsementQuote`,
      { totalPremium: MONEY_INPUT_MAX.customPremium + 1 },
      cookies.underwriter,
    );
    expect(quote.statusCode, quote.body).toBe(400);
    expect(quote.json().message).toContain(moneyInputTooLarge('customPremium'));
    const save = await post(
      `/api/applications/${id}/createCustomPremiums`,
      {
        reason: 'Too big',
        totalPremium: MONEY_INPUT_MAX.customPremium + 1,
        idempotencyKey: crypto.randomUUID(),
      },
      cookies.underwriter,
    );
    expect(save.statusCode, save.body).toBe(400);
    expect(save.json().message).toContain(moneyInputTooLarge('customPremium'));
    expect(await snapshot()).toEqual(before);
  });

  it('accepts each at its maximum, and every total still answers', async () => {
    const id = policy.applicationId;
    expect((await adjust(MONEY_INPUT_MAX.financeAdjustment)).statusCode).toBe(200);
    expect((await manualInvoice(MONEY_INPUT_MAX.manualInvoice)).statusCode).toBe(200);
    expect((await adjust(-MONEY_INPUT_MAX.financeAdjustment)).statusCode).toBe(200);
    const quote = await post(
      `/api/applications/${id}/getCustomEndorsementQuote`,
      { totalPremium: MONEY_INPUT_MAX.customPremium },
      cookies.underwriter,
    );
    expect(quote.statusCode, quote.body).toBe(200);
    const listed = await get(`/api/applications/${id}/invoices`);
    expect(listed.statusCode, listed.body).toBe(200);
    const payInFull = await post(`/api/applications/${id}/payInFullQuote`, {}, cookies.broker);
    expect(payInFull.statusCode, payInFull.body).toBe(200);
  });
});
