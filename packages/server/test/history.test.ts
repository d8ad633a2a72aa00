import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyTransaction } from '@bm/contracts';
import { payments, policyTransactions, refunds } from '../src/db/schema.ts';
import { BROKERAGE_IDS, DEMO_USERS } from '../src/db/seed-data.ts';
import { SEEDED } from './helpers/seeded.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { broker: '', broker2: '', admin: '' };

const policy = SEEDED.find(
  (a) => a.brokerageId === BROKERAGE_IDS.maple && a.status === 'bound' && a.policyNumber,
)!;
const untouched = SEEDED.find(
  (a) => a.brokerageId === BROKERAGE_IDS.maple && a.status === 'quoted' && a.id !== policy.id,
)!;
// 21:30 on 9 March in Vancouver, already 10 March in UTC: the spreadsheet shows the Vancouver day.
const boundAt = new Date('2026-03-10T05:30:00Z');
const endorsedAt = new Date('2026-06-01T18:00:00Z');
const ids = { payment: '', refund: '', bind: '', endorsement: '' };

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
  const [payment] = await t.db
    .insert(payments)
    .values({
      applicationId: policy.id,
      provider: 'simulated',
      account: 'main',
      customerId: policy.stripeCustomerId,
      cardId: policy.stripeCardId,
      amount: 1_234_56,
      status: 'succeeded',
      idempotencyKey: `history-test-pay-${policy.id}`,
      createdAt: boundAt,
    })
    .returning();
  const [refund] = await t.db
    .insert(refunds)
    .values({
      paymentId: payment!.id,
      applicationId: policy.id,
      amount: 50_00,
      status: 'succeeded',
      idempotencyKey: `history-test-refund-${policy.id}`,
    })
    .returning();
  ids.payment = payment!.id;
  ids.refund = refund!.id;
  // Inserted newest first: the answer is still oldest first.
  const [endorsement] = await t.db
    .insert(policyTransactions)
    .values({
      applicationId: policy.id!,
      type: 'Endorsement',
      userId: null,
      effectiveDate: new Date('2026-06-02T07:01:00Z'),
      reason: '=HYPERLINK("http://evil.example";"click")',
      description: 'Changed address, unit 4; Vancouver',
      before: { address: '1 Main Street' },
      after: { address: '4-200 Granville Street' },
      premiumDelta: -40_00,
      taxDelta: -5_00,
      feeDelta: -5_00,
      totalDelta: -50_00,
      refundId: refund!.id,
      createdAt: endorsedAt,
    })
    .returning();
  const [bind] = await t.db
    .insert(policyTransactions)
    .values({
      applicationId: policy.id!,
      type: 'New Business',
      userId: DEMO_USERS.broker.id,
      effectiveDate: new Date('2026-03-15T07:01:00Z'),
      reason: 'Bound online with card payment',
      description: null,
      before: { status: 'quoted' },
      after: { status: 'bound', policyNumber: policy.policyNumber },
      premiumDelta: 1_100_00,
      taxDelta: 88_00,
      feeDelta: 46_56,
      totalDelta: 1_234_56,
      paymentId: payment!.id,
      createdAt: boundAt,
    })
    .returning();
  ids.bind = bind!.id;
  ids.endorsement = endorsement!.id;
});
afterAll(() => t?.close());

const get = (url: string, cookie: string = cookies.broker) =>
  t.app.inject({ url, headers: cookie ? { cookie } : {} });

describe('GET /api/applications/{applicationId}/transactions', () => {
  it('answers the history oldest first, with the user, payment and refund of each row', async () => {
    const response = await get(`/api/applications/${policy.id}/transactions`);
    expect(response.statusCode).toBe(200);
    const rows = response.json() as PolicyTransaction[];
    expect(rows).toEqual([
      {
        id: ids.bind,
        type: 'New Business',
        createdAt: boundAt.toISOString(),
        effectiveDate: '2026-03-15T07:01:00.000Z',
        reason: 'Bound online with card payment',
        description: null,
        user: { id: DEMO_USERS.broker.id, name: 'Blake Broker', email: 'broker@example.com' },
        before: { status: 'quoted' },
        after: { status: 'bound', policyNumber: policy.policyNumber },
        premiumDelta: 1_100_00,
        taxDelta: 88_00,
        feeDelta: 46_56,
        totalDelta: 1_234_56,
        paymentId: ids.payment,
        refundId: null,
        payment: { amount: 1_234_56, status: 'succeeded' },
        refund: null,
        refundParts: [],
      },
      {
        id: ids.endorsement,
        type: 'Endorsement',
        createdAt: endorsedAt.toISOString(),
        effectiveDate: '2026-06-02T07:01:00.000Z',
        reason: '=HYPERLINK("http://evil.example";"click")',
        description: 'Changed address, unit 4; Vancouver',
        user: null,
        before: { address: '1 Main Street' },
        after: { address: '4-200 Granville Street' },
        premiumDelta: -40_00,
        taxDelta: -5_00,
        feeDelta: -5_00,
        totalDelta: -50_00,
        paymentId: null,
        refundId: ids.refund,
        payment: null,
        refund: { amount: 50_00, status: 'succeeded' },
        refundParts: [{ id: ids.refund, amount: 50_00, status: 'succeeded' }],
      },
    ]);
  });

  it('answers an empty list for a record without history, and to staff of every brokerage', async () => {
    expect((await get(`/api/applications/${untouched.id}/transactions`)).json()).toEqual([]);
    const admin = await get(`/api/applications/${policy.id}/transactions`, cookies.admin);
    expect(admin.json()).toHaveLength(2);
  });

  it('answers 403 to another brokerage, 401 signed out, 404 unknown and 400 for a malformed id', async () => {
    const other = await get(`/api/applications/${policy.id}/transactions`, cookies.broker2);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ message: 'You do not have access to this record.' });
    expect((await get(`/api/applications/${policy.id}/transactions`, '')).statusCode).toBe(401);
    expect(
      (await get('/api/applications/00000000-0000-4000-a000-0000000fffff/transactions')).statusCode,
    ).toBe(404);
    expect((await get('/api/applications/nope/transactions')).statusCode).toBe(400);
  });
});

describe('GET /api/applications/{applicationId}/transactions.csv', () => {
  it('downloads the same rows as a spreadsheet with the export rule applied', async () => {
    const response = await get(`/api/applications/${policy.id}/transactions.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="transactions-${policy.policyNumber}.csv"; filename*=UTF-8''transactions-${policy.policyNumber}.csv`,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Date,Type,Effective date,Reason,Description,User,User email,Premium change,Tax change,Fee change,Total change,Payment amount,Payment status,Refund amount,Refund status,Transaction id',
      `2026-03-09,New Business,2026-03-15,Bound online with card payment,,Blake Broker,broker@example.com,1100.00,88.00,46.56,1234.56,1234.56,succeeded,,,${ids.bind}`,
      `2026-06-01,Endorsement,2026-06-02,"'=HYPERLINK(""http://evil.example""""click"")",Changed address unit 4 Vancouver,,,-40.00,-5.00,-5.00,-50.00,,,50.00,succeeded,${ids.endorsement}`,
      '',
    ]);
  });

  it('names the types and the reasons the server wrote in French for a French request, as stored in English', async () => {
    const response = await get(`/api/applications/${policy.id}/transactions.csv?lang=fr-CA`);
    expect(response.statusCode).toBe(200);
    const [header, bound, endorsement] = response.body
      .slice(1)
      .split('\r\n')
      .map((line) => line.split(','));
    expect(header!.slice(0, 5)).toEqual(['Date', 'Type', 'Date d’effet', 'Motif', 'Description']);
    expect(bound!.slice(0, 4)).toEqual([
      '2026-03-09',
      'Affaire nouvelle',
      '2026-03-15',
      'Liée en ligne avec paiement par carte',
    ]);
    expect(endorsement![1]).toBe('Avenant');
    // What a user typed is as typed.
    expect(response.body).toContain('Changed address unit 4 Vancouver');
    const english = await get(`/api/applications/${policy.id}/transactions.csv?lang=en-CA`);
    expect(english.body).toContain('2026-03-09,New Business,2026-03-15,Bound online with card payment,');
  });

  it('downloads only the header for a record without history, and is refused like the JSON', async () => {
    const empty = await get(`/api/applications/${untouched.id}/transactions.csv`);
    expect(empty.statusCode).toBe(200);
    expect(empty.body.split('\r\n')).toHaveLength(2);
    expect(empty.headers['content-disposition']).toContain(`transactions-${untouched.id}.csv`);
    const other = await get(`/api/applications/${policy.id}/transactions.csv`, cookies.broker2);
    expect(other.statusCode).toBe(403);
    expect(other.headers['content-type']).toMatch(/application\/json/);
    expect((await get(`/api/applications/${policy.id}/transactions.csv`, '')).statusCode).toBe(401);
  });

  it('is in the OpenAPI document under history', async () => {
    const doc = (await get('/api/docs')).json();
    expect(doc.paths['/api/applications/{applicationId}/transactions'].get.tags).toEqual(['history']);
    expect(doc.paths['/api/applications/{applicationId}/transactions.csv'].get.summary).toBeTruthy();
  });
});

describe('transactions.csv against formula injection', () => {
  it("guards a note starting with '-' and keeps a plain negative number a number", async () => {
    const other = SEEDED.find(
      (a) =>
        a.brokerageId === BROKERAGE_IDS.maple && a.status === 'bound' && a.policyNumber && a.id !== policy.id,
    )!;
    for (const comment of ["-2+3+cmd|' /C calc'!A0", '-12.34']) {
      const note = await t.app.inject({
        method: 'POST',
        url: `/api/applications/${other.id}/notes`,
        headers: { cookie: cookies.broker },
        payload: { comment },
      });
      expect(note.statusCode, note.body).toBe(201);
    }
    const response = await get(`/api/applications/${other.id}/transactions.csv`);
    expect(response.statusCode).toBe(200);
    const descriptions = response.body
      .slice(1)
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[4]);
    expect(descriptions).toEqual(expect.arrayContaining(["'-2+3+cmd|' /C calc'!A0", '-12.34']));
    expect(descriptions).not.toContain("-2+3+cmd|' /C calc'!A0");
  });
});
