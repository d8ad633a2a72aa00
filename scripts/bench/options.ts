import { parseArgs } from 'node:util';
import { SCENARIO_KINDS, type ScenarioKind } from './scenarios.ts';

export interface BenchOptions {
  databaseUrl: string;
  /** Words of the scenario names to run (empty: every scenario of the kinds). */
  only: string[];
  applications: number;
  /** Applications the demo story is told to before it is replicated up to `applications` (decision 0068). */
  story: number;
  duration: number;
  warmup: number;
  connections: number;
  /** Rounds over all scenarios; each scenario reports its best round. */
  repeat: number;
  out: string;
  /** Kinds of load scenarios to run; empty runs none (with the page weight off, no database either). */
  scenarios: ScenarioKind[];
  /** Seconds of in-process quote pricing per product; 0 skips the in-process part. */
  quoteDuration: number;
  /** Weigh the JavaScript of the sign-in page and the catalogue in Chromium (builds the web app). */
  pageWeight: boolean;
  /**
   * Keep a bench database seeded with the same applications, story and newest migration (on), or
   * seed it again whatever it holds (off); a database seeded otherwise is seeded again either way.
   */
  reuseData: boolean;
  /** Prepare (seed, or keep) the database and stop: no measurement, no report. */
  seedOnly: boolean;
  /** Notes per phase of the webhooks scenario (sequential, then ten at a time). */
  webhookChanges: number;
  /** Flows per phase of the write scenarios (each concurrency). */
  writeIterations: number;
  /** Scheduled payments the write scenarios' collections run is to find due. */
  instalments: number;
}

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bench';

function wholeNumber(name: string, raw: string, min: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number >= ${min}`);
  return value;
}

function onOff(name: string, raw: string): boolean {
  if (raw !== 'on' && raw !== 'off') throw new Error(`--${name} must be on or off`);
  return raw === 'on';
}

/** `all`, `none`, or a comma list of scenario kinds (record, list, quote, webhooks, writes). */
function scenarioKinds(raw: string): ScenarioKind[] {
  if (raw === 'all') return [...SCENARIO_KINDS];
  if (raw === 'none') return [];
  const kinds = raw.split(',').map((kind) => kind.trim());
  const unknown = kinds.filter((kind) => !(SCENARIO_KINDS as readonly string[]).includes(kind));
  if (unknown.length > 0 || kinds.length === 0) {
    throw new Error(`--scenarios must be all, none or a comma list of ${SCENARIO_KINDS.join(', ')}`);
  }
  return SCENARIO_KINDS.filter((kind) => kinds.includes(kind));
}

/**
 * `npm run bench -- --applications 300000 --story 300 --duration 10 --warmup 3 --connections 50 --repeat 3
 * --scenarios all --webhook-changes 200 --write-iterations 100 --instalments 10000 --quote-duration 5 --page-weight on --reuse-data on
 * --out docs/benchmarks.md` (`--seed-only`: prepare the database and stop); the database is
 * `--database-url`, else DATABASE_URL, else the local `bench` database.
 */
export function benchOptions(argv = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      'database-url': { type: 'string' },
      applications: { type: 'string', default: '300000' },
      story: { type: 'string', default: '300' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
      connections: { type: 'string', default: '50' },
      repeat: { type: 'string', default: '3' },
      out: { type: 'string', default: 'docs/benchmarks.md' },
      scenarios: { type: 'string', default: 'all' },
      'quote-duration': { type: 'string', default: '5' },
      'page-weight': { type: 'string', default: 'on' },
      'reuse-data': { type: 'string', default: 'on' },
      'seed-only': { type: 'boolean', default: false },
      'webhook-changes': { type: 'string', default: '200' },
      'write-iterations': { type: 'string', default: '100' },
      instalments: { type: 'string', default: '10000' },
      /** Only the scenarios whose name contains one of these words (comma-separated, any case). */
      only: { type: 'string', default: '' },
    },
  });
  return {
    databaseUrl: values['database-url'] ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
    applications: wholeNumber('applications', values.applications, 100),
    story: wholeNumber('story', values.story, 10),
    duration: wholeNumber('duration', values.duration, 1),
    warmup: wholeNumber('warmup', values.warmup, 0),
    connections: wholeNumber('connections', values.connections, 1),
    repeat: wholeNumber('repeat', values.repeat, 1),
    out: values.out,
    scenarios: scenarioKinds(values.scenarios),
    only: values.only
      .split(',')
      .map((word) => word.trim().toLowerCase())
      .filter(Boolean),
    quoteDuration: wholeNumber('quote-duration', values['quote-duration'], 0),
    pageWeight: onOff('page-weight', values['page-weight']),
    reuseData: onOff('reuse-data', values['reuse-data']),
    seedOnly: values['seed-only'],
    webhookChanges: wholeNumber('webhook-changes', values['webhook-changes'], 1),
    writeIterations: wholeNumber('write-iterations', values['write-iterations'], 1),
    instalments: wholeNumber('instalments', values.instalments, 1),
  };
}
