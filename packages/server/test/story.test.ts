import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtensionStateResponse, InvoiceSearchResponse } from '@bm/contracts';
import { addDaysToDay, calendarDaysBetween, PRODUCT_DEFINITIONS, quoteApplication } from '@bm/domain';
import { completeAnswers } from '../src/db/seed.ts';
import { auditMoney } from '../src/modules/audit/money-audit.ts';
import { openDeclineDay, REFERRING_ANSWERS, STORY_LAST_DAY, storyCalendar, storyPlan } from '../src/story/plan.ts';
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

const rows = async <T>(query: string) =>
  ((await t.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const count = async (query: string) => Number((await rows<{ n: number }>(query))[0]!.n);
/** The policy (not its renewal) with this number. */
const policy = async (policyNumber: string) =>
  (
    await rows<{
      id: string;
      status: string;
      non_renewable: boolean;
      bind_stopped: boolean;
      payment_period: 'annual' | 'monthly' | 'instalment';
      bound_quote: { stripeFees: Record<string, number> };
    }>(
      `select id, status, non_renewable, bind_stopped, payment_period, bound_quote from applications
       where policy_number = '${policyNumber}' and renewal_of_id is null`,
    )
  )[0]!;

describe('the demo story', () => {
  it('plans the same story every run, over about eighteen months', () => {
    expect(storyPlan(60)).toEqual(storyPlan(60));
    const { firstDay, lastDay } = storyCalendar();
    expect([firstDay, lastDay]).toEqual([addDaysToDay(STORY_LAST_DAY, -540), STORY_LAST_DAY]);
    expect(told.days).toBe(541);
  });

  it('tells the same business to any last day, every day of it moved by as many days', () => {
    // The demo's snapshot is told to the day before it is made (docs/decisions/0071).
    const later = storyCalendar('2027-06-30');
    const shift = calendarDaysBetween(STORY_LAST_DAY, '2027-06-30');
    const moved = (day: string) => addDaysToDay(day, shift);
    const plan = storyPlan(300);
    const planLater = storyPlan(300, later);
    // The same people start the same applications, as many days later; their events are the same,
    // in the same order, each as many days later, or up to three more or fewer where it counts
    // months (a construction project's term ends on the same date of a later month).
    const identity = ({ events: _events, day: _day, ...who }: (typeof plan)[number]) => who;
    expect(planLater.map(identity)).toEqual(plan.map(identity));
    expect(planLater.map((application) => application.day)).toEqual(plan.map((a) => moved(a.day)));
    const withoutDays = (application: (typeof plan)[number]) =>
      application.events.map(({ day: _day, ...event }) => event);
    expect(planLater.map(withoutDays)).toEqual(plan.map(withoutDays));
    plan.forEach((application, at) =>
      application.events.forEach((event, e) => {
        const gap = calendarDaysBetween(moved(event.day), planLater[at]!.events[e]!.day);
        expect(Math.abs(gap), `${application.insuredName}'s ${event.kind}`).toBeLessThanOrEqual(3);
      }),
    );
    expect(later.firstDay).toBe(moved(storyCalendar().firstDay));
    expect(later.waitingExtensionDay).toBe('2027-06-27');
    expect(() => storyCalendar('2027-02-30')).toThrow(/must be a day \(YYYY-MM-DD\)/);
    expect(() => storyCalendar('yesterday')).toThrow(/must be a day/);
    // The instalment left declined at the end falls due a month after a day of the month before.
    expect(openDeclineDay(storyCalendar('2026-11-27'))).toBe('2026-11-25');
    expect(openDeclineDay(storyCalendar('2027-05-31'))).toBe('2027-05-29');
    expect(openDeclineDay(storyCalendar('2028-03-31'))).toBe('2028-03-29');
    expect(openDeclineDay(storyCalendar('2027-03-30'))).toBe('2027-03-28');
    expect(openDeclineDay(storyCalendar('2027-03-31'))).toBeNull();
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

  it('tells the breadth of the business, each through its own path and role', async () => {
    for (const kind of [
      'referred',
      'approveReferral',
      'rejectReferral',
      'closeLead',
      'declineRenewal',
      'requestExtensionReview',
      'priceExtension',
      'buyExtension',
      'transfer',
      'note',
      'brokerCancel',
      'endorse',
      'financeAdjustment',
      'offPlatformPayment',
      'rejected',
      'transferLead',
      'stopRenewal',
      'additionalInsured',
      'portalRequest',
      'voidInvoice',
      'waiveMpf',
      'payOverdue',
      'refundMpf',
    ])
      expect(told.done[kind] ?? 0, kind).toBeGreaterThan(0);
    // Only what reads the state first may find nothing to do (no refund owed after a change).
    expect(told.firstRefusal).toEqual(
      told.refused.settleRefunds ? { settleRefunds: expect.any(String) } : {},
    );
    // The examples the README points at.
    for (const example of [
      'declinedMonthly',
      'extensionWaiting',
      'rejectReferral',
      'transfer',
      'declineRenewal',
      'rejected',
      'manuallyBoundLater',
    ])
      expect(told.examples[example]?.length ?? 0, example).toBeGreaterThan(0);

    // Endorsements raise and lower limits, on more products than tenants and contractors.
    const endorsed = await rows<{ product_id: string; up: boolean }>(
      `select a.product_id, t.premium_delta_cents > 0 as up from policy_transactions t
       join applications a on a.id = t.application_id where t.type = 'Endorsement' and t.premium_delta_cents <> 0`,
    );
    expect(endorsed.some((row) => row.up)).toBe(true);
    expect(endorsed.some((row) => !row.up)).toBe(true);
    expect(endorsed.some((row) => !['tenants', 'contractors'].includes(row.product_id))).toBe(true);

    // A debit card pays no credit card surcharge.
    const debit = await policy(told.examples.debit![0]!);
    expect(debit.bound_quote.stripeFees[debit.payment_period]).toBe(0);

    // The underwriter bound one referral (paid off the platform) and stopped another.
    const approved = await policy(told.examples.approveReferral![0]!);
    expect(approved.status).toBe('bound');
    const [stopped] = await rows<{ status: string; bind_stopped: boolean }>(
      `select status, bind_stopped from applications
       where insured_name = '${told.examples.rejectReferral![0]!}' and status = 'referred'`,
    );
    expect(stopped).toEqual({ status: 'referred', bind_stopped: true });

    // A declined renewal is not renewed; a transferred account has its Transfer row.
    expect((await policy(told.examples.declineRenewal![0]!)).non_renewable).toBe(true);
    const transferred = await policy(told.examples.transfer![0]!);
    expect(
      await count(
        `select count(*)::int as n from policy_transactions where application_id = '${transferred.id}' and type = 'Transfer'`,
      ),
    ).toBe(1);

    // Ineligible answers leave the application rejected, unpriced; an open lead changed hands.
    expect(
      await rows<{ status: string; quote: unknown }>(
        `select status, quote from applications where insured_name = '${told.examples.rejected![0]!}'`,
      ),
    ).toContainEqual({ status: 'rejected', quote: null });
    expect(
      await rows<{ status: string; moved: number }>(
        `select a.status, (select count(*)::int from policy_transactions t where t.application_id = a.id
           and t.type in ('Transfer', 'Lead Transfer')) as moved
         from applications a where insured_name = '${told.examples.transferLead![0]!}'`,
      ),
    ).toContainEqual({ status: 'quoted', moved: 1 });

    // The underwriter stopped a renewal; a broker issued a certificate; a tenant asked on the portal.
    expect((await policy(told.examples.stopRenewal![0]!)).non_renewable).toBe(true);
    const historyOf = async (policyNumber: string, type: string) =>
      count(
        `select count(*)::int as n from policy_transactions where type = '${type}'
         and application_id = '${(await policy(policyNumber)).id}'`,
      );
    expect(await historyOf(told.examples.stopRenewal![0]!, 'Renewal Stopped')).toBe(1);
    expect(await historyOf(told.examples.additionalInsured![0]!, 'Additional Insured')).toBe(1);
    expect(
      await count(
        `select count(*)::int as n from tickets t join applications a on a.id = t.application_id
         where a.policy_number = '${told.examples.portalRequest![0]!}'`,
      ),
    ).toBeGreaterThan(0);

    // Invoices voided: a manual invoice by the underwriter, a missed payment fee waived by the
    // broker; a fee paid with the overdue invoices and refunded to the card by finance.
    const invoicesOf = async (policyNumber: string) =>
      rows<{ type: string; status: string; is_mpf: boolean }>(
        `select type, status, is_mpf from invoices where application_id = '${(await policy(policyNumber)).id}'`,
      );
    expect(await invoicesOf(told.examples.voidInvoice![0]!)).toContainEqual(
      expect.objectContaining({ type: 'manual', status: 'void' }),
    );
    expect(await invoicesOf(told.examples.waiveMpf![0]!)).toContainEqual(
      expect.objectContaining({ is_mpf: true, status: 'void' }),
    );
    expect(await historyOf(told.examples.refundMpf![0]!, 'Refund')).toBe(1);

    // An extension waits for the underwriter at the story's end.
    const waiting = await policy(told.examples.extensionWaiting![0]!);
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${waiting.id}/extension`,
      headers: { cookie: await sessionCookie(t.db, 'underwriter') },
    });
    expect((state.json() as ExtensionStateResponse).referral).toMatchObject({ status: 'underReview' });
  });

  it("refers each product's referring answers to an underwriter, still priced so that one can bind them", () => {
    for (const [productId, answers] of Object.entries(REFERRING_ANSWERS)) {
      const { form } = completeAnswers(1, productId, {
        effectiveDay: '2026-03-10',
        today: '2026-03-02',
        insuredName: 'Ada Lovelace',
        email: 'ada@example.net',
        phone: '604-555-0101',
        street: '10 Main Street',
        province: 'ON',
      });
      const rated = quoteApplication(
        PRODUCT_DEFINITIONS[productId]!,
        { ...form, ...answers },
        { today: '2026-03-02' },
      );
      expect([productId, rated.eligibility.status, rated.quote.priced]).toEqual([
        productId,
        'referred',
        true,
      ]);
    }
  });
});
