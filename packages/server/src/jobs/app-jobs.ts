import type { FastifyInstance } from 'fastify';
import { configuredPaymentLinks } from '../modules/payment-links/index.ts';
import type { ScheduledJob } from './job.ts';
import { defaultJobs } from './registry.ts';

/**
 * The product's background jobs with this app's integrations (card processor, storage, outbox,
 * payment links): what the scheduler runs, what `npm run job` runs once, and what the toolbox's
 * "Run now" runs. One list, so all three run the same jobs.
 */
export function appJobs(app: FastifyInstance): ScheduledJob[] {
  const { config } = app;
  return defaultJobs(app.db, {
    renewalOfferDays: config.RENEWAL_OFFER_JOB_DAYS,
    payments: {
      payments: app.payments,
      storage: app.storage,
      staleMs: config.PAYMENTS_RECONCILE_AFTER_SECONDS * 1000,
    },
    storage: app.storage,
    email: app.email,
    links: configuredPaymentLinks(config),
    log: app.log,
    abandonedWritesAfterMs: config.STORAGE_ABANDONED_AFTER_SECONDS * 1000,
  });
}
