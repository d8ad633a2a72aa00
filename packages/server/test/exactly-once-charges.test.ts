import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, PayApplicationResponse } from '@bm/contracts';
import { PRODUCT_DEFINITIONS, quoteApplication, type Form } from '@bm/domain';
import { payments, simCharges } from '../src/db/schema.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { cardToken } from './helpers/bind.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let broker = '';

beforeAll(async () => {
  t = await createTestApp();
  broker = await sessionCookie(t.db, 'broker');
});
afterAll(() => t?.close());

const IN_FLIGHT = 'A payment for this policy is already being processed. Please wait a moment and refresh.';
const ALREADY_BOUND = 'This policy is already bound.';

const form: Form = tenantsForm();
const quote = quoteApplication(PRODUCT_DEFINITIONS.tenants!, form).quote;

/** A quoted tenants application, paid monthly (on the finance account). */
async function quotedApplication(): Promise<string> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: { cookie: broker },
    payload: { productId: 'tenants' },
  });
  const id = (started.json() as Application).applicationId;
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/applications/${id}`,
    headers: { cookie: broker },
    payload: { productId: 'tenants', currentPage: 4, form, productVersionSeen: '1.0', paymentPeriod: 'monthly' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}

const pay = (id: string, token: string, idempotencyKey: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/pay`,
    headers: { cookie: broker },
    payload: { paymentPeriod: 'monthly', token, idempotencyKey, expectedTotal: quote.total.monthly },
  });

/** Succeeded processor charges per application (the simulated processor's own records). */
async function chargesPerApplication(ids: string[]) {
  const rows = await t.db
    .select({ applicationId: sql<string>`${simCharges.metadata}->>'applicationId'`, n: sql<number>`count(*)::int` })
    .from(simCharges)
    .where(
      sql`${simCharges.status} = 'succeeded' and ${simCharges.metadata}->>'applicationId' in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    .groupBy(sql`${simCharges.metadata}->>'applicationId'`);
  return new Map(rows.map((row) => [row.applicationId, row.n]));
}

async function expectChargedOnceAndInvoiced(ids: string[]) {
  const charges = await chargesPerApplication(ids);
  expect(ids.map((id) => charges.get(id) ?? 0)).toEqual(ids.map(() => 1));
  const succeeded = await t.db
    .select()
    .from(payments)
    .where(inArray(payments.applicationId, ids));
  const taken = succeeded.filter((p) => p.status === 'succeeded');
  expect(taken).toHaveLength(ids.length);
  expect(taken.every((p) => p.invoiceId !== null)).toBe(true);
}

describe('two payment attempts on one application at the same time', () => {
  it('with different keys (two tabs): one charge and one bound policy; the other attempt is told to wait', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => quotedApplication()));
    const tokens = await Promise.all(ids.map(async () => [await cardToken(t, broker, 'finance'), await cardToken(t, broker, 'finance')]));
    const answers = await Promise.all(
      ids.map((id, i) => Promise.all(tokens[i]!.map((token) => pay(id, token, randomUUID())))),
    );
    for (const pair of answers) {
      const codes = pair.map((r) => r.statusCode).sort();
      expect(codes, pair.map((r) => `${r.statusCode} ${String(r.json().message ?? '')}`).join('; ')).toEqual([200, 409]);
      const loser = pair.find((r) => r.statusCode === 409)!;
      expect([IN_FLIGHT, ALREADY_BOUND]).toContain(loser.json().message);
      const winner = pair.find((r) => r.statusCode === 200)!.json() as PayApplicationResponse;
      expect(winner.application.status).toBe('bound');
    }
    await expectChargedOnceAndInvoiced(ids);
  });

  it('with the same key and token (a retry while the first runs): both answer the one bound payment', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => quotedApplication()));
    const answers = await Promise.all(
      ids.map(async (id) => {
        const token = await cardToken(t, broker, 'finance');
        const key = randomUUID();
        return Promise.all([pay(id, token, key), pay(id, token, key)]);
      }),
    );
    for (const pair of answers) {
      expect(pair.map((r) => r.statusCode), pair.map((r) => `${r.statusCode} ${String(r.json().message ?? '')}`).join('; ')).toEqual([200, 200]);
      const [a, b] = pair.map((r) => r.json() as PayApplicationResponse);
      expect(a!.payment.id).toBe(b!.payment.id);
      expect(b!.application.status).toBe('bound');
    }
    await expectChargedOnceAndInvoiced(ids);
  });

  it('after a bound payment, a new attempt with a new key is told the policy is bound and charges nothing', async () => {
    const id = await quotedApplication();
    const first = await pay(id, await cardToken(t, broker, 'finance'), randomUUID());
    expect(first.statusCode, first.body).toBe(200);
    const again = await pay(id, await cardToken(t, broker, 'finance'), randomUUID());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_BOUND);
    await expectChargedOnceAndInvoiced([id]);
  });

  it('a retry with the key of a declined attempt answers the same decline, not a spent-token error', async () => {
    const id = await quotedApplication();
    const token = await cardToken(t, broker, 'finance', '4000000000000341');
    const key = randomUUID();
    const first = await pay(id, token, key);
    const retry = await pay(id, token, key);
    expect(first.statusCode).toBe(402);
    expect(retry.statusCode).toBe(402);
    expect(retry.json()).toMatchObject({ message: 'Your card was declined.', code: 'card_declined' });
    const rows = await t.db.select().from(payments).where(eq(payments.applicationId, id));
    expect(rows.map((p) => p.status)).toEqual(['failed']);
  });
});
