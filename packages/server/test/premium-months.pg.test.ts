import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysToDay,
  addMonthsToDay,
  formatDate,
  monthOfDay,
  monthsFrom,
  policyEffectiveInstant,
} from '@bm/domain';
import type { Db } from '../src/db/client.ts';
import {
  applications,
  policyTransactions,
  premiumClosedMonths,
  premiumMonthFigures,
  premiumMonthProjections,
} from '../src/db/schema.ts';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import { computedPremiumReport } from '../src/modules/financial-reports/premium.ts';
import { closePremiumMonths, premiumReport } from '../src/modules/financial-reports/premium-months.ts';
import { brokeragesCondition, periodOfMonths } from '../src/modules/financial-reports/scope.ts';
import {
  applyToProjection,
  monthsAfter,
  projectionDeltaFollows,
} from '../src/modules/premium-lines/index.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The month-close job run by two processes at once (two connections of the pool), with a transfer
 * committed meanwhile: each month is stored once, and the report still equals the computation.
 * PostgreSQL only: PGlite has one connection, so nothing runs at once there.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const TODAY = formatDate(new Date());
const year = monthsFrom(monthOfDay(addMonthsToDay(TODAY, -23)), monthOfDay(TODAY));

describe('the premium month-close job on PostgreSQL', () => {
  it('run twice at once while a policy is transferred: each month stored once, the report equals the computation', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 200; n += 1) {
      const id = randomUUID();
      ids.push(id);
      const effective = addDaysToDay(TODAY, -((n * 37) % 700) - 2);
      await t.db.insert(applications).values({
        id,
        status: 'bound',
        productId: 'tenants',
        productName: 'Tenants',
        brokerageId: n % 2 === 0 ? BROKERAGE_IDS.maple : BROKERAGE_IDS.coastal,
        brokerageName: 'Brokerage',
        insuredName: `Concurrent ${n}`,
        policyExpiryDate: policyEffectiveInstant(addMonthsToDay(effective, 12)),
      });
      await t.db.insert(policyTransactions).values({
        applicationId: id,
        type: 'New Business',
        effectiveDate: policyEffectiveInstant(effective),
        premiumDelta: 100_000 + n * 1_013,
        reportFigures: { premium: 100_000 + n * 1_013 },
        createdAt: policyEffectiveInstant(effective),
      });
    }
    const now = new Date();
    const [first, second] = await Promise.all([
      closePremiumMonths(t.db, now),
      closePremiumMonths(t.db, now),
      t.db
        .update(applications)
        .set({ brokerageId: BROKERAGE_IDS.prairie })
        .where(eq(applications.id, ids[3]!)),
    ]);
    expect(first!.closed + second!.closed).toBeGreaterThan(0);
    const period = periodOfMonths(year);
    const scopes = [null, [BROKERAGE_IDS.maple], [BROKERAGE_IDS.coastal], [BROKERAGE_IDS.prairie]];
    // Whatever order they ran in, no stored month is stale: the report is the computation.
    for (const scope of scopes) {
      expect(await premiumReport(t.db, scope, period)).toEqual(
        await computedPremiumReport(t.db, brokeragesCondition(scope), period),
      );
    }
    await closePremiumMonths(t.db, now);
    const stored = (await t.db.select({ month: premiumClosedMonths.month }).from(premiumClosedMonths)).map(
      (row) => row.month,
    );
    // Every ended month from the first line's on (months before it read no policy and are not stored;
    // which month of the window that is depends on today's date).
    const firstMonth = monthOfDay(addDaysToDay(TODAY, -Math.max(...ids.map((_, n) => (n * 37) % 700)) - 2));
    expect(year.slice(0, -1).filter((month) => month >= firstMonth && !stored.includes(month))).toEqual([]);
    // The transferred policy's months are its new brokerage's.
    const moved = await t.db
      .select({ n: count() })
      .from(premiumMonthFigures)
      .where(eq(premiumMonthFigures.brokerageId, BROKERAGE_IDS.prairie));
    expect(moved[0]!.n).toBeGreaterThan(0);
    for (const scope of scopes) {
      expect(await premiumReport(t.db, scope, period)).toEqual(
        await computedPremiumReport(t.db, brokeragesCondition(scope), period),
      );
    }
  });

  it('the job projecting while changes are booked on other connections: the projection and the report equal the computation', async () => {
    const ids = (await t.db.select({ id: applications.id }).from(applications).limit(40)).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(10);
    await closePremiumMonths(t.db, new Date());
    // The projection dropped (as a transfer does): the job's next run projects again.
    await t.db.execute(sql`select premium_projection_drop()`);
    /** A line booked now as recordPolicyChange writes it (its delta follows the insert). */
    const bookNow = (applicationId: string, premium: number) =>
      t.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await projectionDeltaFollows(tx);
        const [row] = await tx
          .insert(policyTransactions)
          .values({
            applicationId,
            type: premium < 0 ? 'Cancellation' : 'Endorsement',
            effectiveDate: policyEffectiveInstant(TODAY),
            premiumDelta: premium,
            reportFigures: { premium },
            createdAt: new Date(),
          })
          .returning({ id: policyTransactions.id });
        await applyToProjection(tx, applicationId, [row!.id]);
      });
    await Promise.all([
      ...ids.slice(0, 20).map((id, n) => bookNow(id, (n % 3 === 0 ? -1 : 1) * (10_000 + n * 97))),
      closePremiumMonths(t.db, new Date()),
      ...ids.slice(20).map((id, n) => bookNow(id, 5_000 + n * 31)),
    ]);
    const [latest] = await t.db
      .select({ month: premiumClosedMonths.month, projected: premiumClosedMonths.projectedMonths })
      .from(premiumClosedMonths)
      .orderBy(sql`${premiumClosedMonths.month} desc`)
      .limit(1);
    expect(latest!.projected).toBeGreaterThan(0);
    const months = monthsAfter(latest!.month, latest!.projected);
    const rows = await t.db
      .select()
      .from(premiumMonthProjections)
      .where(eq(premiumMonthProjections.base, latest!.month));
    for (const brokerageId of [BROKERAGE_IDS.maple, BROKERAGE_IDS.coastal, BROKERAGE_IDS.prairie]) {
      const own = new Map(rows.filter((r) => r.brokerageId === brokerageId).map((r) => [r.month, r]));
      expect(
        months.map((month) => ({
          month,
          written: own.get(month)?.written ?? 0,
          earned: own.get(month)?.earned ?? 0,
          unearned: own.get(month)?.unearned ?? 0,
        })),
      ).toEqual(
        (await computedPremiumReport(t.db, brokeragesCondition([brokerageId]), periodOfMonths(months)))
          .months,
      );
    }
    const period = periodOfMonths(year);
    for (const scope of [null, [BROKERAGE_IDS.maple], [BROKERAGE_IDS.coastal]]) {
      expect(await premiumReport(t.db, scope, period)).toEqual(
        await computedPremiumReport(t.db, brokeragesCondition(scope), period),
      );
    }
  });
});
