import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { ApplicationListItem, ApplicationSort } from '@bm/contracts';
import { applications } from '../src/db/schema.ts';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import { isHidden, SEEDED } from './helpers/seeded.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin = '';
let broker = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionCookie(t.db, 'admin');
  broker = await sessionCookie(t.db, 'broker');
});
afterAll(() => t?.close());

const list = async (cookie: string, params: Record<string, string>) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/applications?${new URLSearchParams(params)}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: ApplicationListItem[]; nextCursor: string | null };
};

/** Follows nextCursor to the end and returns every item in order. */
async function walk(cookie: string, params: Record<string, string>) {
  const items: ApplicationListItem[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 200; page += 1) {
    const body = await list(cookie, cursor ? { ...params, cursor } : params);
    expect(body.items.length).toBeLessThanOrEqual(Number(params.limit ?? 25));
    items.push(...body.items);
    cursor = body.nextCursor;
    if (!cursor) return items;
  }
  throw new Error('paging did not end');
}

const COLUMNS: Record<ApplicationSort, AnyColumn> = {
  createdAt: applications.createdAt,
  policyNumber: applications.policyNumber,
  insuredName: applications.insuredName,
  policyEffectiveDate: applications.policyEffectiveDate,
  policyExpiryDate: applications.policyExpiryDate,
  totalPremium: applications.totalPremium,
};

/** The same listing in one plain query: ORDER BY column NULLS LAST, id, no paging. */
async function expectedIds(sort: ApplicationSort, order: 'asc' | 'desc', brokerageId?: string) {
  const direction = order === 'asc' ? asc : desc;
  const rows = await t.db
    .select({ id: applications.id })
    .from(applications)
    .where(brokerageId ? eq(applications.brokerageId, brokerageId) : undefined)
    .orderBy(sql`${COLUMNS[sort]} is null`, direction(COLUMNS[sort]), direction(applications.id));
  return rows.map((r) => r.id);
}

describe('GET /api/applications: keyset paging', () => {
  const cases: [ApplicationSort, 'asc' | 'desc'][] = [
    ['createdAt', 'desc'],
    ['createdAt', 'asc'],
    ['policyNumber', 'asc'],
    ['policyNumber', 'desc'],
    ['insuredName', 'asc'],
    ['policyEffectiveDate', 'desc'],
    ['policyExpiryDate', 'asc'],
    ['totalPremium', 'desc'],
  ];

  it.each(cases)('walks every row exactly once sorted by %s %s', async (sort, order) => {
    const items = await walk(admin, { sort, order, limit: '23', includeClosed: 'true' });
    const [{ n } = { n: 0 }] = await t.db.select({ n: count() }).from(applications);
    const ids = items.map((i) => i.applicationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(n);
    expect(ids).toEqual(await expectedIds(sort, order));
  });

  it('walks a broker through exactly their brokerage', async () => {
    const items = await walk(broker, {
      sort: 'policyNumber',
      order: 'desc',
      limit: '7',
      includeClosed: 'true',
    });
    const ids = items.map((i) => i.applicationId);
    expect(ids).toEqual(await expectedIds('policyNumber', 'desc', BROKERAGE_IDS.maple));
  });

  it('puts rows without a policy number last in both directions', async () => {
    for (const order of ['asc', 'desc']) {
      const items = await walk(admin, { sort: 'policyNumber', order, limit: '100', includeClosed: 'true' });
      const firstNull = items.findIndex((i) => i.policyNumber === null);
      expect(firstNull).toBeGreaterThan(0);
      expect(items.slice(firstNull).every((i) => i.policyNumber === null)).toBe(true);
    }
  });

  it('ends with a null cursor and honours limit', async () => {
    const first = await list(admin, { limit: '5' });
    expect(first.items).toHaveLength(5);
    expect(first.nextCursor).toEqual(expect.any(String));
    const all = await list(admin, { limit: '100', province: 'NU' });
    expect(all.nextCursor).toBeNull();
  });

  it("answers 400 'Invalid cursor' for a malformed or foreign cursor", async () => {
    const { nextCursor } = await list(admin, { limit: '5' });
    const cases: Record<string, string>[] = [
      { cursor: 'not-a-cursor' },
      { cursor: Buffer.from('["createdAt","desc","x","y"]').toString('base64url') },
      { cursor: nextCursor!, sort: 'insuredName' },
      { cursor: nextCursor!, order: 'asc' },
    ];
    for (const params of cases) {
      const response = await t.app.inject({
        url: `/api/applications?${new URLSearchParams(params)}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid cursor' });
    }
  });

  it('refuses a page size over 100 with a JSON message', async () => {
    const response = await t.app.inject({ url: '/api/applications?limit=101', headers: { cookie: admin } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

const visible = SEEDED.filter((a) => !isHidden(a));

describe('GET /api/applications: filters', () => {
  it('hides Closed-Loss and Closed-Test unless asked', async () => {
    const hidden = SEEDED.filter(isHidden);
    expect(hidden.length).toBeGreaterThan(0);
    const shown = await walk(admin, { limit: '100' });
    expect(shown).toHaveLength(visible.length);
    expect(shown.some((i) => i.salesStatus === 'Closed-Loss' || i.salesStatus === 'Closed-Test')).toBe(false);
    expect(await walk(admin, { limit: '100', includeClosed: 'true' })).toHaveLength(SEEDED.length);
    const lost = await walk(admin, { limit: '100', salesStatus: 'Closed-Loss' });
    expect(lost).toHaveLength(SEEDED.filter((a) => a.salesStatus === 'Closed-Loss').length);
  });

  it('filters by a list of statuses and of sales statuses', async () => {
    const items = await walk(admin, {
      limit: '100',
      status: 'bound,cancelled',
      salesStatus: 'Closed-Won,Open',
    });
    const expected = SEEDED.filter(
      (a) => ['bound', 'cancelled'].includes(a.status) && ['Closed-Won', 'Open'].includes(a.salesStatus!),
    );
    expect(items).toHaveLength(expected.length);
  });

  it('filters by product, brokerage, province and payment period', async () => {
    const filters = [
      ['productId', 'tenants', (a: (typeof SEEDED)[number]) => a.productId === 'tenants'],
      [
        'brokerageId',
        BROKERAGE_IDS.prairie,
        (a: (typeof SEEDED)[number]) => a.brokerageId === BROKERAGE_IDS.prairie,
      ],
      ['province', 'BC', (a: (typeof SEEDED)[number]) => a.province === 'BC'],
      ['paymentPeriod', 'monthly', (a: (typeof SEEDED)[number]) => a.paymentPeriod === 'monthly'],
    ] as const;
    for (const [key, value, keep] of filters) {
      const items = await walk(admin, { limit: '100', [key]: value });
      expect(items.length, key).toBe(visible.filter(keep).length);
      expect(items.length, key).toBeGreaterThan(0);
    }
  });

  it('answers 400 for an unknown status', async () => {
    const response = await t.app.inject({
      url: '/api/applications?status=bogus',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/applications: renewals', () => {
  it('labels a renewal apart from the policy it renews', async () => {
    const renewals = SEEDED.filter((a) => a.transactionType === 'Renewal' && !isHidden(a));
    expect(renewals.length).toBeGreaterThan(0);
    const items = await walk(admin, { limit: '100' });
    const labelled = items.filter((item) => item.isRenewal).map((item) => item.applicationId);
    expect(labelled.sort()).toEqual(renewals.map((a) => a.id!).sort());
  });
});

describe('GET /api/applications: search', () => {
  const bound = SEEDED.find((a) => a.policyNumber && !isHidden(a))!;

  it('finds by policy number', async () => {
    const { items } = await list(admin, { search: bound.policyNumber!.toLowerCase() });
    expect(items.map((i) => i.applicationId)).toEqual([bound.id]);
  });

  it('finds every policy whose number starts with a typed prefix (code and year, then digits)', async () => {
    const prefix = bound.policyNumber!.slice(0, -2);
    const expected = SEEDED.filter((a) => !isHidden(a) && a.policyNumber?.startsWith(prefix));
    const items = await walk(admin, { limit: '100', search: prefix.toLowerCase() });
    expect(items.map((i) => i.applicationId).sort()).toEqual(expected.map((a) => a.id).sort());
    expect(items.length).toBeGreaterThan(1);
  });

  it('finds by part of the insured name, whatever the case', async () => {
    const expected = SEEDED.filter((a) => !isHidden(a) && a.insuredName!.toLowerCase().includes('tremblay'));
    expect(expected.length).toBeGreaterThan(0);
    const items = await walk(admin, { limit: '100', search: 'TREMBLAY' });
    expect(items.map((i) => i.applicationId).sort()).toEqual(expected.map((a) => a.id).sort());
  });

  it('finds by email', async () => {
    const { items } = await list(admin, { search: bound.email! });
    expect(items.map((i) => i.applicationId)).toEqual([bound.id]);
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect((await list(admin, { search: '%' })).items).toEqual([]);
    expect((await list(admin, { search: '_' })).items).toEqual([]);
  });

  it('searches only within the broker brokerage', async () => {
    const items = await walk(broker, { limit: '100', search: 'example.net' });
    expect(items.length).toBe(visible.filter((a) => a.brokerageId === BROKERAGE_IDS.maple).length);
  });
});
