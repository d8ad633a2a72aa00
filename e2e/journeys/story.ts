import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { dayFromToday } from './helpers.ts';

/*
 * The journeys run on what `npm start` shows: the demo story's snapshot, restored by the server into
 * its empty database, the jobs then catching up from the story's last day to today
 * (docs/decisions/0066). A journey takes its policy from the story's examples
 * (packages/server/demo/story-examples.json, written with the snapshot) or finds it through the
 * product's API as a user would; ids and figures are read at run time, never written here.
 *
 * Two journeys never change the same policy. An example in use belongs to one journey
 * (`examplesInUse`); a policy found through the API is one no example in use names, and journeys
 * that look for the same kind keep apart by brokerage or by taking the latest or the earliest:
 * - custom-premium: customPremium[0];
 * - cancellation: the latest annual tenants policy of a brokerage other than Maple Leaf, and Maple
 *   Leaf's latest; reinstatement: Maple Leaf's earliest; endorsement: Coastal's earliest with contents below $50,000;
 * - extension: Maple Leaf's latest and earliest course of construction policies; transfer: its
 *   latest annual builders risk policy; erp: the latest technology E&O policy;
 * - nsf: the pending NSF invoice on /nsf (its instalment); void-invoice: a missed payment fee (of
 *   that policy, as the story has one declining card at a time) and the latest-due instalment of
 *   the broker's brokerage; overdue-invoices: a Maple Leaf policy with invoices past due;
 * - renewal-controls: policies expiring within 60 days (the others take policies expiring later);
 *   open-lapsed-policy: a lapsed policy; partner-payouts: Maple Leaf's newest open payout.
 * - With nothing due on them (`nothingDue`, apart from nsf, void-invoice and overdue-invoices):
 *   additional-insured: Maple Leaf's latest annual contractors policy; email-documents: Maple Leaf's
 *   latest annual tenants plus policy, policy-portal its earliest; payment-link: Apollo's latest
 *   annual tenants plus policy; and with instalments to come (`owing`), pay-in-full: Coastal's
 *   latest monthly tenants plus policy; finance-transaction: Prairie's latest monthly policy (not
 *   technology E&O, erp's); change-payment-plan: Apollo's latest monthly policy (moved to instalments).
 * - Only reading: invoices: Maple Leaf's earliest monthly policy with nothing due and instalments to
 *   come (void-invoice's is the latest sold); broker-reads: threeEndorsementsAndCancellation[0];
 *   reports: Blake Broker's newest monthly sale not paid out; financial-reports: the newest policy
 *   sold; finance-ops: the instalments paid this month.
 * - analytics and setup-partnership bind their own (a sale as it happens is their point).
 *
 * What the story gives relative to today (an instalment declined at start-up, renewals in their
 * offer window) lasts a few weeks after its last day: later, the jobs' catch-up has cancelled the
 * declined policies for non-payment and renewed or lapsed the policies due. So when the committed
 * story ended more than three weeks ago, server.mjs tells one ending yesterday into the work folder
 * and the server restores that (docs/decisions/0071); a journey that still finds nothing fails with
 * `staleStory`'s message.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const WORK_DIR = path.join(ROOT, process.env.E2E_WORK_DIR ?? '.e2e');
const SERVER_LOG = path.join(WORK_DIR, 'server.log');
/** The examples of the story the server restored: its own when the committed one was stale (server.mjs). */
const EXAMPLES = [
  path.join(WORK_DIR, 'story-examples.json'),
  path.join(ROOT, 'packages/server/demo/story-examples.json'),
].find((file) => existsSync(file))!;

/** The kinds of example the story names (`story-examples.json`), each a list of policy numbers or names. */
export type StoryKind =
  | 'cancel'
  | 'customPremium'
  | 'endorse'
  | 'erp'
  | 'reinstate'
  | 'transfer'
  | 'manualInvoice'
  | 'payByLink'
  | 'declinedMonthly'
  | 'threeEndorsementsAndCancellation';

/** The story's day its snapshot was told to, from the server's "Restored the demo story" line. */
export function storyLastDay(): string {
  const log = readFileSync(SERVER_LOG, 'utf8');
  const day = /Restored the demo story \(.*told to (\d{4}-\d{2}-\d{2})\)/.exec(log)?.[1];
  if (!day)
    throw new Error(
      `the e2e server did not restore the demo story (no "Restored the demo story" in ${SERVER_LOG})`,
    );
  return day;
}

/** What to say when the story lacks what a journey needs today. */
export function staleStory(what: string): string {
  const last = storyLastDay();
  const age = Math.round((Date.parse(dayFromToday(0)) - Date.parse(last)) / 86_400_000);
  return (
    `${what}: not found in the demo story (told to ${last}, ${age} days before today). ` +
    `A story under three weeks old should have it: see the story's plan (packages/server/src/story/plan.ts) ` +
    `and docs/decisions/0071.`
  );
}

/** The `index`th example of `kind` (a policy number), failing with a clear message when the story has none. */
export function storyExample(kind: StoryKind, index = 0): string {
  const examples = JSON.parse(readFileSync(EXAMPLES, 'utf8')) as Record<string, string[]>;
  const example = examples[kind]?.[index];
  if (!example) throw new Error(`story-examples.json has no ${kind}[${index}]: run npm run demo:snapshot`);
  return example;
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** A policy as the CRM list answers it. */
export interface StoryPolicy {
  applicationId: string;
  policyNumber: string;
  productId: string;
  insuredName: string;
  /** The insured's address of correspondence. */
  email: string;
  brokerageName: string;
  brokerName: string;
  status: string;
}

/**
 * The policy (not its renewal) of a policy number, as the CRM's search finds it for the signed-in
 * user: the application whose policy number it is, the earliest term first.
 */
export async function findPolicy(request: APIRequestContext, policyNumber: string): Promise<StoryPolicy> {
  const { items } = await json<{ items: (StoryPolicy & { policyNumber: string | null })[] }>(
    request,
    `/api/applications?search=${encodeURIComponent(policyNumber)}&limit=100`,
  );
  const found = items.filter((item) => item.policyNumber === policyNumber);
  expect(found.length, `the CRM finds policy ${policyNumber} of the demo story`).toBeGreaterThan(0);
  return found.at(-1) as StoryPolicy;
}

/** Which bound policy `unusedBoundPolicy` takes. */
export interface PolicyChoice {
  /** As the CRM filters them: productId, paymentPeriod, … */
  filters?: Record<string, string>;
  /** Keeps two journeys apart (a brokerage each, say). */
  also?: (policy: StoryPolicy) => boolean;
  /** The earliest created rather than the latest (two journeys on the same kind of policy). */
  oldest?: boolean;
  /**
   * None with an open invoice due today or before (a missed payment fee, a declined instalment, an
   * unpaid manual invoice or balance): those are the policies nsf, void-invoice and overdue-invoices
   * find on /nsf and /invoices.
   */
  nothingDue?: boolean;
  /** Only those with an open invoice due after today (an instalment to come, not paid in full). */
  owing?: boolean;
  /** What only the record tells (its answers, say): the first candidate, in order, for which it holds. */
  fits?: (policy: StoryPolicy) => Promise<boolean>;
}

/**
 * A bound policy of the story the signed-in user sees, found as the CRM filters them, expiring more
 * than 60 days from today (out of the renewal journeys' window), not a renewal, named by no example
 * a journey takes (`examplesInUse`), with nothing due when `nothingDue`, with an instalment to
 * come when `owing`, and passing `also`: the latest created, or the earliest, that `fits`.
 */
export async function unusedBoundPolicy(
  request: APIRequestContext,
  what: string,
  {
    filters = {},
    also = () => true,
    oldest = false,
    nothingDue = false,
    owing = false,
    fits = async () => true,
  }: PolicyChoice = {},
): Promise<StoryPolicy> {
  const query = new URLSearchParams({ status: 'bound', limit: '100', ...filters });
  const { items } = await json<{
    items: (StoryPolicy & {
      policyNumber: string | null;
      policyExpiryDate: string | null;
      isRenewal: boolean;
    })[];
  }>(request, `/api/applications?${query.toString()}`);
  const inUse = examplesInUse();
  const open = nothingDue || owing ? await openInvoices(request) : [];
  const today = dayFromToday(0);
  const dueBy = (invoice: ListedInvoice) => vancouverDay(invoice.dueDate) <= today;
  const due = new Set(open.filter(dueBy).map((invoice) => invoice.policyNumber));
  const toCome = new Set(
    open.filter((invoice) => !dueBy(invoice) && invoice.owing > 0).map((invoice) => invoice.policyNumber),
  );
  const candidates = items.filter(
    (item) =>
      item.policyNumber !== null &&
      !item.isRenewal &&
      !inUse.has(item.policyNumber) &&
      !(nothingDue && due.has(item.policyNumber)) &&
      (!owing || toCome.has(item.policyNumber)) &&
      (item.policyExpiryDate ?? '').slice(0, 10) > dayFromToday(60) &&
      also(item),
  );
  let found: StoryPolicy | undefined;
  for (const candidate of oldest ? candidates.reverse() : candidates)
    if (await fits(candidate)) {
      found = candidate;
      break;
    }
  expect(found, staleStory(what)).toBeDefined();
  return found as StoryPolicy;
}

/** The Vancouver day (YYYY-MM-DD) of an instant. */
function vancouverDay(instant: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver' }).format(new Date(instant));
}

/** An application's record, as GET /api/applications/{id} answers it (the fields the journeys read). */
export async function record(request: APIRequestContext, applicationId: string): Promise<StoryPolicy> {
  return json<StoryPolicy>(request, `/api/applications/${applicationId}`);
}

/** An invoice as GET /api/invoices lists it. */
export interface ListedInvoice {
  number: string;
  kind: string;
  description: string;
  owing: number;
  dueDate: string;
  applicationId: string;
  policyNumber: string;
  insuredName: string;
  brokerageName: string;
}

/**
 * Every open invoice the signed-in user sees (its brokerage's, or all), latest due first, filtered
 * as /invoices filters them (`kind`, `dueTo` a day, …).
 */
export async function openInvoices(
  request: APIRequestContext,
  filters: Record<string, string> = {},
): Promise<ListedInvoice[]> {
  const all: ListedInvoice[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ status: 'open', limit: '100', ...filters });
    if (cursor) query.set('cursor', cursor);
    const page: { items: ListedInvoice[]; nextCursor: string | null } = await json(
      request,
      `/api/invoices?${query.toString()}`,
    );
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

/** Policy numbers that a journey takes from the story's examples (no other journey changes them). */
export function examplesInUse(): Set<string> {
  const used: [StoryKind, number][] = [
    ['customPremium', 0], // custom-premium.spec.ts
    ['threeEndorsementsAndCancellation', 0], // broker-reads.spec.ts (only reads it)
  ];
  const examples = JSON.parse(readFileSync(EXAMPLES, 'utf8')) as Record<string, string[]>;
  return new Set(used.map(([kind, index]) => examples[kind]?.[index]).filter((v): v is string => !!v));
}
