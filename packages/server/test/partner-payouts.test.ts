import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, CommissionReportResponse, PartnerPayout } from '@bm/contracts';
import {
  addDaysToDay,
  formatDate,
  INSURERS,
  payoutPeriodDays,
  payoutPeriodOf,
  policyEffectiveInstant,
} from '@bm/domain';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import { groupPartnerPayouts } from '../src/modules/partner-payouts/payout-service.ts';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let clock = new Date();
const cookies = { broker: '', broker2: '', finance: '' };
let mine: Application;
const period = payoutPeriodOf(formatDate(clock));
// The month after the policies were bound: its second day, at noon in Vancouver.
const nextMonth = payoutPeriodDays(period).next;
const laterNow = new Date(policyEffectiveInstant(addDaysToDay(nextMonth, 1)).getTime() + 12 * 3_600_000);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
  mine = await bindPolicy(
    t,
    cookies.broker,
    'tenants',
    tenantsForm({ 'insured-name': 'Payout One' }),
    'annual',
  );
  await bindPolicy(t, cookies.broker, 'tenants', tenantsForm({ 'insured-name': 'Payout Two' }), 'monthly');
  await bindPolicy(
    t,
    cookies.broker2,
    'tenants',
    tenantsForm({ 'insured-name': 'Payout Coastal' }),
    'annual',
  );
});
afterAll(() => t?.close());

const get = async <T>(url: string, cookie = cookies.finance) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const complete = (
  payout: Pick<PartnerPayout, 'id' | 'partnerType'>,
  transferDate: string,
  cookie = cookies.finance,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/invoices/partner/${payout.partnerType}/${payout.id}/completes`,
    headers: { cookie },
    payload: { transferDate },
  });

describe('partner payouts', () => {
  it('groups nothing while the month is still going', async () => {
    expect(await groupPartnerPayouts(t.db, clock)).toEqual({ payouts: 0, lines: 0 });
  });

  it("groups an ended month's lines into one payout per brokerage and per insurer, amounts the report's sums, once", async () => {
    clock = laterNow;
    // A new day: everyone signs in again.
    for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
      cookies[key] = await sessionCookie(t.db, key, clock);
    const first = await groupPartnerPayouts(t.db, clock);
    expect(first.payouts).toBeGreaterThanOrEqual(3);
    expect(await groupPartnerPayouts(t.db, clock)).toEqual({ payouts: 0, lines: 0 });

    const { items } = await get<{ items: PartnerPayout[] }>(`/api/invoices/partner?period=${period}`);
    const maple = items.find((p) => p.partnerType === 'brokerage' && p.partnerId === BROKERAGE_IDS.maple)!;
    const report = await get<CommissionReportResponse>(
      `/api/reports/commissions?brokerageId=${BROKERAGE_IDS.maple}&from=${period}-01&to=${addDaysToDay(nextMonth, -1)}`,
    );
    expect(maple).toMatchObject({
      // Numbered by the brokerage's sign-up code and the insurers' ids: unique (a unique index holds it).
      number: `PAY-${period.replace('-', '')}-B-MAPLE`,
      status: 'open',
      amount: report.totals.brokerCommission,
      lineCount: report.totals.count,
    });
    const insurers = items.filter((p) => p.partnerType === 'insurer');
    expect(insurers.map((p) => p.number)).toEqual(
      insurers.map((p) => `PAY-${period.replace('-', '')}-I-${p.partnerId.toUpperCase()}`),
    );
    // Each insurer by its name, not by its id.
    expect(insurers.length).toBeGreaterThan(0);
    for (const insurer of insurers) {
      expect(insurer.partnerName).toBe(INSURERS.find((i) => i.id === insurer.partnerId)!.name);
    }
    expect(new Set(items.map((p) => p.number)).size).toBe(items.length);
    const all = await get<CommissionReportResponse>(
      `/api/reports/commissions?from=${period}-01&to=${addDaysToDay(nextMonth, -1)}`,
    );
    expect(insurers.reduce((sum, p) => sum + p.amount, 0)).toBe(all.totals.insurerPremium);
  });

  it("completes a brokerage's payout on its transfer date: the report then reads Paid for its lines, and only those", async () => {
    const { items } = await get<{ items: PartnerPayout[] }>(
      `/api/invoices/partner?period=${period}&partnerType=brokerage`,
    );
    const maple = items.find((p) => p.partnerId === BROKERAGE_IDS.maple)!;

    expect((await complete(maple, nextMonth, cookies.broker)).statusCode).toBe(403);
    const future = await complete(maple, addDaysToDay(nextMonth, 5));
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ message: 'Transfer date must be a day, YYYY-MM-DD, not after today.' });
    const early = await complete(maple, `${period}-01`);
    expect(early.json()).toEqual({
      message: 'The transfer date cannot be before the end of the payout period.',
    });

    const done = await complete(maple, nextMonth);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe(
      `Request to complete invoice # ${maple.number} had been completed successfully.`,
    );
    expect((await complete(maple, nextMonth)).statusCode).toBe(409);

    const paid = await get<CommissionReportResponse>(
      '/api/reports/commissions?payoutStatus=Paid',
      cookies.broker,
    );
    expect(paid.items.map((l) => l.policyNumber)).toContain(mine.policyNumber);
    // Each line's own status (read per line on the payout lines' key, decision 0100) says so too.
    expect(paid.items.every((l) => l.payoutStatus === 'Paid')).toBe(true);
    const unfiltered = await get<CommissionReportResponse>('/api/reports/commissions', cookies.broker);
    const mineLines = unfiltered.items.filter((l) => l.policyNumber === mine.policyNumber);
    expect(mineLines.map((l) => l.transactionId).sort()).toEqual(
      paid.items.filter((l) => l.policyNumber === mine.policyNumber).map((l) => l.transactionId).sort(),
    );
    expect(mineLines.every((l) => l.payoutStatus === 'Paid')).toBe(true);
    const coastal = await get<CommissionReportResponse>(
      `/api/reports/commissions?brokerageId=${BROKERAGE_IDS.coastal}`,
    );
    expect(coastal.items.every((l) => l.payoutStatus === 'Not Paid')).toBe(true);
  });

  it('answers 404 for an unknown payout and 400 for a bad partner', async () => {
    const missing = await complete({ id: crypto.randomUUID(), partnerType: 'insurer' }, nextMonth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'No such partner invoice.' });
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/partner/carrier/${crypto.randomUUID()}/completes`,
      headers: { cookie: cookies.finance },
      payload: { transferDate: nextMonth },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/invoices/partner',
          headers: { cookie: cookies.broker },
        })
      ).statusCode,
    ).toBe(403);
  });
});
