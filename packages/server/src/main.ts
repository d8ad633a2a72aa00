import { jobsIntervalMs, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedIfEmpty } from './db/seed.ts';
import { createFileStorage } from './integrations/storage/index.ts';
import { formatDate } from '@bm/domain';
import { restoreDemoIfEmpty, SNAPSHOT_FILE, STORY_FRESH_DAYS, storyAgeDays } from './story/snapshot.ts';
import { buildApp } from './app.ts';
import { syncProductCatalogue } from './modules/products/index.ts';
import { databaseJobSlots } from './jobs/job-runs.ts';
import { appJobs } from './jobs/app-jobs.ts';
import { resumeAtStart } from './jobs/resume-at-start.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { reconcilePayments } from './modules/payments/index.ts';
import { applyBindPayment } from './modules/applications/index.ts';

const config = loadConfig();
const database = await openDatabase(config);
// Several processes may start together on one PostgreSQL: one at a time migrates, seeds and syncs.
await database.exclusively(async () => {
  await database.migrate();
  if (config.SEED_ON_START && config.SEED_DEMO) {
    // The demo's story, told once and kept as a snapshot (docs/decisions/0066); the jobs below
    // then catch up from the story's last day to today, as they would after any pause.
    const started = Date.now();
    const restored = await restoreDemoIfEmpty(
      database.db,
      createFileStorage(config),
      config.DEMO_SNAPSHOT_FILE ?? SNAPSHOT_FILE,
    );
    if (restored) {
      console.log(
        `Restored the demo story (${restored.applications} applications, told to ${restored.lastDay}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
      const age = storyAgeDays(restored.lastDay, formatDate(new Date()));
      if (age > STORY_FRESH_DAYS)
        console.log(
          `The demo story ended ${age} days ago: the jobs catch up to today, so its declined instalments are cancelled and its renewals offered or lapsed by now. For a story ending yesterday: npm run demo:snapshot (a few minutes), then start on an empty database.`,
        );
    }
  } else if (config.SEED_ON_START) {
    if (await seedIfEmpty(database.db, { applications: 0 }))
      console.log('Seeded the demo users, brokerages and products.');
  }
  // Publishes product definition versions the code carries that the database does not have yet.
  await syncProductCatalogue(database.db);
});
const app = await buildApp({ config, database });
// Card payments a stopped process left with the processor: settled before any request is served.
const reconcile = {
  payments: app.payments,
  storage: app.storage,
  staleMs: config.PAYMENTS_RECONCILE_AFTER_SECONDS * 1000,
  applyBind: applyBindPayment,
};
const reconciled = await reconcilePayments({ ...reconcile, db: database.db, now: app.now });
app.log.info(reconciled, 'payments reconciled at start-up');
await app.listen({ port: config.PORT, host: config.HOST });
// What a stopped process left half done: half-written files, documents whose rendering it cut off.
const resuming = resumeAtStart({
  db: database.db,
  storage: app.storage,
  now: app.now,
  log: app.log,
  abandonedAfterMs: config.STORAGE_ABANDONED_AFTER_SECONDS * 1000,
}).then(
  (resumed) => app.log.info(resumed, 'work left by a stopped process resumed'),
  (error: unknown) => app.log.error({ err: error }, 'work left by a stopped process not resumed'),
);
// Background jobs (lapsing expired policies, ...): at start-up, then every JOBS_INTERVAL_MINUTES;
// each job once per interval across every process on this database (job_runs, docs/decisions/0025),
// and a run whose process stopped taken over once its lease runs out (docs/decisions/0089).
const intervalMs = jobsIntervalMs(config);
const scheduler = config.JOBS_ENABLED
  ? startScheduler({
      jobs: appJobs(app),
      intervalMs,
      now: app.now,
      log: app.log,
      slots: databaseJobSlots(database.db, {
        intervalMs,
        leaseMs: config.JOBS_LEASE_SECONDS * 1000,
        // PGlite's files are held by this process alone: an unfinished run of another has stopped.
        soleProcess: database.kind === 'pglite',
      }),
    })
  : null;

const shutdown = async () => {
  await scheduler?.stop();
  await resuming;
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
