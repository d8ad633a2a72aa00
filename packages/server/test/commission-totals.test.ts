import { readFileSync } from 'node:fs';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Application,
  CommissionReportFilters,
  CommissionReportResponse,
  EndorsementQuoteResponse,
  PartnerPayout,
} from '@bm/contracts';
import {
  addDaysToDay,
  addMonthsToDay,
  flagsFromGroups,
  formatDate,
  PAYMENT_PERIODS,
  policyEffectiveInstant,
  SUMMED_FIGURES,
  type PaymentPeriod,
} from '@bm/domain';
import { draw, random, seeds } from '../../domain/src/test-support/random.ts';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';
import {
  applications,
  commissionBrokerageMonthTotals,
  commissionHourTotals,
  commissionMonthTotals,
  partnerPayoutLines,
  partnerPayouts,
  policyTransactions,
  products,
} from '../src/db/schema.ts';
import { BROKERAGE_IDS, DEMO_USERS, EXTRA_BROKERS } from '../src/db/seed-data.ts';
import { vancouverDay } from '../src/db/vancouver-sql.ts';
import { accessScope } from '../src/modules/policies/access-scope.ts';
import { groupPartnerPayouts } from '../src/modules/partner-payouts/payout-service.ts';
import {
  commissionLineFilters,
  exactCommissionTotals,
} from '../src/modules/reports/commission-report-service.ts';
import { summaryCommissionTotals } from '../src/modules/reports/commission-totals.ts';
import type { AuthUser } from '../src/plugins/auth-context.ts';
import { bindPolicy } from './helpers/bind.ts';
import { cancelPolicy } from './helpers/cancel.ts';
import { roommate, tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The commission report's totals row comes from the summary rows kept by migration 0024's triggers
// (docs/decisions/0048); these tests hold them to the exact sums over the lines, to the cent.

let t: TestApp;
const USERS = ['broker', 'broker2', 'finance', 'admin', 'agency'] as const;
type UserKey = (typeof USERS)[number];
const cookies = Object.fromEntries(USERS.map((user) => [user, ''])) as Record<UserKey, string>;
let endorsementCookie = '';

beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) cookies[user] = await sessionCookie(t.db, user);
  endorsementCookie = await sessionCookie(t.db, 'endorsement');
});
afterAll(() => t?.close());

type Draw = ReturnType<typeof draw>;
const BROKERAGES = Object.values(BROKERAGE_IDS);
/** Brokers (Standard users) by brokerage: a transfer names one of the new brokerage's. */
const BROKERS = [...Object.values(DEMO_USERS), ...EXTRA_BROKERS].filter((u) => u.groups.includes('Standard'));
const PROVINCES = ['BC', 'ON', 'AB', 'QC'] as const;
// The daylight-time changes (and a day either side) of the range the SQL writes cover.
const DST_DAYS = [
  '2025-11-01',
  '2025-11-02',
  '2025-11-03',
  '2026-03-08',
  '2026-10-31',
  '2026-11-01',
  '2026-11-02',
];

function authUser(key: UserKey): AuthUser {
  const user = DEMO_USERS[key];
  return {
    id: user.id,
    email: user.email,
    givenName: user.givenName,
    familyName: user.familyName,
    groups: user.groups,
    flags: flagsFromGroups(user.groups),
    brokerageId: user.brokerageId,
    sessionId: 'test',
  };
}

const exact = (user: UserKey, filters: CommissionReportFilters) =>
  exactCommissionTotals(t.db, commissionLineFilters(authUser(user), filters));

/** Vancouver days worth filtering on: those of the lines there, a day either side, their month ends. */
async function candidateDays(): Promise<string[]> {
  const rows = await t.db
    .selectDistinct({ day: vancouverDay(policyTransactions.createdAt) })
    .from(policyTransactions)
    .where(sql`${policyTransactions.reportFigures} is not null`);
  const month = (day: string) => `${day.slice(0, 8)}01`;
  return [
    ...new Set([
      ...DST_DAYS,
      ...rows
        .map((row) => row.day!)
        .flatMap((day) => [
          day,
          addDaysToDay(day, -1),
          addDaysToDay(day, 1),
          month(day),
          addDaysToDay(addMonthsToDay(month(day), 1), -1),
        ]),
    ]),
  ].sort();
}

async function productIds(): Promise<string[]> {
  return (await t.db.select({ id: products.id }).from(products)).map((row) => row.id);
}

/** A random filter: each of the report's filters or not, days mostly a valid range. */
function randomFilter(d: Draw, days: string[], productList: string[]): CommissionReportFilters {
  const from = d.chance(0.6) ? d.pick(days) : undefined;
  const later = days.filter((day) => !from || day >= from);
  const to = d.chance(0.6) ? (d.chance(0.9) && later.length > 0 ? d.pick(later) : d.pick(days)) : undefined;
  return {
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(d.chance(0.25) ? { brokerageId: d.pick(BROKERAGES) } : {}),
    ...(d.chance(0.2) ? { brokerId: d.pick(BROKERS).id } : {}),
    ...(d.chance(0.2) ? { productId: d.pick(productList) } : {}),
    ...(d.chance(0.2) ? { province: d.pick(PROVINCES) } : {}),
    ...(d.chance(0.2) ? { paymentPeriod: d.pick(PAYMENT_PERIODS) } : {}),
    ...(d.chance(0.3) ? { payoutStatus: d.pick(['Paid', 'Not Paid'] as const) } : {}),
  };
}

/**
 * Summary and exact totals agree for random filters and users (through the route for some, the
 * summary reader for the others); returns how many of the answers counted some lines.
 */
async function checkTotals(d: Draw, label: string, rounds: number): Promise<number> {
  const days = await candidateDays();
  const productList = await productIds();
  let nonEmpty = 0;
  for (let round = 0; round < rounds; round += 1) {
    const user = round === 0 ? 'admin' : d.pick(USERS);
    const filters = round === 0 ? {} : randomFilter(d, days, productList);
    const want = await exact(user, filters);
    const context = `${label}: ${user} ${JSON.stringify(filters)}`;
    if (round % 4 === 0) {
      const query = new URLSearchParams(filters as Record<string, string>);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/reports/commissions?${query}`,
        headers: { cookie: cookies[user] },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { totals, variant } = response.json() as CommissionReportResponse;
      const shown = variant === 'full' ? SUMMED_FIGURES : (['premium', 'brokerCommission', 'taxes'] as const);
      expect(totals, context).toMatchObject({
        count: want.count,
        ...Object.fromEntries(shown.map((key) => [key, want[key]])),
      });
    } else {
      const summary = await summaryCommissionTotals(t.db, accessScope(authUser(user)), filters);
      // Vancouver days start on whole UTC hours: every range is answered from the summary rows.
      if (!summary) throw new Error(`no summary answer for ${context}`);
      expect(summary, context).toEqual(want);
    }
    if (want.count > 0) nonEmpty += 1;
  }
  return nonEmpty;
}

const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

/** A line's created_at near a Vancouver midnight (either side) or anywhere in a day, within about a year. */
function randomInstant(d: Draw): Date {
  const day = d.chance(0.3) ? d.pick(DST_DAYS) : addDaysToDay('2026-11-26', d.int(-400, -1));
  const midnight = policyEffectiveInstant(day).getTime() - 60_000;
  const offset = d.pick([0, -1, 1, -1000, 3_600_000, -3_600_000, d.int(0, 86_399) * 1000]);
  return new Date(midnight + offset);
}

function randomFigures(d: Draw) {
  const sign = d.chance(0.2) ? -1 : 1;
  return {
    ...Object.fromEntries(SUMMED_FIGURES.map((key) => [key, sign * d.int(0, 250_000)])),
    taxRate: 0.13,
    netMarginPercentage: 0,
  };
}

/** Lines written by SQL (as any writer could), on random policies at random instants. */
async function insertLines(d: Draw, ids: string[], count: number) {
  await t.db.insert(policyTransactions).values(
    Array.from({ length: count }, () => ({
      applicationId: d.pick(ids),
      type: d.pick(['New Business', 'Endorsement', 'Cancellation']),
      description: 'commission totals test',
      reportFigures: randomFigures(d),
      createdAt: randomInstant(d),
    })),
  );
}

/** The policy's keys changed by SQL: another brokerage and broker, product, province or period. */
async function changeKeys(d: Draw, id: string, productList: string[]): Promise<string> {
  const change = d.pick([
    'transfer',
    'broker',
    'no broker',
    'product',
    'province',
    'period',
    'same',
  ] as const);
  const broker = d.pick(BROKERS);
  const set = {
    transfer: { brokerageId: broker.brokerageId, brokerId: broker.id },
    broker: { brokerId: broker.id },
    'no broker': { brokerId: null },
    product: { productId: d.pick(productList) },
    province: { province: d.chance(0.2) ? null : d.pick(PROVINCES) },
    period: { paymentPeriod: d.pick(PAYMENT_PERIODS) },
    same: { province: sql`${applications.province}` },
  }[change];
  await t.db.update(applications).set(set).where(eq(applications.id, id));
  return `keys ${change}`;
}

/** History rows are immutable (migration 0001); with that rule off, updates and deletes keep the totals too. */
async function rewriteLines(d: Draw, ids: string[]): Promise<string> {
  const ours = await t.db
    .select({ id: policyTransactions.id })
    .from(policyTransactions)
    .where(
      and(
        eq(policyTransactions.description, 'commission totals test'),
        notExists(
          t.db
            .select({ one: sql`1` })
            .from(partnerPayoutLines)
            .where(eq(partnerPayoutLines.transactionId, policyTransactions.id)),
        ),
      ),
    );
  const chosen = ours.filter(() => d.chance(0.3)).map((row) => row.id);
  if (chosen.length === 0) return 'rewrite: none';
  const action = d.pick(['figures', 'moved', 'other policy', 'no figures', 'delete'] as const);
  await t.db.transaction(async (tx) => {
    await tx.execute(
      sql`alter table policy_transactions disable trigger policy_transactions_no_update_delete`,
    );
    const where = inArray(policyTransactions.id, chosen);
    if (action === 'delete') await tx.delete(policyTransactions).where(where);
    else
      await tx
        .update(policyTransactions)
        .set(
          {
            figures: { reportFigures: randomFigures(d) },
            moved: {
              createdAt: sql`${policyTransactions.createdAt} + make_interval(hours => ${d.int(-900, 900)})`,
            },
            'other policy': { applicationId: d.pick(ids) },
            'no figures': { reportFigures: null },
          }[action],
        )
        .where(where);
    await tx.execute(
      sql`alter table policy_transactions enable trigger policy_transactions_no_update_delete`,
    );
  });
  return `rewrite ${action} of ${chosen.length}`;
}

/** Payouts grouped (the job) and some brokerage payouts completed (finance, through the API). */
async function completePayouts(d: Draw): Promise<string> {
  await groupPartnerPayouts(t.db, new Date());
  const open = await t.db
    .select()
    .from(partnerPayouts)
    .where(and(eq(partnerPayouts.partnerType, 'brokerage'), eq(partnerPayouts.status, 'open')));
  const chosen = open.filter(() => d.chance(0.5));
  for (const payout of chosen) {
    const response = await post(`/api/invoices/partner/brokerage/${payout.id}/completes`, cookies.finance, {
      transferDate: formatDate(new Date()),
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  return `payouts: ${chosen.length} of ${open.length} completed`;
}

/** Payouts changed by SQL: reopened or completed, a line taken out of or put into a completed one. */
async function changePayouts(d: Draw): Promise<string> {
  const all = await t.db.select().from(partnerPayouts);
  if (all.length === 0) return 'payout sql: none';
  const payout = d.pick(all);
  const action = d.pick(['status', 'remove line', 'add line', 'move line'] as const);
  if (action === 'status') {
    await t.db
      .update(partnerPayouts)
      .set({ status: payout.status === 'completed' ? 'open' : 'completed' })
      .where(eq(partnerPayouts.id, payout.id));
    return `payout sql: ${payout.partnerType} ${payout.status} flipped`;
  }
  const lines = await t.db
    .select()
    .from(partnerPayoutLines)
    .where(eq(partnerPayoutLines.payoutId, payout.id));
  if (action === 'remove line' || action === 'move line') {
    if (lines.length === 0) return 'payout sql: no line';
    const line = d.pick(lines);
    const where = and(
      eq(partnerPayoutLines.transactionId, line.transactionId),
      eq(partnerPayoutLines.partnerType, line.partnerType),
    );
    if (action === 'remove line') await t.db.delete(partnerPayoutLines).where(where);
    else {
      const others = all.filter((p) => p.id !== payout.id);
      if (others.length === 0) return 'payout sql: nowhere to move';
      await t.db
        .update(partnerPayoutLines)
        .set({ payoutId: d.pick(others).id })
        .where(where);
    }
    return `payout sql: ${action} (${payout.status})`;
  }
  // A line of the report in no brokerage payout, put into this one.
  const [free] = await t.db
    .select({ id: policyTransactions.id })
    .from(policyTransactions)
    .where(
      and(
        sql`${policyTransactions.reportFigures} is not null`,
        notExists(
          t.db
            .select({ one: sql`1` })
            .from(partnerPayoutLines)
            .where(
              and(
                eq(partnerPayoutLines.transactionId, policyTransactions.id),
                eq(partnerPayoutLines.partnerType, 'brokerage'),
              ),
            ),
        ),
      ),
    )
    .limit(1);
  if (!free) return 'payout sql: no free line';
  await t.db
    .insert(partnerPayoutLines)
    .values({ transactionId: free.id, partnerType: 'brokerage', payoutId: payout.id });
  return `payout sql: add line (${payout.status})`;
}

/** An endorsement through the API: the roommates set to 0-2 people (a charge or a return). */
async function endorse(d: Draw, policy: Application): Promise<string> {
  const endorsement = {
    reason: 'Add Roommate',
    effectiveDate: formatDate(new Date(policy.policyEffectiveDate!)),
    changes: [
      {
        field: 'roommates',
        newValue: Array.from({ length: d.int(0, 2) }, (_, i) => roommate(`Room ${i}`, '20000', '5000')),
      },
    ],
  };
  const quoted = await post(
    `/api/applications/${policy.applicationId}/endorsement/quote`,
    endorsementCookie,
    endorsement,
  );
  if (quoted.statusCode !== 200 || !(quoted.json() as EndorsementQuoteResponse).issuable)
    return `endorse: not issuable (${quoted.statusCode})`;
  const priced = quoted.json() as EndorsementQuoteResponse;
  const saved = await post(`/api/applications/${policy.applicationId}/endorsement`, endorsementCookie, {
    endorsement: { ...endorsement, expectedTotal: priced.endorsementFeesAndTotals.total.annual },
    idempotencyKey: crypto.randomUUID(),
  });
  expect(saved.statusCode, saved.body).toBeLessThan(500);
  return `endorse ${policy.policyNumber}: ${saved.statusCode}`;
}

describe('GET /api/reports/commissions totals from the summary rows', () => {
  // A few sequences keep the suite fast; COMMISSION_TOTAL_SEQUENCES=10 runs more, PROPERTY_SEED=<seed> replays one.
  for (const seed of seeds(48_000, Number(process.env.COMMISSION_TOTAL_SEQUENCES ?? 3))) {
    it(
      `equal the exact sums after random writes through the API and SQL (seed ${seed})`,
      { timeout: 120_000 },
      async () => {
        const d = draw(random(seed));
        const period = (): PaymentPeriod => d.pick(['annual', 'monthly'] as const);
        const policies = [
          await bindPolicy(
            t,
            cookies.broker,
            'tenants',
            tenantsForm({ 'insured-name': `Totals A ${seed}` }),
            period(),
          ),
          await bindPolicy(
            t,
            cookies.broker2,
            'tenants',
            tenantsForm({ 'insured-name': `Totals B ${seed}` }),
            'annual',
          ),
        ];
        const ids = policies.map((policy) => policy.applicationId);
        const productList = await productIds();
        const trail = ['bind two policies'];
        let nonEmpty = await checkTotals(d, trail.join(' / '), 8);
        const cancelled = new Set<string>();
        // Every kind of write at least once (lines first, so that there are past months to pay out), then
        // random ones, in a random order.
        const ACTIONS = [
          'endorse',
          'cancel',
          'transfer',
          'lines',
          'keys',
          'rewrite',
          'payouts',
          'payout sql',
        ] as const;
        const rest = [...ACTIONS, ...Array.from({ length: 12 }, () => d.pick(ACTIONS))]
          .map((action) => ({ action, order: d.int(0, 1_000_000) }))
          .sort((a, b) => a.order - b.order)
          .map(({ action }) => action);
        for (const action of ['lines' as const, ...rest]) {
          const policy = d.pick(policies);
          if (action === 'endorse')
            trail.push(cancelled.has(policy.applicationId) ? 'endorse: cancelled' : await endorse(d, policy));
          else if (action === 'cancel') {
            if (cancelled.has(policy.applicationId)) trail.push('cancel: already');
            else {
              await cancelPolicy(t, cookies.admin, policy.applicationId, {
                days: d.int(1, 200),
                option: d.pick(['prorata', 'shortrate']),
              });
              cancelled.add(policy.applicationId);
              trail.push(`cancel ${policy.policyNumber}`);
            }
          } else if (action === 'transfer') {
            const broker = d.pick(BROKERS);
            const response = await post(`/api/applications/${policy.applicationId}/transfer`, cookies.admin, {
              selectedBrokerage: broker.brokerageId,
              selectedBrokerId: broker.id,
              transferReason: 'Brokerage acquisition',
            });
            trail.push(`transfer to ${broker.givenName}: ${response.statusCode}`);
          } else if (action === 'lines') {
            const count = d.int(1, 30);
            await insertLines(d, ids, count);
            trail.push(`insert ${count} lines`);
          } else if (action === 'keys') trail.push(await changeKeys(d, d.pick(ids), productList));
          else if (action === 'rewrite') trail.push(await rewriteLines(d, ids));
          else if (action === 'payouts') trail.push(await completePayouts(d));
          else trail.push(await changePayouts(d));
          nonEmpty += await checkTotals(d, trail.join(' / '), 8);
        }
        if (process.env.DEBUG_TOTALS) console.log(nonEmpty, trail.join('\n  '));
        // The comparisons counted lines, not only empty selections.
        expect(nonEmpty).toBeGreaterThan(40);
      },
    );
  }

  it('give a broker asking for another brokerage nothing, and their own brokerage its lines', async () => {
    await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'monthly');
    const none = await summaryCommissionTotals(t.db, { kind: 'brokerage', brokerageId: null }, {});
    expect(none?.count).toBe(0);
    const other = await summaryCommissionTotals(t.db, accessScope(authUser('broker')), {
      brokerageId: BROKERAGE_IDS.coastal,
    });
    expect(other?.count).toBe(0);
    const own = await summaryCommissionTotals(t.db, accessScope(authUser('broker')), {});
    expect(own).toEqual(await exact('broker', {}));
    expect(own!.count).toBeGreaterThan(0);
  });

  it('complete a payout and its lines move from Not Paid to Paid in the totals', async () => {
    const d = draw(random(48_100));
    const [policy] = await t.db.select({ id: applications.id }).from(applications).limit(1);
    await insertLines(d, [policy!.id], 20);
    await groupPartnerPayouts(t.db, new Date());
    const [payout] = await t.db
      .select()
      .from(partnerPayouts)
      .where(and(eq(partnerPayouts.partnerType, 'brokerage'), eq(partnerPayouts.status, 'open')))
      .limit(1);
    expect(payout).toBeDefined();
    const paidBefore = await summaryCommissionTotals(t.db, { kind: 'all' }, { payoutStatus: 'Paid' });
    const response = await post(`/api/invoices/partner/brokerage/${payout!.id}/completes`, cookies.finance, {
      transferDate: formatDate(new Date()),
    });
    expect(response.statusCode, response.body).toBe(200);
    const paidAfter = await summaryCommissionTotals(t.db, { kind: 'all' }, { payoutStatus: 'Paid' });
    expect(paidAfter!.count - paidBefore!.count).toBe(
      (response.json() as { payout: PartnerPayout }).payout.lineCount,
    );
    expect(paidAfter!.brokerCommission - paidBefore!.brokerCommission).toBe(payout!.amount);
    expect(paidAfter).toEqual(await exact('admin', { payoutStatus: 'Paid' }));
  });

  it('a statement that fails changes no summary row (same transaction)', async () => {
    const d = draw(random(48_200));
    const [policy] = await t.db.select({ id: applications.id }).from(applications).limit(1);
    const before = await t.db.select().from(commissionHourTotals);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(policyTransactions).values({
          applicationId: policy!.id,
          type: 'Endorsement',
          reportFigures: randomFigures(d),
        });
        // A history row of no policy: the foreign key refuses it, and the transaction rolls back.
        await tx.insert(policyTransactions).values({
          applicationId: crypto.randomUUID(),
          type: 'Endorsement',
          reportFigures: randomFigures(d),
        });
      }),
    ).rejects.toThrow();
    expect(await t.db.select().from(commissionHourTotals)).toEqual(before);
  });

  it("the migration's backfill of existing lines gives the rows the triggers keep", async () => {
    const d = draw(random(48_300));
    const ids = (await t.db.select({ id: applications.id }).from(applications).limit(10)).map(
      (row) => row.id,
    );
    await insertLines(d, ids, 60);
    const order = (rows: { lineCount: number }[]) =>
      rows
        .filter((row) => Object.values(row).some((value) => typeof value === 'number' && value !== 0))
        .map((row) => JSON.stringify(row))
        .sort();
    const tables = [commissionHourTotals, commissionMonthTotals, commissionBrokerageMonthTotals] as const;
    const kept = await Promise.all(tables.map(async (table) => order(await t.db.select().from(table))));
    expect(kept[0]!.length).toBeGreaterThan(40);
    const migration = readFileSync(`${MIGRATIONS_FOLDER}/0024_commission_totals.sql`, 'utf8');
    const backfill = migration
      .slice(migration.indexOf('-- The lines already there.'))
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter(Boolean);
    expect(backfill).toHaveLength(3);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`delete from commission_hour_totals`);
      await tx.execute(sql`delete from commission_month_totals`);
      await tx.execute(sql`delete from commission_brokerage_month_totals`);
      for (const statement of backfill) await tx.execute(sql.raw(statement));
    });
    for (const [i, table] of tables.entries())
      expect(order(await t.db.select().from(table))).toEqual(kept[i]);
  });
});
