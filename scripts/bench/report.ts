import os from 'node:os';
import type { Prepared } from './database.ts';
import type { LoadResult } from './load.ts';
import { pageWeightSection, type PageWeight } from './page-weight.ts';
import type { QuoteThroughput } from './quote-throughput.ts';
import { statementsSection, type CeilingPlan } from './ceilings.ts';
import { SCENARIO_KINDS, type Scenario, type ScenarioKind } from './scenarios.ts';
import { exportSection, type ExportRun } from './exports.ts';
import { webhookSection, type WebhookRun } from './webhooks.ts';
import type { WritesRun } from './writes.ts';
import { writesSection } from './writes-report.ts';

export interface Measured {
  scenario: Scenario;
  /** The round with the most requests/s. */
  result: LoadResult;
  /** Every round, in order. */
  rounds: LoadResult[];
}

/** The in-process quote figures and how they were timed. */
export interface QuoteRun {
  results: QuoteThroughput[];
  warmupMs: number;
  durationMs: number;
  batches: number;
}

export interface RunInfo {
  date: Date;
  /** Share of CPU busy on the machine just before the run (other work), when known. */
  backgroundCpu: number | null;
  applications: number;
  /** The bench database: the story told to `told` applications, copied `copies` times (decision 0068). */
  replication: Omit<Prepared, 'database'> | null;
  connections: number;
  duration: number;
  warmup: number;
  repeat: number;
  /** PostgreSQL's version, or null when no load scenario ran (the database was not used). */
  postgres: string | null;
  /** The kinds of load scenarios that ran. */
  scenarios: ScenarioKind[];
  /** Null when the in-process part was skipped. */
  quotes: QuoteRun | null;
  /** Empty when the page weight was not measured. */
  pageWeights: PageWeight[];
  /** Full exports streamed once (with the list scenarios). */
  exports: ExportRun[];
  /** The webhooks scenario's latencies, when it ran. */
  webhooks: WebhookRun | null;
  /** What each same-query ceiling replays (empty when none ran). */
  ceilingPlans: CeilingPlan[];
  /** The write scenarios, when they ran. */
  writes: WritesRun | null;
}

export const TARGETS = {
  recordShareOfCeiling: 0.6,
  /** Each read scenario's requests/s over its own same-query ceiling's, in the same round. */
  sameQueryShare: 0.7,
  recordP99Ms: 50,
  listP95Ms: 100,
  quoteP95Ms: 100,
};

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const pct = (value: number) => `${(value * 100).toFixed(0)}%`;
const verdict = (ok: boolean) => (ok ? '**met**' : '**missed**');

function machine(): string {
  const cpus = os.cpus();
  const gib = (os.totalmem() / 2 ** 30).toFixed(0);
  return `${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length} logical cores, ${gib} GiB RAM, ${os.type()} ${os.release()}`;
}

/** A scenario's same-query ceiling (measured right before it in each round), if it has one. */
const ceilingOf = (rows: Measured[], m: Measured) =>
  rows.find((c) => c.scenario.ceilingOf === m.scenario.name);

/** Requests/s over the ceiling's in each round, and the best of those. */
function sameRound(m: Measured, ceiling: Measured): { each: number[]; best: number } {
  const each = m.rounds.map((r, i) => r.rps / (ceiling.rounds[i]?.rps ?? Number.NaN));
  return { each, best: Math.max(...each.filter(Number.isFinite)) };
}

/**
 * One row per scenario (same-query ceilings folded into their scenario's row): its best round, its
 * own ceiling's best round, and requests/s over that ceiling's in the same round.
 */
function table(rows: Measured[]): string[] {
  const lines = [
    '| Scenario | req/s | p50 ms | p95 ms | p97.5 ms | p99 ms | max ms | its ceiling req/s | its ceiling p95 ms | ÷ its ceiling, best (each round) | req/s of each round | non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---:|',
  ];
  for (const m of rows.filter((r) => !r.scenario.ceilingOf)) {
    const { scenario, result: r, rounds } = m;
    const ceiling = ceilingOf(rows, m);
    const share = ceiling ? sameRound(m, ceiling) : null;
    const own = ceiling
      ? `${ceiling.result.rps.toFixed(0)} | ${ms(ceiling.result.p95)} | ${share!.best.toFixed(2)} (${share!.each.map((x) => x.toFixed(2)).join(', ')})`
      : '– | – | –';
    const each = rounds.map((round) => round.rps.toFixed(0)).join(', ');
    const failed = r.non2xx + r.errors + (ceiling ? ceiling.result.non2xx + ceiling.result.errors : 0);
    lines.push(
      `| ${scenario.name} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p97_5)} | ${ms(r.p99)} | ${ms(r.max)} | ${own} | ${each} | ${failed} |`,
    );
  }
  return lines;
}

const perRound = (rounds: LoadResult[], value: (r: LoadResult) => string) =>
  `(each round: ${rounds.map(value).join(', ')})`;

function verdicts(rows: Measured[], ceiling: Measured | undefined): string[] {
  const lines: string[] = [];
  const record = rows.find((m) => m.scenario.server === 'app' && m.scenario.kind === 'record');
  if (record && ceiling) {
    const share = record.result.rps / ceiling.result.rps;
    const shares = record.rounds.map((r, i) => pct(r.rps / (ceiling.rounds[i]?.rps ?? Number.NaN)));
    lines.push(
      `- Record read throughput >= ${pct(TARGETS.recordShareOfCeiling)} of the primary-key ceiling: best ${pct(share)}, ${verdict(share >= TARGETS.recordShareOfCeiling)} (same-round ratios: ${shares.join(', ')}).`,
      `- Record read p99 < ${TARGETS.recordP99Ms} ms: ${ms(record.result.p99)} ms in the best round, ${verdict(record.result.p99 < TARGETS.recordP99Ms)} ${perRound(record.rounds, (r) => `${ms(r.p99)} ms`)}.`,
    );
  }
  for (const m of rows.filter((r) => r.scenario.server === 'app')) {
    const ceiling = ceilingOf(rows, m);
    if (!ceiling) continue;
    const { best, each } = sameRound(m, ceiling);
    lines.push(
      `- ${m.scenario.name}: >= ${TARGETS.sameQueryShare} of its same-query ceiling in the same round: best ${best.toFixed(2)}, ${verdict(best >= TARGETS.sameQueryShare)} (each round: ${each.map((x) => x.toFixed(2)).join(', ')}).`,
    );
  }
  for (const { scenario, result, rounds } of rows.filter(
    (m) => m.scenario.kind !== 'record' && m.scenario.server === 'app',
  )) {
    const target = scenario.kind === 'quote' ? TARGETS.quoteP95Ms : TARGETS.listP95Ms;
    lines.push(
      `- ${scenario.name}: p95 < ${target} ms: ${ms(result.p95)} ms in the best round, ${verdict(result.p95 < target)} ${perRound(rounds, (r) => `${ms(r.p95)} ms`)}.`,
    );
  }
  return lines;
}

const micros = (value: number) => (value < 100 ? value.toFixed(1) : value.toFixed(0));

/** The in-process section: quotes per second of quoteApplication per product. */
function quoteSection(run: QuoteRun): string[] {
  const lines = [
    '## Quote computation (in-process)',
    '',
    "`quoteApplication(definition, form, { today })` from `@bm/domain`: the one pricing function the browser (instant preview) and the server (`POST …/quote`, save, pay) share — eligibility, validation of every page, the product's rating model and the quote builder. Timed on one thread in the bench process, before the load rounds, with the code's product definitions and complete forms (each checked first: no errors, eligible, priced).",
    `Each product: ${(run.warmupMs / 1000).toFixed(0)} s warm-up, then ${(run.durationMs / 1000).toFixed(0)} s in ${run.batches} batches; the figures are the median batch.`,
    '',
    '| Product (form) | quotes/s | µs per quote | µs per quote of each batch |',
    '|---|---:|---:|---|',
  ];
  for (const r of run.results) {
    lines.push(
      `| ${r.name} (\`${r.productId}\`) | ${Math.round(r.quotesPerSecond).toLocaleString('en-CA')} | ${micros(r.microsPerQuote)} | ${r.batchMicros.map(micros).join(', ')} |`,
    );
  }
  return lines;
}

const utc = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** What the database held: the demo story told, then replicated in bulk (decision 0068). */
function dataLine(info: RunInfo): string {
  const story = info.replication;
  if (!story) return `${info.applications.toLocaleString('en-CA')} applications`;
  const migrated = story.migratedFrom
    ? `at migration ${story.migratedFrom}, migrated forward since (decision 0101), `
    : '';
  const when = story.reused ? `seeded by an earlier run on ${utc(story.seededAt)} ${migrated}and kept, ` : '';
  const made = ` (${when}told in ${story.tellSeconds.toFixed(0)} s, replicated in ${story.replicateSeconds.toFixed(0)} s)`;
  return `the demo story (decision 0065) told to ${story.told.toLocaleString('en-CA')} applications through the API and replicated ${story.copies.toLocaleString('en-CA')} times with SQL, ${(story.told * story.copies).toLocaleString('en-CA')} applications with their invoices, ledger, card payments, report lines and journal${made}`;
}

/** The set-up, the table and the targets of the load scenarios (none when none ran). */
function loadSection(info: RunInfo, rows: Measured[]): string[] {
  const apart = info.scenarios.filter((kind) => kind === 'webhooks' || kind === 'writes');
  if (rows.length === 0 && apart.length > 0) {
    const which = apart.join(',');
    return [`- Data: ${dataLine(info)}.`, `- Only the ${which} scenarios ran (\`--scenarios ${which}\`).`];
  }
  if (rows.length === 0) return ['- No load scenarios ran (`--scenarios none`): in-process figures only.'];
  const ceiling = rows.find((m) => m.scenario.server === 'ceiling' && !m.scenario.ceilingOf);
  const subset =
    info.scenarios.length < SCENARIO_KINDS.length
      ? [
          `- Only the ${info.scenarios.join(', ')} scenarios ran (\`--scenarios ${info.scenarios.join(',')}\`).`,
        ]
      : [];
  return [
    `- Data: ${dataLine(info)}, and one quoted tenants application for the quote scenario; \`VACUUM ANALYZE\` after seeding.`,
    `- Load: autocannon, ${info.connections} concurrent connections, ${info.duration} s per scenario after a ${info.warmup} s warm-up. Each server runs in its own Node process with the logger off; autocannon, the server and PostgreSQL share the machine.`,
    `- ${info.repeat} round${info.repeat === 1 ? '' : 's'} over all scenarios, interleaved (each scenario right after its ceiling); each row shows its best round (most requests/s) and its percentiles, so that a burst of other work on the machine does not decide the result. The rate of every round is listed.`,
    "- Its ceiling: a bare Fastify + pg server (no auth, no validation, no mapping) running the statements the app ran for the scenario's request, the same text and values, so the same plans and rows (listed below), measured right before the scenario in each round; the ratio is the scenario's requests/s over its ceiling's in the same round. The primary-key ceiling row is the record read's older, simpler ceiling.",
    ...subset,
    '- Signed in as the demo super admin (sees every brokerage), through a session cookie.',
    "- p50/p95/p97.5/p99 are exact percentiles of every response time (recorded from autocannon's `response` events; autocannon's own histogram has no p95).",
    '',
    ...table(rows),
    '',
    '## Targets',
    '',
    ...verdicts(rows, ceiling),
    ...(info.ceilingPlans.length > 0 ? ['', ...statementsSection(info.ceilingPlans)] : []),
  ];
}

/** The markdown of docs/benchmarks.md: set-up, table, targets, quote computation, and how to read it. */
export function renderReport(info: RunInfo, rows: Measured[], notes: string[]): string {
  const postgres =
    info.postgres === null ? '' : `; PostgreSQL ${info.postgres} (its default settings) on the same machine`;
  return [
    '# Benchmarks',
    '',
    `Generated by \`npm run bench\` on ${utc(info.date)}.`,
    '',
    `- Machine: ${machine()}; Node ${process.version}${postgres}.`,
    `- Machine busy with other work just before the run: ${info.backgroundCpu === null ? 'unknown' : pct(info.backgroundCpu)} of CPU.`,
    ...loadSection(info, rows),
    '',
    ...(info.quotes ? [...quoteSection(info.quotes), ''] : []),
    ...(info.pageWeights.length > 0 ? [...pageWeightSection(info.pageWeights), ''] : []),
    ...(info.exports.length > 0 ? [...exportSection(info.exports), ''] : []),
    ...(info.webhooks ? [...webhookSection(info.webhooks), ''] : []),
    ...(info.writes ? [...writesSection(info.writes), ''] : []),
    ...notes,
    '',
  ].join('\n');
}
