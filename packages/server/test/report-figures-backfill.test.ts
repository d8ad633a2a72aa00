import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Application } from '@bm/contracts';
import { applications, journalEntries, policyTransactions } from '../src/db/schema.ts';
import { journalPendingSources } from '../src/modules/accounting/journal-service.ts';
import { backfillReportFigures } from '../src/modules/reports/figures-backfill.ts';
import { bindPolicy } from './helpers/bind.ts';
import { cancelPolicy } from './helpers/cancel.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * History rows written before report figures were stored (migration 0017) get, from the backfill
 * job, exactly the figures recordPolicyChange stores today (docs/decisions/0050). Rows written
 * through the product today are made into such rows by clearing their figures (with the history
 * trigger off for that one statement, as it was before 0017), then the job must give back the same
 * figures to the cent.
 */
let t: TestApp;
let policy: Application;
let original: Map<string, unknown>;
const cookies = { broker: '', finance: '', endorsement: '' };

const figuresOf = async (ids: string[]) =>
  new Map(
    (
      await t.db
        .select({ id: policyTransactions.id, figures: policyTransactions.reportFigures })
        .from(policyTransactions)
        .where(inArray(policyTransactions.id, ids))
    ).map((row) => [row.id, row.figures]),
  );

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
  policy = await bindPolicy(
    t,
    cookies.broker,
    'tenants',
    tenantsForm({ 'insured-name': 'Old Rows' }),
    'monthly',
  );
  const adjusted = await t.app.inject({
    method: 'POST',
    url: `/api/applications/${policy.applicationId}/financeTransaction`,
    headers: { cookie: cookies.finance },
    payload: { transactionType: 'FinanceAdjustment', amount: 4_321, description: 'Late broker fee' },
  });
  expect(adjusted.statusCode, adjusted.body).toBe(200);
  await cancelPolicy(t, cookies.endorsement, policy.applicationId, { days: 20, option: 'prorata' });

  const rows = await t.db
    .select({
      id: policyTransactions.id,
      type: policyTransactions.type,
      figures: policyTransactions.reportFigures,
    })
    .from(policyTransactions)
    .where(
      and(
        eq(policyTransactions.applicationId, policy.applicationId),
        isNotNull(policyTransactions.reportFigures),
      ),
    );
  expect(rows.map((row) => row.type)).toEqual(expect.arrayContaining(['New Business', 'Cancellation']));
  original = new Map(rows.map((row) => [row.id, row.figures]));

  // As before migration 0017: the same rows without figures.
  await t.db.transaction(async (tx) => {
    await tx.execute(
      sql`alter table policy_transactions disable trigger policy_transactions_no_update_delete`,
    );
    await tx
      .update(policyTransactions)
      .set({ reportFigures: null })
      .where(inArray(policyTransactions.id, [...original.keys()]));
    await tx.execute(
      sql`alter table policy_transactions enable trigger policy_transactions_no_update_delete`,
    );
  });
}, 60_000);
afterAll(() => t?.close());

describe('the report-figures backfill', () => {
  it('gives rows written without figures exactly what recordPolicyChange stores, once', async () => {
    const ids = [...original.keys()];
    expect([...(await figuresOf(ids)).values()].every((figures) => figures === null)).toBe(true);
    // This policy's lines on the commission report (its latest 100 lines).
    const commissions = async () =>
      (
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/reports/commissions?limit=100',
            headers: { cookie: cookies.finance },
          })
        ).json().items as { transactionId: string }[]
      ).filter((line) => original.has(line.transactionId));
    expect(await commissions()).toEqual([]);

    const first = await backfillReportFigures(t.db);
    expect(first.filled).toBe(original.size);
    expect(await figuresOf(ids)).toEqual(original);
    // The report lists them again, and the journal picks them up.
    expect(await commissions()).toHaveLength(original.size);
    await journalPendingSources(t.db);
    const journaled = await t.db
      .select({ id: journalEntries.sourceId })
      .from(journalEntries)
      .where(inArray(journalEntries.sourceId, ids));
    expect(journaled).toHaveLength(original.size);

    const again = await backfillReportFigures(t.db);
    expect(again.filled).toBe(0);
  });

  it('leaves out what it cannot know exactly: a later change before the ledger, a row before the bind', async () => {
    // The policy bound long ago (before this database's first ledger entry): a later change then,
    // with fees and no ledger entries, and a row from before the bind.
    await t.db
      .update(applications)
      .set({ boundDate: new Date('2025-01-01T20:00:00Z') })
      .where(eq(applications.id, policy.applicationId));
    const synthetic = await t.db
      .insert(policyTransactions)
      .values([
        {
          applicationId: policy.applicationId,
          type: 'Endorsement',
          premiumDelta: 10_000,
          taxDelta: 800,
          feeDelta: 312,
          totalDelta: 11_112,
          createdAt: new Date('2025-06-01T20:00:00Z'),
        },
        {
          applicationId: policy.applicationId,
          type: 'Endorsement',
          premiumDelta: 5_000,
          totalDelta: 5_000,
          createdAt: new Date('2024-06-01T20:00:00Z'),
        },
      ])
      .returning({ id: policyTransactions.id });
    const result = await backfillReportFigures(t.db);
    expect(result.filled).toBe(0);
    expect(result.skipped).toMatchObject({ 'before the ledger': 1, 'before bind': 1 });
    const left = await figuresOf(synthetic.map((row) => row.id));
    expect([...left.values()]).toEqual([null, null]);
  });

  it('history stays immutable otherwise: figures cannot change, nor any other column', async () => {
    const [id] = [...original.keys()];
    await expect(
      t.db
        .update(policyTransactions)
        .set({ reportFigures: { premium: 1 } })
        .where(eq(policyTransactions.id, id!)),
    ).rejects.toThrow();
    await expect(
      t.db.update(policyTransactions).set({ description: 'edited' }).where(eq(policyTransactions.id, id!)),
    ).rejects.toThrow();
    const [empty] = await t.db
      .insert(policyTransactions)
      .values({ applicationId: policy.applicationId, type: 'Note', description: 'no money' })
      .returning({ id: policyTransactions.id });
    // Filling figures in must leave every other column as it was.
    await expect(
      t.db
        .update(policyTransactions)
        .set({ reportFigures: { premium: 1 }, description: 'changed too' })
        .where(eq(policyTransactions.id, empty!.id)),
    ).rejects.toThrow();
    await expect(
      t.db.delete(policyTransactions).where(eq(policyTransactions.id, empty!.id)),
    ).rejects.toThrow();
  });
});
