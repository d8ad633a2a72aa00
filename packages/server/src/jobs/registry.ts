import type { Db } from '../db/client.ts';
import { pruneJobRuns } from './job-runs.ts';
import type { JobProgress, ScheduledJob } from './job.ts';
import { lapseExpiredPolicies } from './lapse-policies.ts';
import { renewalOffersJob } from './renewal-offers.ts';
import type { EmailService } from '../integrations/email/email-service.ts';
import type { FileStorage } from '../integrations/storage/types.ts';
import { cancelForNonPayment, collectScheduledPayments } from '../modules/collections/index.ts';
import type { PaymentLinkSigner } from '../modules/payment-links/index.ts';
import { type DocumentJobLog, runPendingDocumentJobs } from '../modules/documents/index.ts';
import { groupPartnerPayouts } from '../modules/partner-payouts/index.ts';
import { rollUpAnalytics } from '../modules/analytics/index.ts';
import { journalPendingSources } from '../modules/accounting/index.ts';
import { backfillReportFigures } from '../modules/reports/index.ts';
import { closePremiumMonths } from '../modules/financial-reports/index.ts';
import { pruneRateLimitCounters } from '../plugins/rate-limit-store.ts';
import { type ReconcileDeps, reconcilePayments } from '../modules/payments/index.ts';
import { applyBindPayment } from '../modules/applications/index.ts';

/**
 * The product's background jobs, run in this order. Add a job here. `renewalOfferDays`: how many
 * days before expiry the renewal offer job offers (RENEWAL_OFFER_JOB_DAYS; default 60).
 */
export function defaultJobs(
  db: Db,
  options: {
    renewalOfferDays?: number;
    /** Card payments to reconcile (payments left processing by a crash); the job is left out without. */
    payments?: Omit<ReconcileDeps, 'db' | 'now' | 'applyBind'>;
    /** Where policy documents are stored; the policy-documents job is left out without. */
    storage?: FileStorage;
    /** The outbox and the payment links' signer; with payments and storage they let the collections job run. */
    email?: EmailService;
    links?: PaymentLinkSigner;
    log?: DocumentJobLog;
    /** Age after which housekeeping removes a half-written file of the storage (default 10 minutes). */
    abandonedWritesAfterMs?: number;
  } = {},
): ScheduledJob[] {
  const { payments, storage, email, links } = options;
  return [
    ...(payments
      ? [
          {
            name: 'reconcile-payments',
            description:
              'Settles card payments left processing (a stopped process) against the card processor.',
            // Row locks with SKIP LOCKED: several processes may run it at once.
            run: (now: Date) =>
              reconcilePayments({ ...payments, db, now: () => now, applyBind: applyBindPayment }),
          },
        ]
      : []),
    ...(storage
      ? [
          {
            name: 'policy-documents',
            description:
              'Renders the documents of committed changes whose request stopped before rendering them.',
            // Documents of committed changes whose request stopped before rendering them (SKIP LOCKED).
            run: (now: Date) => runPendingDocumentJobs({ db, storage, now: () => now, log: options.log }),
          },
        ]
      : []),
    ...(payments && storage && email && links
      ? [
          {
            name: 'non-payment-cancellations',
            description:
              'Cancels for non-payment the policies whose notice date has come and are still unpaid.',
            // Policies whose notice's cancellation date has come, still unpaid (SKIP LOCKED).
            run: async (now: Date) => {
              const { cancelled, skipped } = await cancelForNonPayment(
                { db, payments: payments.payments, storage },
                now,
              );
              return {
                cancelled: cancelled.length,
                policies: cancelled.slice(0, 20).map((p) => p.policyNumber),
                skipped,
              };
            },
          },
          {
            name: 'collections',
            description: 'Charges instalments due today to the card on file and retries declined ones (NSF).',
            // Scheduled payments and their NSF retries: each under its policy's lock (SKIP LOCKED),
            // each attempt charged under its own key, so two runs at once charge once.
            run: async (now: Date, progress?: JobProgress) => ({
              ...(await collectScheduledPayments(
                { db, payments: payments.payments, storage, email, links },
                now,
                progress && ((soFar) => progress({ ...soFar })),
              )),
            }),
          },
        ]
      : []),
    {
      name: 'lapse-policies',
      description: 'Lapses policies whose term has expired without a renewal.',
      run: async (now) => {
        const { lapsed } = await lapseExpiredPolicies({ db }, now);
        return { lapsed: lapsed.length, policies: lapsed.slice(0, 20).map((p) => p.policyNumber) };
      },
    },
    renewalOffersJob(db, { days: options.renewalOfferDays }),
    {
      name: 'analytics-rollup',
      description: 'Folds the analytics changes of application writes into the summaries /analytics reads.',
      // One statement that deletes the deltas it adds: a second run at once finds them gone.
      run: () => rollUpAnalytics(db),
    },
    {
      name: 'report-figures-backfill',
      description:
        'Computes the report figures of history rows written before they were stored, where they can be known exactly.',
      // Fills a row only while it has none (the history trigger allows that once): running twice writes once.
      run: () => backfillReportFigures(db),
    },
    {
      name: 'partner-payouts',
      description: "Groups ended months' commission report lines into one payout per brokerage and insurer.",
      // Ended months' report lines into one payout per brokerage and insurer (unique per month).
      run: (now) => groupPartnerPayouts(db, now),
    },
    {
      name: 'premium-month-close',
      description:
        "Stores each ended month's written, earned and unearned premium per brokerage, and the months after it as booked so far, for the accounting premium report.",
      // Under an advisory lock, after reading again what is stored; inserts skip what exists.
      run: (now) => closePremiumMonths(db, now),
    },
    {
      name: 'accounting-journal',
      description: 'Writes balanced journal entries for the money movements not yet journaled.',
      // Sources not yet journaled into balanced entries (unique per source: running twice writes once).
      run: () => journalPendingSources(db),
    },
    {
      name: 'housekeeping',
      description:
        'Deletes expired rate-limit counters, job runs older than 30 days, and files a stopped process left half-written.',
      // Deletes by age: running it twice deletes nothing more.
      run: async (now) => ({
        rateLimitCounters: await pruneRateLimitCounters(db, now),
        jobRuns: await pruneJobRuns(db, now),
        ...(storage
          ? { abandonedFiles: await storage.removeAbandonedWrites(options.abandonedWritesAfterMs ?? 600_000) }
          : {}),
      }),
    },
  ];
}
