import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { DECLINED_POLICY_INSUREDS, seedDeclinedMonthlyPolicy } from './seed-declined.ts';
import { seedApplications, seedIfEmpty } from './seed.ts';
import { tellStory } from '../story/tell.ts';

// `npm run seed -- [--applications N] [--declined-policy]`. --declined-policy also binds, through the
// API, two monthly policies whose next instalment is due today on a card that declines it: the server's
// collections run at start-up (or `npm run job -- collections`) puts it on /nsf (docs/decisions/0035).
const { values } = parseArgs({
  options: {
    applications: { type: 'string', default: '300' },
    'declined-policy': { type: 'boolean', default: false },
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
if (values['declined-policy']) {
  for (const insured of DECLINED_POLICY_INSUREDS) {
    const declined = await seedDeclinedMonthlyPolicy(config, database, insured);
    console.log(
      `${declined.created ? 'Bound' : 'Already bound:'} ${declined.policyNumber} for ${insured.name} (monthly, card declines later), its second instalment due ${declined.secondDueDay}.`,
    );
  }
}
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
