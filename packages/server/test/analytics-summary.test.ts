import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsSummary } from '@bm/contracts';
import { ANALYTICS_MESSAGES, addDaysToDay, formatDate } from '@bm/domain';
import { analyticsDeltas } from '../src/db/schema.ts';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import { rollUpAnalytics } from '../src/modules/analytics/rollup.ts';
import { bindPolicy } from './helpers/bind.ts';
import { cancelPolicy } from './helpers/cancel.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { broker: '', broker2: '', admin: '', endorsement: '' };
beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[]) cookies[key] = await sessionCookie(t.db, key);
});
afterAll(() => t?.close());

const today = formatDate(new Date());
const yearAgo = addDaysToDay(today, -730);

async function summary(cookie: string, query: string): Promise<AnalyticsSummary> {
  const response = await t.app.inject({ url: `/api/analytics/summary?${query}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AnalyticsSummary;
}

/** The same figures counted from the applications themselves, the slow way. */
async function exact(brokerageId: string | null, from: string, to: string) {
  const vday = (column: string) => sql.raw(`(${column} at time zone 'America/Vancouver')::date`);
  const own = brokerageId ? sql`and brokerage_id = ${brokerageId}` : sql``;
  const result = await t.db.execute(sql`
    select
      count(*) filter (where renewal_of_id is null and ${vday('created_at')} between ${from}::date and ${to}::date) as started,
      count(*) filter (where renewal_of_id is null and ${vday('created_at')} between ${from}::date and ${to}::date
        and status in ('quoted', 'bound', 'cancelled', 'lapsed')) as quoted,
      count(*) filter (where renewal_of_id is null and ${vday('created_at')} between ${from}::date and ${to}::date
        and status in ('bound', 'cancelled', 'lapsed')) as converted,
      count(*) filter (where renewal_of_id is null and ${vday('created_at')} between ${from}::date and ${to}::date
        and status = 'rejected') as rejected,
      count(*) filter (where status in ('bound', 'cancelled', 'lapsed') and bound_date is not null
        and ${vday('bound_date')} between ${from}::date and ${to}::date) as bound,
      coalesce(sum(premiums_sum_cents) filter (where status in ('bound', 'cancelled', 'lapsed') and bound_date is not null
        and ${vday('bound_date')} between ${from}::date and ${to}::date), 0) as premium
    from applications where true ${own}
  `);
  const row = (result as unknown as { rows: Record<string, string | number>[] }).rows[0]!;
  return {
    started: Number(row.started),
    quoted: Number(row.quoted),
    converted: Number(row.converted),
    rejected: Number(row.rejected),
    bound: Number(row.bound),
    premiumWritten: Number(row.premium),
  };
}

const shown = (s: AnalyticsSummary) => ({
  started: s.totals.started,
  quoted: s.totals.quoted,
  converted: s.totals.converted,
  rejected: s.totals.rejected,
  bound: s.totals.bound,
  premiumWritten: s.totals.premiumWritten,
});

describe('/api/analytics/summary', () => {
  it('adds up to what the applications say, for everyone and per brokerage, before and after the rollup', async () => {
    const all = await summary(cookies.admin, `from=${yearAgo}&to=${today}&granularity=month`);
    expect(all.brokerageId).toBeNull();
    expect(shown(all)).toEqual(await exact(null, yearAgo, today));
    expect(all.totals.started).toBeGreaterThan(0);
    const months = all.series.reduce((s, p) => s + p.premiumWritten, 0);
    expect(months).toBe(all.totals.premiumWritten);
    expect(all.byProduct.reduce((s, r) => s + r.premiumWritten, 0)).toBe(all.totals.premiumWritten);
    expect(all.byProvince.reduce((s, r) => s + r.premiumWritten, 0)).toBe(all.totals.premiumWritten);
    expect(all.byPaymentPeriod.reduce((s, r) => s + r.bound, 0)).toBe(all.totals.bound);

    const maple = await summary(cookies.admin, `from=${yearAgo}&to=${today}&brokerageId=${BROKERAGE_IDS.maple}`);
    expect(maple.brokerageId).toBe(BROKERAGE_IDS.maple);
    expect(shown(maple)).toEqual(await exact(BROKERAGE_IDS.maple, yearAgo, today));

    const before = (await t.db.select({ n: count() }).from(analyticsDeltas))[0]!.n;
    const folded = await rollUpAnalytics(t.db);
    expect(folded.deltas).toBe(before);
    expect((await t.db.select({ n: count() }).from(analyticsDeltas))[0]!.n).toBe(0);
    expect(shown(await summary(cookies.admin, `from=${yearAgo}&to=${today}`))).toEqual(await exact(null, yearAgo, today));
  });

  it("shows a broker only their brokerage's figures, whatever brokerage they ask for", async () => {
    const own = await summary(cookies.broker, `from=${yearAgo}&to=${today}&brokerageId=${BROKERAGE_IDS.coastal}`);
    expect(own.brokerageId).toBe(BROKERAGE_IDS.maple);
    expect(shown(own)).toEqual(await exact(BROKERAGE_IDS.maple, yearAgo, today));
  });

  it('counts a policy the moment it is bound, and its cancellation keeps it written', async () => {
    const before = await summary(cookies.broker, `from=${today}&to=${today}`);
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm({ 'insured-name': 'Analytics Reader' }), 'annual');
    const after = await summary(cookies.broker, `from=${today}&to=${today}`);
    expect(after.totals.started).toBe(before.totals.started + 1);
    expect(after.totals.converted).toBe(before.totals.converted + 1);
    expect(after.totals.bound).toBe(before.totals.bound + 1);
    expect(after.totals.premiumWritten).toBeGreaterThan(before.totals.premiumWritten);
    expect(after.byProduct.find((r) => r.key === 'tenants')!.bound).toBeGreaterThanOrEqual(1);
    expect(shown(after)).toEqual(await exact(BROKERAGE_IDS.maple, today, today));

    await cancelPolicy(t, cookies.endorsement, policy.applicationId, { days: 10 });
    const cancelled = await summary(cookies.broker, `from=${today}&to=${today}`);
    expect(cancelled.totals.bound).toBe(after.totals.bound);
    expect(shown(cancelled)).toEqual(await exact(BROKERAGE_IDS.maple, today, today));
    // Another brokerage's figures did not move.
    const coastal = await summary(cookies.broker2, `from=${today}&to=${today}`);
    expect(shown(coastal)).toEqual(await exact(BROKERAGE_IDS.coastal, today, today));
  });

  it("lists the record actions opened most, of the user's brokerage", async () => {
    const open = (cookie: string, modalType: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        headers: { cookie },
        payload: { name: 'modal_open', properties: { modalType, callToAction: modalType } },
      });
    for (const type of ['CancelPolicy', 'CancelPolicy', 'AddAccountNote']) expect((await open(cookies.broker, type)).statusCode).toBe(201);
    for (let i = 0; i < 3; i += 1) await open(cookies.broker2, 'TransferAccount');
    const mine = await summary(cookies.broker, `from=${today}&to=${today}`);
    expect(mine.topActions).toEqual([
      { modalType: 'CancelPolicy', opened: 2 },
      { modalType: 'AddAccountNote', opened: 1 },
    ]);
    const everyone = await summary(cookies.admin, `from=${today}&to=${today}`);
    expect(everyone.topActions[0]).toEqual({ modalType: 'TransferAccount', opened: 3 });
  });

  it('refuses a range that runs backwards or is too long', async () => {
    const backwards = await t.app.inject({ url: `/api/analytics/summary?from=${today}&to=${yearAgo}`, headers: { cookie: cookies.broker } });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ message: ANALYTICS_MESSAGES.order });
    const long = await t.app.inject({
      url: `/api/analytics/summary?from=${addDaysToDay(today, -800)}&to=${today}`,
      headers: { cookie: cookies.broker },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: ANALYTICS_MESSAGES.tooLong });
    const anonymous = await t.app.inject({ url: '/api/analytics/summary' });
    expect(anonymous.statusCode).toBe(401);
  });
});
