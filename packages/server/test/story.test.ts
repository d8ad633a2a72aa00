import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceSearchResponse } from '@bm/contracts';
import { auditMoney } from '../src/modules/audit/money-audit.ts';
import { STORY_FIRST_DAY, STORY_LAST_DAY, storyPlan } from '../src/story/plan.ts';
import { tellStory, type StorySummary } from '../src/story/tell.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 25 item 1: the demo's business is told through the product's own paths on a simulated
 * clock (docs/decisions/0065): brokers quote and bind, the back office services, the nightly jobs
 * collect and decline, and every book agrees with the ledger afterwards.
 */
let t: TestApp;
let told: StorySummary;

beforeAll(async () => {
  t = await createTestApp();
  told = await tellStory(t.config, t.database, { applications: 60 });
}, 600_000);
afterAll(() => t?.close());

const count = async (query: string) =>
  Number(((await t.db.execute(sql.raw(query))) as unknown as { rows: { n: number }[] }).rows[0]!.n);

describe('the demo story', () => {
  it('plans the same story every run, over about eighteen months', () => {
    expect(storyPlan(60)).toEqual(storyPlan(60));
    expect(STORY_FIRST_DAY < STORY_LAST_DAY).toBe(true);
    expect(told.days).toBe(541);
  });

  it('binds, services and collects through the product, and the books agree to the cent', async () => {
    expect(told.done.bound).toBeGreaterThan(30);
    expect(told.done.quoted).toBeGreaterThan(0);
    expect(told.done.abandoned).toBeGreaterThan(0);
    expect(told.done.cancel).toBeGreaterThan(0);
    // The nightly jobs collected instalments, declined some, lapsed expired terms and journaled it all.
    expect(
      await count(`select count(*)::int as n from policy_transactions where type = 'Payment Collected'`),
    ).toBeGreaterThan(0);
    expect(
      await count(`select count(*)::int as n from policy_transactions where type = 'Payment Declined'`),
    ).toBeGreaterThan(0);
    expect(await count(`select count(*)::int as n from nsf_invoices`)).toBeGreaterThan(0);
    expect(
      await count(
        `select count(*)::int as n from applications where status = 'lapsed' and policy_number like '%-2025-%'`,
      ),
    ).toBeGreaterThan(0);
    const audit = await auditMoney(t.db);
    expect(audit.findings).toEqual([]);
    expect(audit.policies).toBeGreaterThanOrEqual(told.done.bound!);
    expect(audit.journal).toMatchObject({ unbalancedEntries: 0, suspense: 0 });
    // /invoices reads the same money.
    const cookie = await sessionCookie(t.db, 'finance');
    const invoices = await t.app.inject({
      method: 'GET',
      url: '/api/invoices?limit=10',
      headers: { cookie },
    });
    expect(invoices.statusCode).toBe(200);
    expect((invoices.json() as InvoiceSearchResponse).totals.billed).toBeGreaterThan(0);
  });
});
