import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { seedApplications, seedIfEmpty } from './seed.ts';
import { tellStory } from '../story/tell.ts';

// `npm run seed -- [--applications N] [--story N]`: inserts N generated applications without money
// (the tests' seed, TEST_SEED_APPLICATIONS), and/or tells the demo's story of N applications through
// the product's API (docs/decisions/0065). `npm start` restores the story's snapshot instead
// (docs/decisions/0066), and so do the browser journeys.
const { values } = parseArgs({
  options: {
    applications: { type: 'string', default: '300' },
    story: { type: 'string' },
  },
});
const target = Number(values.applications);
if (!Number.isInteger(target) || target < 0) {
  console.error('--applications must be a whole number');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
await seedIfEmpty(database.db, { applications: 0 });
const started = Date.now();
let lastPrinted = 0;
const total = await seedApplications(database.db, target, (done, all) => {
  if (done - lastPrinted >= 10_000 || done === all) {
    lastPrinted = done;
    process.stdout.write(
      `\rSeeding applications: ${done.toLocaleString('en-CA')} / ${all.toLocaleString('en-CA')}`,
    );
  }
});
console.log(
  `\nDatabase holds ${total.toLocaleString('en-CA')} seeded applications (${((Date.now() - started) / 1000).toFixed(1)} s).`,
);
if (values.story) {
  const storyStarted = Date.now();
  const summary = await tellStory(config, database, {
    applications: Number(values.story),
    onDay: (day, told) => {
      if (told.days % 30 === 0) process.stdout.write(`\rTelling the story: ${day} (${told.days} days)`);
    },
  });
  console.log(
    `\nStory told in ${((Date.now() - storyStarted) / 1000).toFixed(1)} s:`,
    JSON.stringify(
      { done: summary.done, refused: summary.refused, firstRefusal: summary.firstRefusal },
      null,
      1,
    ),
  );
}
await database.close();
