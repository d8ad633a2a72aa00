import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyTransactions } from '../src/db/schema.ts';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The commission report's CSV streams every matching line without holding them (issue 15 item 6):
 * 300,000 lines exported through a real socket while the heap stays under a fixed ceiling. Loaded
 * whole, 300k lines of 30 columns take several hundred MB; streamed in keyset batches of 2,000 the
 * heap grows by a few MB. PostgreSQL only (PGlite would take minutes to write the lines).
 */
const LINES = 300_000;
const HEAP_CEILING_MB = 64;

// A full collection before each reading, so that the heap measured is what is still held, not
// garbage waiting for the collector.
setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;
const liveHeap = () => {
  collect();
  return process.memoryUsage().heapUsed;
};

let t: TestApp;
let url = '';
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 120_000);
afterAll(() => t?.close());

describe('the commission report CSV at 300,000 lines', () => {
  it('streams every line with the heap under a fixed ceiling', { timeout: 300_000 }, async () => {
    const broker = await sessionCookie(t.db, 'broker');
    const bound = await bindPolicy(t, broker, 'tenants', tenantsForm({ 'insured-name': 'Export Copy' }), 'annual');
    const [line] = await t.db
      .select({ id: policyTransactions.id })
      .from(policyTransactions)
      .where(eq(policyTransactions.applicationId, bound.applicationId))
      .limit(1);
    const existing = (await t.db.select({ n: count() }).from(policyTransactions).where(isNotNull(policyTransactions.reportFigures)))[0]!.n;
    // Copies of the bind's line, one second apart going back: LINES lines in all.
    await t.db.execute(sql`
      insert into policy_transactions (application_id, type, description, premium_delta_cents, tax_delta_cents,
        fee_delta_cents, total_delta_cents, report_figures, created_at)
      select application_id, type, description, premium_delta_cents, tax_delta_cents, fee_delta_cents,
        total_delta_cents, report_figures, created_at - make_interval(secs => g)
      from policy_transactions, generate_series(1, ${LINES - existing}) as g
      where id = ${line!.id}
    `);
    await t.db.execute(sql`analyze policy_transactions`);

    const finance = await sessionCookie(t.db, 'finance');
    const baseline = liveHeap();
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, liveHeap());
    }, 500);
    let lines = 0;
    let bytes = 0;
    try {
      const response = await fetch(`${url}/api/reports/commissions.csv`, { headers: { cookie: finance } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/csv');
      for await (const chunk of response.body!) {
        const buffer = chunk as Uint8Array;
        bytes += buffer.byteLength;
        for (const byte of buffer) if (byte === 10) lines += 1;
      }
    } finally {
      clearInterval(sampler);
    }
    // The header and every line (each line ends with CRLF).
    expect(lines).toBe(LINES + 1);
    expect(bytes).toBeGreaterThan(LINES * 100);
    const grewMb = (peak - baseline) / 1_048_576;
    expect(grewMb, `heap grew by ${grewMb.toFixed(0)} MB`).toBeLessThan(HEAP_CEILING_MB);
  });
});
