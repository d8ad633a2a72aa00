import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '@bm/domain';
import { invoices, journalEntries, journalLines, payments } from '../src/db/schema.ts';
import { auditMoney, moneyAddsUp } from '../src/modules/audit/money-audit.ts';
import { bindPolicy } from './helpers/bind.ts';
import { cancelPolicy } from './helpers/cancel.ts';
import { contractorsForm, tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 25 item 5: `npm run audit:money` checks every policy's money and the journal over the
 * whole database (docs/decisions/0064). It finds nothing on money the product wrote, and names what
 * a hand-written row broke.
 */
let t: TestApp;
const cookies = { broker: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
});
afterAll(() => t?.close());

describe('the money audit', () => {
  it('finds nothing on policies bound, paid and cancelled through the product, then names each broken row', async () => {
    const monthly = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'monthly');
    const annual = await bindPolicy(t, cookies.broker, 'contractors', contractorsForm(), 'annual');
    await cancelPolicy(t, cookies.admin, annual.applicationId, { days: 30, option: 'prorata' });

    const clean = await auditMoney(t.db);
    expect(clean.findings).toEqual([]);
    expect(clean.policies).toBeGreaterThanOrEqual(2);
    expect(clean.journal).toMatchObject({ pendingSources: 0, unbalancedEntries: 0, suspense: 0 });
    expect(moneyAddsUp(clean)).toBe(true);

    // An invoice marked paid by hand, with no payment behind it.
    const [open] = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.applicationId, monthly.applicationId), eq(invoices.status, 'open')))
      .limit(1);
    await t.db
      .update(invoices)
      .set({ amountPaid: open!.amountDue, status: 'paid' })
      .where(eq(invoices.id, open!.id));
    // A card charge that reached no invoice and was never refunded.
    await t.db.insert(payments).values({
      applicationId: annual.applicationId,
      provider: 'simulated',
      account: 'main',
      amount: 4_200,
      status: 'succeeded',
      idempotencyKey: crypto.randomUUID(),
    });
    const broken = await auditMoney(t.db);
    const byPolicy = (number: string | null) =>
      broken.findings.filter((f) => f.policyNumber === number).map((f) => [f.check, f.expected, f.actual]);
    expect(broken.findings).toHaveLength(3);
    expect(byPolicy(monthly.policyNumber)).toEqual([
      [`invoice ${open!.number} amount paid`, 0, open!.amountDue],
      [`invoice ${open!.number} status`, 'open', 'paid'],
    ]);
    expect(byPolicy(annual.policyNumber)).toEqual([
      [expect.stringMatching(/^card charge .* not on the ledger is refunded in full$/), 4_200, 0],
    ]);
    expect(moneyAddsUp(broken)).toBe(false);
    // One policy's audit reads that policy only.
    const one = await auditMoney(t.db, { applicationIds: [annual.applicationId] });
    expect(one.policies).toBe(1);
    expect(one.findings.map((f) => f.policyNumber)).toEqual([annual.policyNumber]);
  });

  it('finds a journal entry that does not balance and money left in suspense', async () => {
    const [entry] = await t.db.select({ id: journalEntries.id }).from(journalEntries).limit(1);
    await t.db.insert(journalLines).values({
      entryId: entry!.id,
      accountCode: ACCOUNTS.suspense.code,
      accountName: ACCOUNTS.suspense.name,
      debit: 1_000,
      credit: 0,
    });
    const report = await auditMoney(t.db, { journal: false });
    expect(report.journal).toMatchObject({ journaled: null, unbalancedEntries: 1, suspense: 1_000 });
    expect(moneyAddsUp(report)).toBe(false);
  });
});
