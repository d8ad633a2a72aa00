import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AccountingConnection, Application, ReconciliationResponse } from '@bm/contracts';
import { formatDate, payoutPeriodOf, type TransactionFigures } from '@bm/domain';
import {
  accountingConnections,
  auditLog,
  journalEntries,
  journalLines,
  policyTransactions,
  simCharges,
} from '../src/db/schema.ts';
import { DEMO_USERS } from '../src/db/seed-data.ts';
import { countPendingSources, journalPendingSources } from '../src/modules/accounting/journal-service.ts';
import { bindPolicy } from './helpers/bind.ts';
import { cancelPolicy } from './helpers/cancel.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie, signInAll } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { broker: '', finance: '', admin: '' };
let policy: Application;
const period = payoutPeriodOf(formatDate(new Date()));

beforeAll(async () => {
  t = await createTestApp();
  await signInAll(t.db, cookies);
  policy = await bindPolicy(
    t,
    cookies.broker,
    'tenants',
    tenantsForm({ 'insured-name': 'Journal One' }),
    'annual',
  );
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, cookie = cookies.finance, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** GET /api/QBOOAuthURI, then the local consent step's Allow: where it sends the browser. */
async function consent(cookie = cookies.finance): Promise<string> {
  const uri = await call('GET', '/api/QBOOAuthURI', cookie);
  expect(uri.statusCode, uri.body).toBe(200);
  expect(uri.json().uri).toMatch(/^\/finance-ops\?consent=[\w-]+$/);
  const state = new URL(uri.json().uri, 'http://local').searchParams.get('consent');
  const step = await call('POST', '/api/accounting/local/consents', cookie, { state });
  expect(step.statusCode, step.body).toBe(200);
  return step.json().redirectTo as string;
}

const ENDPOINTS: [string, Method, object?][] = [
  ['/api/accounting', 'GET'],
  ['/api/QBOOAuthURI', 'GET'],
  ['/api/accounting/local/consents', 'POST', { state: 'x' }],
  [
    '/api/QBOOAuthTokens',
    'POST',
    { environment: 'local', redirectUri: '/finance-ops', tokenExchangeUrl: '/finance-ops?code=x&state=y' },
  ],
  ['/api/QBOOAuthTokens', 'PUT', { environment: 'local', redirectUri: '/finance-ops' }],
  ['/api/QBOOAuthTokens', 'DELETE'],
  ['/api/accounting/syncs', 'POST', { period }],
  [`/api/accounting/journal.csv?period=${period}`, 'GET'],
  [`/api/accounting/reconciliation?period=${period}`, 'GET'],
  ['/api/finance-ops/summary', 'GET'],
];

describe('who may', () => {
  it('brokers get 403 on every accounting and Finance Ops endpoint; signed-out callers 401', async () => {
    for (const [url, method, payload] of ENDPOINTS) {
      const refused = await call(method, url, cookies.broker, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({ message: 'Finance Ops is for finance staff and super admins.' });
      expect((await call(method, url, '', payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('super admins and finance staff may', async () => {
    expect((await call('GET', '/api/accounting', cookies.admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/finance-ops/summary', cookies.finance)).statusCode).toBe(200);
  });
});

describe('connecting the local journal', () => {
  it('is disconnected at first, and a sync is refused until it is connected', async () => {
    const status = (await call('GET', '/api/accounting')).json() as AccountingConnection;
    expect(status).toMatchObject({
      provider: 'local',
      environment: 'local',
      status: 'disconnected',
      lastSync: null,
    });
    const sync = await call('POST', '/api/accounting/syncs', cookies.finance, { period });
    expect(sync.statusCode).toBe(409);
    expect(sync.json()).toEqual({ message: 'Accounting is not connected. Choose Connect first.' });
    const refresh = await call('PUT', '/api/QBOOAuthTokens', cookies.finance, {
      environment: 'local',
      redirectUri: '/finance-ops',
    });
    expect(refresh.statusCode).toBe(409);
  });

  it('goes through the consent step to /finance-ops and exchanges its code once; bad input changes nothing', async () => {
    const stale = await call('POST', '/api/accounting/local/consents', cookies.finance, {
      state: 'never-issued',
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toMatch(/not started here or has expired/);
    const location = await consent();
    expect(location).toMatch(/^\/finance-ops\?code=[\w-]+&state=[\w-]+&realmId=local$/);
    const body = {
      environment: 'local',
      redirectUri: 'http://localhost/finance-ops',
      tokenExchangeUrl: location,
    };

    const wrongEnv = await call('POST', '/api/QBOOAuthTokens', cookies.finance, {
      ...body,
      environment: 'sandbox',
    });
    expect(wrongEnv.statusCode).toBe(400);
    expect(wrongEnv.json()).toEqual({
      message: "This server's accounting environment is local, not sandbox.",
    });
    const wrongRedirect = await call('POST', '/api/QBOOAuthTokens', cookies.finance, {
      ...body,
      redirectUri: '/reports',
    });
    expect(wrongRedirect.json()).toEqual({
      message: 'redirectUri must be the Finance Ops page this server redirects to.',
    });
    // The Finance Ops page of another origin: refused, as QuickBooks refuses an unregistered redirect.
    for (const redirectUri of [
      'https://evil.example/finance-ops',
      '//evil.example/finance-ops',
      '/\\evil.example/finance-ops',
      'http://localhost.evil.example/finance-ops',
      'javascript:alert(1)//finance-ops',
    ]) {
      const foreign = await call('POST', '/api/QBOOAuthTokens', cookies.finance, { ...body, redirectUri });
      expect(foreign.statusCode, redirectUri).toBe(400);
      expect(foreign.json()).toEqual({
        message: 'redirectUri must be the Finance Ops page this server redirects to.',
      });
      const refresh = await call('PUT', '/api/QBOOAuthTokens', cookies.finance, {
        environment: 'local',
        redirectUri,
      });
      expect(refresh.statusCode, redirectUri).toBe(400);
    }
    const wrongCode = await call('POST', '/api/QBOOAuthTokens', cookies.finance, {
      ...body,
      tokenExchangeUrl: location.replace(/code=[\w-]+/, 'code=guessed'),
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toEqual({
      message: 'That authorisation code is not the one the consent step issued.',
    });
    const wrongState = await call('POST', '/api/QBOOAuthTokens', cookies.finance, {
      ...body,
      tokenExchangeUrl: location.replace(/state=[\w-]+/, 'state=other'),
    });
    expect(wrongState.json().message).toMatch(/not started here or has expired/);
    expect(((await call('GET', '/api/accounting')).json() as AccountingConnection).status).toBe('pending');

    const done = await call('POST', '/api/QBOOAuthTokens', cookies.finance, body);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Accounting connected: the local journal.');
    expect(done.json().connection).toMatchObject({
      status: 'connected',
      realmId: 'local',
      connectedBy: 'Fiona Finch',
    });
    expect(JSON.stringify(done.json())).not.toMatch(/refreshToken"|accessToken"/);

    const again = await call('POST', '/api/QBOOAuthTokens', cookies.finance, body);
    expect(again.statusCode).toBe(400);
  });

  it('refreshes its tokens (PUT), refusing a refresh token that is not its own', async () => {
    const wrong = await call('PUT', '/api/QBOOAuthTokens', cookies.finance, {
      environment: 'local',
      redirectUri: '/finance-ops',
      refreshToken: 'not-ours',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: "That refresh token is not this connection's." });
    const ok = await call('PUT', '/api/QBOOAuthTokens', cookies.admin, {
      environment: 'local',
      redirectUri: '/finance-ops',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Accounting connection refreshed.');
    expect(ok.json().connection.refreshedAt).not.toBeNull();
  });
});

describe('the sync and the journal', () => {
  it("posts the month's balanced entries once, and records who ran it", async () => {
    const bad = await call('POST', '/api/accounting/syncs', cookies.finance, { period: '2026-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/period must be a month, YYYY-MM/);

    const sync = await call('POST', '/api/accounting/syncs', cookies.finance, { period });
    expect(sync.statusCode, sync.body).toBe(200);
    const posted = sync.json().sync;
    expect(posted).toMatchObject({ status: 'done', period, provider: 'local', by: 'Fiona Finch' });
    expect(posted.entriesPosted).toBeGreaterThanOrEqual(2);
    expect(sync.json().message).toMatch(
      new RegExp(`^Posted ${posted.entriesPosted} journal entries \\(\\$[\\d,.]+\\) for ${period}\\.$`),
    );

    // Every entry balances to the cent, in the database.
    const unbalanced = await t.db
      .select({ entryId: journalLines.entryId })
      .from(journalLines)
      .groupBy(journalLines.entryId)
      .having(sql`sum(${journalLines.debit}) <> sum(${journalLines.credit})`);
    expect(unbalanced).toEqual([]);
    // The bind's entry: the insured owes what the report says was charged.
    const history = await t.db
      .select({ id: policyTransactions.id, figures: policyTransactions.reportFigures })
      .from(policyTransactions)
      .where(eq(policyTransactions.applicationId, policy.applicationId));
    const bind = history.find((row) => row.figures);
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.sourceId, bind!.id));
    const lines = await t.db.select().from(journalLines).where(eq(journalLines.entryId, entry!.id));
    expect(lines.find((l) => l.accountCode === '1100')?.debit).toBe(
      (bind!.figures as TransactionFigures).totalCharged,
    );
    expect(entry!.total).toBe((bind!.figures as TransactionFigures).totalCharged);

    const status = (await call('GET', '/api/accounting')).json() as AccountingConnection;
    expect(status.lastSync).toMatchObject({
      id: posted.id,
      entriesPosted: posted.entriesPosted,
      by: 'Fiona Finch',
    });
    expect(status.journal.notPosted).toBe(0);

    const twice = await call('POST', '/api/accounting/syncs', cookies.admin, { period });
    expect(twice.json().message).toBe(`Nothing new to post for ${period}: the journal is up to date.`);
    expect(twice.json().sync).toMatchObject({ entriesPosted: 0, by: 'Ada Admin' });
    expect(await journalPendingSources(t.db)).toEqual({ entries: 0 });
    expect((await call('GET', '/api/accounting')).json().journal.entries).toBe(status.journal.entries);
  });

  it('exports the journal as CSV, debits equal to credits', async () => {
    const csv = await call('GET', `/api/accounting/journal.csv?period=${period}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(new RegExp(`journal-${period}\\.csv`));
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('Date,Entry,Source,Account code,Account,Debit,Credit,Memo');
    expect(rows.some((row) => row.includes(policy.policyNumber!))).toBe(true);
    const dollars = (cell: string) => Math.round(Number(cell.replace(/[$,"]/g, '') || 0) * 100);
    const cells = rows.map((row) => row.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, '')));
    const debits = cells.reduce((sum, c) => sum + dollars(c[5]!), 0);
    const credits = cells.reduce((sum, c) => sum + dollars(c[6]!), 0);
    expect(debits).toBeGreaterThan(0);
    expect(debits).toBe(credits);
  });
});

describe('a journal run in many batches', () => {
  it('journals every pending source once when it takes them two at a time, each batch after the last', async () => {
    for (const name of ['Journal Batch One', 'Journal Batch Two', 'Journal Batch Three']) {
      await bindPolicy(t, cookies.broker, 'tenants', tenantsForm({ 'insured-name': name }), 'annual');
    }
    const pending = await countPendingSources(t.db);
    // Three binds: each a history row with report figures and a card payment on the ledger.
    expect(pending).toBeGreaterThanOrEqual(6);
    expect(await journalPendingSources(t.db, 2)).toEqual({ entries: pending });
    expect(await countPendingSources(t.db)).toBe(0);
    expect(await journalPendingSources(t.db, 2)).toEqual({ entries: 0 });
  });
});

describe('reconciliation against the card processor', () => {
  it('a cancellation refunded to the card: the refund agrees with the processor and is journaled against card clearing', async () => {
    const other = await bindPolicy(
      t,
      cookies.broker,
      'tenants',
      tenantsForm({ 'insured-name': 'Journal Refund' }),
      'annual',
    );
    await cancelPolicy(t, cookies.admin, other.applicationId, { days: 7, option: 'flat' });
    const result = (
      await call('GET', `/api/accounting/reconciliation?period=${period}`)
    ).json() as ReconciliationResponse;
    expect(result.refunds.ours.count).toBeGreaterThanOrEqual(1);
    expect(result.refunds.ours).toEqual(result.refunds.processor);
    expect(result.mismatches).toEqual([]);

    const sync = await call('POST', '/api/accounting/syncs', cookies.finance, { period });
    expect(sync.statusCode, sync.body).toBe(200);
    const refundEntries = await t.db
      .select({ id: journalEntries.id, total: journalEntries.total })
      .from(journalEntries)
      .where(eq(journalEntries.sourceType, 'refund'));
    expect(refundEntries.reduce((sum, e) => sum + e.total, 0)).toBe(result.refunds.ours.amount);
    const lines = await t.db
      .select()
      .from(journalLines)
      .where(eq(journalLines.entryId, refundEntries[0]!.id));
    expect(lines.map((l) => [l.accountCode, l.debit > 0 ? 'debit' : 'credit'])).toEqual([
      ['1100', 'debit'],
      ['1010', 'credit'],
    ]);
  });

  it('agrees on the seeded and bound payments, then lists a charge the processor has and we do not, by policy', async () => {
    const clean = (
      await call('GET', `/api/accounting/reconciliation?period=${period}`)
    ).json() as ReconciliationResponse;
    expect(clean.processor).toBe('simulated');
    expect(clean.mismatches).toEqual([]);
    expect(clean.payments.ours.count).toBeGreaterThan(0);
    expect(clean.payments.ours).toEqual(clean.payments.processor);

    await t.db.insert(simCharges).values({
      id: 'ch_sim_only_here',
      account: 'main',
      idempotencyKey: 'reconciliation-test',
      customerId: 'cus_x',
      cardId: 'card_x',
      amount: 12_345,
      currency: 'CAD',
      status: 'succeeded',
      metadata: { applicationId: policy.applicationId },
    });
    const found = (
      await call('GET', `/api/accounting/reconciliation?period=${period}`)
    ).json() as ReconciliationResponse;
    expect(found.mismatches).toEqual([
      {
        kind: 'payment',
        problem: 'missingHere',
        processorId: 'ch_sim_only_here',
        applicationId: policy.applicationId,
        policyNumber: policy.policyNumber,
        insuredName: 'Journal One',
        ourAmount: null,
        processorAmount: 12_345,
      },
    ]);
  });
});

describe('disconnecting', () => {
  it('only finance staff and super admins may: every other role gets 403 and the connection stays', async () => {
    const roles = (Object.keys(DEMO_USERS) as (keyof typeof DEMO_USERS)[]).filter(
      (role) => role !== 'finance' && role !== 'admin',
    );
    expect(roles.length).toBeGreaterThanOrEqual(4);
    for (const role of roles) {
      const refused = await call('DELETE', '/api/QBOOAuthTokens', await sessionCookie(t.db, role));
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json()).toEqual({ message: 'Finance Ops is for finance staff and super admins.' });
    }
    expect((await call('DELETE', '/api/QBOOAuthTokens', '')).statusCode).toBe(401);
    expect(((await call('GET', '/api/accounting')).json() as AccountingConnection).status).toBe('connected');
  });

  it('deletes the tokens, audits who did it and keeps the journal; a super admin may too, after reconnecting', async () => {
    const before = (await call('GET', '/api/accounting')).json() as AccountingConnection;
    const done = await call('DELETE', '/api/QBOOAuthTokens');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('Accounting disconnected: the local journal stays as it is.');
    expect(done.json().connection).toMatchObject({
      status: 'disconnected',
      connectedBy: null,
      journal: before.journal,
      lastSync: before.lastSync,
    });
    expect(await t.db.select().from(accountingConnections)).toEqual([]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'accounting.disconnect'));
    expect(audit).toMatchObject({
      actorId: DEMO_USERS.finance.id,
      entityType: 'accounting_connection',
      entityId: 'local',
      details: { provider: 'local', realmId: 'local', status: 'connected', revoked: true },
    });
    // Nothing left to disconnect, refresh or sync with.
    expect((await call('DELETE', '/api/QBOOAuthTokens')).statusCode).toBe(409);
    expect((await call('POST', '/api/accounting/syncs', cookies.finance, { period })).statusCode).toBe(409);
    // The journal is intact: its CSV still lists the bound policy's entries.
    const csv = await call('GET', `/api/accounting/journal.csv?period=${period}`);
    expect(csv.body).toContain(policy.policyNumber!);

    // Connect again: the journal keeps working and a super admin may disconnect.
    const location = await consent(cookies.admin);
    const reconnected = await call('POST', '/api/QBOOAuthTokens', cookies.admin, {
      environment: 'local',
      redirectUri: '/finance-ops',
      tokenExchangeUrl: location,
    });
    expect(reconnected.statusCode, reconnected.body).toBe(200);
    expect((await call('POST', '/api/accounting/syncs', cookies.admin, { period })).statusCode).toBe(200);
    const byAdmin = await call('DELETE', '/api/QBOOAuthTokens', cookies.admin);
    expect(byAdmin.statusCode).toBe(200);
    const audits = await t.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.action, 'accounting.disconnect'));
    expect(audits.map((a) => a.actorId)).toEqual([DEMO_USERS.finance.id, DEMO_USERS.admin.id]);

    // An authorisation started and not finished: disconnecting cancels it.
    expect((await call('GET', '/api/QBOOAuthURI')).statusCode).toBe(200);
    expect(((await call('GET', '/api/accounting')).json() as AccountingConnection).status).toBe('pending');
    const cancelled = await call('DELETE', '/api/QBOOAuthTokens');
    expect(cancelled.json()).toMatchObject({
      message: 'The authorisation in progress is cancelled; nothing was connected.',
      connection: { status: 'disconnected' },
    });
  });
});
