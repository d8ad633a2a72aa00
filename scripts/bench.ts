// `npm run bench`: times quote computation in-process, then prepares PostgreSQL (the demo story told
// and replicated to 300,000 applications, decision 0068) and measures the
// ceilings (a primary-key read, and beside each read scenario a bare server running its captured SQL),
// a record read, CRM pages, the searches and POST quote at 50 concurrent connections, weighs
// the JavaScript of the sign-in page and the catalogue in Chromium, and writes docs/benchmarks.md
// (which explains the numbers).
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatDate } from '@bm/domain';
import { CAPTURE_ENV } from './bench/capture-sql.ts';
import { capturePlans, CEILING_PLANS_ENV, withCeilings, type CeilingPlan } from './bench/ceilings.ts';
import { spawnServer, type RunningServer } from './bench/child.ts';
import { busyCpu } from './bench/cpu.ts';
import {
  benchSample,
  benchSession,
  ensureDatabase,
  prepareDatabase,
  warmCaches,
  type BenchSample,
} from './bench/database.ts';
import { measure, type LoadResult } from './bench/load.ts';
import { BENCH_NOTES } from './bench/notes.ts';
import { benchOptions } from './bench/options.ts';
import { measurePageWeights, pageWeightCases, type PageWeight } from './bench/page-weight.ts';
import { measureExport, type ExportRun } from './bench/exports.ts';
import { quoteCases } from './bench/quote-forms.ts';
import { measureQuoteThroughput } from './bench/quote-throughput.ts';
import { renderReport, type Measured, type QuoteRun, type RunInfo } from './bench/report.ts';
import { checkQuoteRoute, deepCursor, scenarios, type Scenario } from './bench/scenarios.ts';
import {
  brokerageRecords,
  measureNotifyCeiling,
  measureWebhookDelivery,
  WEBHOOK_BROKERAGE_ID,
  type WebhookRun,
} from './bench/webhooks.ts';
import { measureWrites, type WritesRun } from './bench/writes.ts';

const QUOTE_WARMUP_MS = 1000;
const QUOTE_BATCHES = 5;

const options = benchOptions();
const runsLoad = options.scenarios.length > 0;

let postgres: string | null = null;
let cookie = '';
let brokerCookie = '';
let sample: BenchSample = { ids: [], policyNumber: '' };
let replication: RunInfo['replication'] = null;
if (runsLoad || options.pageWeight || options.seedOnly) {
  console.log(`Database: ${options.databaseUrl.replace(/\/\/[^@]*@/, '//')}`);
  postgres = await ensureDatabase(options.databaseUrl);
  const prepared = await prepareDatabase(options.databaseUrl, {
    applications: options.applications,
    story: options.story,
    reuse: options.reuseData,
  });
  const { database, told, copies, tellSeconds, replicateSeconds, seededAt, reused, migratedFrom } = prepared;
  if (options.seedOnly) {
    await database.close();
    console.log('The bench database is ready (--seed-only: nothing measured).');
    process.exit(0);
  }
  replication = { told, copies, tellSeconds, replicateSeconds, seededAt, reused, migratedFrom };
  sample = await benchSample(database);
  cookie = await benchSession(database, 'admin');
  brokerCookie = await benchSession(database, 'broker');
  await database.close();
}

const backgroundCpu = await busyCpu();
if (backgroundCpu !== null) console.log(`CPU busy with other work: ${(backgroundCpu * 100).toFixed(0)}%`);

/** In-process, once, before any server starts: quotes per second of quoteApplication per product. */
let quotes: QuoteRun | null = null;
if (options.quoteDuration > 0) {
  const today = formatDate(new Date());
  const durationMs = options.quoteDuration * 1000;
  const results = measureQuoteThroughput(quoteCases(today), {
    today,
    warmupMs: QUOTE_WARMUP_MS,
    durationMs,
    batches: QUOTE_BATCHES,
    onResult: (r) =>
      console.log(
        `[in-process] ${r.name}: ${r.quotesPerSecond.toFixed(0)} quotes/s, ${r.microsPerQuote.toFixed(1)} µs per quote`,
      ),
  });
  quotes = { results, warmupMs: QUOTE_WARMUP_MS, durationMs, batches: QUOTE_BATCHES };
}

let list: Scenario[] = [];
/** Each record, list, search and report scenario's statements, replayed by its same-query ceiling. */
let ceilingPlans: CeilingPlan[] = [];
const ceilingEnv: Record<string, string> = {};
if (runsLoad) {
  const kinds = options.scenarios;
  const app = await spawnServer('app', options.databaseUrl, { [CAPTURE_ENV]: '1' });
  try {
    if (kinds.includes('quote')) await checkQuoteRoute(app.url, cookie);
    const cursor = kinds.includes('list') ? await deepCursor(app.url, cookie) : '';
    list = scenarios(sample, cookie, cursor).filter(
      (s) =>
        kinds.includes(s.kind) &&
        (options.only.length === 0 || options.only.some((word) => s.name.toLowerCase().includes(word))),
    );
    ceilingPlans = await capturePlans(app, list);
    list = withCeilings(list, ceilingPlans);
  } finally {
    await app.stop();
  }
  for (const plan of ceilingPlans) {
    console.log(`[capture] ${plan.scenario}: ${plan.statements.length} statements`);
  }
  const plansFile = path.join(mkdtempSync(path.join(tmpdir(), 'bm-bench-')), 'ceiling-plans.json');
  writeFileSync(plansFile, JSON.stringify(ceilingPlans));
  ceilingEnv[CEILING_PLANS_ENV] = plansFile;
}
const runs = new Map<Scenario, LoadResult[]>(list.map((s) => [s, []]));

/**
 * One round: every scenario once, in order, each same-query ceiling right before its scenario; the
 * ceiling and app servers both run through the round (one idles while the other is loaded).
 */
async function round(number: number) {
  await warmCaches(options.databaseUrl);
  const servers = new Map<Scenario['server'], RunningServer>();
  try {
    for (const kind of ['ceiling', 'app'] as const) {
      if (!list.some((s) => s.server === kind)) continue;
      servers.set(kind, await spawnServer(kind, options.databaseUrl, kind === 'ceiling' ? ceilingEnv : {}));
    }
    for (const scenario of list) {
      process.stdout.write(`[round ${number}] ${scenario.name} ... `);
      const result = await measure(servers.get(scenario.server)!.url, scenario.target, options);
      console.log(
        `${result.rps.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
      );
      runs.get(scenario)!.push(result);
    }
  } finally {
    for (const server of servers.values()) await server.stop();
  }
}

if (list.length > 0) for (let r = 1; r <= options.repeat; r += 1) await round(r);

/** With the list scenarios: each full export streamed once (300k report lines at 300k policies). */
const exportRuns: ExportRun[] = [];
if (options.scenarios.includes('list') && (options.only.length === 0 || options.only.includes('export'))) {
  const app = await spawnServer('app', options.databaseUrl);
  try {
    const run = await measureExport(
      app,
      'Commission report CSV, every line (full variant)',
      '/api/reports/commissions.csv',
      cookie,
    );
    console.log(
      `[export] ${run.name}: ${run.rows} rows in ${run.seconds.toFixed(1)} s, peak RSS ${run.peakRssMb.toFixed(0)} MB`,
    );
    exportRuns.push(run);
  } finally {
    await app.stop();
  }
}

/** With the webhooks scenarios: commit-to-delivery latency of note.added, beside a bare NOTIFY/LISTEN. */
let webhooks: WebhookRun | null = null;
if (
  options.scenarios.includes('webhooks') &&
  (options.only.length === 0 || options.only.some((word) => 'webhook delivery'.includes(word)))
) {
  const applicationIds = await brokerageRecords(options.databaseUrl);
  if (applicationIds.length === 0) throw new Error('the bench database holds no bound Maple Leaf record');
  const app = await spawnServer('app', options.databaseUrl, { WEBHOOKS_ALLOW_PRIVATE_URLS: 'true' });
  let appRuns;
  try {
    appRuns = await measureWebhookDelivery({
      appUrl: app.url,
      databaseUrl: options.databaseUrl,
      cookie,
      brokerageId: WEBHOOK_BROKERAGE_ID,
      applicationIds,
      changes: options.webhookChanges,
    });
  } finally {
    await app.stop();
  }
  const ceiling = await measureNotifyCeiling(options.databaseUrl, options.webhookChanges);
  webhooks = { app: appRuns, ceiling };
  for (const r of [
    ...appRuns.map((a) => ({ ...a, path: 'webhook' })),
    ...ceiling.map((c) => ({ ...c, path: 'NOTIFY' })),
  ]) {
    console.log(
      `[webhooks] ${r.path}, ${r.name}: ${r.deliveredOnce}/${r.changes} exactly once, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, max ${r.max.toFixed(1)} ms`,
    );
  }
}

/** With the writes scenarios: bind, endorse, cancel on a throw-away copy, beside bare transactions. */
let writes: WritesRun | null = null;
if (options.scenarios.includes('writes') && options.only.length === 0) {
  writes = await measureWrites({
    databaseUrl: options.databaseUrl,
    iterations: options.writeIterations,
    instalments: options.instalments,
  });
}

/** Last, on a quiet machine: the production build's JavaScript per first visit. */
let pageWeights: PageWeight[] = [];
if (options.pageWeight) {
  execSync('npm run build -w @bm/web', { stdio: 'inherit' });
  const app = await spawnServer('app', options.databaseUrl);
  try {
    pageWeights = await measurePageWeights(app.url, pageWeightCases(brokerCookie));
    for (const w of pageWeights) {
      console.log(`[page weight] ${w.name}: ${(w.readyBytes / 1024).toFixed(1)} KB gzip before ready`);
    }
  } finally {
    await app.stop();
  }
}

const measured: Measured[] = list.map((scenario) => {
  const results = runs.get(scenario)!;
  const best = results.reduce((a, b) => (b.rps > a.rps ? b : a));
  return { scenario, result: best, rounds: results };
});
const report = renderReport(
  {
    date: new Date(),
    postgres,
    backgroundCpu,
    quotes,
    pageWeights,
    exports: exportRuns,
    webhooks,
    ceilingPlans,
    writes,
    replication,
    ...options,
  },
  measured,
  BENCH_NOTES,
);
mkdirSync(path.dirname(path.resolve(options.out)), { recursive: true });
writeFileSync(options.out, report);
console.log(`\n${report}`);
console.log(`Written to ${options.out}.`);
