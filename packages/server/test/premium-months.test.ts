import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountingDrillResponse, AccountingReportResponse } from '@bm/contracts';
import {
  addDaysToDay,
  addMonthsToDay,
  formatDate,
  monthOfDay,
  monthsFrom,
  policyEffectiveInstant,
} from '@bm/domain';
import { draw, random, seeds } from '../../domain/src/test-support/random.ts';
import type { Db } from '../src/db/client.ts';
import {
  applications,
  policyTransactions,
  premiumClosedMonths,
  premiumMonthProjections,
} from '../src/db/schema.ts';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import { computedPremiumReport, premiumDrill } from '../src/modules/financial-reports/premium.ts';
import { closePremiumMonths, premiumReport } from '../src/modules/financial-reports/premium-months.ts';
import { brokeragesCondition, periodOfMonths } from '../src/modules/financial-reports/scope.ts';
import {
  applyToProjection,
  monthsAfter,
  projectionDeltaFollows,
} from '../src/modules/premium-lines/index.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The premium report's stored closed months (docs/decisions/0049): whenever the month-close job has
 * run, and whatever changed since (lines booked later, a line written back-dated, a transfer, a new
 * expiry), the report equals the one computed whole from every line, to the cent, for every
 * brokerage filter, and a stored month's drill-down adds up to it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const BROKERAGES = [BROKERAGE_IDS.maple, BROKERAGE_IDS.coastal, BROKERAGE_IDS.prairie];
const SCOPES: (string[] | null)[] = [
  null,
  [BROKERAGE_IDS.maple],
  [BROKERAGE_IDS.coastal, BROKERAGE_IDS.prairie],
  [],
];
const TYPES = ['Endorsement', 'Cancellation', 'Reinstatement', 'Extended Reporting Period', 'Custom Premium'];
const TODAY = formatDate(new Date());
/** The last day a random line is booked on: before today, as every real line is. */
const LAST_BOOKED = addDaysToDay(TODAY, -1);

interface Line {
  applicationId: string;
  type: string;
  premium: number;
  effectiveDay: string;
  bookedDay: string;
}

/** An instant on that Vancouver day (a few hours after the day starts). */
const onDay = (day: string, hours = 3) => new Date(policyEffectiveInstant(day).getTime() + hours * 3_600_000);

async function insertPolicies(seed: number) {
  const next = random(seed);
  const { int, pick, chance } = draw(next);
  const lines: Line[] = [];
  for (let n = 0; n < int(8, 16); n += 1) {
    const id = randomUUID();
    const effective = addDaysToDay('2024-01-01', int(0, 900));
    const expiry = chance(0.8) ? addMonthsToDay(effective, 12) : addMonthsToDay(effective, int(1, 18));
    const brokerageId = pick(BROKERAGES);
    await t.db.insert(applications).values({
      id,
      status: 'bound',
      productId: 'tenants',
      productName: 'Tenants',
      brokerageId,
      brokerageName: 'Brokerage',
      insuredName: `Closing ${seed}-${n}`,
      policyNumber: `PM-${seed}-${n}`,
      policyExpiryDate: policyEffectiveInstant(expiry),
    });
    let booked = addDaysToDay(effective, -int(0, 40));
    if (booked > LAST_BOOKED) continue;
    lines.push({
      applicationId: id,
      type: 'New Business',
      premium: int(0, 2_000_000),
      effectiveDay: effective,
      bookedDay: booked,
    });
    for (let i = int(0, 4); i > 0; i -= 1) {
      booked = addDaysToDay(booked, int(0, 120));
      if (booked > LAST_BOOKED) break;
      lines.push({
        applicationId: id,
        type: pick(TYPES),
        premium: int(-500_000, 500_000),
        effectiveDay: addDaysToDay(effective, int(-10, 400)),
        bookedDay: booked,
      });
    }
  }
  return lines;
}

async function book(line: Line, hours?: number) {
  await t.db.insert(policyTransactions).values({
    applicationId: line.applicationId,
    type: line.type,
    effectiveDate: policyEffectiveInstant(line.effectiveDay),
    premiumDelta: line.premium,
    reportFigures: { premium: line.premium },
    createdAt: onDay(line.bookedDay, hours),
  });
}

/**
 * A line booked now as recordPolicyChange writes it: in a transaction, the setting that says its
 * delta follows, the row, then the delta added to the projection. Returns the projection rows moved.
 */
async function bookThroughChange(line: Omit<Line, 'bookedDay'>) {
  return t.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await projectionDeltaFollows(tx);
    const [row] = await tx
      .insert(policyTransactions)
      .values({
        applicationId: line.applicationId,
        type: line.type,
        effectiveDate: policyEffectiveInstant(line.effectiveDay),
        premiumDelta: line.premium,
        reportFigures: { premium: line.premium },
        createdAt: new Date(),
      })
      .returning({ id: policyTransactions.id });
    return applyToProjection(tx, line.applicationId, [row!.id]);
  });
}

/** The current projection, per brokerage: every month it covers equals the computation whole. */
async function expectProjectionIsComputation(why: string) {
  const [latest] = await t.db
    .select({ month: premiumClosedMonths.month, projected: premiumClosedMonths.projectedMonths })
    .from(premiumClosedMonths)
    .orderBy(sql`${premiumClosedMonths.month} desc`)
    .limit(1);
  expect(latest?.projected, `a projection exists: ${why}`).toBeGreaterThan(0);
  const months = monthsAfter(latest!.month, latest!.projected);
  const rows = await t.db
    .select()
    .from(premiumMonthProjections)
    .where(eq(premiumMonthProjections.base, latest!.month));
  for (const brokerageId of BROKERAGES) {
    const computed = await computedPremiumReport(
      t.db,
      brokeragesCondition([brokerageId]),
      periodOfMonths(months),
    );
    const stored = new Map(rows.filter((r) => r.brokerageId === brokerageId).map((r) => [r.month, r]));
    expect(
      months.map((month) => {
        const row = stored.get(month);
        return { month, written: row?.written ?? 0, earned: row?.earned ?? 0, unearned: row?.unearned ?? 0 };
      }),
      `${brokerageId}: ${why}`,
    ).toEqual(computed.months);
  }
}

const storedMonths = async () =>
  (await t.db.select({ month: premiumClosedMonths.month }).from(premiumClosedMonths))
    .map((r) => r.month)
    .sort();

/** Every brokerage filter over a period: stored months summed and the rest computed = computed whole. */
async function expectSameAsComputed(months: string[]) {
  const period = periodOfMonths(months);
  const stored = new Set(await storedMonths());
  for (const scope of SCOPES) {
    const report = await premiumReport(t.db, scope, period);
    expect(report, `${months[0]} to ${months.at(-1)}, ${JSON.stringify(scope)}`).toEqual(
      await computedPremiumReport(t.db, brokeragesCondition(scope), period),
    );
    // A stored month's drill-down (computed on demand for that month's policies) adds up to it.
    for (const row of report.months.filter((r) => stored.has(r.month)).slice(0, 2)) {
      const drill = await premiumDrill(t.db, brokeragesCondition(scope), periodOfMonths([row.month]));
      const sum = (key: 'written' | 'earned' | 'unearned') => drill.reduce((s, r) => s + r.figures[key]!, 0);
      expect({
        month: row.month,
        written: sum('written'),
        earned: sum('earned'),
        unearned: sum('unearned'),
      }).toEqual(row);
    }
  }
}

describe('premium report with stored closed months', () => {
  it.each(seeds(4950, 8))(
    'seed %i: the month-close job run at random points, with back-dated lines, transfers and new expiries: the report equals the computation',
    { timeout: 120_000 },
    async (seed) => {
      await t.db.execute(sql`delete from premium_closed_months`);
      const next = random(seed + 1);
      const { int, pick, chance } = draw(next);
      const lines = (await insertPolicies(seed)).sort((a, b) => a.bookedDay.localeCompare(b.bookedDay));
      const closings = Array.from({ length: int(2, 5) }, () => addDaysToDay('2024-02-01', int(0, 1000)))
        .filter((day) => day <= TODAY)
        .sort();
      let booked = 0;
      for (const day of [...closings, TODAY]) {
        // Every line booked before that day is in; then the job runs that day.
        while (booked < lines.length && lines[booked]!.bookedDay < day) await book(lines[booked++]!);
        const now = onDay(day, 12);
        await closePremiumMonths(t.db, now);
        expect(await closePremiumMonths(t.db, now), 'a second run closes nothing').toMatchObject({
          closed: 0,
        });
        const stored = await storedMonths();
        const ended =
          lines[0] && lines[0].bookedDay < day
            ? monthsFrom(monthOfDay(lines[0].bookedDay), monthOfDay(day)).slice(0, -1)
            : [];
        // Every ended month from the first line on is stored (the seed's own lines may start earlier).
        expect(ended.filter((month) => !stored.includes(month))).toEqual([]);

        const from = monthOfDay(addDaysToDay('2024-01-01', int(0, 1100)));
        await expectSameAsComputed(monthsFrom(from, monthOfDay(addMonthsToDay(`${from}-01`, int(0, 35)))));

        // A change that moves closed months re-opens them: still the computation before the job
        // closes them again.
        const applicationId = pick(lines)?.applicationId;
        if (applicationId && stored.length > 0) {
          const change = pick(['transfer', 'expiry', 'back-dated']);
          if (change === 'transfer') {
            const [row] = await t.db.select().from(applications).where(eq(applications.id, applicationId));
            await t.db
              .update(applications)
              .set({ brokerageId: BROKERAGES.find((b) => b !== row!.brokerageId)! })
              .where(eq(applications.id, applicationId));
          } else if (change === 'expiry') {
            await t.db
              .update(applications)
              .set({ policyExpiryDate: sql`${applications.policyExpiryDate} + interval '3 months'` })
              .where(eq(applications.id, applicationId));
          } else {
            const bookedDay = addDaysToDay(`${stored[0]!}-01`, int(0, 27));
            const line = {
              applicationId,
              type: 'Endorsement',
              premium: int(-90_000, 90_000),
              effectiveDay: bookedDay,
              bookedDay,
            };
            await book(line, 5);
          }
          if (chance(0.5)) {
            await expectSameAsComputed(monthsFrom(stored[0]!, stored.at(-1)!).slice(0, 36));
          }
        }
      }
      // Everything closed up to last month: a year ending this month is read from stored months
      // but this one.
      await closePremiumMonths(t.db, new Date());
      const year = monthsFrom(monthOfDay(addMonthsToDay(TODAY, -11)), monthOfDay(TODAY));
      expect((await storedMonths()).filter((month) => year.includes(month))).toEqual(year.slice(0, -1));
      await expectSameAsComputed(year);
      if (lines.length === 0) return;
      await expectProjectionIsComputation('as the job projected it');

      // Changes booked now through the change path (ordinary changes, cancellations, returns, a new
      // policy): each adds its policy's delta, so the projection alone still holds every line to the
      // cent (the report's open months read it and no policy), and the report equals the computation.
      for (let i = int(2, 6); i > 0; i -= 1) {
        let applicationId = pick(lines).applicationId;
        let type = pick(TYPES);
        if (chance(0.2)) {
          applicationId = randomUUID();
          type = 'New Business';
          await t.db.insert(applications).values({
            id: applicationId,
            status: 'bound',
            productId: 'tenants',
            productName: 'Tenants',
            brokerageId: pick(BROKERAGES),
            brokerageName: 'Brokerage',
            insuredName: `Booked now ${seed}-${i}`,
            policyExpiryDate: policyEffectiveInstant(addMonthsToDay(TODAY, 12)),
          });
        }
        const moved = await bookThroughChange({
          applicationId,
          type,
          premium: type === 'New Business' ? int(1, 2_000_000) : int(-500_000, 500_000),
          effectiveDay: addDaysToDay(TODAY, int(-30, 200)),
        });
        // A new policy's premium is written this month, at least.
        if (type === 'New Business') expect(moved, 'the projection rows it moved').toBeGreaterThan(0);
        await expectProjectionIsComputation(`after a ${type} booked now`);
      }
      await expectSameAsComputed(year);

      // A line written any other way (SQL, an import) drops the projection: the report computes.
      await book({ ...lines[0]!, bookedDay: TODAY }, 1);
      const [latest] = await t.db
        .select({ projected: premiumClosedMonths.projectedMonths })
        .from(premiumClosedMonths)
        .orderBy(sql`${premiumClosedMonths.month} desc`)
        .limit(1);
      expect(latest?.projected, 'a line written without its delta drops the projection').toBe(0);
      await expectSameAsComputed(year);
      await closePremiumMonths(t.db, new Date());
      await expectProjectionIsComputation('projected again by the job');
    },
  );

  it('an old row given its figures by the backfill re-opens the months from its own and drops the projection', async () => {
    await t.db.execute(sql`delete from premium_closed_months`);
    const lines = await insertPolicies(4990);
    for (const line of lines) await book(line);
    const old = lines.find((line) => line.bookedDay < addMonthsToDay(TODAY, -3))!;
    const [row] = await t.db
      .insert(policyTransactions)
      .values({
        applicationId: old.applicationId,
        type: 'Endorsement',
        effectiveDate: policyEffectiveInstant(old.bookedDay),
        premiumDelta: 123_456,
        createdAt: onDay(old.bookedDay, 6),
      })
      .returning({ id: policyTransactions.id });
    await closePremiumMonths(t.db, new Date());
    await expectProjectionIsComputation('before the backfill');
    await t.db
      .update(policyTransactions)
      .set({ reportFigures: { premium: 123_456 } })
      .where(eq(policyTransactions.id, row!.id));
    expect(await storedMonths(), 'the months from the row on re-opened').not.toContain(
      monthOfDay(old.bookedDay),
    );
    const year = monthsFrom(monthOfDay(addMonthsToDay(TODAY, -11)), monthOfDay(TODAY));
    await expectSameAsComputed(monthsFrom(monthOfDay(old.bookedDay), monthOfDay(TODAY)).slice(-36));
    await expectSameAsComputed(year);
    await closePremiumMonths(t.db, new Date());
    await expectProjectionIsComputation('after the backfill, projected again');
  });

  it('through the API: the same report and drill-down before and after the job stores the months', async () => {
    const finance = await sessionCookie(t.db, 'finance');
    await t.db.execute(sql`delete from premium_closed_months`);
    const year = monthsFrom(monthOfDay(addMonthsToDay(TODAY, -11)), monthOfDay(TODAY));
    const query = `from=${year[0]}&to=${year.at(-1)}&brokerageId=${BROKERAGE_IDS.maple}`;
    const get = async <T>(url: string) => {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: finance } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as T;
    };
    const before = await get<AccountingReportResponse>(`/api/financial-reports/premium?${query}`);
    expect(before.rows.some((row) => row.figures.earned !== 0)).toBe(true);
    expect((await closePremiumMonths(t.db, new Date())).closed).toBeGreaterThan(0);
    expect(await get<AccountingReportResponse>(`/api/financial-reports/premium?${query}`)).toEqual(before);
    const month = before.rows.find((row) => row.figures.unearned !== 0)!;
    const drill = await get<AccountingDrillResponse>(
      `/api/financial-reports/premium/drill-down?${query}&key=${month.key}`,
    );
    expect(drill.totals).toEqual(month.figures);
  });
});
