// Same-query ceilings (issue 29, decision 0098): for each record, list, search and report scenario, the
// statements the app ran for it (captured once, warm) are replayed by the bare ceiling server, with
// the same text and values on one connection, so that each scenario is compared with its own work.
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { captureStatements, type CapturedStatement } from './capture-sql.ts';
import type { RunningServer } from './child.ts';
import type { Scenario } from './scenarios.ts';

/** The environment variable naming the JSON file of plans the ceiling server serves. */
export const CEILING_PLANS_ENV = 'BENCH_CEILING_PLANS';

/** What one scenario's ceiling replays: `GET /ceiling/<slug>` (and `/ceiling/<slug>/<id>`). */
export interface CeilingPlan {
  slug: string;
  /** The app scenario's name. */
  scenario: string;
  statements: CapturedStatement[];
  /** The record read's captured id: `/ceiling/<slug>/<id>` runs the statements with `<id>` in its place. */
  id?: string;
}

/** The app scenarios that get a same-query ceiling: record reads, lists, searches and reports. */
export function hasSameQueryCeiling(scenario: Scenario): boolean {
  return scenario.server === 'app' && (scenario.kind === 'record' || scenario.kind === 'list');
}

export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

const RECORD_PATH = /^\/api\/applications\/([0-9a-f-]{36})$/;

/**
 * Captures each scenario's statements on the app server (spawned with BENCH_CAPTURE_SQL=1): its
 * request made twice, the second captured (warm caches, the session lookup cached as under load).
 */
export async function capturePlans(app: RunningServer, list: Scenario[]): Promise<CeilingPlan[]> {
  const plans: CeilingPlan[] = [];
  for (const scenario of list.filter(hasSameQueryCeiling)) {
    const { target } = scenario;
    const path = typeof target.path === 'string' ? target.path : target.path();
    const request = () =>
      fetch(`${app.url}${path}`, {
        method: target.method ?? 'GET',
        headers: target.headers ?? {},
        ...(target.body === undefined ? {} : { body: target.body }),
      });
    const first = await request();
    await first.arrayBuffer();
    const statements = await captureStatements(app, request);
    if (statements.length === 0) throw new Error(`${scenario.name}: the app ran no SQL`);
    const id = RECORD_PATH.exec(path)?.[1];
    plans.push({ slug: slugOf(scenario.name), scenario: scenario.name, statements, ...(id ? { id } : {}) });
  }
  return plans;
}

/**
 * Each planned scenario preceded by its ceiling (`ceilingOf` its name), which requests the same
 * record ids in the same order when the scenario's path changes per request.
 */
export function withCeilings(list: Scenario[], plans: CeilingPlan[]): Scenario[] {
  return list.flatMap((scenario) => {
    const plan = plans.find((p) => p.scenario === scenario.name);
    if (!plan) return [scenario];
    const { path } = scenario.target;
    const ceilingPath =
      typeof path === 'string'
        ? `/ceiling/${plan.slug}`
        : () => `/ceiling/${plan.slug}/${RECORD_PATH.exec(path())?.[1] ?? plan.id}`;
    const ceiling: Scenario = {
      name: `Same-query ceiling of ${scenario.name}`,
      server: 'ceiling',
      kind: scenario.kind,
      target: { path: ceilingPath },
      ceilingOf: scenario.name,
    };
    return [ceiling, scenario];
  });
}

const raw = (value: string) => value;
/** The type parsing drizzle's node-postgres driver asks for: dates, times and intervals as text. */
const DRIZZLE_TEXT_TYPES = new Set([1082, 1083, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const types = {
  getTypeParser: (oid: number, format?: string) =>
    DRIZZLE_TEXT_TYPES.has(oid) ? raw : pg.types.getTypeParser(oid, format as 'text'),
};

/**
 * Runs the statements in order on one connection, with their text and values (`id` in place of
 * `from` when given), unnamed unless the app named them, and answers the rows of each.
 */
export async function replay(
  client: pg.ClientBase,
  statements: CapturedStatement[],
  swap?: { from: string; id: string },
): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  for (const s of statements) {
    const values = swap ? s.values.map((v) => (v === swap.from ? swap.id : v)) : s.values;
    const result = await client.query({
      text: s.text,
      values,
      types,
      ...(s.rowMode ? { rowMode: s.rowMode } : {}),
      ...(s.name ? { name: s.name } : {}),
    } as pg.QueryConfig);
    rows.push(result.rows as unknown[]);
  }
  return rows;
}

/** The ceiling server's routes: each plan's statements on one pool client, `{ rows: [[…], …] }`. */
export function ceilingRoutes(app: FastifyInstance, pool: pg.Pool, plans: CeilingPlan[]): void {
  const bySlug = new Map(plans.map((p) => [p.slug, p]));
  const run = async (plan: CeilingPlan, id?: string) => {
    const client = await pool.connect();
    try {
      const swap = id && plan.id ? { from: plan.id, id } : undefined;
      return JSON.stringify({ rows: await replay(client, plan.statements, swap) });
    } finally {
      client.release();
    }
  };
  app.get<{ Params: { slug: string; id?: string } }>('/ceiling/:slug/:id?', async (request, reply) => {
    const plan = bySlug.get(request.params.slug);
    if (!plan) return reply.status(404).send({ message: 'No such ceiling' });
    return reply.type('application/json').send(await run(plan, request.params.id));
  });
}

/** The report's list of what each ceiling runs: its statements' count and first line each. */
export function statementsSection(plans: CeilingPlan[]): string[] {
  if (plans.length === 0) return [];
  const lines = [
    '## What each same-query ceiling runs',
    '',
    "The statements the app ran for the scenario's second request (captured, `scripts/bench/capture-sql.ts`), replayed in order on one connection by the bare Fastify + pg server with the same text and values; it answers `{ rows: [...] }`, the rows of each statement, with `JSON.stringify`.",
    '',
  ];
  for (const plan of plans) {
    const transaction = plan.statements.some((s) => s.inTransaction) ? ', in a transaction' : '';
    const connections = new Set(plan.statements.map((s) => s.connection)).size;
    const spread = connections > 1 ? ` (the app used ${connections} connections)` : '';
    lines.push(
      `- ${plan.scenario}: ${plan.statements.length} statement${plan.statements.length === 1 ? '' : 's'}${transaction}${spread}`,
    );
    for (const s of plan.statements) {
      const first = s.text.replace(/\s+/g, ' ').trim().slice(0, 100);
      lines.push(`  - \`${first.replace(/`/g, "'")}${s.text.length > 100 ? '…' : ''}\``);
    }
  }
  return lines;
}
