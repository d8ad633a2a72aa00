import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../../src/db/client.ts';
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '../../src/db/schema.ts';

/** A Standard Webhooks secret: `whsec_` + base64 of 24 random bytes. */
export const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

/** One request the receiver got, and whether each secret it knows verified it. */
export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
  at: number;
  /** Per secret given to `verifyWith`: the payload verify() answered, or the error it threw. */
  verified: Map<string, { ok: true; payload: unknown } | { ok: false; error: string }>;
}

export type Answer = (
  request: Received,
) => void | { status?: number; body?: string | Buffer; delayMs?: number };

/**
 * A real local HTTP receiver (node:http) standing in for a brokerage's system: it records each
 * request and verifies it with the standardwebhooks library, as a receiver would, against every
 * secret it was told for the request's path. `answer` decides the reply (default 204).
 */
export async function startReceiver() {
  const received: Received[] = [];
  const secrets = new Map<string, string[]>();
  const answers = new Map<string, Answer>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers[name] = value;
      }
      const body = Buffer.concat(chunks).toString('utf8');
      const verified: Received['verified'] = new Map();
      for (const secret of secrets.get(path) ?? []) {
        try {
          verified.set(secret, { ok: true, payload: new Webhook(secret).verify(body, headers) });
        } catch (error) {
          verified.set(secret, { ok: false, error: (error as Error).message });
        }
      }
      const entry: Received = { path, headers, body, at: Date.now(), verified };
      received.push(entry);
      const reply = answers.get(path)?.(entry) ?? {};
      const send = () => {
        if (response.destroyed) return;
        response.statusCode = reply.status ?? 204;
        response.end(reply.body ?? '');
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    received,
    /** The URL of a path on this receiver, whose requests are verified with `verifyWith`. */
    url(path: string, verifyWith: string[] = [], answer?: Answer) {
      secrets.set(path, verifyWith);
      if (answer) answers.set(path, answer);
      return `http://127.0.0.1:${port}${path}`;
    },
    at: (path: string) => received.filter((entry) => entry.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** An endpoint row, as the Integrations routes would write it. */
export async function insertEndpoint(
  db: Db,
  values: {
    url: string;
    secret: string;
    brokerageId?: string | null;
    previousSecret?: string;
    previousSecretExpiresAt?: Date;
    createdBy?: string;
  },
) {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ brokerageId: null, ...values })
    .returning({ id: webhookEndpoints.id });
  return row!.id;
}

/**
 * An event and its deliveries to `endpointIds`, written as a change's transaction writes them
 * (the worker's input), then the notification sent at its commit. The tests write these rows
 * themselves: they test the delivery of what the events' writer (modules/webhooks/events) leaves.
 */
export async function insertEvent(
  db: Db,
  values: {
    applicationId?: string | null;
    brokerageId?: string | null;
    endpointIds: string[];
    type?: string;
  },
) {
  const id = `evt_${randomUUID().replaceAll('-', '')}`;
  const type = values.type ?? 'policy.endorsed';
  const occurredAt = new Date();
  const payload = {
    id,
    type,
    version: 1,
    timestamp: occurredAt.toISOString(),
    brokerageId: values.brokerageId ?? null,
    data: { policy: { applicationId: values.applicationId ?? null }, change: { note: 'café' }, money: [] },
  };
  const event = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEvents)
      .values({
        id,
        type,
        version: 1,
        brokerageId: values.brokerageId ?? null,
        applicationId: values.applicationId ?? null,
        occurredAt,
        payload,
      })
      .returning({ seq: webhookEvents.seq });
    if (values.endpointIds.length > 0) {
      await tx.insert(webhookDeliveries).values(
        values.endpointIds.map((endpointId) => ({
          eventId: id,
          endpointId,
          eventSeq: row!.seq,
          applicationId: values.applicationId ?? null,
        })),
      );
    }
    await tx.execute(sql`select pg_notify('webhook_deliveries', '')`);
    return { id, seq: row!.seq, payload };
  });
  return event;
}

/** Waits until `check` answers truthy (polling), or fails after `timeoutMs`. */
export async function until<T>(
  check: () => Promise<T> | T,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<Exclude<T, false | null | undefined | 0 | ''>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Exclude<T, false | null | undefined | 0 | ''>;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
