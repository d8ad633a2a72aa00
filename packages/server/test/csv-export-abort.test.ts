import { request as httpRequest } from 'node:http';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalLines, policyTransactions } from '../src/db/schema.ts';
import { journalPendingSources } from '../src/modules/accounting/journal-service.ts';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * A streamed CSV export whose database fails part-way must look failed to the client (decision
 * 0050): the answer has already gone out as 200 with its first rows, so the server ends it without
 * the final chunk (the socket is destroyed) rather than ending it cleanly as a shorter file. The
 * failure is real: once the client has its first bytes, a column the next keyset batch reads is
 * renamed in this file's own database, so the next batch's query fails.
 */
const COPIES = 40_000;
const JOURNAL_COPIES = 40_000;

let t: TestApp;
let base = '';
let finance = '';

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const broker = await sessionCookie(t.db, 'broker');
  finance = await sessionCookie(t.db, 'finance');
  const bound = await bindPolicy(
    t,
    broker,
    'tenants',
    tenantsForm({ 'insured-name': 'Cut Short' }),
    'annual',
  );
  const [line] = await t.db
    .select({ id: policyTransactions.id })
    .from(policyTransactions)
    .where(eq(policyTransactions.applicationId, bound.applicationId))
    .limit(1);
  // The bind's journal entry, then copies of its lines: several keyset batches of 2,000.
  await journalPendingSources(t.db);
  await t.db.execute(sql`
    insert into journal_lines (entry_id, account_code, account_name, debit_cents, credit_cents)
    select entry_id, account_code, account_name, debit_cents, credit_cents
    from journal_lines, generate_series(1, ${JOURNAL_COPIES}) as g
    where id = (select min(id) from journal_lines)
  `);
  // Copies of the bind's report line, a second apart going back: many keyset batches of 2,000.
  await t.db.execute(sql`
    insert into policy_transactions (application_id, type, description, premium_delta_cents, tax_delta_cents,
      fee_delta_cents, total_delta_cents, report_figures, created_at)
    select application_id, type, description, premium_delta_cents, tax_delta_cents, fee_delta_cents,
      total_delta_cents, report_figures, created_at - make_interval(secs => g)
    from policy_transactions, generate_series(1, ${COPIES}) as g
    where id = ${line!.id}
  `);
}, 120_000);
afterAll(() => t?.close());

interface Download {
  status: number;
  bytes: number;
  lines: number;
  /** The response ended cleanly (the final chunk arrived). */
  complete: boolean;
  error: string | null;
}

/**
 * GET `path` over a real socket; after the first bytes, holds the reading while `breakIt` runs (so
 * the failure lands between two batches), then reads on to the end or the abort.
 */
function download(path: string, breakIt: () => Promise<unknown>): Promise<Download> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers: { cookie: finance } }, (res) => {
      const result: Download = {
        status: res.statusCode ?? 0,
        bytes: 0,
        lines: 0,
        complete: false,
        error: null,
      };
      let broken = false;
      res.on('data', (chunk: Buffer) => {
        result.bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) result.lines += 1;
        if (!broken) {
          broken = true;
          res.pause();
          breakIt().then(() => res.resume(), reject);
        }
      });
      res.on('error', (error) => (result.error = error.message));
      res.on('close', () => resolve({ ...result, complete: res.complete }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a CSV export that fails part-way', () => {
  it('the journal CSV: the client sees an aborted download, not a shorter file', async () => {
    const [{ n: total } = { n: 0 }] = await t.db.select({ n: count() }).from(journalLines);
    expect(total).toBeGreaterThan(JOURNAL_COPIES);
    const result = await download('/api/accounting/journal.csv', () =>
      t.db.execute(sql`alter table journal_lines rename column account_name to account_name_moved`),
    );
    await t.db.execute(sql`alter table journal_lines rename column account_name_moved to account_name`);
    expect(result.status).toBe(200);
    expect(result.lines).toBeGreaterThan(0);
    expect(result.lines).toBeLessThan(total + 1);
    expect(result.complete).toBe(false);
    expect(result.error).toMatch(/aborted|ECONNRESET|socket hang up/);

    // Whole, it ends cleanly with every line.
    const whole = await download('/api/accounting/journal.csv', async () => undefined);
    expect(whole).toMatchObject({ status: 200, complete: true, error: null, lines: total + 1 });
  });

  it('the commission report CSV: the client sees an aborted download, not a shorter file', async () => {
    const result = await download('/api/reports/commissions.csv', () =>
      t.db.execute(sql`alter table policy_transactions rename column report_figures to report_figures_moved`),
    );
    await t.db.execute(
      sql`alter table policy_transactions rename column report_figures_moved to report_figures`,
    );
    expect(result.status).toBe(200);
    expect(result.lines).toBeGreaterThan(0);
    expect(result.lines).toBeLessThan(COPIES + 1);
    expect(result.complete).toBe(false);
    expect(result.error).toMatch(/aborted|ECONNRESET|socket hang up/);

    const whole = await download('/api/reports/commissions.csv', async () => undefined);
    expect(whole).toMatchObject({ status: 200, complete: true, error: null });
    expect(whole.lines).toBeGreaterThan(COPIES);
  });
});
