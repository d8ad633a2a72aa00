import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CancellationPremiumsResponse,
  EndorsementQuoteResponse,
  PolicyTransaction,
} from '@bm/contracts';
import { formatDate } from '@bm/domain';
import { refunds } from '../src/db/schema.ts';
import { bindPolicy } from './helpers/bind.ts';
import { cancellationPremiums, submitCancellation } from './helpers/cancel.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { broker: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
});
afterAll(() => t?.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: cookies.admin }, payload });

/**
 * Issue 24 item 7: a refund spread over several card charges is one refund per charge; the
 * history row named only the first, so the record showed part of the money that went back.
 */
describe('a cancellation refunded over two card charges', () => {
  it('shows every part on its history row, adding up to the refund', async () => {
    const policy = await bindPolicy(
      t,
      cookies.broker,
      'tenants',
      tenantsForm({ 'contents-limit': '10000' }),
      'annual',
    );
    const id = policy.applicationId;
    const day = formatDate(new Date(policy.policyEffectiveDate!));
    // An upward endorsement charged to the card: a second charge.
    const change = {
      reason: 'Other',
      reasonText: 'Bought furniture',
      effectiveDate: day,
      changes: [{ field: 'contents-limit', newValue: '50000' }],
    };
    const quoted = await post(`/api/applications/${id}/endorsement/quote`, change);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const priced = quoted.json() as EndorsementQuoteResponse;
    const endorsed = await post(`/api/applications/${id}/endorsement`, {
      endorsement: { ...change, expectedTotal: priced.endorsementFeesAndTotals.total.annual },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(endorsed.statusCode, endorsed.body).toBe(200);

    // A flat cancellation returns more than the last charge: it goes back to both.
    const choice = { cancEffectiveDate: day, cancOption: 'flat' };
    const premiums = await cancellationPremiums(t, cookies.admin, id, choice);
    expect(premiums.statusCode, premiums.body).toBe(200);
    const figures = premiums.json() as CancellationPremiumsResponse;
    const saved = await submitCancellation(t, cookies.admin, id, choice, figures);
    expect(saved.statusCode, saved.body).toBe(200);

    const made = await t.db.select().from(refunds).where(eq(refunds.applicationId, id));
    expect(made.length).toBeGreaterThanOrEqual(2);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${id}/transactions`,
      headers: { cookie: cookies.admin },
    });
    expect(history.statusCode, history.body).toBe(200);
    const cancellation = (history.json() as PolicyTransaction[]).find((row) => row.type === 'Cancellation')!;
    expect(cancellation.refundParts.map((part) => part.id).sort()).toEqual(made.map((r) => r.id).sort());
    const total = made.reduce((sum, r) => sum + r.amount, 0);
    expect(cancellation.refund).toEqual({ amount: total, status: 'succeeded' });
    expect(total).toBe(figures.refundDue);

    // The spreadsheet carries the whole refund too.
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${id}/transactions.csv`,
      headers: { cookie: cookies.admin },
    });
    const line = csv.body.split('\r\n').find((row) => row.includes(cancellation.id))!;
    expect(line).toContain((total / 100).toFixed(2));
  });
});
