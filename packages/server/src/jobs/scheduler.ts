import type { Db } from '../db/client.ts';
import { pruneJobRuns, type JobSlots } from './job-runs.ts';
import { lapseExpiredPolicies } from './lapse-policies.ts';
import { renewalOffersJob } from './renewal-offers.ts';
import type { EmailService } from '../integrations/email/email-service.ts';
import type { FileStorage } from '../integrations/storage/types.ts';
import { collectScheduledPayments } from '../modules/collections/collect-service.ts';
import { cancelForNonPayment } from '../modules/collections/non-payment-service.ts';
import { reconcilePayments, type ReconcileDeps } from '../modules/billing/reconcile-payments.ts';
import type { PaymentLinkSigner } from '../modules/payment-links/link.ts';
import { runPendingDocumentJobs, type DocumentJobLog } from '../modules/documents/jobs.ts';
import { groupPartnerPayouts } from '../modules/partner-payouts/payout-service.ts';
import { rollUpAnalytics } from '../modules/analytics/rollup.ts';
import { journalPendingSources } from '../modules/accounting/journal-service.ts';
import { backfillReportFigures } from '../modules/reports/figures-backfill.ts';
import { closePremiumMonths } from '../modules/financial-reports/premium-months.ts';
import { pruneRateLimitCounters } from '../plugins/rate-limit-store.ts';

/** A background job: does its work as of `now` and answers a summary to log. */
export interface ScheduledJob {
  name: string;
  /** What it does, as the toolbox shows it. */
  description: string;
  /**
   * Runs it once. `progress`, when given (a run from the toolbox), may be told what the run has done
   * so far, as often as the job likes: the toolbox shows it while the run goes on.
   */
  run: (now: Date, progress?: JobProgress) => Promise<Record<string, unknown>>;
}

/** What a run has done so far (the same keys as its final summary). */
export type JobProgress = (soFar: Record<string, unknown>) => void;

export interface SchedulerLog {
  info: (details: Record<string, unknown>, message: string) => void;
  error: (details: Record<string, unknown>, message: string) => void;
}

/**
 * The product's background jobs, run in this order. Add a job here. `renewalOfferDays`: how many
 * days before expiry the renewal offer job offers (RENEWAL_OFFER_JOB_DAYS; default 60).
 */
export function defaultJobs(
  db: Db,
  options: {
    renewalOfferDays?: number;
    /** Card payments to reconcile (payments left processing by a crash); the job is left out without. */
    payments?: Omit<ReconcileDeps, 'db' | 'now'>;
    /** Where policy documents are stored; the policy-documents job is left out without. */
    storage?: FileStorage;
    /** The outbox and the payment links' signer; with payments and storage they let the collections job run. */
    email?: EmailService;
    links?: PaymentLinkSigner;
    log?: DocumentJobLog;
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
            run: (now: Date) => reconcilePayments({ ...payments, db, now: () => now }),
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
      description: 'Deletes expired rate-limit counters and job runs older than 30 days.',
      // Deletes by age: running it twice deletes nothing more.
      run: async (now) => ({
        rateLimitCounters: await pruneRateLimitCounters(db, now),
        jobRuns: await pruneJobRuns(db, now),
      }),
    },
  ];
}

/**
 * Runs every job once at start and then every `intervalMs`, one after the other; a run still going
 * when the next is due is not doubled. A failing job is logged and the others still run. The
 * timer is unref'd, so it never keeps the process alive; stop() clears it.
 *
 * With `slots` (the database's job_runs, docs/decisions/0025) each job runs once per slot of
 * `intervalMs` across every process that shares the database: a tick first claims the slot's jobs,
 * and runs only those it claimed. Each job is also safe should two runs overlap (see each job).
 */
export function startScheduler(options: {
  jobs: readonly ScheduledJob[];
  intervalMs: number;
  now: () => Date;
  log: SchedulerLog;
  slots?: JobSlots;
}) {
  let running: Promise<void> | null = null;
  const { slots } = options;
  const runAll = async () => {
    let jobs = options.jobs;
    let slot: Date | null = null;
    if (slots) {
      try {
        const claim = await slots.claim(jobs.map((job) => job.name));
        slot = claim.slot;
        jobs = jobs.filter((job) => claim.claimed.includes(job.name));
        const others = options.jobs.filter((job) => !claim.claimed.includes(job.name));
        if (others.length > 0) {
          const names = others.map((job) => job.name);
          options.log.info({ slot, jobs: names }, 'jobs of this slot already claimed');
        }
      } catch (error) {
        options.log.error({ err: error }, 'jobs not claimed; next try at the next tick');
        return;
      }
    }
    for (const job of jobs) {
      const started = Date.now();
      let result: { ok: boolean; summary: Record<string, unknown> };
      try {
        const summary = await job.run(options.now());
        result = { ok: true, summary };
        const details = { job: job.name, ...(slot ? { slot } : {}), ms: Date.now() - started, ...summary };
        options.log.info(details, `job ${job.name} done`);
      } catch (error) {
        result = { ok: false, summary: { error: error instanceof Error ? error.message : String(error) } };
        options.log.error({ job: job.name, ...(slot ? { slot } : {}), err: error }, `job ${job.name} failed`);
      }
      if (slots && slot) {
        await slots.finish(job.name, slot, result).catch((error: unknown) => {
          options.log.error({ job: job.name, slot, err: error }, `job ${job.name} run not recorded`);
        });
      }
    }
  };
  const tick = () => {
    if (running) return running;
    running = runAll().finally(() => {
      running = null;
    });
    return running;
  };
  // With slots, every process ticks just after each slot starts, so a slot's runs start on time.
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    const wait = Math.min(
      MAX_TIMEOUT_MS,
      slots ? untilNextSlot(Date.now(), options.intervalMs) : options.intervalMs,
    );
    timer = setTimeout(() => {
      void tick();
      schedule();
    }, wait);
    timer.unref();
  };
  schedule();
  void tick();
  return {
    /** Runs the jobs now (or joins the run in progress). */
    tick,
    /** Clears the timer and waits for a run in progress. */
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/** setTimeout's longest delay (a longer one fires at once). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Milliseconds from `nowMs` to a little after the next slot's start (a tenth of the interval, at
 * most a second: room for clocks that differ from the database's, which decides the slot).
 */
export function untilNextSlot(nowMs: number, intervalMs: number): number {
  const next = (Math.floor(nowMs / intervalMs) + 1) * intervalMs;
  return next - nowMs + Math.min(1_000, Math.floor(intervalMs / 10));
}
