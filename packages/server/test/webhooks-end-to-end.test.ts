import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookDelivery, WebhookEndpointWithSecret } from '@bm/contracts';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { signInAll } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { startReceiver, until, type Receiver } from './helpers/webhooks.ts';

/**
 * Issue 28 end to end: an agency admin adds an endpoint on the Integrations API; a broker of the
 * brokerage binds and pays a policy; the worker delivers that change's events, which the receiver
 * verifies with the standardwebhooks library against the secret the admin was shown. Another
 * brokerage's policy reaches it not.
 */
describe('webhooks end to end', () => {
  let t: TestApp;
  let receiver: Receiver;
  const cookies = { agencyAdmin: '', broker: '', broker2: '' };

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await createTestApp({ env: { WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' } });
    await signInAll(t.db, cookies);
  });
  afterAll(async () => {
    await t?.close();
    await receiver?.close();
  });

  it("delivers a bind's events, signed, in order, to the brokerage's endpoint only", async () => {
    const path = '/maple-bms';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/endpoints',
      headers: { cookie: cookies.agencyAdmin },
      payload: { url: receiver.url(path), description: 'Our BMS' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { endpoint, secret } = created.json() as WebhookEndpointWithSecret;
    // The receiver knows only what the admin was shown.
    receiver.url(path, [secret]);

    await bindPolicy(t, cookies.broker2, 'tenants', tenantsForm(), 'annual');
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');

    // The bind's deliveries were written with it (same transaction): once the admin's log shows
    // every one delivered, the receiver has had them all.
    const log = await until(
      async () => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/webhooks/endpoints/${endpoint.id}/deliveries`,
          headers: { cookie: cookies.agencyAdmin },
        });
        const { deliveries } = response.json() as { deliveries: WebhookDelivery[] };
        return deliveries.length > 0 && deliveries.every((d) => d.status === 'succeeded') && deliveries;
      },
      20_000,
      "the bind's deliveries",
    );
    const got = receiver.at(path);
    const events = got.map((request) => {
      const verified = request.verified.get(secret);
      expect(verified?.ok, JSON.stringify(verified)).toBe(true);
      const body = JSON.parse(request.body) as {
        id: string;
        type: string;
        brokerageId: string;
        data: { policy: { id?: string; applicationId?: string; policyNumber: string | null } };
      };
      expect(request.headers['webhook-id']).toBe(body.id);
      return body;
    });
    // Only the endpoint's brokerage's policy: its change, the invoice it raised, the payment, the invoice paid.
    expect(new Set(events.map((e) => e.brokerageId))).toEqual(new Set([policy.brokerageId]));
    expect(events.map((e) => e.data.policy.policyNumber)).toEqual(events.map(() => policy.policyNumber));
    const types = events.map((e) => e.type);
    expect(types).toEqual(['policy.bound', 'invoice.issued', 'payment.succeeded', 'invoice.paid']);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);

    // The log names each event delivered, once, with its one attempt.
    expect(log.map((d) => d.eventId).sort()).toEqual(events.map((e) => e.id).sort());
    expect(log.every((d) => d.attemptLog.length === 1 && d.attemptLog[0]!.responseStatus === 204)).toBe(true);
  });
});
