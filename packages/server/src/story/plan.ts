import {
  addDaysToDay,
  addMonthsToDay,
  AGENCY_MISTAKE_REASON,
  CATALOGUE,
  CONSTRUCTION_PRODUCTS,
  findQuestions,
  formatDate,
  isClaimsMade,
  isCalendarDay,
  isHealthFitness,
  LIMIT_KEYS,
  PRODUCT_DEFINITIONS,
  SAMPLE_FORMS,
  TENANTS_PRODUCTS,
  type DeclineReason,
  type LossReason,
  type PaymentPeriod,
  type StopReason,
} from '@bm/domain';
import { BROKERAGE_IDS, DEMO_USERS, EXTRA_BROKERS } from '../db/seed-data.ts';
import {
  completeAnswers,
  FIRST_NAMES,
  LAST_NAMES,
  pick,
  PROVINCE_WEIGHTS,
  rng,
  SEED_EPOCH,
  weighted,
} from '../db/seed.ts';

/**
 * The story's plan (docs/decisions/0065): who does what on which day, drawn once from a fixed seed,
 * so that the same plan tells the same story every run. The plan holds intentions only; what
 * happens is what the product answers when the story's people act on their day (a cancellation of
 * a policy already cancelled is refused, and the story goes on).
 */

/**
 * The day a story ends unless told otherwise: the seed's day, fixed so that the tests' stories are
 * the same every run. The demo's snapshot is told to a day of its own (`npm run demo:snapshot`
 * tells it to yesterday, `--last-day` to any day) and records it (docs/decisions/0071).
 */
export const STORY_LAST_DAY = formatDate(new Date(SEED_EPOCH));
/** About eighteen months of business. */
export const STORY_DAYS = 540;

/** The days a story's plan is drawn on: every other day of the plan is relative to these. */
export interface StoryCalendar {
  firstDay: string;
  lastDay: string;
  /** The day an extension is sent to an underwriter who has not answered by the story's end. */
  waitingExtensionDay: string;
}

export function storyCalendar(lastDay: string = STORY_LAST_DAY): StoryCalendar {
  if (!isCalendarDay(lastDay))
    throw new Error(`the story's last day must be a day (YYYY-MM-DD), not ${JSON.stringify(lastDay)}`);
  return {
    firstDay: addDaysToDay(lastDay, -STORY_DAYS),
    lastDay,
    waitingExtensionDay: addDaysToDay(lastDay, -3),
  };
}

/**
 * The simulated processor's cards (integrations/payments/test-cards.ts): one that always pays, the
 * Visa debit (no credit card surcharge, so its policies are charged less), and one that pays the
 * bind and declines every later charge (insufficient funds).
 */
export const STORY_CARDS = {
  pays: '4242424242424242',
  debit: '4000056655665556',
  declinesLater: '4000000000019952',
} as const;

const STAFF = {
  underwriter: DEMO_USERS.underwriter.email,
  endorsement: DEMO_USERS.endorsement.email,
  finance: DEMO_USERS.finance.email,
  admin: DEMO_USERS.admin.email,
  /** The agency's own user, who hands its leads to brokers. */
  agency: DEMO_USERS.agency.email,
} as const;
export type StaffRole = keyof typeof STAFF;
export const staffEmail = (role: StaffRole) => STAFF[role];

/** The brokers who sell: every demo broker and the extra ones, with their brokerage. */
const SELLERS = [DEMO_USERS.broker, DEMO_USERS.broker2, DEMO_USERS.agency, ...EXTRA_BROKERS];
const BROKERS: readonly string[] = SELLERS.map((broker) => broker.email);
/** The user id of a story person (their row is the seed's, so the id is fixed). */
export const userIdOf = (email: string) => SELLERS.find((user) => user.email === email)?.id ?? null;
export const brokerageOf = (email: string) => SELLERS.find((user) => user.email === email)!.brokerageId;

/** The products the story sells: those with complete sample answers. */
const PRODUCTS = CATALOGUE.map((product) => product.productId).filter((id) => SAMPLE_FORMS[id]);

/**
 * The limits an endorsement raises or lowers, by product: each product's limit questions (the
 * endorsement reasons' LIMIT_KEYS) that are always asked and are a list of amounts or an amount.
 * The project value is left alone: it is the construction policies' limit and their extensions'.
 */
export const ENDORSEMENT_LINES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  PRODUCTS.map((productId) => {
    const definition = PRODUCT_DEFINITIONS[productId]!;
    const fields = LIMIT_KEYS.filter((key) => {
      if (key === 'cover-level' || key === 'project-value') return false;
      const question = findQuestions(definition, key)[0]?.question;
      return (
        question !== undefined &&
        !question.filters &&
        (question.kind === 'money' || question.kind === 'select' || question.kind === 'radio')
      );
    });
    return [productId, fields];
  }),
);

/**
 * Answers that send an application of each product to an underwriter (the products' eligibility
 * rules with outcome 'referred') and still price, so that an underwriter can bind it. Trade
 * contractors are missing: their one referring answer (revenue) leaves them unpriced.
 */
export const REFERRING_ANSWERS: Readonly<Record<string, Record<string, string>>> = {
  'builders-risk': { 'hot-work': 'yes' },
  'course-of-construction': { 'hot-work': 'yes' },
  tenants: { 'working-smoke-alarm': 'no' },
  'student-tenants': { 'insured-birthyear': '1985' },
  contractors: { 'max-work-height-storeys': '5' },
  'contractors-equipment': { 'largest-item-value': '150000' },
  'custom-business': { 'employees-count': '60' },
  'private-dno': { 'financial-condition': 'loss', 'years-in-business': '2' },
  'technology-eo': { 'aware-of-circumstances': 'yes' },
  'life-agents': { 'claims-count': '1' },
  'health-fitness-individual': { 'claims-count': '1' },
  'health-fitness-premises': { 'members-count': '2500' },
};

/**
 * Answers that make an application of each product ineligible outright (the products' eligibility
 * rules with outcome 'rejected'): the broker saves them, the product answers "Ineligible" and the
 * application stays rejected (it cannot be priced or bound).
 */
export const REJECTING_ANSWERS: Readonly<Record<string, Record<string, string>>> = {
  'builders-risk': { 'construction-type': 'log-straw-bale' },
  'course-of-construction': { 'project-value': '30000000' },
  tenants: { 'prior-cancellation': 'yes' },
  'tenants-plus': { 'prior-cancellation': 'yes' },
  'student-tenants': { 'claims-count': '2' },
  contractors: { 'claims-count': '3' },
  'contractors-equipment': { 'claims-count': '2' },
  'trade-contractors': { 'claims-count': '2' },
  'custom-business': { 'claims-count': '3' },
  'private-dno': { 'ipo-planned': 'yes' },
  'technology-eo': { 'us-revenue-percent': '51' },
  'life-agents': { 'licence-discipline': 'yes' },
  'health-fitness-individual': { operations: 'boxing-mma-instructor' },
  'health-fitness-premises': { operations: 'climbing-gym' },
};

/** What an insured asks for on the policy portal (a note and a ticket for the broker's support). */
export const PORTAL_REQUESTS = [
  { reason: 'Add a roommate', details: 'My new roommate moved in last week; please add them to the policy.' },
  { reason: 'Change of address', details: 'I am moving to a new unit in the same building next month.' },
  {
    reason: 'Increase contents limit',
    details: 'I bought a new laptop and bike; can the contents limit go up?',
  },
] as const;

/** Who the brokers name as additional insureds on their certificates. */
export const ADDITIONAL_INSUREDS = [
  { insuredName: 'Harbourfront Property Management Ltd.', address: '200 Bay Street, Toronto, ON M5J 2J2' },
  { insuredName: 'City of Vancouver', address: '453 West 12th Avenue, Vancouver, BC V5Y 1V4' },
  { insuredName: 'Northgate Developments Inc.', address: '1 Main Street West, Hamilton, ON L8P 4Y5' },
  { insuredName: 'Prairie Landlords Co-op', address: '10 Avenue SW, Calgary, AB T2R 0A5' },
] as const;

/** What a broker or the staff write on a policy's notes. */
export const NOTE_TEXTS = {
  broker: [
    'Client asked whether a second location can be added next year; will send details.',
    'Insured called about the renewal date and the premium; explained the instalments.',
    'Sent the certificate to the landlord at the insured’s request.',
    'Client moving in the spring; will confirm the new address before the move.',
  ],
  underwriter: [
    'Reviewed the loss history with the broker: nothing to act on.',
    'Underwriting file reviewed at mid-term; no change in risk.',
  ],
  endorsement: [
    'Broker asked for a limit change; told them the options and the premium difference.',
    'Documents re-sent to the insured after an address correction.',
  ],
} as const;

/** Why an extension goes to an underwriter (answers of the extension form). */
export type ExtensionTrigger = 'losses' | 'scope' | 'behind';

export type StoryEvent =
  /** Endorsement staff raise a limit (Increase Limit/Add Coverage) or lower it (Other) one step. */
  | { kind: 'endorse'; day: string; line: number; direction: 'up' | 'down' }
  | { kind: 'cancel'; day: string; option: 'prorata' | 'shortrate' | 'flat'; afterDays: number }
  /** The broker cancels with the insured's signed request (a PDF), the option following from the date. */
  | { kind: 'brokerCancel'; day: string; afterDays: number }
  | { kind: 'reinstate'; day: string }
  | { kind: 'customPremium'; day: string; cents: number }
  | { kind: 'payInFull'; day: string }
  /** The broker moves the policy to another of its product's payment plans (decision 0078). */
  | { kind: 'changePlan'; day: string; to: PaymentPeriod }
  /** Finance sends a payment link for the overdue invoice; the insured pays it with a new card. */
  | { kind: 'payByLink'; day: string }
  /** Finance pays out the refunds owed by hand (cheque). */
  | { kind: 'settleRefunds'; day: string }
  /** Finance records a cheque the insured mailed for the overdue invoices (off the platform). */
  | { kind: 'offPlatformPayment'; day: string }
  /** Finance adjusts the balance (a goodwill credit, or a charge agreed with the insured). */
  | { kind: 'financeAdjustment'; day: string; cents: number }
  /** Finance raises a manual invoice in one to three monthly parts. */
  | { kind: 'manualInvoice'; day: string; cents: number; parts: number }
  /** An extended reporting period on a claims-made policy after it ends. */
  | { kind: 'erp'; day: string; years: number }
  /** The broker takes the renewal the nightly job offered, ten days before expiry. */
  | { kind: 'renew'; day: string }
  /** The broker declines the renewal the nightly job offered (the insured does not want it). */
  | { kind: 'declineRenewal'; day: string; reason: DeclineReason }
  /** The underwriter binds a referred application (paid off the platform). */
  | { kind: 'approveReferral'; day: string }
  /** The underwriter stops the bind of a referred application. */
  | { kind: 'rejectReferral'; day: string; reason: StopReason }
  /** The broker closes a quoted lead the client did not take (an account note, Closed-Loss). */
  | { kind: 'closeLead'; day: string; reason: LossReason }
  /**
   * A quoted lead changes hands before it is bound: an agency lead handed by the agency to a broker
   * of another brokerage (lead assignment), or a brokerage's lead to a colleague (account transfer).
   */
  | { kind: 'transferLead'; day: string; by: 'broker' | 'agency'; to: string }
  /** The underwriter stops the renewal of a bound policy (it and any renewal offered become non-renewable). */
  | { kind: 'stopRenewal'; day: string; reason: StopReason }
  /** The broker issues a certificate naming an additional insured (a landlord, a city, a developer). */
  | { kind: 'additionalInsured'; day: string; who: number }
  /** The broker sends the insured the policy portal's link; the insured asks for a change there. */
  | { kind: 'portalRequest'; day: string; request: number }
  /** The underwriter voids the open part of a manual invoice raised in error. */
  | { kind: 'voidInvoice'; day: string }
  /** The broker waives the missed payment fee of a declined instalment (voids the waivable fee). */
  | { kind: 'waiveMpf'; day: string }
  /** The insured pays every overdue invoice with a new card, the missed payment fee too (the broker's page). */
  | { kind: 'payOverdue'; day: string }
  /** Finance refunds the missed payment fee paid, to the card (the bank's error, not the insured's). */
  | { kind: 'refundMpf'; day: string }
  /** The broker buys an extension of a construction policy on schedule (priced at once). */
  | { kind: 'extend'; day: string; months: number }
  /** The broker sends an extension an underwriter must look at. */
  | { kind: 'requestExtensionReview'; day: string; months: number; trigger: ExtensionTrigger }
  /** The underwriter prices the waiting extension, or declines it. */
  | { kind: 'priceExtension'; day: string; premium: number }
  | { kind: 'declineExtension'; day: string }
  /** The broker buys the extension the underwriter priced. */
  | { kind: 'buyExtension'; day: string }
  /** The account moves to another broker: by its broker within the brokerage, or by an admin. */
  | { kind: 'transfer'; day: string; by: 'broker' | 'admin'; to: string; reason: string }
  /** An account note on the policy, by its broker or by staff. */
  | { kind: 'note'; day: string; by: 'broker' | 'underwriter' | 'endorsement'; text: number };

export type StoryEventKind = StoryEvent['kind'];

/** Events on an application that is not a policy (yet). */
export const LEAD_EVENTS: ReadonlySet<StoryEventKind> = new Set([
  'approveReferral',
  'rejectReferral',
  'closeLead',
  'transferLead',
]);

export interface StoryApplication {
  n: number;
  broker: string;
  productId: string;
  insuredName: string;
  email: string;
  phone: string;
  street: string;
  province: (typeof PROVINCE_WEIGHTS)[number][0];
  /** The day the broker starts it. */
  day: string;
  /**
   * How far the broker takes it: started and left, priced and left, bound, answered so that it
   * goes to an underwriter (REFERRING_ANSWERS), or so that the product rejects it (REJECTING_ANSWERS).
   */
  outcome: 'abandoned' | 'quoted' | 'bound' | 'referred' | 'rejected';
  paymentPeriod: PaymentPeriod;
  card: keyof typeof STORY_CARDS;
  /** Days from the day it is started to the policy's start. */
  startsAfter: number;
  events: StoryEvent[];
}

const EXTENSION_KINDS: ReadonlySet<StoryEventKind> = new Set([
  'extend',
  'requestExtensionReview',
  'priceExtension',
  'declineExtension',
  'buyExtension',
]);

/** A construction policy's term in months, as its answers (the sample's variant) give it. */
function projectTermMonths(application: StoryApplication): number {
  const { form } = completeAnswers(application.n, application.productId, {
    ...application,
    effectiveDay: addDaysToDay(application.day, application.startsAfter),
    today: application.day,
  });
  return Number(form['project-term-months'] ?? 12);
}

/** What only a policy in force allows (a lapsed one is not endorsed, cancelled or renewed). */
const IN_FORCE_KINDS: ReadonlySet<StoryEventKind> = new Set([
  'endorse',
  'cancel',
  'brokerCancel',
  'reinstate',
  'customPremium',
  'payInFull',
  'changePlan',
  'additionalInsured',
  'portalRequest',
  'stopRenewal',
]);

/**
 * A construction policy's term is its project's (6 to 24 months), not a year: what needs the
 * policy in force happens before it ends, and its renewal is taken (or declined) before its expiry.
 */
function fitToTerm(application: StoryApplication) {
  const start = addDaysToDay(application.day, application.startsAfter);
  const expiry = addMonthsToDay(start, projectTermMonths(application));
  const last = addDaysToDay(expiry, -5);
  const ended = application.events.find(
    (event) => (event.kind === 'cancel' || event.kind === 'brokerCancel') && event.day > last,
  );
  application.events = application.events
    .filter((event) => !IN_FORCE_KINDS.has(event.kind) || event.day <= last)
    // A settlement of refunds follows a change that no longer happens, and a reinstatement a cancellation.
    .filter((event) => !ended || (event.kind !== 'reinstate' && event.kind !== 'settleRefunds'))
    .map((event) => {
      if (event.kind === 'renew') return { ...event, day: addDaysToDay(expiry, -10) };
      if (event.kind === 'declineRenewal') return { ...event, day: addDaysToDay(expiry, -20) };
      return event;
    });
}

/** The broker asks for an extension a few weeks before the project's term ends; some go to an underwriter. */
function planExtension(application: StoryApplication, more: () => number) {
  const moreInt = (min: number, max: number) => min + Math.floor(more() * (max - min + 1));
  const start = addDaysToDay(application.day, application.startsAfter);
  const asked = addDaysToDay(addMonthsToDay(start, projectTermMonths(application)), -moreInt(6, 25));
  const months = moreInt(1, 3);
  const events = application.events;
  if (more() < 0.55) {
    events.push({ kind: 'extend', day: asked, months });
    return;
  }
  const trigger = pick(more, ['losses', 'scope', 'behind'] as const);
  events.push({ kind: 'requestExtensionReview', day: asked, months, trigger });
  const decided = addDaysToDay(asked, 2);
  if (more() < 0.7) {
    events.push({ kind: 'priceExtension', day: decided, premium: moreInt(60, 400) * 100 });
    events.push({ kind: 'buyExtension', day: addDaysToDay(decided, 2) });
  } else events.push({ kind: 'declineExtension', day: decided });
}

/**
 * Who takes an open lead: an agency lead goes to a broker of another brokerage (the agency assigns
 * it), a brokerage's lead to a colleague (its broker transfers it); null when the brokerage has none.
 */
function leadTaker(broker: string, draw: () => number): { by: 'broker' | 'agency'; to: string } | null {
  const brokerage = brokerageOf(broker);
  if (brokerage === BROKERAGE_IDS.apollo)
    return {
      by: 'agency',
      to: pick(
        draw,
        BROKERS.filter((other) => brokerageOf(other) !== brokerage),
      ),
    };
  const colleagues = BROKERS.filter((other) => other !== broker && brokerageOf(other) === brokerage);
  return colleagues.length > 0 ? { by: 'broker', to: pick(draw, colleagues) } : null;
}

/** The story's applications, in the order they are started. */
export function storyPlan(count: number, calendar: StoryCalendar = storyCalendar()): StoryApplication[] {
  const plan: StoryApplication[] = [];
  let referrals = 0;
  for (let n = 0; n < count; n += 1) {
    const random = rng(n * 6_007 + 11);
    const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
    const chance = (p: number) => random() < p;
    // A second stream for what was added later (referrals, transfers, notes, extensions ...), so
    // that adding a kind of event does not redraw the rest of an application's story.
    const more = rng(n * 7_919 + 29);
    const moreInt = (min: number, max: number) => min + Math.floor(more() * (max - min + 1));
    // A third stream for the kinds added after those (rejections, lead transfers, stopped renewals,
    // certificates, portal requests, voided invoices, missed payment fees), for the same reason.
    const extra = rng(n * 104_729 + 53);
    const extraInt = (min: number, max: number) => min + Math.floor(extra() * (max - min + 1));
    // A fourth stream for changes of payment plan (decision 0078).
    const plans = rng(n * 1_299_709 + 71);
    // Spread over the story's days, a few more recent than old (a growing book).
    const day = addDaysToDay(calendar.firstDay, Math.floor(Math.sqrt(random()) * (STORY_DAYS - 1)));
    const productId = pick(random, PRODUCTS);
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    let outcome: StoryApplication['outcome'] = weighted(random, [
      ['bound', 70],
      ['quoted', 18],
      ['abandoned', 12],
    ] as const);
    // Some applications' answers send them to an underwriter instead.
    if (outcome === 'bound' && REFERRING_ANSWERS[productId] && more() < 0.12) outcome = 'referred';
    // A plan the product offers (its definition's payment periods).
    const offered = PRODUCT_DEFINITIONS[productId]?.paymentPeriods ?? ['annual'];
    const paymentPeriod = weighted<PaymentPeriod>(
      random,
      (
        [
          ['annual', 55],
          ['monthly', 35],
          ['instalment', 10],
        ] as const
      ).filter(([period]) => offered.includes(period)),
    );
    let card: StoryApplication['card'] =
      paymentPeriod !== 'annual' && chance(0.15) ? 'declinesLater' : 'pays';
    if (card === 'pays' && more() < 0.2) card = 'debit';
    const startsAfter = int(0, 14);
    const start = addDaysToDay(day, startsAfter);
    const events: StoryEvent[] = [];
    const construction = CONSTRUCTION_PRODUCTS.includes(productId);
    let extensionAsked = false;
    if (outcome === 'referred') {
      // Most are bound by the underwriter a few days later; every third one is stopped.
      const on = addDaysToDay(day, moreInt(1, 4));
      events.push(
        referrals % 3 === 1
          ? {
              kind: 'rejectReferral',
              day: on,
              reason: pick(more, [
                'material-change-in-risk',
                'underwriting-reason',
                'non-disclosure',
              ] as const),
            }
          : { kind: 'approveReferral', day: on },
      );
      referrals += 1;
    }
    if (outcome === 'quoted' && more() < 0.4)
      events.push({
        kind: 'closeLead',
        day: addDaysToDay(day, moreInt(7, 30)),
        reason: pick(more, ['price-too-high', 'placed-elsewhere', 'client-unresponsive'] as const),
      });
    if (outcome === 'bound') {
      const at = (from: number, to: number) => addDaysToDay(start, int(from, to));
      if (card === 'declinesLater') {
        const settles = weighted(random, [
          ['link', 40],
          ['cheque', 20],
          ['never', 40],
        ] as const);
        if (settles === 'link') events.push({ kind: 'payByLink', day: at(33, 40) });
        if (settles === 'cheque') events.push({ kind: 'offPlatformPayment', day: at(36, 44) });
        // The first declined instalment of a monthly plan adds a missed payment fee: its broker
        // waives some (after the insured paid by the link, or not at all); some insureds pay every
        // overdue invoice with a new card, the fee too, which finance then refunds (the bank's error).
        if (paymentPeriod === 'monthly' && settles !== 'cheque') {
          const link = events.find((event) => event.kind === 'payByLink');
          const r = extra();
          if (r < 0.45)
            events.push({
              kind: 'waiveMpf',
              day: link ? addDaysToDay(link.day, extraInt(1, 3)) : addDaysToDay(start, extraInt(33, 38)),
            });
          else if (!link && r < 0.8) {
            const paid = addDaysToDay(start, extraInt(33, 38));
            events.push({ kind: 'payOverdue', day: paid });
            events.push({ kind: 'refundMpf', day: addDaysToDay(paid, extraInt(3, 10)) });
          }
        }
      } else {
        const story = weighted(random, [
          ['quiet', 45],
          ['endorsed', 22],
          ['cancelled', 14],
          ['reinstated', 5],
          ['custom', 6],
          ['paidInFull', 8],
          ['finance', 6],
        ] as const);
        const lines = ENDORSEMENT_LINES[productId] ?? [];
        if (story === 'endorsed' && lines.length > 0) {
          let on = 5;
          for (let i = int(1, 3); i > 0; i -= 1) {
            on += int(10, 90);
            events.push({
              kind: 'endorse',
              day: at(on, on),
              line: int(0, lines.length - 1),
              direction: chance(0.35) ? 'down' : 'up',
            });
          }
          if (chance(0.3))
            events.push({
              kind: 'cancel',
              day: at(on + 10, on + 60),
              option: 'prorata',
              afterDays: int(0, 10),
            });
        }
        if (story === 'cancelled' || story === 'reinstated') {
          const on = int(20, 250);
          const option = weighted(random, [
            ['prorata', 50],
            ['shortrate', 40],
            ['flat', 10],
          ] as const);
          const afterDays = option === 'flat' ? 0 : int(0, 14);
          // Some short-rate cancellations are the broker's own, with the insured's signed request.
          events.push(
            story === 'cancelled' && option === 'shortrate' && more() < 0.5
              ? { kind: 'brokerCancel', day: at(on, on), afterDays }
              : { kind: 'cancel', day: at(on, on), option, afterDays },
          );
          if (story === 'reinstated') events.push({ kind: 'reinstate', day: at(on + 1, on + 3) });
        }
        if (story === 'custom' && !isHealthFitness(productId))
          events.push({ kind: 'customPremium', day: at(15, 200), cents: int(5, 60) * 1_000 });
        if (story === 'paidInFull' && paymentPeriod !== 'annual')
          events.push({ kind: 'payInFull', day: at(40, 200) });
        if (story === 'finance') {
          events.push(
            chance(0.5)
              ? {
                  kind: 'financeAdjustment',
                  day: at(20, 300),
                  cents: (chance(0.6) ? -1 : 1) * int(10, 200) * 100,
                }
              : { kind: 'manualInvoice', day: at(20, 300), cents: int(50, 900) * 100, parts: int(1, 3) },
          );
          // Half the manual invoices were raised in error: the underwriter voids what is still open.
          const manual = events.find((event) => event.kind === 'manualInvoice');
          if (manual && extra() < 0.5)
            events.push({ kind: 'voidInvoice', day: addDaysToDay(manual.day, extraInt(2, 15)) });
        }
        const cancel = events.find((event) => event.kind === 'cancel' || event.kind === 'brokerCancel');
        if (cancel && isClaimsMade(productId) && chance(0.6))
          events.push({ kind: 'erp', day: addDaysToDay(cancel.day, int(15, 30)), years: int(1, 6) });
        // A project running late asks for an extension a few weeks before its term ends (below,
        // once the answers that set its term are drawn).
        extensionAsked = construction && !cancel && more() < 0.6;
        // A policy nothing ends is renewed by its broker, most of the time; of the others, the
        // broker declines about half the renewals offered (the rest lapse).
        if (!cancel && !extensionAsked && chance(0.7)) events.push({ kind: 'renew', day: at(355, 355) });
        else if (!cancel && !extensionAsked && more() < 0.5)
          events.push({
            kind: 'declineRenewal',
            day: addDaysToDay(start, 345),
            reason: pick(
              more,
              TENANTS_PRODUCTS.includes(productId)
                ? (['price', 'no-longer-a-tenant', 'placed-coverage-elsewhere'] as const)
                : (['price', 'placed-coverage-elsewhere', 'insured-under-different-policy'] as const),
            ),
          });
        if (events.some((event) => ['cancel', 'brokerCancel', 'endorse'].includes(event.kind)))
          events.push({ kind: 'settleRefunds', day: at(270, 300) });
        // Of the policies neither renewed nor declined, the underwriter stops the renewal of some
        // (before or after the nightly job offers it, 60 days before expiry).
        const renewal = events.some((event) => ['renew', 'declineRenewal'].includes(event.kind));
        if (!cancel && !extensionAsked && !construction && !renewal && extra() < 0.45)
          events.push({
            kind: 'stopRenewal',
            day: addDaysToDay(start, extraInt(285, 335)),
            reason: pick(extra, [
              'no-longer-support-class',
              'material-change-in-risk',
              'underwriting-reason',
              'request-by-client',
            ] as const),
          });
      }
    }
    const broker = pick(random, BROKERS);
    // Some quoted leads are ineligible instead: the broker's answers reject them outright.
    if (outcome === 'quoted' && REJECTING_ANSWERS[productId] && extra() < 0.2) {
      outcome = 'rejected';
      events.length = 0;
    }
    // Some open leads change hands before they are bound.
    if (outcome === 'quoted' && events.length === 0 && extra() < 0.25) {
      const to = leadTaker(broker, extra);
      if (to) events.push({ kind: 'transferLead', day: addDaysToDay(day, extraInt(2, 12)), ...to });
    }
    const ends = events.find((event) => event.kind === 'cancel' || event.kind === 'brokerCancel');
    const inForce = (on: string) => on <= addDaysToDay(start, 300) && (!ends || on < ends.day);
    const paying = outcome === 'bound' && card !== 'declinesLater';
    const approved = events.some((event) => event.kind === 'approveReferral');
    // Certificates naming an additional insured on policies other than tenants'.
    if ((paying || approved) && !TENANTS_PRODUCTS.includes(productId) && extra() < 0.18) {
      const on = addDaysToDay(start, extraInt(3, 150));
      if (inForce(on))
        events.push({ kind: 'additionalInsured', day: on, who: extraInt(0, ADDITIONAL_INSUREDS.length - 1) });
    }
    // Some insureds on a monthly or instalment plan move to another plan mid-term: to annual (paying
    // what is left now) or between monthly and instalments (on a new card when the plans are paid
    // through different card accounts).
    const settled = ['payInFull', 'cancel', 'brokerCancel'] as const;
    if (
      paying &&
      paymentPeriod !== 'annual' &&
      !events.some((e) => (settled as readonly string[]).includes(e.kind))
    ) {
      const others = offered.filter((period) => period !== paymentPeriod);
      const on = addDaysToDay(start, 20 + Math.floor(plans() * 180));
      if (others.length > 0 && plans() < 0.2 && inForce(on))
        events.push({ kind: 'changePlan', day: on, to: pick(plans, others) });
    }
    // Tenants ask for changes on the policy portal (the link their broker sends them).
    if (paying && TENANTS_PRODUCTS.includes(productId) && extra() < 0.25) {
      const on = addDaysToDay(start, extraInt(10, 200));
      if (inForce(on))
        events.push({ kind: 'portalRequest', day: on, request: extraInt(0, PORTAL_REQUESTS.length - 1) });
    }
    // A policy an underwriter bound by hand goes on like the others: notes, and its renewal is
    // stopped by the underwriter (it was referred) or declined by its broker.
    if (approved) {
      const bound = events.find((event) => event.kind === 'approveReferral')!.day;
      if (extra() < 0.6)
        events.push({
          kind: 'note',
          day: addDaysToDay(bound, extraInt(10, 120)),
          by: 'underwriter',
          text: extraInt(0, NOTE_TEXTS.underwriter.length - 1),
        });
      if (!construction) {
        if (extra() < 0.6)
          events.push({
            kind: 'stopRenewal',
            day: addDaysToDay(start, extraInt(285, 320)),
            reason: 'material-change-in-risk',
          });
        else events.push({ kind: 'declineRenewal', day: addDaysToDay(start, 345), reason: 'price' });
      }
    }
    if (outcome === 'bound') {
      // Some accounts change hands: within the brokerage by its broker, or by an admin to another
      // brokerage (an acquisition; or a policy bound on the agency's account by mistake).
      if (more() < 0.1) {
        const brokerage = brokerageOf(broker);
        const colleagues = BROKERS.filter((other) => other !== broker && brokerageOf(other) === brokerage);
        const elsewhere = BROKERS.filter(
          (other) => brokerageOf(other) !== brokerage && brokerageOf(other) !== BROKERAGE_IDS.apollo,
        );
        const on = addDaysToDay(start, moreInt(20, 200));
        const agency = brokerage === BROKERAGE_IDS.apollo;
        if (!agency && colleagues.length > 0 && more() < 0.7)
          events.push({
            kind: 'transfer',
            day: on,
            by: 'broker',
            to: pick(more, colleagues),
            reason: pick(more, [
              'Ownership of account has changed within brokerage',
              'Temporary ownership change',
              'Broker no longer works there',
            ]),
          });
        else
          events.push({
            kind: 'transfer',
            day: on,
            by: 'admin',
            to: pick(more, elsewhere),
            reason: agency ? AGENCY_MISTAKE_REASON : 'Brokerage acquisition',
          });
      }
      if (more() < 0.25)
        events.push({
          kind: 'note',
          day: addDaysToDay(start, moreInt(5, 300)),
          by: 'broker',
          text: moreInt(0, NOTE_TEXTS.broker.length - 1),
        });
      if (more() < 0.12) {
        const by = more() < 0.5 ? 'underwriter' : 'endorsement';
        events.push({
          kind: 'note',
          day: addDaysToDay(start, moreInt(5, 300)),
          by,
          text: moreInt(0, NOTE_TEXTS[by].length - 1),
        });
      }
    }
    plan.push({
      n,
      broker,
      productId,
      insuredName: `${first} ${last}`,
      email: `${first}.${last}.${n}@example.net`.toLowerCase(),
      phone: `604-555-${String(1_000 + n).slice(-4)}`,
      street: `${int(10, 9_999)} ${pick(random, ['Main', 'King', 'Queen', 'Oak', 'Maple', 'River'])} Street`,
      province: weighted(random, PROVINCE_WEIGHTS),
      day,
      outcome,
      paymentPeriod,
      card,
      startsAfter,
      events,
    });
    if (construction && (outcome === 'bound' || approved)) fitToTerm(plan.at(-1)!);
    if (extensionAsked) planExtension(plan.at(-1)!, more);
  }
  leaveAnExtensionWaiting(plan, calendar);
  makeSureOf(plan, calendar);
  makeSureOfTheLaterKinds(plan, calendar);
  leaveADeclineOpen(plan, calendar);
  for (const application of plan) application.events.sort((a, b) => a.day.localeCompare(b.day));
  return plan.sort((a, b) => a.day.localeCompare(b.day) || a.n - b.n);
}

/**
 * Makes sure the story ends with an extension waiting for an underwriter (the README points at
 * it): the construction policy bound last that is in force at the story's end and nothing ends
 * sends one three days before; if the plan has none, the bound application that starts nearest to
 * two months before the end becomes a builders risk policy that does.
 */
function leaveAnExtensionWaiting(plan: StoryApplication[], calendar: StoryCalendar) {
  const start = (application: StoryApplication) => addDaysToDay(application.day, application.startsAfter);
  const ends = (application: StoryApplication) =>
    application.events.some((event) => ['cancel', 'brokerCancel'].includes(event.kind));
  const inForce = (application: StoryApplication) =>
    start(application) <= addDaysToDay(calendar.waitingExtensionDay, -7) &&
    addMonthsToDay(start(application), projectTermMonths(application)) > calendar.lastDay;
  const bound = plan.filter(
    (application) =>
      application.outcome === 'bound' && application.card !== 'declinesLater' && !ends(application),
  );
  let chosen = bound
    .filter((application) => CONSTRUCTION_PRODUCTS.includes(application.productId) && inForce(application))
    .sort((a, b) => start(b).localeCompare(start(a)) || b.n - a.n)[0];
  if (!chosen) {
    const target = addDaysToDay(calendar.lastDay, -60);
    const distance = (application: StoryApplication) =>
      Math.abs(Date.parse(start(application)) - Date.parse(target));
    chosen = bound
      .filter((application) => start(application) <= addDaysToDay(calendar.waitingExtensionDay, -7))
      .sort((a, b) => distance(a) - distance(b) || a.n - b.n)[0];
    if (!chosen) return;
    Object.assign(chosen, { productId: 'builders-risk', paymentPeriod: 'annual', card: 'pays', events: [] });
  }
  chosen.events = chosen.events.filter(
    (event) => !EXTENSION_KINDS.has(event.kind) && event.day < calendar.waitingExtensionDay,
  );
  chosen.events.push({
    kind: 'requestExtensionReview',
    day: calendar.waitingExtensionDay,
    months: 2,
    trigger: 'losses',
  });
}

/**
 * The day the story's last declined instalment falls due (the night's collections decline it): two
 * days before the end, or one, or the last day, the first that is a month after a day of the month
 * before (the 29th to 31st after a shorter month is not); null when none is (31 March of a common year).
 */
export const openDeclineDay = (calendar: StoryCalendar): string | null =>
  [2, 1, 0]
    .map((before) => addDaysToDay(calendar.lastDay, -before))
    .find((due) => addMonthsToDay(addMonthsToDay(due, -1), 1) === due) ?? null;

/**
 * Makes sure the story ends with a declined instalment still open, as a business always has one: a
 * monthly policy whose card pays the bind and declines its first instalment in the last three days
 * (`openDeclineDay`), on a policy still bound. Its notice is mailed that night and its delivery not yet recorded
 * (finance records deliveries three days after), so no cancellation date runs against it: /nsf
 * lists it pending and /invoices its missed payment fee open, however long after the story's end the
 * server starts (docs/decisions/0071). The bound monthly policy that starts nearest a month before
 * that day takes that part, its own events dropped.
 */
function leaveADeclineOpen(plan: StoryApplication[], calendar: StoryCalendar) {
  const due = openDeclineDay(calendar);
  if (!due) return;
  const start = addMonthsToDay(due, -1);
  const distance = (application: StoryApplication) =>
    Math.abs(Date.parse(addDaysToDay(application.day, application.startsAfter)) - Date.parse(start));
  const chosen = plan
    .filter(
      (application) =>
        application.outcome === 'bound' &&
        application.paymentPeriod === 'monthly' &&
        !application.events.some((event) => event.kind === 'requestExtensionReview'),
    )
    // Those with no events of their own first, so that no other example is lost.
    .sort((a, b) => a.events.length - b.events.length || distance(a) - distance(b) || a.n - b.n)[0];
  if (!chosen) return;
  Object.assign(chosen, {
    day: addDaysToDay(start, -chosen.startsAfter),
    card: 'declinesLater',
    events: [],
  });
}

/**
 * Makes sure a story of any size has a transfer, a declined renewal, a finance adjustment and an
 * off-platform payment to point at (the README's examples): most policies start in the last months (a growing book), so a short story may draw
 * none. When none falls within the story, the bound policy started first that nothing ends gets
 * one: its broker hands it to a colleague (or an admin moves it) three weeks in; the oldest
 * renewal the plan takes is declined instead.
 */
function makeSureOf(plan: StoryApplication[], calendar: StoryCalendar) {
  const ends = (application: StoryApplication) =>
    application.events.some((event) => ['cancel', 'brokerCancel'].includes(event.kind));
  const told = (event: StoryEvent) => event.day <= calendar.lastDay;
  const has = (kind: StoryEventKind) =>
    plan.some((application) => application.events.some((event) => event.kind === kind && told(event)));
  const start = (application: StoryApplication) => addDaysToDay(application.day, application.startsAfter);
  const byStart = [...plan]
    .filter((application) => application.outcome === 'bound' && application.card !== 'declinesLater')
    .sort((a, b) => start(a).localeCompare(start(b)) || a.n - b.n);
  if (!has('declineRenewal')) {
    const renewed = byStart.find((application) =>
      application.events.some((event) => event.kind === 'renew' && told(event)),
    );
    // Else the first policy nothing ends whose renewal is offered within the story.
    const offered = byStart.find(
      (application) =>
        !ends(application) &&
        !CONSTRUCTION_PRODUCTS.includes(application.productId) &&
        addDaysToDay(start(application), 345) <= calendar.lastDay,
    );
    if (renewed)
      renewed.events = renewed.events.map((event) =>
        event.kind === 'renew'
          ? { kind: 'declineRenewal', day: addDaysToDay(event.day, -10), reason: 'price' }
          : event,
      );
    else if (offered)
      offered.events = [
        ...offered.events.filter((event) => event.kind !== 'renew'),
        // Twenty days before it expires, as the plan's other declines (the offer comes at 30).
        { kind: 'declineRenewal', day: addDaysToDay(start(offered), 345), reason: 'price' },
      ];
    else {
      // A short story may bind nothing early enough for its renewal to be offered: the bound
      // policy with the fewest events of its own (the earliest of those) starts 350 days before the
      // end instead, and its renewal is declined five days before the end.
      const moved = byStart
        .filter((application) => !CONSTRUCTION_PRODUCTS.includes(application.productId))
        .sort((a, b) => a.events.length - b.events.length)[0];
      if (moved) {
        const from = addDaysToDay(calendar.lastDay, -350);
        Object.assign(moved, {
          day: addDaysToDay(from, -moved.startsAfter),
          events: [{ kind: 'declineRenewal', day: addDaysToDay(from, 345), reason: 'price' }],
        });
      }
    }
  }
  // Finance's own money: a goodwill credit on a policy, and a cheque an insured mailed for a
  // declined instalment (events drawn late in a growing book mostly fall after the story's end).
  if (!has('financeAdjustment')) {
    const first = byStart.find(
      (application) => !ends(application) && addDaysToDay(start(application), 45) <= calendar.lastDay,
    );
    if (first)
      first.events.push({ kind: 'financeAdjustment', day: addDaysToDay(start(first), 45), cents: -2_500 });
  }
  if (!has('offPlatformPayment')) {
    const declined = [...plan]
      .filter(
        (application) =>
          application.outcome === 'bound' &&
          application.card === 'declinesLater' &&
          !application.events.some((event) =>
            ['payByLink', 'offPlatformPayment', 'payOverdue', 'waiveMpf'].includes(event.kind),
          ) &&
          addDaysToDay(start(application), 44) <= calendar.lastDay,
      )
      .sort((a, b) => start(a).localeCompare(start(b)) || a.n - b.n)[0];
    if (declined)
      declined.events.push({ kind: 'offPlatformPayment', day: addDaysToDay(start(declined), 44) });
    // Else the first declined policy settled by its link is settled by a cheque on that day instead.
    else {
      const byLink = plan.find((application) =>
        application.events.some((event) => event.kind === 'payByLink' && told(event)),
      );
      if (byLink)
        byLink.events = byLink.events.map((event) =>
          event.kind === 'payByLink' && told(event) ? { kind: 'offPlatformPayment', day: event.day } : event,
        );
    }
  }
  if (!has('transfer')) {
    const first = byStart.find(
      (application) => !ends(application) && addDaysToDay(start(application), 21) <= calendar.lastDay,
    );
    if (first) {
      const brokerage = brokerageOf(first.broker);
      const colleague = BROKERS.find((other) => other !== first.broker && brokerageOf(other) === brokerage);
      const elsewhere = BROKERS.find(
        (other) => brokerageOf(other) !== brokerage && brokerageOf(other) !== BROKERAGE_IDS.apollo,
      )!;
      first.events = first.events.filter((event) => event.kind !== 'transfer');
      first.events.push(
        colleague && brokerage !== BROKERAGE_IDS.apollo
          ? {
              kind: 'transfer',
              day: addDaysToDay(start(first), 21),
              by: 'broker',
              to: colleague,
              reason: 'Ownership of account has changed within brokerage',
            }
          : {
              kind: 'transfer',
              day: addDaysToDay(start(first), 21),
              by: 'admin',
              to: elsewhere,
              reason: brokerage === BROKERAGE_IDS.apollo ? AGENCY_MISTAKE_REASON : 'Brokerage acquisition',
            },
      );
    }
  }
}

/**
 * Makes sure a story holds a few of each kind added with the third stream (one in a short story,
 * one per hundred applications otherwise): most policies start in the last months, so the events
 * drawn late in their terms mostly fall after the story's end. Each missing one goes to the
 * applications started first that can hold it, on a day within the story.
 */
function makeSureOfTheLaterKinds(plan: StoryApplication[], calendar: StoryCalendar) {
  const wanted = Math.max(1, Math.floor(plan.length / 100));
  const told = (event: StoryEvent) => event.day <= calendar.lastDay;
  const count = (kind: StoryEventKind) =>
    plan.reduce(
      (n, application) => n + application.events.filter((event) => event.kind === kind && told(event)).length,
      0,
    );
  const start = (application: StoryApplication) => addDaysToDay(application.day, application.startsAfter);
  const has = (application: StoryApplication, ...kinds: StoryEventKind[]) =>
    application.events.some((event) => kinds.includes(event.kind));
  const ends = (application: StoryApplication) => has(application, 'cancel', 'brokerCancel');
  const byStart = [...plan].sort((a, b) => start(a).localeCompare(start(b)) || a.n - b.n);
  const paying = byStart.filter(
    (application) => application.outcome === 'bound' && application.card !== 'declinesLater',
  );
  /** Gives the first `wanted - count(kind)` candidates their events. */
  const ensure = (
    kind: StoryEventKind,
    candidates: StoryApplication[],
    give: (application: StoryApplication) => void,
  ) => {
    for (const application of candidates.slice(0, Math.max(0, wanted - count(kind)))) give(application);
  };
  const quiet = (application: StoryApplication, from: number) =>
    !ends(application) && addDaysToDay(start(application), from) <= calendar.lastDay;

  // Quoted leads: some rejected outright, some handed to another broker.
  const leads = byStart.filter(
    (application) =>
      application.outcome === 'quoted' &&
      application.events.length === 0 &&
      addDaysToDay(application.day, 12) <= calendar.lastDay,
  );
  const rejected = plan.filter((application) => application.outcome === 'rejected').length;
  for (const application of leads
    .filter((lead) => REJECTING_ANSWERS[lead.productId])
    .slice(0, Math.max(0, wanted - rejected)))
    application.outcome = 'rejected';
  ensure(
    'transferLead',
    leads.filter((lead) => lead.outcome === 'quoted' && leadTaker(lead.broker, () => 0)),
    (lead) => {
      lead.events.push({
        kind: 'transferLead',
        day: addDaysToDay(lead.day, 5),
        ...leadTaker(lead.broker, () => 0)!,
      });
    },
  );
  // Renewals the underwriter stops, on policies whose renewal is not otherwise settled.
  ensure(
    'stopRenewal',
    paying.filter(
      (application) =>
        quiet(application, 30) &&
        !CONSTRUCTION_PRODUCTS.includes(application.productId) &&
        !has(application, 'renew', 'declineRenewal', 'stopRenewal', 'transfer'),
    ),
    (application) =>
      application.events.push({
        kind: 'stopRenewal',
        day: [addDaysToDay(start(application), 300), addDaysToDay(calendar.lastDay, -1)].sort()[0]!,
        reason: 'underwriting-reason',
      }),
  );
  ensure(
    'additionalInsured',
    paying.filter(
      (application) =>
        quiet(application, 10) &&
        !TENANTS_PRODUCTS.includes(application.productId) &&
        !has(application, 'additionalInsured'),
    ),
    (application) =>
      application.events.push({
        kind: 'additionalInsured',
        day: addDaysToDay(start(application), 10),
        who: 0,
      }),
  );
  ensure(
    'portalRequest',
    paying.filter(
      (application) =>
        quiet(application, 10) &&
        TENANTS_PRODUCTS.includes(application.productId) &&
        !has(application, 'portalRequest'),
    ),
    (application) =>
      application.events.push({
        kind: 'portalRequest',
        day: addDaysToDay(start(application), 10),
        request: 0,
      }),
  );
  // A manual invoice raised in error and voided by the underwriter.
  ensure(
    'voidInvoice',
    paying.filter(
      (application) =>
        quiet(application, 40) && !has(application, 'manualInvoice', 'voidInvoice', 'financeAdjustment'),
    ),
    (application) =>
      application.events.push(
        { kind: 'manualInvoice', day: addDaysToDay(start(application), 30), cents: 15_000, parts: 2 },
        { kind: 'voidInvoice', day: addDaysToDay(start(application), 35) },
      ),
  );
  // A policy an underwriter bound by hand has later events within the story too (an underwriter's note).
  const approvedOn = (application: StoryApplication) =>
    application.events.find((event) => event.kind === 'approveReferral' && told(event))?.day;
  const approved = byStart.filter((application) => approvedOn(application));
  const later = (application: StoryApplication) =>
    application.events.some((event) => event.kind !== 'approveReferral' && told(event));
  if (!approved.some(later)) {
    const first = approved.find(
      (application) => addDaysToDay(approvedOn(application)!, 10) <= calendar.lastDay,
    );
    if (first)
      first.events.push({
        kind: 'note',
        day: addDaysToDay(approvedOn(first)!, 10),
        by: 'underwriter',
        text: 1,
      });
  }
  // Missed payment fees: waived by the broker, or paid with the overdue invoices and refunded. A
  // monthly plan's first instalment after the bind is declined about a month in.
  const declined = byStart.filter(
    (application) =>
      application.outcome === 'bound' &&
      application.card === 'declinesLater' &&
      application.paymentPeriod === 'monthly' &&
      addDaysToDay(start(application), 48) <= calendar.lastDay &&
      !has(application, 'waiveMpf', 'payOverdue'),
  );
  const unsettled = declined.filter((application) => !has(application, 'payByLink', 'offPlatformPayment'));
  // Else a monthly policy nothing else happens to is paid with the card that declines later: the
  // last started (so the declined monthly policies the README names, the first, stay as they were).
  const quietMonthly = paying
    .filter(
      (application) =>
        application.paymentPeriod === 'monthly' &&
        addDaysToDay(start(application), 48) <= calendar.lastDay &&
        application.events.every((event) => event.kind === 'note' || !told(event)),
    )
    .reverse();
  ensure('payOverdue', [...unsettled, ...quietMonthly], (application) => {
    application.card = 'declinesLater';
    application.events = application.events.filter((event) => event.kind === 'note');
    application.events.push(
      { kind: 'payOverdue', day: addDaysToDay(start(application), 36) },
      { kind: 'refundMpf', day: addDaysToDay(start(application), 42) },
    );
  });
  // Waived before a cheque pays the overdue invoices, or after the link paid the instalment.
  ensure(
    'waiveMpf',
    declined.filter((application) => !has(application, 'payOverdue')),
    (application) => {
      const link = application.events.find((event) => event.kind === 'payByLink');
      application.events.push({
        kind: 'waiveMpf',
        day: link ? addDaysToDay(link.day, 1) : addDaysToDay(start(application), 33),
      });
    },
  );
}
