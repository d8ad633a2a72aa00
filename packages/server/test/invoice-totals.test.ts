import { readFileSync } from 'node:fs';
import { utcRangeParts } from '../src/db/utc-range-parts.ts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVOICE_STATUSES,
  type Application,
  type InvoiceList,
  type InvoiceFilterQuery,
  type InvoiceSearchResponse,
} from '@bm/contracts';
import {
  addDaysToDay,
  addMonthsToDay,
  flagsFromGroups,
  formatDate,
  INVOICE_KIND_KEYS,
  INVOICE_KINDS,
  policyEffectiveInstant,
  type PaymentPeriod,
} from '@bm/domain';
import { draw, random, seeds } from '../../domain/src/test-support/random.ts';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';
import { applications, invoiceHourTotals, invoiceMonthTotals, invoices } from '../src/db/schema.ts';
import { BROKERAGE_IDS, DEMO_USERS } from '../src/db/seed-data.ts';
import type { AccessScope } from '../src/modules/policies/access-scope.ts';
import { invoiceFilters } from '../src/modules/invoices/search-service.ts';
import { exactInvoiceTotals, summaryInvoiceTotals } from '../src/modules/invoices/search-totals.ts';
import type { AuthUser } from '../src/plugins/auth-context.ts';
import { bindPolicy } from './helpers/bind.ts';
import { cancelPolicy } from './helpers/cancel.ts';
import { financeStep } from './helpers/finance-steps.ts';
import { tenantsForm } from './helpers/forms.ts';
import { payMpfInvoice, raiseMpfInvoice } from './helpers/mpf.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// The /invoices totals come from the summary rows kept by migration 0018's triggers
// (docs/decisions/0042); these tests hold them to the exact sums over the invoices, to the cent.

let t: TestApp;
const USERS = ['broker', 'broker2', 'finance', 'admin', 'underwriter'] as const;
type UserKey = (typeof USERS)[number];
const cookies = Object.fromEntries(USERS.map((user) => [user, ''])) as Record<UserKey, string>;

beforeAll(async () => {
  t = await createTestApp();
  for (const user of USERS) cookies[user] = await sessionCookie(t.db, user);
});
afterAll(() => t?.close());

type Draw = ReturnType<typeof draw>;
const BROKERAGES = [BROKERAGE_IDS.maple, BROKERAGE_IDS.coastal, BROKERAGE_IDS.apollo];

/** The signed-in user as the auth hook resolves it (flags from the groups, brokerage). */
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

/** Vancouver due days worth filtering on: those of the invoices there, a day either side, their month ends. */
async function candidateDays(): Promise<string[]> {
  const result = await t.db.execute(
    sql`select distinct to_char(${invoices.dueDate} at time zone 'America/Vancouver', 'YYYY-MM-DD') as day from ${invoices}`,
  );
  const days = (result as unknown as { rows: { day: string }[] }).rows.map((row) => row.day);
  const month = (day: string) => `${day.slice(0, 8)}01`;
  return [
    ...new Set(
      days.flatMap((day) => [
        day,
        addDaysToDay(day, -1),
        addDaysToDay(day, 1),
        month(day),
        addDaysToDay(addMonthsToDay(month(day), 1), -1),
      ]),
    ),
  ].sort();
}

/** A random filter of the page without a search: status, kind, brokerage and due days, each or not. */
function randomFilter(d: Draw, days: string[]): InvoiceFilterQuery {
  const from = d.chance(0.6) ? d.pick(days) : undefined;
  // Mostly on or after dueFrom; sometimes before it (an empty range), sometimes open.
  const later = days.filter((day) => !from || day >= from);
  const to = d.chance(0.6) ? (d.chance(0.9) && later.length > 0 ? d.pick(later) : d.pick(days)) : undefined;
  return {
    ...(d.chance(0.5) ? { status: d.pick(INVOICE_STATUSES) } : {}),
    ...(d.chance(0.4) ? { kind: d.pick(INVOICE_KIND_KEYS) } : {}),
    ...(d.chance(0.3) ? { brokerageId: d.pick(BROKERAGES) } : {}),
    ...(from ? { dueFrom: from } : {}),
    ...(to ? { dueTo: to } : {}),
  };
}

const exact = (user: UserKey, filter: InvoiceFilterQuery) =>
  exactInvoiceTotals(t.db, invoiceFilters(authUser(user), filter));

/**
 * The page's totals (GET /api/invoices as each user) equal the exact sums over the invoices for
 * random filters; returns how many of the compared answers counted some invoices.
 */
async function checkRouteTotals(d: Draw, label: string, rounds = 10): Promise<number> {
  const days = await candidateDays();
  let nonEmpty = 0;
  const cases: [UserKey, InvoiceFilterQuery][] = [
    ['admin', {}],
    ['broker', {}],
  ];
  for (let round = 0; round < rounds; round += 1) cases.push([d.pick(USERS), randomFilter(d, days)]);
  for (const [user, filter] of cases) {
    const query = new URLSearchParams(filter as Record<string, string>);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/invoices?${query}`,
      headers: { cookie: cookies[user] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { totals } = response.json() as InvoiceSearchResponse;
    expect(totals, `${label}: ${user} ?${query}`).toEqual(await exact(user, filter));
    if (totals.count > 0) nonEmpty += 1;
  }
  return nonEmpty;
}

const post = (url: string, payload: Record<string, unknown>, cookie: string) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

async function recordInvoices(id: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/applications/${id}/invoices`,
    headers: { cookie: cookies.finance },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as InvoiceList).invoices;
}

/** One random invoice write through the API, as a user would make it; returns the step's line. */
async function randomWrite(d: Draw, policies: Application[], cancelled: Set<string>): Promise<string> {
  const policy = d.pick(policies);
  const id = policy.applicationId;
  const action = d.pick([
    'manual invoice',
    'void',
    'collection paid',
    'missed payment fee',
    'refund',
    'pay in full',
    'cancel',
  ] as const);
  switch (action) {
    case 'manual invoice': {
      const count = d.int(1, 4);
      const response = await post(
        `/api/applications/${id}/manualInvoice`,
        { totalAmount: d.int(100, 90_000), selectedReason: 'erp', invoiceCount: count },
        cookies.finance,
      );
      expect(response.statusCode, response.body).toBe(200);
      return `manual invoice x${count} on ${policy.policyNumber}`;
    }
    case 'void': {
      const open = (await recordInvoices(id)).filter((invoice) => invoice.status === 'open');
      if (open.length === 0) return 'void: nothing open';
      const invoice = d.pick(open);
      const response = await post(
        `/api/applications/${id}/voidInvoice`,
        { invoiceId: invoice.id, isMPF: invoice.isMPF, waivable: invoice.waivable },
        cookies.underwriter,
      );
      return `void ${invoice.number} (${invoice.type}): ${response.statusCode}`;
    }
    case 'collection paid':
      return financeStep(t, cookies.finance, id, 'off-platform payment', d, formatDate(new Date()));
    case 'missed payment fee': {
      if (cancelled.has(id)) return 'missed payment fee: cancelled';
      const raised = await raiseMpfInvoice(t, id, { amount: d.int(500, 5_000) });
      if (d.chance(0.5)) return 'missed payment fee raised';
      const paid = (await recordInvoices(id)).find((invoice) => invoice.id === raised.invoiceId)!;
      await payMpfInvoice(t, id, raised.invoiceId, paid.amountDue);
      return 'missed payment fee raised and paid';
    }
    case 'refund': {
      // A paid missed payment fee of the policy (raised and paid first when it has none), refunded.
      let paidFee = (await recordInvoices(id)).find(
        (invoice) => invoice.isMPF && invoice.status === 'paid' && invoice.amountPaid > 0,
      );
      if (!paidFee) {
        if (cancelled.has(id)) return 'refund: cancelled, no paid missed payment fee';
        const raised = await raiseMpfInvoice(t, id);
        await payMpfInvoice(t, id, raised.invoiceId);
        paidFee = (await recordInvoices(id)).find((invoice) => invoice.id === raised.invoiceId)!;
      }
      const response = await post(
        `/api/policies/${id}/invoices/${paidFee.id}/refunds`,
        {
          remark: 'Fee refunded (property test)',
          policyNumber: policy.policyNumber,
          type: 'MPF',
          idempotencyKey: crypto.randomUUID(),
        },
        cookies.finance,
      );
      return `refund ${paidFee.number}: ${response.statusCode}`;
    }
    case 'pay in full': {
      const quoted = await post(`/api/applications/${id}/payInFullQuote`, {}, cookies.admin);
      if (quoted.statusCode !== 200 || quoted.json().refusal)
        return `pay in full refused ${quoted.statusCode}`;
      const paid = await post(
        `/api/applications/${id}/payInFull`,
        { idempotencyKey: crypto.randomUUID(), expectedOpenBalance: quoted.json().openBalance },
        cookies.admin,
      );
      expect(paid.statusCode, paid.body).toBe(200);
      return `pay in full ${quoted.json().openBalance}`;
    }
    case 'cancel': {
      if (cancelled.has(id)) return 'cancel: already cancelled';
      await cancelPolicy(t, cookies.admin, id, {
        days: d.int(1, 200),
        option: d.pick(['prorata', 'shortrate']),
      });
      cancelled.add(id);
      return `cancel ${policy.policyNumber}`;
    }
  }
}

describe('GET /api/invoices totals from the summary rows', () => {
  // A few sequences keep the suite fast; INVOICE_TOTAL_SEQUENCES=20 runs more, PROPERTY_SEED=<seed> replays one.
  for (const seed of seeds(42_000, Number(process.env.INVOICE_TOTAL_SEQUENCES ?? 3))) {
    it(
      `equal the exact sums after every write of random sequences through the API (seed ${seed})`,
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
            period(),
          ),
          await bindPolicy(
            t,
            cookies.broker,
            'tenants',
            tenantsForm({ 'insured-name': `Totals C ${seed}` }),
            'monthly',
          ),
        ];
        const trail = ['bind three policies'];
        let nonEmpty = await checkRouteTotals(d, trail.join(' / '));
        const cancelled = new Set<string>();
        for (let step = 0; step < 6; step += 1) {
          trail.push(await randomWrite(d, policies, cancelled));
          nonEmpty += await checkRouteTotals(d, trail.join(' / '));
        }
        if (process.env.DEBUG_TOTALS) console.log(trail.join('\n  '));
        // The comparisons counted invoices, not only empty selections.
        expect(nonEmpty).toBeGreaterThan(20);
      },
    );
  }

  it('answer nothing for a user without a brokerage, and a broker asking for another brokerage', async () => {
    await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'monthly');
    const none = { count: 0, billed: 0, paid: 0, owing: 0 };
    expect(await summaryInvoiceTotals(t.db, { kind: 'brokerage', brokerageId: null }, {})).toEqual(none);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/invoices?brokerageId=${BROKERAGE_IDS.coastal}`,
      headers: { cookie: cookies.broker },
    });
    expect((response.json() as InvoiceSearchResponse).totals).toEqual(none);
    const own = await t.app.inject({
      method: 'GET',
      url: '/api/invoices',
      headers: { cookie: cookies.broker },
    });
    expect((own.json() as InvoiceSearchResponse).totals.count).toBeGreaterThan(0);
  });
});

describe('the summary rows under any invoice write (SQL statements, as any writer would make them)', () => {
  const TYPES = [...Object.values(INVOICE_KINDS).flatMap((kind) => kind.types), 'a type no kind lists'];
  let counter = 0;

  /** A due instant near a Vancouver midnight (either side), or anywhere in a day, within about a year. */
  function randomDue(d: Draw): Date {
    const day = addDaysToDay('2026-11-26', d.int(-400, 400));
    const midnight = policyEffectiveInstant(day).getTime() - 60_000;
    const offset = d.pick([0, -1, 1, -1000, 60_000, d.int(0, 86_399) * 1000]);
    return new Date(midnight + offset);
  }

  async function someApplications(count: number): Promise<string[]> {
    const rows = await t.db.select({ id: applications.id }).from(applications).limit(count);
    return rows.map((row) => row.id);
  }

  async function insertInvoices(d: Draw, ids: string[], count: number) {
    const rows = Array.from({ length: count }, () => {
      counter += 1;
      const due = d.int(0, 100_000);
      return {
        applicationId: d.pick(ids),
        number: `TOT-${counter}`,
        type: d.pick(TYPES),
        status: d.pick(INVOICE_STATUSES),
        amountDue: due,
        amountPaid: d.pick([0, due, d.int(0, due)]),
        dueDate: randomDue(d),
      };
    });
    await t.db.insert(invoices).values(rows);
  }

  /** Summary and exact totals agree for random filters under each scope; returns the non-empty ones. */
  async function checkSummary(d: Draw, label: string, rounds = 25): Promise<number> {
    const days = await candidateDays();
    const scopes: [AccessScope, UserKey | null][] = [
      [{ kind: 'all' }, 'admin'],
      [{ kind: 'brokerage', brokerageId: BROKERAGE_IDS.maple }, 'broker'],
      [{ kind: 'brokerage', brokerageId: BROKERAGE_IDS.coastal }, 'broker2'],
    ];
    let nonEmpty = 0;
    for (let round = 0; round < rounds; round += 1) {
      const [scope, user] = d.pick(scopes);
      const filter = round === 0 ? {} : randomFilter(d, days);
      const summary = await summaryInvoiceTotals(t.db, scope, filter);
      // Vancouver days start on whole UTC hours: every range is answered from the summary rows.
      if (!summary) throw new Error(`no summary answer for ${JSON.stringify(filter)}`);
      expect(summary, `${label}: ${JSON.stringify(scope)} ${JSON.stringify(filter)}`).toEqual(
        await exact(user!, filter),
      );
      if (summary.count > 0) nonEmpty += 1;
    }
    return nonEmpty;
  }

  for (const seed of seeds(43_000, Number(process.env.INVOICE_TOTAL_SEQUENCES ?? 3))) {
    it(
      `keep the totals exact through random inserts, updates, deletes and transfers (seed ${seed})`,
      { timeout: 120_000 },
      async () => {
        const d = draw(random(seed));
        const ids = await someApplications(12);
        const trail: string[] = [];
        let nonEmpty = 0;
        for (let step = 0; step < 14; step += 1) {
          const ours = (
            await t.db
              .select({ id: invoices.id })
              .from(invoices)
              .where(sql`${invoices.number} like 'TOT-%'`)
          ).map((row) => row.id);
          const action =
            ours.length < 5 ? 'insert' : d.pick(['insert', 'update', 'update', 'delete', 'transfer']);
          const chosen = ours.filter(() => d.chance(0.3));
          if (action === 'insert') {
            const count = d.int(1, 40);
            await insertInvoices(d, ids, count);
            trail.push(`insert ${count}`);
          } else if (action === 'update') {
            const change = d.pick(['status', 'paid', 'due', 'application', 'type', 'nothing'] as const);
            const set = {
              status: { status: d.pick(INVOICE_STATUSES) },
              paid: {
                amountPaid: sql`least(${invoices.amountDue}, ${invoices.amountPaid} + ${d.int(1, 5_000)})`,
              },
              due: { dueDate: sql`${invoices.dueDate} + make_interval(days => ${d.int(-40, 40)})` },
              application: { applicationId: d.pick(ids) },
              type: { type: d.pick(TYPES) },
              nothing: { description: `touched ${step}` },
            }[change];
            await t.db
              .update(invoices)
              .set(set)
              .where(inArray(invoices.id, chosen.length ? chosen : ours.slice(0, 1)));
            trail.push(`update ${change} of ${chosen.length || 1}`);
          } else if (action === 'delete') {
            await t.db
              .delete(invoices)
              .where(inArray(invoices.id, chosen.length ? chosen : ours.slice(0, 1)));
            trail.push(`delete ${chosen.length || 1}`);
          } else {
            // A transfer moves an application (and its invoices' totals) to another brokerage.
            const id = d.pick(ids);
            await t.db
              .update(applications)
              .set({ brokerageId: d.pick(BROKERAGES) })
              .where(eq(applications.id, id));
            trail.push('transfer');
          }
          nonEmpty += await checkSummary(d, trail.join(' / '));
        }
        expect(nonEmpty).toBeGreaterThan(100);
      },
    );
  }

  it('a statement that fails changes no summary row (same transaction)', async () => {
    const d = draw(random(44_000));
    const [id] = await someApplications(1);
    await insertInvoices(d, [id!], 3);
    const before = await t.db.select().from(invoiceHourTotals);
    counter += 1;
    const duplicate = `TOT-${counter}`;
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(invoices).values({
          applicationId: id!,
          number: duplicate,
          type: 'manual',
          status: 'open',
          amountDue: 5_000,
          dueDate: new Date(),
        });
        // The same number again: the unique index refuses it, and the transaction rolls back.
        await tx.insert(invoices).values({
          applicationId: id!,
          number: duplicate,
          type: 'manual',
          status: 'open',
          amountDue: 5_000,
          dueDate: new Date(),
        });
      }),
    ).rejects.toThrow();
    expect(await t.db.select().from(invoiceHourTotals)).toEqual(before);
  });

  it("the migration's backfill of existing invoices gives the rows the triggers keep", async () => {
    const d = draw(random(45_000));
    await insertInvoices(d, await someApplications(20), 60);
    const order = (rows: { invoiceCount: number }[]) =>
      rows
        .filter((row) => row.invoiceCount !== 0)
        .map((row) => JSON.stringify(row))
        .sort();
    const kept = {
      days: order(await t.db.select().from(invoiceHourTotals)),
      months: order(await t.db.select().from(invoiceMonthTotals)),
    };
    expect(kept.days.length).toBeGreaterThan(20);
    const migration = readFileSync(`${MIGRATIONS_FOLDER}/0022_invoice_totals.sql`, 'utf8');
    const backfill = migration
      .slice(migration.indexOf('-- The invoices already there.'))
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter(Boolean);
    expect(backfill).toHaveLength(2);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`delete from invoice_hour_totals`);
      await tx.execute(sql`delete from invoice_month_totals`);
      for (const statement of backfill) await tx.execute(sql.raw(statement));
    });
    expect(order(await t.db.select().from(invoiceHourTotals))).toEqual(kept.days);
    expect(order(await t.db.select().from(invoiceMonthTotals))).toEqual(kept.months);
  });
});

describe('utcRangeParts', () => {
  const at = (iso: string) => new Date(iso);
  it('splits Vancouver due days into whole UTC months and the hours at either end', () => {
    expect(utcRangeParts(undefined, undefined)).toEqual({ months: {}, hours: [] });
    // Vancouver midnight of 2026-01-15 is 08:00 UTC (PST); of 2026-04-01, 07:00 UTC (PDT).
    expect(utcRangeParts('2026-01-15', '2026-03-31')).toEqual({
      months: { from: '2026-02-01', to: '2026-04-01' },
      hours: [
        { from: at('2026-01-15T08:00:00Z'), to: at('2026-02-01T00:00:00Z') },
        { from: at('2026-04-01T00:00:00Z'), to: at('2026-04-01T07:00:00Z') },
      ],
    });
    expect(utcRangeParts('2026-01-01', undefined)).toEqual({
      months: { from: '2026-02-01' },
      hours: [{ from: at('2026-01-01T08:00:00Z'), to: at('2026-02-01T00:00:00Z') }],
    });
    expect(utcRangeParts(undefined, '2026-03-10')).toEqual({
      months: { to: '2026-03-01' },
      hours: [{ from: at('2026-03-01T00:00:00Z'), to: at('2026-03-11T07:00:00Z') }],
    });
    expect(utcRangeParts('2026-03-02', '2026-03-30')).toEqual({
      months: null,
      hours: [{ from: at('2026-03-02T08:00:00Z'), to: at('2026-03-31T07:00:00Z') }],
    });
    expect(utcRangeParts('2026-03-02', '2026-03-01')).toEqual({ months: null, hours: [] });
  });
});
