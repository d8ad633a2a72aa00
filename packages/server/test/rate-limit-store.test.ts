import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../src/db/schema.ts';
import { countHit, pruneRateLimitCounters } from '../src/plugins/rate-limit-store.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('rate limits counted in the database', () => {
  it('counts hits in a window, then starts again at 1 when the window has ended', async () => {
    const first = await countHit(t.db, 'test window', 400);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(400);
    expect((await countHit(t.db, 'test window', 400)).current).toBe(2);
    expect((await countHit(t.db, 'test window', 400)).current).toBe(3);
    expect((await countHit(t.db, 'another key', 400)).current).toBe(1);
    await sleep(450);
    const again = await countHit(t.db, 'test window', 400);
    expect(again).toMatchObject({ current: 1 });
    expect(again.ttl).toBeGreaterThan(300);
  });

  it('gives concurrent hits distinct counts (one atomic upsert each)', async () => {
    const hits = await Promise.all(Array.from({ length: 25 }, () => countHit(t.db, 'test burst', 60_000)));
    expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });

  it('keys each route apart: the card token limit is per route and user', async () => {
    const cookie = await t.loginAs('broker');
    const token = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/billing/tokens',
        headers: { cookie },
        payload: {
          account: 'main',
          number: '4242424242424242',
          expMonth: 12,
          expYear: new Date().getFullYear() + 2,
          cvc: '123',
          postalCode: 'V6B4N6',
        },
      });
    expect((await token()).statusCode).toBe(200);
    const rows = await t.db.select().from(rateLimitCounters);
    const row = rows.find((r) => r.key.startsWith('POST /api/billing/tokens '));
    expect(row).toMatchObject({ count: 1 });
    expect(row!.key).toContain('POST /api/billing/tokens');
  });

  it('prunes counters whose window ended long ago', async () => {
    await countHit(t.db, 'test old', 1);
    await sleep(5);
    expect(await pruneRateLimitCounters(t.db, new Date(), 0)).toBeGreaterThan(0);
    expect(await t.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, 'test old'))).toEqual(
      [],
    );
  });
});
