import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountingConnection } from '@bm/contracts';
import { formatDate, payoutPeriodDays, payoutPeriodOf } from '@bm/domain';
import { journalEntries, journalLines } from '../src/db/schema.ts';
import { bindPolicy } from './helpers/bind.ts';
import { cancelPolicy } from './helpers/cancel.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 24 item 7: after a sync the journal holds no suspense balance, and Finance Ops' "not yet
 * posted" count is right before and after it. Policies are bound and changed through the API: a
 * monthly plan cancelled (its total charged is a settlement against the instalments paid), a finance
 * adjustment charged and one credited.
 */
let t: TestApp;
const cookies = { broker: '', finance: '', admin: '' };
const period = payoutPeriodOf(formatDate(new Date()));

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
}, 120_000);
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: cookies.finance }, ...(payload ? { payload } : {}) });

async function connect() {
  const uri = await call('GET', '/api/QBOOAuthURI');
  const state = new URL(uri.json().uri, 'http://local').searchParams.get('consent');
  const step = await call('POST', '/api/accounting/local/consents', { state });
  const done = await call('POST', '/api/QBOOAuthTokens', {
    environment: 'local',
    redirectUri: 'http://localhost/finance-ops',
    tokenExchangeUrl: step.json().redirectTo,
  });
  expect(done.statusCode, done.body).toBe(200);
}

const status = async () => (await call('GET', '/api/accounting')).json() as AccountingConnection;

describe('the journal after a sync', () => {
  it('holds no suspense balance, and the not yet posted count is right before and after the sync', async () => {
    await connect();
    const monthly = await bindPolicy(
      t,
      cookies.broker,
      'tenants',
      tenantsForm({ 'insured-name': 'Suspense Monthly' }),
      'monthly',
    );
    await cancelPolicy(t, cookies.admin, monthly.applicationId, { days: 40, option: 'prorata' });
    const annual = await bindPolicy(
      t,
      cookies.broker,
      'tenants',
      tenantsForm({ 'insured-name': 'Suspense Annual' }),
      'annual',
    );
    for (const amount of [1_000, -1_000]) {
      const adjusted = await t.app.inject({
        method: 'POST',
        url: `/api/applications/${annual.applicationId}/financeTransaction`,
        headers: { cookie: cookies.admin },
        payload: { transactionType: 'FinanceAdjustment', amount, description: `Adjustment ${amount}` },
      });
      expect(adjusted.statusCode, adjusted.body).toBe(200);
    }

    // Before the sync: nothing is journaled yet, and every source to post counts as not yet posted.
    const before = await status();
    expect(before.journal.notPosted).toBeGreaterThan(0);

    const sync = await call('POST', '/api/accounting/syncs', { period });
    expect(sync.statusCode, sync.body).toBe(200);

    const [suspense] = await t.db
      .select({ balance: sql<string>`coalesce(sum(${journalLines.credit} - ${journalLines.debit}), 0)` })
      .from(journalLines)
      .where(eq(journalLines.accountCode, '2900'));
    expect(Number(suspense!.balance)).toBe(0);

    // After it: the entries of the period are posted; what is left are the other months' entries,
    // every source is journaled, and the count the page shows says exactly that.
    const { first, next } = payoutPeriodDays(period);
    const [left] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(isNull(journalEntries.syncId));
    const [inPeriod] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(
        and(
          isNull(journalEntries.syncId),
          gte(journalEntries.entryDate, first),
          lt(journalEntries.entryDate, next),
        ),
      );
    const [outside] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(or(lt(journalEntries.entryDate, first), gte(journalEntries.entryDate, next)));
    const after = await status();
    expect(inPeriod!.n).toBe(0);
    expect(after.journal.notPosted).toBe(left!.n);
    expect(after.journal.notPosted).toBe(outside!.n);
    // Every source counted before the sync was journaled by it: the count lost what was posted.
    expect(before.journal.notPosted - sync.json().sync.entriesPosted).toBe(after.journal.notPosted);
    expect(after.journal.entries).toBeGreaterThanOrEqual(sync.json().sync.entriesPosted);
  }, 300_000);
});
