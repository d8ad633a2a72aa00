import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_MODAL_TYPES } from '@bm/domain';
import { analyticsEvents } from '../src/db/schema.ts';
import { BROKERAGE_IDS, DEMO_USERS } from '../src/db/seed-data.ts';
import { SEEDED } from './helpers/seeded.ts';
import { signInAll } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { broker: '', endorsement: '', admin: '' };
beforeAll(async () => {
  t = await createTestApp();
  await signInAll(t.db, cookies);
});
afterAll(() => t?.close());

const post = (payload: unknown, cookie: string = cookies.broker) =>
  t.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    headers: cookie ? { cookie } : {},
    payload: payload as Record<string, unknown>,
  });

const latestFor = async (userId: string) => {
  const [row] = await t.db
    .select()
    .from(analyticsEvents)
    .where(eq(analyticsEvents.userId, userId))
    .orderBy(desc(analyticsEvents.id))
    .limit(1);
  return row;
};

describe('POST /api/analytics/events', () => {
  it("refuses an event on another brokerage's record (or an unknown one) and records nothing", async () => {
    const maple = SEEDED.find((a) => a.brokerageId === BROKERAGE_IDS.maple)!;
    const coastal = SEEDED.find((a) => a.brokerageId !== BROKERAGE_IDS.maple)!;
    const event = (applicationId: string) => ({
      name: 'modal_open',
      properties: { modalType: 'CancelPolicy', callToAction: 'Cancel Policy', applicationId },
    });
    const before = await t.db.select().from(analyticsEvents);
    const foreign = await post(event(coastal.id), cookies.broker);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: expect.any(String) });
    const unknown = await post(event('00000000-0000-4000-a000-0000000fffff'), cookies.broker);
    expect(unknown.statusCode).toBe(404);
    expect(await t.db.select().from(analyticsEvents)).toHaveLength(before.length);
    // Their own brokerage's record, and (a super admin sees every brokerage) any record, are taken.
    expect((await post(event(maple.id), cookies.broker)).statusCode).toBe(201);
    expect((await post(event(coastal.id), cookies.admin)).statusCode).toBe(201);
  });

  it('records a modal being opened with its type, call to action and record, for the user', async () => {
    // A record of the broker's own brokerage (another brokerage's is refused, above).
    const applicationId = SEEDED.find((a) => a.brokerageId === BROKERAGE_IDS.maple)!.id;
    const response = await post({
      name: 'modal_open',
      properties: { modalType: 'CancelPolicy', callToAction: 'Cancel Policy', applicationId },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ ok: true });
    expect(await latestFor(DEMO_USERS.broker.id)).toMatchObject({
      name: 'modal_open',
      properties: { modalType: 'CancelPolicy', callToAction: 'Cancel Policy', applicationId },
    });
  });

  it('knows the 24 modal types of spec 2.6 and ours, and takes each of them', async () => {
    // The spec's 24 and ours, PayOverdueInvoices (decision 0035) and ChangePaymentPlan (0078).
    expect(POLICY_MODAL_TYPES).toHaveLength(26);
    expect(new Set(POLICY_MODAL_TYPES).size).toBe(26);
    for (const modalType of POLICY_MODAL_TYPES) {
      const response = await post(
        { name: 'modal_open', properties: { modalType, callToAction: `Open ${modalType}` } },
        cookies.endorsement,
      );
      expect(response.statusCode, modalType).toBe(201);
    }
    const rows = await t.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, DEMO_USERS.endorsement.id));
    expect(rows).toHaveLength(POLICY_MODAL_TYPES.length);
  });

  it('refuses an unknown modal type or event name, a missing call to action and a bad record id', async () => {
    const cases: unknown[] = [
      { name: 'modal_open', properties: { modalType: 'DeletePolicy', callToAction: 'x' } },
      { name: 'page_hack', properties: { modalType: 'CancelPolicy', callToAction: 'x' } },
      { name: 'modal_open', properties: { modalType: 'CancelPolicy' } },
      { name: 'modal_open', properties: { modalType: 'CancelPolicy', callToAction: '   ' } },
      {
        name: 'modal_open',
        properties: { modalType: 'CancelPolicy', callToAction: 'x', applicationId: 'nope' },
      },
      { name: 'modal_open' },
    ];
    const before = await t.db.$count(analyticsEvents);
    for (const payload of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await post(cases[0])).json().message).toMatch(/modalType/);
    expect(await t.db.$count(analyticsEvents)).toBe(before);
  });

  it('needs a signed-in user', async () => {
    const response = await post(
      { name: 'modal_open', properties: { modalType: 'Decline', callToAction: 'x' } },
      '',
    );
    expect(response.statusCode).toBe(401);
  });
});
