// `npm run bench`: seeds PostgreSQL, then measures the ceiling, a record read, CRM pages and the
// searches at 50 concurrent connections, and writes docs/benchmarks.md (which explains the numbers).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnServer } from './bench/child.ts';
import { busyCpu } from './bench/cpu.ts';
import { benchSession, ensureDatabase, prepareDatabase, warmCaches } from './bench/database.ts';
import { measure, type LoadResult } from './bench/load.ts';
import { BENCH_NOTES } from './bench/notes.ts';
import { benchOptions } from './bench/options.ts';
import { renderReport, type Measured } from './bench/report.ts';
import { deepCursor, scenarios, type Scenario } from './bench/scenarios.ts';

const options = benchOptions();
console.log(`Database: ${options.databaseUrl.replace(/\/\/[^@]*@/, '//')}`);
const postgres = await ensureDatabase(options.databaseUrl);
const database = await prepareDatabase(options.databaseUrl, options.applications);
const cookie = await benchSession(database, 'admin');
await database.close();

const backgroundCpu = await busyCpu();
if (backgroundCpu !== null) console.log(`CPU busy with other work: ${(backgroundCpu * 100).toFixed(0)}%`);

const appForCursor = await spawnServer('app', options.databaseUrl);
const cursor = await deepCursor(appForCursor.url, cookie).finally(() => appForCursor.stop());
const list = scenarios(options.applications, cookie, cursor);
const runs = new Map<Scenario, LoadResult[]>(list.map((s) => [s, []]));

/** One round: every scenario once, each server started for its scenarios and stopped after. */
async function round(number: number) {
  await warmCaches(options.databaseUrl);
  for (const kind of ['ceiling', 'app'] as const) {
    const server = await spawnServer(kind, options.databaseUrl);
    try {
      for (const scenario of list.filter((s) => s.server === kind)) {
        process.stdout.write(`[round ${number}] ${scenario.name} ... `);
        const result = await measure(server.url, scenario.target, options);
        console.log(
          `${result.rps.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
        );
        runs.get(scenario)!.push(result);
      }
    } finally {
      await server.stop();
    }
  }
}

for (let r = 1; r <= options.repeat; r += 1) await round(r);

const measured: Measured[] = list.map((scenario) => {
  const results = runs.get(scenario)!;
  const best = results.reduce((a, b) => (b.rps > a.rps ? b : a));
  return { scenario, result: best, rounds: results };
});
const report = renderReport({ date: new Date(), postgres, backgroundCpu, ...options }, measured, BENCH_NOTES);
mkdirSync(path.dirname(path.resolve(options.out)), { recursive: true });
writeFileSync(options.out, report);
console.log(`\n${report}`);
console.log(`Written to ${options.out}.`);
