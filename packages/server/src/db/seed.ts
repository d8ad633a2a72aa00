import { hash } from '@node-rs/argon2';
import { count } from 'drizzle-orm';
import {
  addYearsToDay,
  CATALOGUE,
  defaultCorrespondenceLocale,
  PRODUCT_CODES,
  PRODUCT_DEFINITIONS,
  policyEffectiveInstant,
  formatDate,
  quoteApplication,
  SAMPLE_FORMS,
  sampleProvinces,
  type PaymentPeriod,
  type PolicyStatus,
  type Province,
  type SalesStatus,
} from '@bm/domain';
import type { Db } from './client.ts';
import { productVersionId, syncProductCatalogue } from '../modules/products/index.ts';
import { applications, brokerages, paymentCards, paymentCustomers, tickets, users } from './schema.ts';
import { seedCardRows } from './seed-cards.ts';
import { seedRenewalsDue } from './seed-renewals-due.ts';
import { SEED_POLICY_TICKETS, seedTicketRows } from './seed-tickets.ts';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  EXTRA_BROKERS,
  SEED_BROKERAGES,
  seedApplicationId,
  type SeedUser,
} from './seed-data.ts';

/** argon2id parameters (OWASP 2023 minimum: m=19 MiB, t=2, p=1). */
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Seeded dates count back from this fixed instant so that every run produces the same data. */
export const SEED_EPOCH = Date.UTC(2026, 10, 15, 20, 0, 0);
const DAY_MS = 86_400_000;

/** A small deterministic generator (mulberry32). */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, w]) => sum + w, 0);
  let roll = random() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

export const pick = <T>(random: () => number, values: readonly T[]): T =>
  values[Math.floor(random() * values.length)]!;

export const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Charlotte',
  'William',
  'Amelia',
  'Benjamin',
  'Sophia',
  'Lucas',
  'Mia',
  'Ethan',
  'Harper',
  'Jacob',
  'Chloe',
  'Arjun',
  'Mei',
  'Hiroshi',
  'Fatima',
  'Mateo',
  'Zoe',
  'Gabriel',
  'Aaliyah',
  'Owen',
];
export const LAST_NAMES = [
  'Smith',
  'Tremblay',
  'Martin',
  'Roy',
  'Wilson',
  'MacDonald',
  'Gagnon',
  'Johnson',
  'Lee',
  'Brown',
  'Singh',
  'Chen',
  'Wong',
  'Nguyen',
  'Campbell',
  'Bouchard',
  'Anderson',
  'Taylor',
  'Kowalski',
  'Fraser',
  'Kaur',
  'Dubois',
  'Patel',
  'Morrison',
];
const BUSINESS_WORDS = [
  'Northern',
  'Summit',
  'Cedar',
  'Granite',
  'Harbour',
  'Prairie',
  'Aurora',
  'Evergreen',
  'Maple',
  'Pacific',
  'Glacier',
  'Riverside',
  'Timberline',
  'Lakeshore',
  'Frontier',
  'Coastal',
];
const BUSINESS_KINDS: Record<string, readonly string[]> = {
  'builders-risk': ['Homes Ltd.', 'Developments Inc.', 'Builders Ltd.'],
  'course-of-construction': ['Construction Corp.', 'Projects Ltd.', 'Builders Inc.'],
  contractors: ['Contracting Ltd.', 'Renovations Inc.', 'General Contractors'],
  'contractors-equipment': ['Excavating Ltd.', 'Equipment Rentals Inc.'],
  'trade-contractors': ['Electric Ltd.', 'Plumbing & Heating', 'Carpentry Inc.', 'Painting Co.'],
  'custom-business': ['Cafe', 'Boutique Ltd.', 'Consulting Inc.', 'Bakery'],
  'private-dno': ['Holdings Inc.', 'Ventures Ltd.', 'Capital Corp.'],
  'technology-eo': ['Software Inc.', 'Labs Ltd.', 'Digital Corp.', 'Analytics Inc.'],
  'life-agents': ['Financial Services', 'Wealth Advisors'],
  'health-fitness-premises': ['Fitness Studio', 'Yoga Centre', 'Athletic Club'],
};
export const CITY_BY_PROVINCE: Record<Province, readonly [string, string]> = {
  AB: ['Calgary', 'T2P 1J9'],
  BC: ['Vancouver', 'V6B 1A1'],
  MB: ['Winnipeg', 'R3C 0A5'],
  NB: ['Moncton', 'E1C 4M4'],
  NL: ["St. John's", 'A1C 5M2'],
  NS: ['Halifax', 'B3J 3K1'],
  NT: ['Yellowknife', 'X1A 2L9'],
  NU: ['Iqaluit', 'X0A 0H0'],
  ON: ['Toronto', 'M5V 2T6'],
  PE: ['Charlottetown', 'C1A 4P3'],
  QC: ['Montréal', 'H3B 2Y5'],
  SK: ['Saskatoon', 'S7K 1J5'],
  YT: ['Whitehorse', 'Y1A 2C6'],
};
const STREETS = [
  'Main Street',
  'King Street',
  'Queen Street',
  'Granville Street',
  'Jasper Avenue',
  'Portage Avenue',
  'Yonge Street',
  'Rue Sainte-Catherine',
  'Robson Street',
  'Water Street',
];

const STATUS_WEIGHTS: readonly (readonly [PolicyStatus, number])[] = [
  ['started', 14],
  ['indicated', 10],
  ['quoted', 20],
  ['referred', 5],
  ['rejected', 4],
  ['bound', 32],
  ['cancelled', 10],
  ['lapsed', 5],
];
export const PROVINCE_WEIGHTS: readonly (readonly [Province, number])[] = [
  ['BC', 30],
  ['ON', 28],
  ['AB', 14],
  ['QC', 10],
  ['MB', 5],
  ['SK', 4],
  ['NS', 3],
  ['NB', 2],
  ['NL', 2],
  ['PE', 1],
  ['YT', 0.5],
  ['NT', 0.3],
  ['NU', 0.2],
];

/** Share of applications per seeded brokerage (index into SEED_BROKERAGES). */
const BROKERAGE_WEIGHTS: readonly (readonly [0 | 1 | 2 | 3, number])[] = [
  [0, 30],
  [1, 30],
  [2, 25],
  [3, 15],
];

function brokersByBrokerage(all: SeedUser[]) {
  const map = new Map<string, SeedUser[]>();
  for (const user of all) {
    if (!user.groups.includes('Standard')) continue;
    // The agency admin (issue 28) sells nothing in the seed: the seeded books stay as they were.
    if (user.groups.includes('Admin')) continue;
    map.set(user.brokerageId, [...(map.get(user.brokerageId) ?? []), user]);
  }
  return map;
}

const ALL_USERS: SeedUser[] = [...Object.values(DEMO_USERS), ...EXTRA_BROKERS];
const BROKERS = brokersByBrokerage(ALL_USERS);

type ApplicationRow = typeof applications.$inferInsert;

export interface AnswerInput {
  effectiveDay: string;
  insuredName: string;
  email: string;
  phone: string;
  street: string;
  /** The drawn province; a product whose sample does not price there uses one where it does. */
  province: Province;
  /** The day the application was priced (YYYY-MM-DD). */
  today: string;
}

/**
 * A priced application's answers and quote: the product's complete sample answers (domain
 * SAMPLE_FORMS) for this insured, address and start day, with one of its alternatives, priced by the
 * product's own rating (quoteApplication), so that the record, its endorsements and its renewal all
 * price as a real one would. Every sample prices in every sample province (sample-forms.test.ts); one
 * that did not would be a broken seed, so it throws rather than store answers and a quote that differ.
 */
export function completeAnswers(n: number, productId: string, input: AnswerInput) {
  const definition = PRODUCT_DEFINITIONS[productId];
  const sample = SAMPLE_FORMS[productId];
  const provinces = sampleProvinces(productId);
  const province = provinces.includes(input.province) ? input.province : provinces[n % provinces.length];
  if (!definition || !sample || !province) throw new Error(`seed: no sample answers for ${productId}`);
  const [city, postal] = CITY_BY_PROVINCE[province];
  const form = sample({
    effectiveDay: input.effectiveDay,
    insuredName: input.insuredName,
    email: input.email,
    phone: input.phone,
    location: { street: input.street, city, province, postal },
    variant: rng(n * 104_729 + 3)(),
  });
  const { quote, eligibility, errors } = quoteApplication(definition, form, { today: input.today });
  if (!quote.priced || eligibility.status !== 'eligible' || Object.keys(errors).length > 0) {
    throw new Error(`seed: the ${productId} sample does not price in ${province} (application ${n})`);
  }
  return { form, quote, province };
}

/** The n-th seeded application: the same every run. */
export function seedApplication(n: number): ApplicationRow {
  const random = rng(n * 7919 + 17);
  const product = pick(random, CATALOGUE);
  const brokerage = SEED_BROKERAGES[weighted(random, BROKERAGE_WEIGHTS)];
  const broker = pick(random, BROKERS.get(brokerage.id)!);
  const status = weighted(random, STATUS_WEIGHTS);
  const province = weighted(random, PROVINCE_WEIGHTS);
  const [city, postal] = CITY_BY_PROVINCE[province];
  const paymentPeriod = weighted<PaymentPeriod>(random, [
    ['annual', 60],
    ['monthly', 30],
    ['instalment', 10],
  ]);
  const completed = status === 'bound' || status === 'cancelled' || status === 'lapsed';
  const salesStatus: SalesStatus = completed
    ? weighted(random, [
        ['Closed-Won', 95],
        ['Open', 5],
      ] as const)
    : weighted(random, [
        ['Open', 72],
        ['Closed-Loss', 18],
        ['Closed-Test', 10],
      ] as const);
  // Lapsed policies expired more than 10 days ago; others spread over the last two years.
  const ageDays = status === 'lapsed' ? 390 + Math.floor(random() * 300) : Math.floor(random() * 700);
  const createdAt = new Date(SEED_EPOCH - ageDays * DAY_MS - Math.floor(random() * DAY_MS));
  const effectiveDay = new Date(createdAt.getTime() + Math.floor(random() * 30) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const expiryDay = addYearsToDay(effectiveDay, 1);
  const residential =
    product.lineOfBusiness === 'residential' || product.productId === 'health-fitness-individual';
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  const insuredName = residential
    ? `${first} ${last}`
    : `${pick(random, BUSINESS_WORDS)} ${pick(random, BUSINESS_KINDS[product.productId] ?? ['Ltd.'])}`;
  const emailLocal = residential ? `${first}.${last}` : insuredName.split(' ')[0]!;
  const email = `${emailLocal}.${n}@example.net`.toLowerCase().replace(/[^a-z0-9.@-]/g, '');
  const priced = status !== 'started' && status !== 'indicated';
  const year = effectiveDay.slice(0, 4);
  const policyNumber = completed
    ? `${PRODUCT_CODES[product.productId]}-${year}-${String(100000 + n).padStart(6, '0')}`
    : null;
  const streetNumber = 10 + Math.floor(random() * 9000);
  const street = pick(random, STREETS);
  const phone = `${['604', '416', '403', '514', '780'][n % 5]}-555-${String(1000 + (n % 9000)).padStart(4, '0')}`;
  const answers = priced
    ? completeAnswers(n, product.productId, {
        effectiveDay,
        insuredName,
        email,
        phone,
        street: `${streetNumber} ${street}`,
        province,
        today: formatDate(createdAt),
      })
    : null;
  // Started and indicated applications hold the first page's answers only.
  const form: Record<string, unknown> = answers?.form ?? {
    email,
    'insured-name': insuredName,
    'business-address-street': `${streetNumber} ${street}`,
    'business-address-city': city,
    'business-address-province': province,
    'business-address-postal': postal,
    'policy-effective-date': effectiveDay,
  };
  const quote = answers?.quote ?? null;
  const rowProvince = answers?.province ?? province;
  const boundDate = completed ? new Date(createdAt.getTime() + Math.floor(random() * 5) * DAY_MS) : null;
  return {
    id: seedApplicationId(n),
    policyNumber,
    status,
    salesStatus,
    productId: product.productId,
    productVersionId: productVersionId(
      product.productId,
      PRODUCT_DEFINITIONS[product.productId]?.version ?? '1.0',
    ),
    productName: product.name,
    brokerageId: brokerage.id,
    brokerageName: brokerage.name,
    brokerId: broker.id,
    insurerId: product.insurerId,
    subdomain: brokerage.subdomain,
    insuredName,
    email,
    phone,
    province: rowProvince,
    correspondenceLanguage: defaultCorrespondenceLocale(rowProvince),
    paymentPeriod,
    transactionType: n % 11 === 0 && completed ? 'Renewal' : 'New Business',
    applicationSource: brokerage.isAgency ? 'Agency' : n % 7 === 0 ? 'Marketplace' : 'Broker',
    currentPage: priced ? 3 : Math.floor(random() * 3),
    form,
    quote,
    marketplace: n % 7 === 0 ? { name: 'Launchpad' } : null,
    stripeCustomerId: completed ? `cus_seed${n}` : null,
    stripeCardId: completed ? `card_seed${n}` : null,
    premiumsSum: quote?.premiumsSum ?? 0,
    totalPremium: quote ? quote.total[paymentPeriod] : 0,
    policyEffectiveDate: policyEffectiveInstant(effectiveDay),
    policyExpiryDate: policyEffectiveInstant(expiryDay),
    boundDate,
    createdAt,
    updatedAt: boundDate ?? createdAt,
  };
}

/** Brokerages, users and the product catalogue; `at` stamps their rows (the database's now() when unset). */
async function seedBase(db: Db, at?: Date) {
  const passwordHash = await hash(DEMO_PASSWORD, ARGON2_OPTIONS);
  const stamp = at ? { createdAt: at } : {};
  await db.insert(brokerages).values(SEED_BROKERAGES.map((brokerage) => ({ ...brokerage, ...stamp })));
  await db.insert(users).values(
    ALL_USERS.map((user) => ({
      id: user.id,
      email: user.email,
      givenName: user.givenName,
      familyName: user.familyName,
      groups: user.groups,
      brokerageId: user.brokerageId,
      passwordHash,
      status: 'CONFIRMED' as const,
      mfaEnabled: user.mfaEnabled === true,
      mfaPreference: user.mfaEnabled ? ('EMAIL' as const) : null,
      mfaStartedAt: user.mfaEnabled ? new Date(SEED_EPOCH) : null,
      mfaUpdatedAt: user.mfaEnabled ? new Date(SEED_EPOCH) : null,
      ...(at ? { createdAt: at, updatedAt: at } : {}),
    })),
  );
  await syncProductCatalogue(db, new Date(SEED_EPOCH));
}

/**
 * The demo's configuration without its business: brokerages, users and the product catalogue, the
 * base the story is told on (docs/decisions/0066), their rows stamped `at` (the story's start).
 * Returns false when data was already there.
 */
export async function seedDemoBase(db: Db, at: Date): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(brokerages);
  if (n > 0) return false;
  await db.transaction(async (tx) => seedBase(tx as unknown as Db, at));
  return true;
}

const BATCH = 500;

/** Adds seeded applications until there are at least `target` (ids are fixed, so this is idempotent). */
export async function seedApplications(
  db: Db,
  target: number,
  onProgress?: (done: number, total: number) => void,
): Promise<number> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(applications);
  for (let start = n; start < target; start += BATCH) {
    const end = Math.min(start + BATCH, target);
    const rows: ApplicationRow[] = [];
    for (let i = start; i < end; i += 1) rows.push(seedApplication(i));
    await db.insert(applications).values(rows).onConflictDoNothing();
    // The cards on file of the batch's policies (customers first: cards reference them).
    const { customers, cards } = seedCardRows(rows);
    if (customers.length) await db.insert(paymentCustomers).values(customers).onConflictDoNothing();
    if (cards.length) await db.insert(paymentCards).values(cards).onConflictDoNothing();
    onProgress?.(end, target);
  }
  const total = Math.max(n, target);
  await seedTickets(db, total);
  return total;
}

/** How far into the seeded applications to look for bound policies to seed tickets for. */
const TICKET_SCAN = 200;

/** Support tickets naming the first seeded bound policies, and a general one (fixed ids, idempotent). */
async function seedTickets(db: Db, applicationCount: number) {
  const policies: ApplicationRow[] = [];
  const scan = Math.min(applicationCount, TICKET_SCAN);
  for (let i = 0; i < scan && policies.length < SEED_POLICY_TICKETS; i += 1) {
    const row = seedApplication(i);
    if (row.status === 'bound' && row.policyNumber) policies.push(row);
  }
  await db.insert(tickets).values(seedTicketRows(policies)).onConflictDoNothing();
}

/** Seeds the demo data on an empty database. Returns false when data was already there. */
export async function seedIfEmpty(
  db: Db,
  options: {
    applications: number;
    /** The first start: policies due for renewal are dated from it. */ now?: Date;
  },
): Promise<boolean> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(brokerages);
  if (n > 0) return false;
  await db.transaction(async (tx) => {
    await seedBase(tx as unknown as Db);
    await seedApplications(tx as unknown as Db, options.applications);
    await seedRenewalsDue(tx as unknown as Db, options.now ?? new Date());
  });
  return true;
}
