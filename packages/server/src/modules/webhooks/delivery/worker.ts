import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../../db/client.ts';
import type { EmailService } from '../../../integrations/email/email-service.ts';
import { enqueueEndpointDisabledEmails } from './disabled-email.ts';
import { postWebhook } from './post.ts';
import { signatureHeaders } from './sign.ts';
import { WEBHOOK_DELIVERIES_CHANNEL } from '../events/write-events.ts';
import { claimDueDeliveries, recordAttempt, type ClaimedDelivery } from './store.ts';


/** A missed notification (a lost listener, a replay that notifies nobody) waits at most this long. */
const POLL_MS = 1_000;
/** Deliveries one process posts at once. */
const MAX_IN_FLIGHT = 32;

export interface DeliveryWorkerOptions {
  database: Pick<Database, 'db' | 'listen'>;
  email: EmailService;
  log: FastifyBaseLogger;
  allowPrivate: boolean;
  timeoutMs: number;
  leaseMs: number;
  /** TEST ONLY: a pause between the claim and the POST (the crash test). */
  pauseBeforePostMs?: number;
  /** This worker's name in locked_by; by default host:pid:random. */
  name?: string;
}

export interface DeliveryWorker {
  /** Looks for due deliveries now (what a notification does). */
  nudge(): void;
  /** Stops claiming, and waits for the deliveries in flight to be posted and recorded. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The webhook delivery worker of one process (docs/decisions/0091, 0093): wakes on the
 * `webhook_deliveries` notification (PostgreSQL: from any process, at commit; PGlite: in-process) and
 * every second, claims due deliveries with a lease, signs and posts each, and records the attempt.
 * Up to MAX_IN_FLIGHT deliveries are in flight; as each ends, the next due ones are claimed, so
 * a slow receiver holds up only its own policy's later events.
 */
export async function startDeliveryWorker(options: DeliveryWorkerOptions): Promise<DeliveryWorker> {
  const { db } = options.database;
  const name = options.name ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const inFlight = new Set<Promise<void>>();
  let claiming: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const deliver = async (delivery: ClaimedDelivery) => {
    if (options.pauseBeforePostMs) await sleep(options.pauseBeforePostMs);
    const body = JSON.stringify(delivery.payload);
    // The receiver checks the timestamp against its own clock: the real one, never a test's.
    const startedAt = new Date();
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'bm-webhooks/1',
      ...signatureHeaders(delivery.eventId, startedAt, body, delivery),
    };
    const outcome = await postWebhook(delivery.url, body, headers, {
      timeoutMs: options.timeoutMs,
      allowPrivate: options.allowPrivate,
    });
    const recorded = await recordAttempt(
      db,
      name,
      delivery,
      { url: delivery.url, headers, startedAt },
      outcome,
      (tx: Db, endpointId: string) => enqueueEndpointDisabledEmails(options.email, tx, endpointId),
    );
    if (recorded.disabled) {
      options.log.warn(
        { endpointId: recorded.disabled.endpointId },
        'webhook endpoint disabled: failing for three days',
      );
      await options.email.flush(db);
    }
  };

  const claimMore = async () => {
    do {
      again = false;
      const room = MAX_IN_FLIGHT - inFlight.size;
      if (stopped || room <= 0) return;
      const claimed = await claimDueDeliveries(db, name, room, options.leaseMs);
      for (const delivery of claimed) {
        const running: Promise<void> = deliver(delivery)
          .catch((error: unknown) => {
            // Not recorded: the lease ends and the delivery is claimed again (at least once).
            options.log.error({ err: error, deliveryId: delivery.id }, 'webhook delivery not recorded');
          })
          .finally(() => {
            inFlight.delete(running);
            nudge();
          });
        inFlight.add(running);
      }
      if (claimed.length === room) again = true;
    } while (again);
  };

  function nudge() {
    if (stopped) return;
    if (claiming) {
      again = true;
      return;
    }
    claiming = claimMore()
      .then(
        () => again,
        (error: unknown) => {
          options.log.error({ err: error }, 'webhook deliveries not claimed; next try within a second');
          return false;
        },
      )
      .then((more) => {
        claiming = null;
        // A nudge that came as the claim loop ended.
        if (more) nudge();
      });
  }

  const stopListening = await options.database.listen(WEBHOOK_DELIVERIES_CHANNEL, {
    onMessage: () => nudge(),
    onState: (state, error) => {
      if (state === 'lost') options.log.warn({ err: error }, 'webhook deliveries: channel lost, polling');
      else nudge();
    },
  });
  const timer = setInterval(nudge, POLL_MS);
  timer.unref();
  nudge();

  return {
    nudge,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await stopListening();
      await claiming;
      await Promise.all([...inFlight]);
    },
  };
}
