import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase, openPglite } from '../db/client.ts';
import { seedDemoBase } from '../db/seed.ts';
import { createFileStorage, storageDir } from '../integrations/storage/index.ts';
import { addDaysToDay, formatDate } from '@bm/domain';
import { storyCalendar } from './plan.ts';
import { storyEve, tellStory } from './tell.ts';
import {
  DEMO_APPLICATIONS,
  EXAMPLES_FILE,
  encodeSnapshot,
  readSnapshotFile,
  restoreDemoIfEmpty,
  SNAPSHOT_FILE,
  snapshotHeader,
  STORY_FRESH_DAYS,
  storyAgeDays,
  snapshotDifferences,
  snapshotDigest,
  takeSnapshot,
} from './snapshot.ts';

/**
 * `npm run demo:snapshot`: tells the demo's story, ending yesterday (or on `--last-day`), into a
 * fresh embedded database and writes the snapshot `npm start` restores and its examples
 * (docs/decisions/0066, 0071). `-- --check` tells the committed snapshot's story again, to the last
 * day its header records, and compares the two by their canonical digests; on a difference it
 * prints which tables and a few rows of each side, and exits 1. `-- --restore` restores the snapshot
 * into the configured database, if it is empty, as the first `npm start` does.
 * `-- --if-stale` tells and writes only when the committed story ended more than STORY_FRESH_DAYS
 * before today (the browser journeys then tell a story of their own, to `--file` and `--examples`).
 */
const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    restore: { type: 'boolean', default: false },
    applications: { type: 'string', default: String(DEMO_APPLICATIONS) },
    file: { type: 'string', default: SNAPSHOT_FILE },
    examples: { type: 'string', default: EXAMPLES_FILE },
    'last-day': { type: 'string' },
    'if-stale': { type: 'boolean', default: false },
  },
});
const applications = Number(values.applications);
const file = path.resolve(values.file);
const examplesFile = path.resolve(values.examples);
const today = formatDate(new Date());
if (!Number.isInteger(applications) || applications < 0) {
  console.error('--applications must be a whole number');
  process.exit(1);
}
if (values.check && !existsSync(file)) {
  console.error(`No snapshot at ${file}: run npm run demo:snapshot`);
  process.exit(1);
}
if (values.check && values['last-day']) {
  console.error('--check tells the story to the last day the committed snapshot records: no --last-day');
  process.exit(1);
}
if (values['if-stale']) {
  const { lastDay } = snapshotHeader();
  const age = storyAgeDays(lastDay, today);
  if (age <= STORY_FRESH_DAYS) {
    console.log(`The committed demo story ends on ${lastDay}, ${age} days ago: fresh enough, nothing told.`);
    process.exit(0);
  }
  console.log(`The committed demo story ends on ${lastDay}, ${age} days ago: telling one to yesterday.`);
}
// The story's last day: the committed one's for --check; else --last-day, or yesterday (a whole day,
// so that nothing the story writes is stamped later than now).
const lastDay = values.check ? snapshotHeader(file).lastDay : (values['last-day'] ?? addDaysToDay(today, -1));
let calendar: ReturnType<typeof storyCalendar>;
try {
  calendar = storyCalendar(lastDay);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (lastDay >= today) {
  console.error(`--last-day must be before today (${today}): the story's days are over when it is told`);
  process.exit(1);
}

if (values.restore) {
  // `-- --restore`: into the configured database (DATABASE_URL, or the embedded one in DATA_DIR) and
  // storage, as the first `npm start` does, without starting the server.
  const config = loadConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const restored = await restoreDemoIfEmpty(database.db, createFileStorage(config), file);
  await database.close();
  console.log(
    restored
      ? `Restored ${path.relative(process.cwd(), file)} (${restored.applications} applications).`
      : 'The database is not empty: nothing restored.',
  );
  process.exit(0);
}

const work = mkdtempSync(path.join(tmpdir(), 'bm-demo-snapshot-'));
const started = Date.now();
try {
  // A configuration of its own: whatever DATABASE_URL or STORAGE_DIR the shell has, the story is told
  // into a fresh embedded database in memory and a storage folder of its own.
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(work, 'data'),
    STORAGE_DIR: path.join(work, 'files'),
    WEB_DIST: path.join(work, 'no-web'),
  } as NodeJS.ProcessEnv);
  const database = await openPglite(null);
  await database.migrate();
  // Stamped when the story's clock starts, the day before its first day (tell.ts).
  await seedDemoBase(database.db, storyEve(calendar));
  const summary = await tellStory(config, database, {
    applications,
    lastDay,
    onDay: (day, told) => {
      if (told.days % 30 === 0) process.stdout.write(`\rTelling the story: ${day} (${told.days} days)`);
    },
  });
  console.log(
    `\nStory of ${applications} applications told in ${((Date.now() - started) / 1000).toFixed(0)} s:`,
    JSON.stringify(summary.done),
  );
  if (Object.keys(summary.refused).length > 0)
    console.log(
      'Refused by the product:',
      JSON.stringify(summary.refused),
      JSON.stringify(summary.firstRefusal),
    );
  // The README's "try it" names these (the first three of each kind, in the order they happened).
  const examples = `${JSON.stringify(
    Object.fromEntries(
      Object.keys(summary.examples)
        .sort()
        .map((kind) => [kind, [...new Set(summary.examples[kind])].slice(0, 3)]),
    ),
    null,
    2,
  )}\n`;
  const told = await takeSnapshot(database.db, storageDir(config), { applications, lastDay });
  await database.close();
  const digest = snapshotDigest(told);
  if (values.check) {
    const committed = readSnapshotFile(file);
    const expected = snapshotDigest(committed);
    const differences = snapshotDifferences(expected, digest);
    if (committed.applications !== applications)
      console.error(
        `The snapshot holds a story of ${committed.applications} applications, not ${applications}.`,
      );
    const sameExamples = existsSync(examplesFile) && readFileSync(examplesFile, 'utf8') === examples;
    if (!sameExamples)
      console.error(
        `${path.relative(process.cwd(), examplesFile)} differs from the story's examples told today.`,
      );
    if (differences.length === 0 && committed.applications === applications && sameExamples) {
      console.log(
        `The committed snapshot equals the story told today to ${lastDay} (digest ${digest.digest}).`,
      );
    } else {
      console.error(
        `The committed snapshot (${path.relative(process.cwd(), file)}) differs from the story told today: run npm run demo:snapshot and commit it.`,
      );
      for (const difference of differences) {
        console.error(
          `\n${difference.part}: ${difference.counts[0]} rows only in the snapshot, ${difference.counts[1]} only in today's telling`,
        );
        for (const line of difference.onlyExpected) console.error(`  - ${line.slice(0, 600)}`);
        for (const line of difference.onlyActual) console.error(`  + ${line.slice(0, 600)}`);
      }
      process.exitCode = 1;
    }
  } else {
    mkdirSync(path.dirname(file), { recursive: true });
    const bytes = encodeSnapshot(told);
    writeFileSync(file, bytes);
    mkdirSync(path.dirname(examplesFile), { recursive: true });
    writeFileSync(examplesFile, examples);
    const rows = told.tables.reduce((sum, table) => sum + table.rows.length, 0);
    console.log(
      `Wrote ${path.relative(process.cwd(), file)} (told to ${lastDay}): ${(bytes.length / 1e6).toFixed(2)} MB, ${rows} rows in ${told.tables.length} tables, ${told.files.length} files; digest ${digest.digest}.`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
