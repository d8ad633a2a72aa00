// The webhooks scenario (issue 28 item 5): from a write's commit to its event reaching a receiver.
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { BROKERAGE_IDS } from '../../packages/server/src/db/seed-data.ts';
import { quantile } from './load.ts';

/** The brokerage whose endpoint receives the events: Maple Leaf, of the demo story. */
export const WEBHOOK_BROKERAGE_ID = BROKERAGE_IDS.maple;
/** Records the notes go to, in turn. */
const RECORDS = 50;

/** Changes one phase runs at once: one (sequential), then CONCURRENCY at a time. */
export const WEBHOOK_CONCURRENCY = 10;
/** A change whose event has not arrived by then counts as not delivered. */
const WAIT_MS = 30_000;
/** After the last event, how long duplicates may still arrive before they are counted. */
const GRACE_MS = 2_000;
/** Issue 28: a delivery starts within one second of the commit (p95). */
export const WEBHOOK_P95_TARGET_MS = 1_000;

export interface LatencyRun {
  name: string;
  concurrency: number;
  changes: number;
  /** Changes whose event arrived exactly once (no other request with its webhook-id). */
  deliveredOnce: number;
  /** Requests that repeated a webhook-id already received. */
  duplicates: number;
  /** Requests whose signature standardwebhooks refused. */
  unverified: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface WebhookRun {
  /** The app: POST …/notes answered, to its note.added received (signature verified). */
  app: LatencyRun[];
  /** The ceiling: a bare pg_notify committed, to another pg client hearing it. */
  ceiling: LatencyRun[];
}

function summarise(
  concurrency: number,
  changes: number,
  latencies: number[],
  counts: { deliveredOnce: number; duplicates: number; unverified: number },
): LatencyRun {
  const sorted = [...latencies].sort((a, b) => a - b);
  if (latencies.length < changes) {
    console.warn(`[webhooks] only ${latencies.length} of ${changes} events arrived within ${WAIT_MS} ms`);
  }
  return {
    name: concurrency === 1 ? 'Sequential' : `${concurrency} at a time`,
    concurrency,
    changes,
    ...counts,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

/** Runs `work(0..count-1)` with at most `concurrency` at once. */
export async function pooled(count: number, concurrency: number, work: (i: number) => Promise<void>) {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, count) }, async () => {
    while (next < count) {
      const i = next;
      next += 1;
      await work(i);
    }
  });
  await Promise.all(lanes);
}

/** Waits for `key` in `arrivals` (filled by a listener), up to WAIT_MS; resolves its arrival time or null. */
function arrival(waiters: Map<string, (at: number) => void>, arrivals: Map<string, number>, key: string) {
  const seen = arrivals.get(key);
  if (seen !== undefined) return Promise.resolve<number | null>(seen);
  return new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      waiters.delete(key);
      resolve(null);
    }, WAIT_MS);
    waiters.set(key, (at) => {
      clearTimeout(timer);
      resolve(at);
    });
  });
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export interface Receiver {
  url: string;
  /** The endpoint's secret, once it is created (requests before that are refused with 503). */
  secret: string | null;
  /** The note's marker (the comment) → when its note.added arrived. */
  arrivals: Map<string, number>;
  /** The note's marker → its event's webhook-id. */
  markerIds: Map<string, string>;
  waiters: Map<string, (at: number) => void>;
  /** webhook-id → requests received with it. */
  ids: Map<string, number>;
  unverified: number;
  close(): Promise<void>;
}

/** A local receiver that verifies every request with standardwebhooks and notes when each event came. */
export async function startWebhookReceiver(): Promise<Receiver> {
  const receiver: Receiver = {
    url: '',
    secret: null,
    arrivals: new Map(),
    markerIds: new Map(),
    waiters: new Map(),
    ids: new Map(),
    unverified: 0,
    close: async () => {},
  };
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const at = performance.now();
      if (!receiver.secret) {
        response.writeHead(503).end();
        return;
      }
      let event: { type: string; data: { change: { description: string | null } | null } };
      try {
        event = new Webhook(receiver.secret).verify(
          body,
          request.headers as Record<string, string>,
        ) as typeof event;
      } catch {
        receiver.unverified += 1;
        response.writeHead(400).end();
        return;
      }
      response.writeHead(204).end();
      const id = String(request.headers['webhook-id']);
      receiver.ids.set(id, (receiver.ids.get(id) ?? 0) + 1);
      const marker = event.type === 'note.added' ? event.data.change?.description : null;
      if (!marker || receiver.arrivals.has(marker)) return;
      receiver.arrivals.set(marker, at);
      receiver.markerIds.set(marker, id);
      receiver.waiters.get(marker)?.(at);
      receiver.waiters.delete(marker);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bench-webhooks`;
  receiver.close = async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  };
  return receiver;
}

async function api(baseUrl: string, cookie: string, method: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

/** Up to `limit` bound records of the brokerage, spread over its ids (the notes' records). */
export async function brokerageRecords(
  databaseUrl: string,
  brokerageId = WEBHOOK_BROKERAGE_ID,
  limit = RECORDS,
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ id: string }>(
      `select id from applications where brokerage_id = $1 and status = 'bound' order by id`,
      [brokerageId],
    );
    const ids = result.rows.map((row) => row.id);
    const step = Math.max(1, Math.floor(ids.length / limit));
    return ids.filter((_, i) => i % step === 0).slice(0, limit);
  } finally {
    await client.end();
  }
}

export interface WebhookScenarioInput {
  appUrl: string;
  databaseUrl: string;
  /** A super admin's session cookie. */
  cookie: string;
  brokerageId: string;
  /** Records of that brokerage the notes go to (a batch never writes to one record twice at once). */
  applicationIds: readonly string[];
  /** Changes per phase. */
  changes: number;
}

/**
 * Creates an endpoint for the brokerage (note.added only) pointing at a local receiver, then adds
 * `changes` notes one after another and `changes` more WEBHOOK_CONCURRENCY at a time; each note's
 * latency runs from its POST's answer (the transaction committed) to its event received. The note's
 * comment, a fresh marker, comes back as the event's data.change.description and links the two.
 */
export async function measureWebhookDelivery(input: WebhookScenarioInput): Promise<LatencyRun[]> {
  const receiver = await startWebhookReceiver();
  try {
    const created = (await api(input.appUrl, input.cookie, 'POST', '/api/webhooks/endpoints', {
      url: receiver.url,
      description: 'npm run bench: webhook delivery latency',
      eventTypes: ['note.added'],
      brokerageId: input.brokerageId,
    })) as { secret: string };
    receiver.secret = created.secret;
    const runs: LatencyRun[] = [];
    for (const concurrency of [1, WEBHOOK_CONCURRENCY]) {
      const run = randomUUID().slice(0, 8);
      const markers: string[] = [];
      const latencies: number[] = [];
      await pooled(input.changes, concurrency, async (i) => {
        const marker = `bench ${run} ${i}`;
        markers.push(marker);
        const id = input.applicationIds[i % input.applicationIds.length]!;
        const response = await fetch(`${input.appUrl}/api/applications/${id}/notes`, {
          method: 'POST',
          headers: { cookie: input.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ comment: marker, isInternal: false }),
        });
        // The answer's status line and headers: the note's transaction has committed.
        const committed = performance.now();
        if (response.status !== 201) {
          throw new Error(`POST a note: ${response.status} ${await response.text()}`);
        }
        await response.arrayBuffer();
        const at = await arrival(receiver.waiters, receiver.arrivals, marker);
        if (at !== null) latencies.push(at - committed);
      });
      await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
      const { ids, markerIds } = receiver;
      runs.push(
        summarise(concurrency, input.changes, latencies, {
          deliveredOnce: markers.filter((m) => ids.get(markerIds.get(m) ?? '') === 1).length,
          duplicates: [...ids.values()].reduce((total, n) => total + n - 1, 0),
          unverified: receiver.unverified,
        }),
      );
      receiver.ids.clear();
      receiver.unverified = 0;
    }
    return runs;
  } finally {
    await receiver.close();
  }
}

/**
 * The ceiling: `changes` pg_notify calls, each committed on its own (autocommit) by a pool of
 * `concurrency` clients, heard by one LISTEN client; latency from the NOTIFY's answer to its arrival.
 */
export async function measureNotifyCeiling(databaseUrl: string, changes: number): Promise<LatencyRun[]> {
  const listener = new pg.Client({ connectionString: databaseUrl });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: WEBHOOK_CONCURRENCY });
  const arrivals = new Map<string, number>();
  const waiters = new Map<string, (at: number) => void>();
  const heard = new Map<string, number>();
  await listener.connect();
  try {
    listener.on('notification', (message) => {
      const at = performance.now();
      const key = message.payload ?? '';
      heard.set(key, (heard.get(key) ?? 0) + 1);
      if (arrivals.has(key)) return;
      arrivals.set(key, at);
      waiters.get(key)?.(at);
      waiters.delete(key);
    });
    await listener.query('listen bench_webhook_ceiling');
    const runs: LatencyRun[] = [];
    for (const concurrency of [1, WEBHOOK_CONCURRENCY]) {
      const run = randomUUID().slice(0, 8);
      const latencies: number[] = [];
      await pooled(changes, concurrency, async (i) => {
        const marker = `${run} ${i}`;
        await pool.query(`select pg_notify('bench_webhook_ceiling', $1)`, [marker]);
        const committed = performance.now();
        const at = await arrival(waiters, arrivals, marker);
        if (at !== null) latencies.push(at - committed);
      });
      await new Promise((resolve) => setTimeout(resolve, GRACE_MS));
      runs.push(
        summarise(concurrency, changes, latencies, {
          deliveredOnce: [...heard.values()].filter((n) => n === 1).length,
          duplicates: [...heard.values()].reduce((total, n) => total + n - 1, 0),
          unverified: 0,
        }),
      );
      heard.clear();
    }
    return runs;
  } finally {
    await listener.end();
    await pool.end();
  }
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

/** The "Webhook delivery" section of docs/benchmarks.md. */
export function webhookSection(run: WebhookRun): string[] {
  const lines = [
    '## Webhook delivery',
    '',
    'Issue 28: a delivery starts within one second of the commit (p95). The app server (its delivery worker woken by `pg_notify` at commit, a 1 s poll behind it; decision 0093) runs with `WEBHOOKS_ALLOW_PRIVATE_URLS=true`; the bench process runs a `node:http` receiver and, as the super admin, creates an endpoint for Maple Leaf (note.added only) through `POST /api/webhooks/endpoints`. Each change is `POST /api/applications/{id}/notes` on one of its bound records with a fresh comment; the latency runs from that answer (the transaction committed) to the receiver reading the note.added whose `data.change.description` is that comment, its signature verified with `standardwebhooks`. First one note at a time, then ten at a time. "Exactly once" counts the changes whose event arrived with a `webhook-id` no other request repeated.',
    "The ceiling: a bare `pg` client committing `pg_notify` (a pool of ten for the concurrent phase) and another `pg` client listening, the same count; the latency runs from the NOTIFY's answer to its arrival; both come at the commit, so it is about zero and at times below (heard before the notifier read its answer).",
    '',
    '| Path | Phase | changes | exactly once | duplicates | unverified | p50 ms | p95 ms | p99 ms | max ms |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const rows = (path: string, runs: LatencyRun[]) =>
    runs.map(
      (r) =>
        `| ${path} | ${r.name} | ${r.changes} | ${r.deliveredOnce} | ${r.duplicates} | ${r.unverified} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} |`,
    );
  lines.push(
    ...rows('Commit → webhook received', run.app),
    ...rows('Ceiling: pg NOTIFY → LISTEN', run.ceiling),
  );
  lines.push('');
  for (const r of run.app) {
    const met = r.p95 < WEBHOOK_P95_TARGET_MS ? '**met**' : '**missed**';
    lines.push(`- ${r.name}: p95 < ${WEBHOOK_P95_TARGET_MS} ms: ${ms(r.p95)} ms, ${met}.`);
  }
  return lines;
}
