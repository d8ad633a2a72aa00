import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsSummary } from '@bm/contracts';
import {
  ANALYTICS_MESSAGES,
  addDaysToDay,
  analyticsSeries,
  calendarDaysBetween,
  formatDate,
} from '@bm/domain';
import { draw, random, seeds } from '../../domain/src/test-support/random.ts';
import { analyticsDeltas, applications, policyTransactions } from '../src/db/schema.ts';
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
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
  // Two policies with history rows, so that a change of their keys moves written premium too.
  for (const period of ['annual', 'monthly'] as const)
    await bindPolicy(
      t,
      cookies.broker,
      'tenants',
      tenantsForm({ 'insured-name': `Analytics ${period}` }),
      period,
    );
}, 120_000);
afterAll(() => t?.close());

const today = formatDate(new Date());
const yearAgo = addDaysToDay(today, -730);

async function summary(cookie: string, query: string): Promise<AnalyticsSummary> {
  const response = await t.app.inject({ url: `/api/analytics/summary?${query}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AnalyticsSummary;
}

/**
 * The same figures counted from the applications and their history rows themselves, the slow way,
 * with the app's own Vancouver days (domain formatDate), not the database's. Policies bound count on
 * their bound day; premium written is the accounting premium report's (docs/decisions/0067): each
 * history row's stored premium on the day it was booked, under its policy's keys now.
 */
async function exact(brokerageId: string | null, from: string, to: string) {
  const rows = await t.db
    .select({
      id: applications.id,
      status: applications.status,
      createdAt: applications.createdAt,
      boundDate: applications.boundDate,
      renewalOfId: applications.renewalOfId,
      productId: applications.productId,
      province: applications.province,
      paymentPeriod: applications.paymentPeriod,
    })
    .from(applications)
    .where(brokerageId ? eq(applications.brokerageId, brokerageId) : undefined);
  const within = (at: Date | null) => at !== null && formatDate(at) >= from && formatDate(at) <= to;
  const wasBound = (status: string) => ['bound', 'cancelled', 'lapsed'].includes(status);
  const started = rows.filter((r) => r.renewalOfId === null && within(r.createdAt));
  const bound = rows.filter((r) => wasBound(r.status) && within(r.boundDate));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const written = (
    await t.db
      .select({
        applicationId: policyTransactions.applicationId,
        createdAt: policyTransactions.createdAt,
        premium: sql<string>`coalesce((${policyTransactions.reportFigures}->>'premium')::bigint, 0)`,
      })
      .from(policyTransactions)
      .where(isNotNull(policyTransactions.reportFigures))
  )
    .filter((w) => byId.has(w.applicationId) && within(w.createdAt) && Number(w.premium) !== 0)
    .map((w) => ({ policy: byId.get(w.applicationId)!, premium: Number(w.premium) }));
  const breakdown = (key: (r: (typeof rows)[number]) => string) =>
    breakdownOf(
      bound.map((r) => ({ key: key(r), bound: 1, premium: 0 })),
      written.map((w) => ({ key: key(w.policy), bound: 0, premium: w.premium })),
    );
  return {
    started: started.length,
    quoted: started.filter((r) => ['quoted', 'bound', 'cancelled', 'lapsed'].includes(r.status)).length,
    converted: started.filter((r) => wasBound(r.status)).length,
    rejected: started.filter((r) => r.status === 'rejected').length,
    bound: bound.length,
    premiumWritten: written.reduce((sum, w) => sum + w.premium, 0),
    byProduct: breakdown((r) => r.productId),
    byProvince: breakdown((r) => r.province ?? ''),
    byPaymentPeriod: breakdown((r) => r.paymentPeriod),
  };
}

/** Policies bound and premium written per key, as a plain object sorted by key (keys of neither left out). */
function breakdownOf(...parts: { key: string; bound: number; premium: number }[][]) {
  const sums = new Map<string, { bound: number; premiumWritten: number }>();
  for (const { key, bound, premium } of parts.flat()) {
    const sum = sums.get(key) ?? { bound: 0, premiumWritten: 0 };
    sums.set(key, { bound: sum.bound + bound, premiumWritten: sum.premiumWritten + premium });
  }
  return Object.fromEntries(
    [...sums]
      .filter(([, v]) => v.bound !== 0 || v.premiumWritten !== 0)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

const shownBreakdown = (rows: AnalyticsSummary['byProduct']) =>
  Object.fromEntries(
    rows
      .map((r) => [r.key, { bound: r.bound, premiumWritten: r.premiumWritten }] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );

const shown = (s: AnalyticsSummary) => ({
  started: s.totals.started,
  quoted: s.totals.quoted,
  converted: s.totals.converted,
  rejected: s.totals.rejected,
  bound: s.totals.bound,
  premiumWritten: s.totals.premiumWritten,
  byProduct: shownBreakdown(s.byProduct),
  byProvince: shownBreakdown(s.byProvince),
  byPaymentPeriod: shownBreakdown(s.byPaymentPeriod),
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

    const maple = await summary(
      cookies.admin,
      `from=${yearAgo}&to=${today}&brokerageId=${BROKERAGE_IDS.maple}`,
    );
    expect(maple.brokerageId).toBe(BROKERAGE_IDS.maple);
    expect(shown(maple)).toEqual(await exact(BROKERAGE_IDS.maple, yearAgo, today));

    const before = (await t.db.select({ n: count() }).from(analyticsDeltas))[0]!.n;
    const folded = await rollUpAnalytics(t.db);
    expect(folded.deltas).toBe(before);
    expect((await t.db.select({ n: count() }).from(analyticsDeltas))[0]!.n).toBe(0);
    expect(shown(await summary(cookies.admin, `from=${yearAgo}&to=${today}`))).toEqual(
      await exact(null, yearAgo, today),
    );
  });

  it('adds up for any range, whole months and edge days, with deltas pending or folded, after any writes', async () => {
    const ranges = (seed: number) => {
      const { int } = draw(random(seed));
      return Array.from({ length: 6 }, () => {
        const from = addDaysToDay(today, -int(0, 730));
        return { from, to: addDaysToDay(from, int(0, Math.min(calendarDaysBetween(from, today) + 40, 730))) };
      });
    };
    const check = async (seed: number) => {
      for (const { from, to } of ranges(seed)) {
        const everyone = await summary(cookies.admin, `from=${from}&to=${to}&granularity=week`);
        expect(shown(everyone), `seed ${seed}: ${from} to ${to}`).toEqual(await exact(null, from, to));
        // The weeks and months the database groups are the days' own, grouped by the domain.
        const byDay = await summary(cookies.admin, `from=${from}&to=${to}&granularity=day`);
        const days = byDay.series.map(({ period, ...c }) => ({ day: period, ...c }));
        expect(everyone.series).toEqual(analyticsSeries(days, from, to, 'week'));
        const byMonth = await summary(cookies.admin, `from=${from}&to=${to}&granularity=month`);
        expect(byMonth.series).toEqual(analyticsSeries(days, from, to, 'month'));
        const coastal = await summary(
          cookies.admin,
          `from=${from}&to=${to}&brokerageId=${BROKERAGE_IDS.coastal}`,
        );
        expect(shown(coastal), `seed ${seed}: coastal ${from} to ${to}`).toEqual(
          await exact(BROKERAGE_IDS.coastal, from, to),
        );
      }
    };
    for (const seed of seeds(4700, 3)) {
      const { int, pick } = draw(random(seed));
      await check(seed);
      // Writes no endpoint makes, straight to the applications: the triggers see them all (a
      // premiums sum changed by hand writes no premium: no history row booked it).
      const bound = await t.db
        .select({ id: applications.id })
        .from(applications)
        .where(
          sql`${applications.status} in ('bound', 'cancelled', 'lapsed') and ${applications.boundDate} is not null`,
        )
        .orderBy(applications.id)
        .limit(200);
      const written = await t.db
        .selectDistinct({ id: policyTransactions.applicationId })
        .from(policyTransactions)
        .where(isNotNull(policyTransactions.reportFigures));
      expect(written.length).toBeGreaterThanOrEqual(2);
      for (let i = 0; i < 8; i += 1) {
        const { id } = pick(i % 2 === 0 ? bound : written);
        const change = int(0, 3);
        await t.db
          .update(applications)
          .set(
            change === 0
              ? { boundDate: new Date(Date.now() - int(0, 700) * 86_400_000 - int(0, 86_399_999)) }
              : change === 1
                ? { province: pick(['BC', 'AB', 'ON', 'QC', null]) }
                : change === 2
                  ? { brokerageId: pick([BROKERAGE_IDS.coastal, BROKERAGE_IDS.maple, BROKERAGE_IDS.apollo]) }
                  : { premiumsSum: int(10_000, 900_000) },
          )
          .where(eq(applications.id, id));
      }
      await check(seed);
      await rollUpAnalytics(t.db);
      await check(seed);
    }
  }, 120_000);

  it("shows a broker only their brokerage's figures, whatever brokerage they ask for", async () => {
    const own = await summary(
      cookies.broker,
      `from=${yearAgo}&to=${today}&brokerageId=${BROKERAGE_IDS.coastal}`,
    );
    expect(own.brokerageId).toBe(BROKERAGE_IDS.maple);
    expect(shown(own)).toEqual(await exact(BROKERAGE_IDS.maple, yearAgo, today));
  });

  it('counts a policy the moment it is bound, and its cancellation writes its return as the premium report does', async () => {
    const before = await summary(cookies.broker, `from=${today}&to=${today}`);
    const policy = await bindPolicy(
      t,
      cookies.broker,
      'tenants',
      tenantsForm({ 'insured-name': 'Analytics Reader' }),
      'annual',
    );
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
    expect(cancelled.totals.premiumWritten).toBeLessThan(after.totals.premiumWritten);
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
    for (const type of ['CancelPolicy', 'CancelPolicy', 'AddAccountNote'])
      expect((await open(cookies.broker, type)).statusCode).toBe(201);
    for (let i = 0; i < 3; i += 1) await open(cookies.broker2, 'TransferAccount');
    const mine = await summary(cookies.broker, `from=${today}&to=${today}`);
    expect(mine.topActions).toEqual([
      { modalType: 'CancelPolicy', opened: 2 },
      { modalType: 'AddAccountNote', opened: 1 },
    ]);
    const everyone = await summary(cookies.admin, `from=${today}&to=${today}`);
    expect(everyone.topActions[0]).toEqual({ modalType: 'TransferAccount', opened: 3 });
  });

  it("puts an instant on the app's Vancouver day, daylight time or not, whatever the database's tz data", async () => {
    const instants: Date[] = [];
    // Every hour around each change of time from 2005 to 2030, and noon of every 7th day.
    for (let year = 2005; year <= 2030; year += 1) {
      for (const month of [2, 3, 9, 10]) {
        for (let day = 1; day <= 31; day += 1) {
          for (let hour = 0; hour < 24; hour += 1)
            instants.push(new Date(Date.UTC(year, month, day, hour, 30)));
        }
      }
    }
    for (let at = Date.UTC(2005, 0, 1, 12); at < Date.UTC(2031, 0, 1); at += 7 * 86_400_000)
      instants.push(new Date(at));
    const result = await t.db.execute(sql`
      select to_char(vancouver_day(at), 'YYYY-MM-DD') as day
      from unnest(${sql.raw(`array[${instants.map((d) => `'${d.toISOString()}'`).join(',')}]`)}::timestamptz[]) with ordinality as x(at, n)
      order by n
    `);
    const days = (result as unknown as { rows: { day: string }[] }).rows.map((r) => r.day);
    const wrong = instants.filter((at, i) => days[i] !== formatDate(at));
    expect(wrong.map((at) => at.toISOString())).toEqual([]);
    expect(days).toHaveLength(instants.length);
  });

  it('refuses a range that runs backwards or is too long', async () => {
    const backwards = await t.app.inject({
      url: `/api/analytics/summary?from=${today}&to=${yearAgo}`,
      headers: { cookie: cookies.broker },
    });
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
