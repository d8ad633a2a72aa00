import { count, countDistinct, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  formatDate,
  PAYMENT_PERIODS,
  PRODUCT_DEFINITIONS,
  quoteApplication,
  type Form,
  POLICY_STATUSES,
  SALES_STATUSES,
  quoteBreakdown,
  type Quote,
  type Province,
} from '@bm/domain';
import { applications, brokerages, policyTransactions, products, users } from '../src/db/schema.ts';
import { BROKERAGE_IDS, DEMO_USERS, seedApplicationId } from '../src/db/seed-data.ts';
import { seedApplication } from '../src/db/seed.ts';
import { renewalDueId } from '../src/db/seed-renewals-due.ts';
import { offerDueRenewals } from '../src/modules/renewal/offer-job.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const distinct = async (column: Parameters<typeof countDistinct>[0]) =>
  (await t.db.select({ n: countDistinct(column) }).from(applications))[0]!.n;

describe('the demo seed', () => {
  it('is deterministic: the same fixed ids and values every run', () => {
    expect(seedApplication(42)).toEqual(seedApplication(42));
    expect(seedApplication(42).id).toBe(seedApplicationId(42));
    expect(seedApplication(41)).not.toEqual(seedApplication(42));
  });

  it('holds brokerages, one agency, every demo login and the catalogue', async () => {
    const rows = await t.db.select().from(brokerages);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((b) => b.isAgency).map((b) => b.id)).toEqual([BROKERAGE_IDS.apollo]);
    for (const demo of Object.values(DEMO_USERS)) {
      const [user] = await t.db.select().from(users).where(eq(users.id, demo.id));
      expect(user, demo.email).toMatchObject({ email: demo.email, status: 'CONFIRMED' });
      expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
    }
    const [mfa] = await t.db.select().from(users).where(eq(users.id, DEMO_USERS.mfa.id));
    expect(mfa!.mfaEnabled).toBe(true);
    expect((await t.db.select({ n: count() }).from(products))[0]!.n).toBe(CATALOGUE.length);
  });

  it('spreads at least 300 applications over every status, sales status, product, period and many provinces', async () => {
    expect((await t.db.select({ n: count() }).from(applications))[0]!.n).toBeGreaterThanOrEqual(300);
    expect(await distinct(applications.status)).toBe(POLICY_STATUSES.length);
    expect(await distinct(applications.salesStatus)).toBe(SALES_STATUSES.length);
    expect(await distinct(applications.paymentPeriod)).toBe(PAYMENT_PERIODS.length);
    expect(await distinct(applications.productId)).toBe(CATALOGUE.length);
    expect(await distinct(applications.province)).toBeGreaterThanOrEqual(8);
    expect(await distinct(applications.brokerageId)).toBe(4);
    const [{ years } = { years: 0 }] = await t.db
      .select({ years: countDistinct(sql`extract(year from ${applications.createdAt})`) })
      .from(applications);
    expect(years).toBeGreaterThanOrEqual(2);
  });

  it('holds priced tenants policies of every brokerage due for renewal within 60 days of the first start, whose renewals price', async () => {
    const due = await t.db
      .select()
      .from(applications)
      .where(sql`${applications.id}::text like '00000000-0000-4000-b000-%'`);
    expect(due.length).toBeGreaterThanOrEqual(5);
    expect(new Set(due.map((row) => row.brokerageId)).size).toBe(4);
    const now = Date.now();
    for (const policy of due) {
      expect(policy).toMatchObject({ status: 'bound', productId: 'tenants' });
      const daysLeft = (policy.policyExpiryDate!.getTime() - now) / 86_400_000;
      expect(daysLeft).toBeGreaterThan(14);
      expect(daysLeft).toBeLessThan(60);
      expect((policy.quote as Quote).priced).toBe(true);
      expect(policy.totalPremium).toBe((policy.quote as Quote).total.annual);
    }

    const { offered, failed } = await offerDueRenewals({ db: t.db }, new Date());
    expect(failed).toEqual([]);
    expect(offered.length).toBeGreaterThanOrEqual(due.length);
    const renewed = await t.db
      .select({ of: applications.renewalOfId })
      .from(applications)
      .where(sql`${applications.renewalOfId}::text like '00000000-0000-4000-b000-%'`);
    expect(renewed.map((row) => row.of).sort()).toEqual(due.map((policy) => policy.id).sort());
    const [renewal] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.renewalOfId, renewalDueId(1)));
    expect(renewal).toMatchObject({ status: 'quoted', transactionType: 'Renewal' });
    expect(renewal!.policyNumber).toBe(due.find((policy) => policy.id === renewalDueId(1))!.policyNumber);
  });

  it("gives every priced application its product's complete answers, priced by the product's rating as stored", async () => {
    const rows = await t.db
      .select()
      .from(applications)
      .where(
        sql`${applications.id}::text like '00000000-0000-4000-a000-%' and ${applications.status} not in ('started', 'indicated')`,
      );
    expect(rows.length).toBeGreaterThan(200);
    for (const row of rows) {
      const definition = PRODUCT_DEFINITIONS[row.productId]!;
      const form = row.form as Form;
      const { quote, eligibility, errors } = quoteApplication(definition, form, {
        today: formatDate(row.createdAt),
      });
      const context = `${row.id} ${row.productId} ${row.province}`;
      expect(errors, context).toEqual({});
      expect(eligibility.status, context).toBe('eligible');
      expect(quote, context).toEqual(row.quote);
      expect(form['insured-name'], context).toBe(row.insuredName);
      expect(form['business-address-province'], context).toBe(row.province);
      expect(form['policy-effective-date'], context).toBe(formatDate(row.policyEffectiveDate!));
    }
    // Different records of a product cost different amounts (the samples' alternatives).
    const tenants = new Set(rows.filter((row) => row.productId === 'tenants').map((row) => row.premiumsSum));
    expect(tenants.size).toBeGreaterThan(2);
  });

  it('offers renewals of seeded policies that price, with their answers carried over', async () => {
    const [policy] = await t.db
      .select()
      .from(applications)
      .where(
        sql`${applications.id}::text like '00000000-0000-4000-a000-%' and ${applications.status} = 'bound' and ${applications.renewalOfId} is null`,
      )
      .orderBy(applications.policyExpiryDate)
      .limit(1);
    // As if on the day its renewal window opens.
    const opens = new Date(policy!.policyExpiryDate!.getTime() - 59 * 86_400_000);
    const { offered, failed } = await offerDueRenewals({ db: t.db }, opens);
    expect(failed).toEqual([]);
    const [renewal] = await t.db.select().from(applications).where(eq(applications.renewalOfId, policy!.id));
    expect(offered).toContain(renewal!.id);
    expect(renewal).toMatchObject({ status: 'quoted', insuredName: policy!.insuredName });
    expect(renewal!.totalPremium).toBeGreaterThan(0);
  });

  it('stores quotes whose totals are the sum of their lines, in cents', async () => {
    const rows = await t.db.select().from(applications).where(eq(applications.status, 'bound')).limit(50);
    for (const row of rows) {
      const quote = row.quote as Quote;
      const period = row.paymentPeriod as 'annual';
      expect(quote.province).toBe(row.province as Province);
      expect(quote.premiumsSum).toBe(row.premiumsSum);
      expect(quote.insurerPremium + quote.dmgaPremium + quote.brokerPremium).toBe(quote.premiumsSum);
      const breakdown = quoteBreakdown(quote, period);
      const lines = breakdown.sections.flatMap((section) => section.lines.map((line) => line.amount));
      expect(lines.reduce((a, b) => a + b, 0)).toBe(quote.total[period]);
      expect(row.totalPremium).toBe(quote.total[period]);
      expect(quote.schedule[period].reduce((a, p) => a + p.amount, 0)).toBe(quote.total[period]);
      expect(row.policyNumber).toMatch(/^[A-Z]{2,3}-\d{4}-\d{6}$/);
    }
  });
});

describe('the policy history', () => {
  it('refuses to update or delete a transaction row', async () => {
    const applicationId = seedApplicationId(0);
    const [row] = await t.db
      .insert(policyTransactions)
      .values({ applicationId, type: 'bind', reason: 'Seed check' })
      .returning();
    await expect(
      t.db.update(policyTransactions).set({ reason: 'changed' }).where(eq(policyTransactions.id, row!.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(policyTransactions).where(eq(policyTransactions.id, row!.id))).rejects.toThrow();
    const [after] = await t.db.select().from(policyTransactions).where(eq(policyTransactions.id, row!.id));
    expect(after!.reason).toBe('Seed check');
  });
});
