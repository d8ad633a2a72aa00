// `npm run job -- <name> [--date YYYY-MM-DD]`: runs one background job once, now or as of noon
// (Vancouver) on a day, on the configured database (DATA_DIR or DATABASE_URL; with the embedded
// database, stop the server first: it holds the data folder). For demos and support: e.g. run the
// collections job as of an instalment's due date to see it collected, or declined and retried.
import { parseArgs } from 'node:util';
import { isCalendarDay, vancouverNoon } from '@bm/domain';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { appJobs } from './app-jobs.ts';

const { values, positionals } = parseArgs({
  options: { date: { type: 'string' } },
  allowPositionals: true,
});
const config = loadConfig({
  ...process.env,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
} as NodeJS.ProcessEnv);
const database = await openDatabase(config);
await database.migrate();
const app = await buildApp({ config, database });
const jobs = appJobs(app);
const name = positionals[0];
const job = jobs.find((candidate) => candidate.name === name);
const date = values.date;
let exitCode = 0;
if (!job) {
  console.error(`usage: npm run job -- <${jobs.map((j) => j.name).join('|')}> [--date YYYY-MM-DD]`);
  exitCode = 2;
} else if (date !== undefined && !isCalendarDay(date)) {
  console.error('--date must be a day, YYYY-MM-DD');
  exitCode = 2;
} else {
  const now = date ? vancouverNoon(date) : new Date();
  const summary = await job.run(now);
  console.log(`${job.name} as of ${now.toISOString()}:`, JSON.stringify(summary));
}
await app.close();
await database.close();
process.exit(exitCode);
