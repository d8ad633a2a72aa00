import type { Db } from '../db/client.ts';
import { lapseExpiredPolicies } from './lapse-policies.ts';
import { renewalOffersJob } from './renewal-offers.ts';
import type { FileStorage } from '../integrations/storage/types.ts';
import { reconcilePayments, type ReconcileDeps } from '../modules/billing/reconcile-payments.ts';
import { runPendingDocumentJobs, type DocumentJobLog } from '../modules/documents/jobs.ts';

/** A background job: does its work as of `now` and answers a summary to log. */
export interface ScheduledJob {
  name: string;
  run: (now: Date) => Promise<Record<string, unknown>>;
}

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
    log?: DocumentJobLog;
  } = {},
): ScheduledJob[] {
  const { payments, storage } = options;
  return [
    ...(payments
      ? [
          {
            name: 'reconcile-payments',
            // Row locks with SKIP LOCKED: several processes may run it at once.
            run: (now: Date) => reconcilePayments({ ...payments, db, now: () => now }),
          },
        ]
      : []),
    ...(storage
      ? [
          {
            name: 'policy-documents',
            // Documents of committed changes whose request stopped before rendering them (SKIP LOCKED).
            run: (now: Date) => runPendingDocumentJobs({ db, storage, now: () => now, log: options.log }),
          },
        ]
      : []),
    {
      name: 'lapse-policies',
      run: async (now) => {
        const { lapsed } = await lapseExpiredPolicies({ db }, now);
        return { lapsed: lapsed.length, policies: lapsed.slice(0, 20).map((p) => p.policyNumber) };
      },
    },
    renewalOffersJob(db, { days: options.renewalOfferDays }),
  ];
}

/**
 * Runs every job once at start and then every `intervalMs`, one after the other; a run still going
 * when the next is due is not doubled. A failing job is logged and the others still run. The
 * timer is unref'd, so it never keeps the process alive; stop() clears it. Each job is safe to run
 * in several processes at once (see each job), so no leader election is needed.
 */
export function startScheduler(options: {
  jobs: readonly ScheduledJob[];
  intervalMs: number;
  now: () => Date;
  log: SchedulerLog;
}) {
  let running: Promise<void> | null = null;
  const runAll = async () => {
    for (const job of options.jobs) {
      const started = Date.now();
      try {
        const summary = await job.run(options.now());
        options.log.info({ job: job.name, ms: Date.now() - started, ...summary }, `job ${job.name} done`);
      } catch (error) {
        options.log.error({ job: job.name, err: error }, `job ${job.name} failed`);
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
  const timer = setInterval(() => void tick(), options.intervalMs);
  timer.unref();
  void tick();
  return {
    /** Runs the jobs now (or joins the run in progress). */
    tick,
    /** Clears the timer and waits for a run in progress. */
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
