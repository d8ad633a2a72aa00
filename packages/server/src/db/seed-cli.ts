import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { seedApplications, seedIfEmpty } from './seed.ts';

const { values } = parseArgs({ options: { applications: { type: 'string', default: '300' } } });
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
await database.close();
