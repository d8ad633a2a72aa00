import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountingDrillResponse } from '@bm/contracts';
import { monthOfInstant, sampleTenantsForm } from '@bm/domain';
import { bindPolicy } from './helpers/bind.ts';
import { dayFromToday } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 24 item 6: a custom premium is earned over the period it covers, the same way on every
 * product. On a tenants policy not yet in force it was booked fully earned at once.
 */
let t: TestApp;
const cookies = { broker: '', underwriter: '', finance: '' };
const month = monthOfInstant(new Date());

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
});
afterAll(() => t?.close());

const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

describe('a custom premium on a tenants policy not yet in force', () => {
  it('earns nothing before the policy starts: it is unearned in the month it is booked', async () => {
    // Starts in 45 days: always after the end of this month.
    const policy = await bindPolicy(
      t,
      cookies.broker,
      'tenants',
      sampleTenantsForm(dayFromToday(45)),
      'annual',
    );
    const id = policy.applicationId;
    const quoted = await post(`/api/applications/${id}/getCustomEndorsementQuote`, cookies.underwriter, {
      totalPremium: 10_000,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const saved = await post(`/api/applications/${id}/createCustomPremiums`, cookies.underwriter, {
      idempotencyKey: crypto.randomUUID(),
      reason: 'Second location added',
      totalPremium: 10_000,
      expectedTotal: (quoted.json() as { quote: { total: number } }).quote.total,
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/financial-reports/premium/drill-down?from=${month}&to=${month}&key=${month}&limit=500`,
      headers: { cookie: cookies.finance },
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = (response.json() as AccountingDrillResponse).rows.filter(
      (row) => row.applicationId === id && row.type === 'Custom Premium',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.figures).toMatchObject({ written: 10_000, earned: 0, unearned: 10_000 });
  });
});
