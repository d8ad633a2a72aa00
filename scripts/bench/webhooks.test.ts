// The webhooks scenario's receiver counts what the bench reports: events verified with
// standardwebhooks, each note's arrival, repeated webhook-ids, and forged requests.
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { startWebhookReceiver, type Receiver } from './webhooks.ts';

const secret = `whsec_${randomBytes(24).toString('base64')}`;
let receiver: Receiver | null = null;

afterEach(async () => {
  await receiver?.close();
  receiver = null;
});

async function post(url: string, id: string, body: string, key = secret) {
  const timestamp = new Date();
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
      'webhook-signature': new Webhook(key).sign(id, timestamp, body),
    },
    body,
  });
  return response.status;
}

const note = (comment: string) =>
  JSON.stringify({ id: 'evt_1', type: 'note.added', data: { change: { description: comment } } });

describe('the webhooks bench receiver', () => {
  it('notes when each verified note arrived, counts a repeated webhook-id, and refuses a forged one', async () => {
    receiver = await startWebhookReceiver();
    receiver.secret = secret;
    expect(await post(receiver.url, 'evt_1', note('bench a 0'))).toBe(204);
    expect(await post(receiver.url, 'evt_1', note('bench a 0'))).toBe(204);
    expect(await post(receiver.url, 'evt_2', note('bench a 1'))).toBe(204);
    const forger = `whsec_${randomBytes(24).toString('base64')}`;
    expect(await post(receiver.url, 'evt_3', note('bench a 2'), forger)).toBe(400);

    expect([...receiver.arrivals.keys()]).toEqual(['bench a 0', 'bench a 1']);
    expect(receiver.markerIds.get('bench a 1')).toBe('evt_2');
    expect(Object.fromEntries(receiver.ids)).toEqual({ evt_1: 2, evt_2: 1 });
    expect(receiver.unverified).toBe(1);
  });

  it('answers 503 until the endpoint (its secret) exists', async () => {
    receiver = await startWebhookReceiver();
    expect(await post(receiver.url, 'evt_1', note('early'))).toBe(503);
    expect(receiver.arrivals.size).toBe(0);
  });
});
