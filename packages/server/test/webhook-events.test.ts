import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancellationPremiumsResponse } from '@bm/contracts';
import {
  formatDate,
  paymentAccountFor,
  WEBHOOK_EVENT_TYPES,
  quoteApplication,
  PRODUCT_DEFINITIONS,
} from '@bm/domain';
import type { Db } from '../src/db/client.ts';
import {
  applications,
  brokerages,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../src/db/schema.ts';
import { lockApplication, recordPolicyChange } from '../src/modules/policies/index.ts';
import { readLedger } from '../src/modules/policies/ledger.ts';
import { bindPolicy, cardToken } from './helpers/bind.ts';
import { cancellationPremiums, submitCancellation } from './helpers/cancel.ts';
import { dayFromToday, tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { checkPolicyEvents, policyEvents } from './helpers/webhook-events.ts';

/**
 * Issue 28 item 1: every policy change and money movement writes its webhook events in the change's
 * transaction (the outbox), with their deliveries to each subscribed endpoint; a change that does
 * not commit leaves none.
 */
let t: TestApp;
const cookies = { broker: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp();
  cookies.broker = await sessionCookie(t.db, 'broker');
  cookies.admin = await sessionCookie(t.db, 'admin');
});
afterAll(() => t?.close());

const post = (url: string, payload: Record<string, unknown>, cookie = cookies.admin) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
/** Saves an endorsement of the contents limit from the term's first day, priced as the page would. */
async function endorse(id: string, effectiveDate: string, limit: string) {
  const change = {
    reason: 'Increase Limit/Add Coverage',
    reasonText: 'Webhook test',
    effectiveDate,
    changes: [{ field: 'contents-limit', newValue: limit }],
  };
  const quoted = await post(`/api/applications/${id}/endorsement/quote`, change);
  expect(quoted.statusCode, quoted.body).toBe(200);
  return post(`/api/applications/${id}/endorsement`, {
    endorsement: { ...change, expectedTotal: quoted.json().endorsementFeesAndTotals.total.annual },
    idempotencyKey: crypto.randomUUID(),
  });
}
const startOf = (policy: { policyEffectiveDate: string | null }) =>
  formatDate(new Date(policy.policyEffectiveDate!));
const types = async (id: string) => (await policyEvents(t, id)).map(({ event }) => event.type);

describe('a policy bound, noted, endorsed, cancelled and reinstated', () => {
  it('writes exactly each change’s events, in order, carrying the ledger’s money', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'monthly');
    const id = policy.applicationId;
    const bound = await policyEvents(t, id);
    const invoices = bound.filter(({ event }) => event.type === 'invoice.issued').length;
    expect(invoices).toBeGreaterThan(1);
    expect(bound.map(({ event }) => event.type)).toEqual([
      'policy.bound',
      ...Array<string>(invoices).fill('invoice.issued'),
      'payment.succeeded',
      'invoice.paid',
    ]);
    const [first] = bound;
    expect(first!.event).toMatchObject({
      id: expect.stringMatching(/^evt_[0-9A-Z]{26}$/),
      version: 1,
      brokerageId: policy.brokerageId,
      data: {
        policy: { id, policyNumber: policy.policyNumber, status: 'bound', product: { id: 'tenants' } },
        change: { type: 'New Business' },
      },
    });
    const ledger = await readLedger(t.db, id);
    const paid = ledger.filter((entry) => entry.kind === 'payment');
    expect(bound.find(({ event }) => event.type === 'payment.succeeded')!.event.data.payment).toMatchObject({
      amount: paid[0]!.amount,
      status: 'succeeded',
    });
    expect(first!.event.data.policy.balance.paid).toBe(paid[0]!.amount);
    // Ids sort in the order the events were written.
    const ids = bound.map(({ event }) => event.id);
    expect([...ids].sort()).toEqual(ids);
    await checkPolicyEvents(t, id, 'bind');

    const noted = await post(`/api/applications/${id}/notes`, {
      comment: 'Called the insured',
      uploadedFiles: [],
    });
    expect(noted.statusCode, noted.body).toBe(201);
    expect((await types(id)).at(-1)).toBe('note.added');

    const endorsed = await endorse(id, startOf(policy), '50000');
    expect(endorsed.statusCode, endorsed.body).toBe(200);
    const afterEndorse = await checkPolicyEvents(t, id, 'bind, note, endorse');
    expect(afterEndorse.some(({ event }) => event.type === 'policy.endorsed')).toBe(true);

    const choice = {
      cancEffectiveDate: dayFromToday(10),
      cancOption: 'prorata',
      feeWaived: false,
      adminFeeWaived: false,
    };
    const premiums = await cancellationPremiums(t, cookies.admin, id, choice);
    expect(premiums.statusCode, premiums.body).toBe(200);
    const cancelled = await submitCancellation(
      t,
      cookies.admin,
      id,
      choice,
      premiums.json() as CancellationPremiumsResponse,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const afterCancel = await checkPolicyEvents(t, id, 'bind, note, endorse, cancel');
    const cancelEvents = afterCancel.slice(afterEndorse.length).map(({ event }) => event.type);
    expect(cancelEvents[0]).toBe('policy.cancelled');
    expect(cancelEvents).toContain('invoice.voided');
    expect(afterCancel.at(-1)!.event.data.policy.status).toBe('cancelled');

    const preview = await post(`/api/applications/${id}/reinstate/preview`, {});
    expect(preview.statusCode, preview.body).toBe(200);
    const reinstated = await post(`/api/applications/${id}/reinstate`, {
      reinstatementReason: 'Processing Error',
      details: 'Webhook test',
      expectedTotal: preview.json().totalToInvoice,
    });
    expect(reinstated.statusCode, reinstated.body).toBe(200);
    const all = await checkPolicyEvents(t, id, 'bind, note, endorse, cancel, reinstate');
    expect(all.slice(afterCancel.length)[0]!.event.type).toBe('policy.reinstated');
    expect(all.at(-1)!.event.data.policy.status).toBe('bound');
  });
});

describe('the fan-out', () => {
  it('writes one delivery per enabled, not deleted endpoint of the brokerage or the platform that takes the type', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
    const [other] = await t.db
      .select({ id: brokerages.id })
      .from(brokerages)
      .where(ne(brokerages.id, policy.brokerageId!))
      .limit(1);
    const endpoint = (values: Partial<typeof webhookEndpoints.$inferInsert>) => ({
      url: 'https://hooks.example.com/in',
      secret: 'whsec_dGVzdA==',
      ...values,
    });
    const made = await t.db
      .insert(webhookEndpoints)
      .values([
        endpoint({ brokerageId: policy.brokerageId, description: 'all' }),
        endpoint({ brokerageId: policy.brokerageId, description: 'notes', eventTypes: ['note.added'] }),
        endpoint({ brokerageId: null, description: 'platform' }),
        endpoint({ brokerageId: policy.brokerageId, description: 'disabled', enabled: false }),
        endpoint({ brokerageId: policy.brokerageId, description: 'deleted', deletedAt: new Date() }),
        ...(other ? [endpoint({ brokerageId: other.id, description: 'another brokerage' })] : []),
      ])
      .returning();
    const byName = Object.fromEntries(made.map((row) => [row.description, row.id]));
    const noted = await post(`/api/applications/${policy.applicationId}/notes`, {
      comment: 'Fan-out',
      uploadedFiles: [],
    });
    expect(noted.statusCode, noted.body).toBe(201);
    const [note] = (await policyEvents(t, policy.applicationId)).slice(-1);
    expect(note!.event.type).toBe('note.added');
    const deliveries = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, note!.event.id));
    expect(deliveries.map((row) => row.endpointId).sort()).toEqual(
      [byName.all, byName.notes, byName.platform].sort(),
    );
    expect(deliveries.every((row) => row.status === 'pending' && row.eventSeq === note!.seq)).toBe(true);
    expect(deliveries.every((row) => row.applicationId === policy.applicationId)).toBe(true);
    // An endorsement's events reach the endpoints that take every type, not the notes one.
    const endorsed = await endorse(policy.applicationId, startOf(policy), '30000');
    expect(endorsed.statusCode, endorsed.body).toBe(200);
    const endorsedEvent = (await policyEvents(t, policy.applicationId)).find(
      ({ event }) => event.type === 'policy.endorsed',
    )!;
    const sent = await t.db
      .select({ endpointId: webhookDeliveries.endpointId })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.eventId, endorsedEvent.event.id));
    expect(sent.map((row) => row.endpointId).sort()).toEqual([byName.all, byName.platform].sort());
    await t.db.update(webhookEndpoints).set({ enabled: false });
  });
});

describe('a change that does not commit', () => {
  it('leaves no event: a cancellation refused with stale figures, and a change rolled back after it was recorded', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
    const id = policy.applicationId;
    const before = await policyEvents(t, id);
    const choice = {
      cancEffectiveDate: dayFromToday(5),
      cancOption: 'prorata',
      feeWaived: false,
      adminFeeWaived: false,
    };
    const premiums = (
      await cancellationPremiums(t, cookies.admin, id, choice)
    ).json() as CancellationPremiumsResponse;
    const refused = await submitCancellation(t, cookies.admin, id, choice, {
      ...premiums,
      refundDue: premiums.refundDue + 1,
      amountOwing: premiums.amountOwing + 1,
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await policyEvents(t, id)).toEqual(before);

    await expect(
      t.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const locked = await lockApplication(tx, id);
        await recordPolicyChange(tx, {
          application: locked!,
          type: 'Account Note',
          userId: null,
          at: new Date(),
          history: { description: 'never written' },
          audit: { action: 'application.note' },
        });
        // Written inside the transaction ...
        expect(
          (await tx.select().from(webhookEvents).where(eq(webhookEvents.applicationId, id))).length,
        ).toBe(before.length + 1);
        throw new Error('refused mid-way');
      }),
    ).rejects.toThrow('refused mid-way');
    // ... and gone with it.
    expect(await policyEvents(t, id)).toEqual(before);
  });
});

describe('a declined card', () => {
  it('is a payment.declined event without a change; nothing else is written', async () => {
    const form = tenantsForm();
    const started = await post('/api/applications', { productId: 'tenants' }, cookies.broker);
    const id = started.json().applicationId as string;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/applications/${id}`,
      headers: { cookie: cookies.broker },
      payload: {
        productId: 'tenants',
        currentPage: 9,
        form,
        productVersionSeen: '1.0',
        paymentPeriod: 'annual',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const quote = quoteApplication(PRODUCT_DEFINITIONS.tenants!, form).quote;
    const token = await cardToken(
      t,
      cookies.broker,
      paymentAccountFor('annual', new Date()),
      '4000000000000341',
    );
    const paid = await post(
      `/api/applications/${id}/pay`,
      {
        paymentPeriod: 'annual',
        token,
        idempotencyKey: crypto.randomUUID(),
        expectedTotal: quote.total.annual,
      },
      cookies.broker,
    );
    expect(paid.statusCode).toBe(402);
    const events = await policyEvents(t, id);
    expect(events.map(({ event }) => event.type)).toEqual(['payment.declined']);
    expect(events[0]!.event.data).toMatchObject({
      change: null,
      money: [],
      payment: { amount: quote.total.annual, status: 'failed', failureCode: 'card_declined' },
      policy: { id, status: expect.not.stringMatching(/^bound$/) },
    });
    const [app] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(events[0]!.event.brokerageId).toBe(app!.brokerageId);
  });
});

describe('the OpenAPI document', () => {
  it('describes every event type in its webhooks section, the body being the event schema', async () => {
    const doc = (await t.app.inject('/api/docs')).json() as {
      openapi: string;
      webhooks: Record<string, { post: { requestBody: { content: Record<string, unknown> } } }>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(Object.keys(doc.webhooks).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    expect(doc.webhooks['policy.bound']!.post.requestBody.content['application/json']).toEqual({
      schema: {
        allOf: [
          { $ref: '#/components/schemas/WebhookEvent' },
          { type: 'object', properties: { type: { const: 'policy.bound' } } },
        ],
      },
    });
    expect(doc.components.schemas.WebhookEvent).toMatchObject({
      required: expect.arrayContaining(['id', 'type', 'data']),
    });
  });
});
