import { addDaysToDay, addMonthsToDay, firstDayOfMonth, monthOfInstant } from '@bm/domain';
import { QUOTE_APPLICATION_ID, type BenchSample } from './database.ts';
import type { Target } from './load.ts';
import { problemsOf, type QuoteOutcome } from './quote-forms.ts';

/**
 * record: the ceiling and the app's record read; list: CRM pages and searches; quote: POST quote;
 * webhooks: commit-to-delivery latency of webhook events (scripts/bench/webhooks.ts, no autocannon);
 * writes: bind, endorse and cancel on a copy of the database (scripts/bench/writes.ts, no autocannon).
 */
export const SCENARIO_KINDS = ['record', 'list', 'quote', 'webhooks', 'writes'] as const;
export type ScenarioKind = (typeof SCENARIO_KINDS)[number];

export interface Scenario {
  name: string;
  server: 'ceiling' | 'app';
  kind: ScenarioKind;
  target: Target;
  /** A same-query ceiling's app scenario (its name): scripts/bench/ceilings.ts. */
  ceilingOf?: string;
}

export const SEARCH_TERM = 'tremblay';
export const FUZZY_TERM = 'Tremblya';
export const DEEP_PAGES = 50;
export const PAGE_SIZE = 25;

/** Application paths spread over the whole table (its ids in order), the same sequence on every run. */
export function recordPaths(ids: readonly string[]): () => string {
  let i = 0;
  return () => {
    i += 1;
    return `/api/applications/${ids[(i * 7919) % ids.length]}`;
  };
}

/** Follows nextCursor DEEP_PAGES pages into the CRM list and returns that page's cursor. */
export async function deepCursor(baseUrl: string, cookie: string): Promise<string> {
  let cursor = '';
  for (let page = 0; page < DEEP_PAGES; page += 1) {
    const query = new URLSearchParams({ limit: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) });
    const response = await fetch(`${baseUrl}/api/applications?${query}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`CRM page ${page}: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { nextCursor: string | null };
    if (!body.nextCursor) throw new Error(`the CRM list ended after ${page + 1} pages`);
    cursor = body.nextCursor;
  }
  return cursor;
}

/** A year of Vancouver days to today, by month. */
function analyticsYear(): string {
  const to = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver' }).format(new Date());
  const from = addDaysToDay(to, -364);
  return new URLSearchParams({ from, to, granularity: 'month' }).toString();
}

/** The premium report's year: the last eleven Vancouver months and this one, YYYY-MM. */
function premiumYear(): string {
  const to = monthOfInstant(new Date());
  const from = addMonthsToDay(firstDayOfMonth(to), -11).slice(0, 7);
  return new URLSearchParams({ from, to }).toString();
}

/** The quote scenario's path: the bench application with a complete tenants form. */
export const QUOTE_PATH = `/api/applications/${QUOTE_APPLICATION_ID}/quote`;

/**
 * Prices the bench application once through the API and throws unless the answer is a clean quote
 * (no form errors, eligible, priced), so that the scenario never measures an error path.
 */
export async function checkQuoteRoute(baseUrl: string, cookie: string): Promise<void> {
  const response = await fetch(`${baseUrl}${QUOTE_PATH}`, { method: 'POST', headers: { cookie } });
  if (!response.ok) throw new Error(`POST ${QUOTE_PATH}: ${response.status} ${await response.text()}`);
  const problems = problemsOf((await response.json()) as QuoteOutcome);
  if (problems.length > 0) {
    throw new Error(`POST ${QUOTE_PATH} is not a clean quote:\n  ${problems.join('\n  ')}`);
  }
}

/** Every scenario, in the order they run (ceiling first); filter by kind to run a subset. */
export function scenarios(sample: BenchSample, cookie: string, cursor: string): Scenario[] {
  const headers = { cookie };
  const { policyNumber } = sample;
  const list = (query: Record<string, string>) =>
    `/api/applications?${new URLSearchParams({ limit: String(PAGE_SIZE), ...query })}`;
  return [
    {
      name: 'Ceiling: bare Fastify + pg, primary-key read',
      server: 'ceiling',
      kind: 'record',
      target: { path: recordPaths(sample.ids) },
    },
    {
      name: 'GET /api/applications/{id}',
      server: 'app',
      kind: 'record',
      target: { path: recordPaths(sample.ids), headers },
    },
    { name: 'CRM list, first page', server: 'app', kind: 'list', target: { path: list({}), headers } },
    {
      name: `CRM list, page ${DEEP_PAGES + 1} (cursor)`,
      server: 'app',
      kind: 'list',
      target: { path: list({ cursor }), headers },
    },
    {
      name: `CRM search ?search=${SEARCH_TERM}`,
      server: 'app',
      kind: 'list',
      target: { path: list({ search: SEARCH_TERM }), headers },
    },
    {
      name: `CRM search by policy number ?search=${policyNumber}`,
      server: 'app',
      kind: 'list',
      target: { path: list({ search: policyNumber }), headers },
    },
    {
      name: `Fuzzy search ?searchword=${FUZZY_TERM}`,
      server: 'app',
      kind: 'list',
      target: { path: `/api/fuzzysearch?${new URLSearchParams({ searchword: FUZZY_TERM })}`, headers },
    },
    {
      // The full variant over every line (300k at 300k policies): a keyset page and the totals row.
      name: 'Commission report (/reports), first page with totals',
      server: 'app',
      kind: 'list',
      target: { path: `/api/reports/commissions?limit=50`, headers },
    },
    {
      // The super admin's whole year, every brokerage: the widest read of the summary (decision 0047).
      name: 'Analytics (/analytics), a year of every brokerage by month',
      server: 'app',
      kind: 'list',
      target: { path: `/api/analytics/summary?${analyticsYear()}`, headers },
    },
    {
      // Written, earned and unearned by month over a year for every brokerage: eleven closed months
      // stored by the month-close job, this month from its projection and the policies changed since
      // (decision 0049).
      name: 'Premium report (/financial-reports), a year of every brokerage',
      server: 'app',
      kind: 'list',
      target: { path: `/api/financial-reports/premium?${premiumYear()}`, headers },
    },
    {
      name: 'Invoices (/invoices), first page with totals',
      server: 'app',
      kind: 'list',
      target: { path: `/api/invoices?limit=${PAGE_SIZE}`, headers },
    },
    {
      name: 'Invoices (/invoices), open and due this year',
      server: 'app',
      kind: 'list',
      target: {
        path: `/api/invoices?${new URLSearchParams({ limit: String(PAGE_SIZE), status: 'open', dueFrom: `${new Date().getFullYear()}-01-01` })}`,
        headers,
      },
    },
    {
      name: 'POST /api/applications/{id}/quote (tenants, 2 roommates)',
      server: 'app',
      kind: 'quote',
      target: { method: 'POST', path: QUOTE_PATH, headers },
    },
  ];
}
