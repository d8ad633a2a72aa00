import {
  addDaysToDay,
  CATALOGUE,
  formatDate,
  isClaimsMade,
  isHealthFitness,
  PRODUCT_DEFINITIONS,
  SAMPLE_FORMS,
  type PaymentPeriod,
} from '@bm/domain';
import { DEMO_USERS, EXTRA_BROKERS } from '../db/seed-data.ts';
import { FIRST_NAMES, LAST_NAMES, pick, PROVINCE_WEIGHTS, rng, SEED_EPOCH, weighted } from '../db/seed.ts';

/**
 * The story's plan (docs/decisions/0065): who does what on which day, drawn once from a fixed seed,
 * so that the same plan tells the same story every run. The plan holds intentions only; what
 * happens is what the product answers when the story's people act on their day (a cancellation of
 * a policy already cancelled is refused, and the story goes on).
 */

/** The story ends on the seed's day (a fixed day, so every run tells the same story). */
export const STORY_LAST_DAY = formatDate(new Date(SEED_EPOCH));
/** About eighteen months of business. */
export const STORY_DAYS = 540;
export const STORY_FIRST_DAY = addDaysToDay(STORY_LAST_DAY, -STORY_DAYS);

/** A card that always pays, and one that pays the bind and declines every later charge (insufficient funds). */
export const STORY_CARDS = { pays: '4242424242424242', declinesLater: '4000000000019952' } as const;

const STAFF = {
  underwriter: DEMO_USERS.underwriter.email,
  endorsement: DEMO_USERS.endorsement.email,
  finance: DEMO_USERS.finance.email,
  admin: DEMO_USERS.admin.email,
} as const;
export type StaffRole = keyof typeof STAFF;
export const staffEmail = (role: StaffRole) => STAFF[role];

/** The brokers who sell: every demo broker and the extra ones, by brokerage. */
const BROKERS: readonly string[] = [
  DEMO_USERS.broker.email,
  DEMO_USERS.broker2.email,
  DEMO_USERS.agency.email,
  ...EXTRA_BROKERS.map((broker) => broker.email),
];

/** The products the story sells: those with complete sample answers. */
const PRODUCTS = CATALOGUE.map((product) => product.productId).filter((id) => SAMPLE_FORMS[id]);

/** What an endorsement changes on the products whose lines the story endorses (up or down). */
export const ENDORSEMENT_LINES: Readonly<
  Record<string, { reason: string; field: string; values: string[] }[]>
> = {
  tenants: [
    { reason: 'Increase Limit/Add Coverage', field: 'contents-limit', values: ['10000', '30000', '50000'] },
    { reason: 'Increase Limit/Add Coverage', field: 'ale-limit', values: ['5000', '10000', '20000'] },
  ],
  contractors: [
    { reason: 'Increase Limit/Add Coverage', field: 'liability-limit', values: ['1000000', '2000000'] },
  ],
};

export type StoryEvent =
  | { kind: 'endorse'; day: string; line: number; value: number }
  | { kind: 'cancel'; day: string; option: 'prorata' | 'shortrate' | 'flat'; afterDays: number }
  | { kind: 'reinstate'; day: string }
  | { kind: 'customPremium'; day: string; cents: number }
  | { kind: 'payInFull'; day: string }
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
  | { kind: 'renew'; day: string };

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
  /** How far the broker takes it: started and left, priced and left, or bound. */
  outcome: 'abandoned' | 'quoted' | 'bound';
  paymentPeriod: PaymentPeriod;
  card: keyof typeof STORY_CARDS;
  /** Days from the day it is started to the policy's start. */
  startsAfter: number;
  events: StoryEvent[];
}

/** The story's applications, in the order they are started. */
export function storyPlan(count: number): StoryApplication[] {
  const plan: StoryApplication[] = [];
  for (let n = 0; n < count; n += 1) {
    const random = rng(n * 6_007 + 11);
    const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
    const chance = (p: number) => random() < p;
    // Spread over the story's days, a few more recent than old (a growing book).
    const day = addDaysToDay(STORY_FIRST_DAY, Math.floor(Math.sqrt(random()) * (STORY_DAYS - 1)));
    const productId = pick(random, PRODUCTS);
    const first = pick(random, FIRST_NAMES);
    const last = pick(random, LAST_NAMES);
    const outcome = weighted(random, [
      ['bound', 70],
      ['quoted', 18],
      ['abandoned', 12],
    ] as const);
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
    const card = paymentPeriod !== 'annual' && chance(0.15) ? 'declinesLater' : 'pays';
    const startsAfter = int(0, 14);
    const start = addDaysToDay(day, startsAfter);
    const events: StoryEvent[] = [];
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
        const lines = ENDORSEMENT_LINES[productId];
        if (story === 'endorsed' && lines) {
          let on = 5;
          for (let i = int(1, 3); i > 0; i -= 1) {
            on += int(10, 90);
            events.push({
              kind: 'endorse',
              day: at(on, on),
              line: int(0, lines.length - 1),
              value: int(0, 5),
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
          events.push({
            kind: 'cancel',
            day: at(on, on),
            option,
            afterDays: option === 'flat' ? 0 : int(0, 14),
          });
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
        }
        const cancel = events.find((event) => event.kind === 'cancel');
        if (cancel && isClaimsMade(productId) && chance(0.6))
          events.push({ kind: 'erp', day: addDaysToDay(cancel.day, int(15, 30)), years: int(1, 6) });
        // A policy nothing ends is renewed by its broker, most of the time (else it lapses).
        if (!cancel && chance(0.7)) events.push({ kind: 'renew', day: at(355, 355) });
        if (events.some((event) => event.kind === 'cancel' || event.kind === 'endorse'))
          events.push({ kind: 'settleRefunds', day: at(270, 300) });
      }
    }
    plan.push({
      n,
      broker: pick(random, BROKERS),
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
      events: events.sort((a, b) => a.day.localeCompare(b.day)),
    });
  }
  return plan.sort((a, b) => a.day.localeCompare(b.day) || a.n - b.n);
}
