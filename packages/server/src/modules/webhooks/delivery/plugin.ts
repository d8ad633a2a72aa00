import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../../db/client.ts';
import { startDeliveryWorker, type DeliveryWorker } from './worker.ts';

/**
 * Runs the webhook delivery worker for as long as the app runs: it starts once the app is ready
 * (every plugin loaded, before it listens) and stops on close, after the deliveries in flight are
 * posted and recorded. Every process runs one; they share the work through their claims.
 */
export const webhookDelivery = fp(
  async (app: FastifyInstance, options: { database: Pick<Database, 'db' | 'listen'> }) => {
    let worker: DeliveryWorker | null = null;
    app.addHook('onReady', async () => {
      const { config } = app;
      worker = await startDeliveryWorker({
        database: options.database,
        email: app.email,
        log: app.log,
        allowPrivate: config.WEBHOOKS_ALLOW_PRIVATE_URLS,
        timeoutMs: config.WEBHOOKS_TIMEOUT_SECONDS * 1000,
        leaseMs: config.WEBHOOKS_LEASE_SECONDS * 1000,
        pauseBeforePostMs: config.WEBHOOKS_TEST_PAUSE_BEFORE_POST_MS,
      });
    });
    app.addHook('onClose', async () => {
      await worker?.stop();
    });
  },
  { name: 'webhook-delivery' },
);
