import {
  addYearsToDay,
  formatDate,
  PRODUCT_CODES,
  PRODUCT_DEFINITIONS,
  policyEffectiveInstant,
  quoteApplication,
  sampleTenantsForm,
} from '@bm/domain';
import type { Db } from './client.ts';
import { productVersionId } from '../modules/products/index.ts';
import { applications } from './schema.ts';
import { DEMO_USERS, EXTRA_BROKERS, SEED_BROKERAGES } from './seed-data.ts';

const DAY_MS = 86_400_000;
const USERS = [...Object.values(DEMO_USERS), ...EXTRA_BROKERS];

/**
 * Tenants policies that come up for renewal soon after the first start, whatever the date: the rest
 * of the seed is spread around a fixed day, so without these a demo started months later would have
 * no policy in the 60-day renewal window. Their answers are complete, so their renewals are priced.
 */
const RENEWALS_DUE = [
  { n: 1, broker: 'broker@example.com', name: 'Avery Chen', expiresInDays: 21 },
  { n: 2, broker: 'broker@example.com', name: 'Morgan Singh', expiresInDays: 35 },
  { n: 3, broker: 'priya.patel@mapleleafbrokers.example', name: 'Taylor Nguyen', expiresInDays: 48 },
  { n: 4, broker: 'broker2@example.com', name: 'Jamie Fortin', expiresInDays: 28 },
  { n: 5, broker: 'liam.tremblay@coastalinsurance.example', name: 'Casey MacLeod', expiresInDays: 42 },
  { n: 6, broker: 'noah.wong@prairierisk.example', name: 'Riley Okafor', expiresInDays: 30 },
  { n: 7, broker: 'agency@example.com', name: 'Drew Bouchard', expiresInDays: 25 },
] as const;

/** Fixed ids, apart from the generated applications'. */
export const renewalDueId = (n: number) => `00000000-0000-4000-b000-${n.toString(16).padStart(12, '0')}`;

export function renewalDueRows(now: Date): (typeof applications.$inferInsert)[] {
  const definition = PRODUCT_DEFINITIONS.tenants!;
  return RENEWALS_DUE.map((due) => {
    const broker = USERS.find((user) => user.email === due.broker)!;
    const brokerage = SEED_BROKERAGES.find((b) => b.id === broker.brokerageId)!;
    const target = formatDate(new Date(now.getTime() + due.expiresInDays * DAY_MS));
    const effectiveDay = addYearsToDay(target, -1);
    const expiryDay = addYearsToDay(effectiveDay, 1);
    const email = `${due.name.toLowerCase().replace(/\W+/g, '.')}.renewal@example.net`;
    const form = sampleTenantsForm(effectiveDay, { 'insured-name': due.name, email });
    // Quoted and bound a week before the term started.
    const quotedOn = formatDate(new Date(Date.parse(`${effectiveDay}T20:00:00Z`) - 7 * DAY_MS));
    const { quote } = quoteApplication(definition, form, { today: quotedOn });
    if (!quote.priced) throw new Error(`seed: the sample tenants answers no longer price (${due.name})`);
    const boundDate = new Date(`${quotedOn}T20:00:00Z`);
    return {
      id: renewalDueId(due.n),
      policyNumber: `${PRODUCT_CODES.tenants}-${effectiveDay.slice(0, 4)}-${String(900000 + due.n)}`,
      status: 'bound',
      salesStatus: 'Closed-Won',
      productId: 'tenants',
      productVersionId: productVersionId('tenants', definition.version),
      productName: 'Tenants Insurance',
      brokerageId: brokerage.id,
      brokerageName: brokerage.name,
      brokerId: broker.id,
      insurerId: 'laurentian-general',
      subdomain: brokerage.subdomain,
      insuredName: due.name,
      email,
      phone: '416-555-0142',
      province: 'ON',
      paymentPeriod: 'annual',
      transactionType: 'New Business',
      applicationSource: brokerage.isAgency ? 'Agency' : 'Broker',
      currentPage: 3,
      form,
      quote,
      premiumsSum: quote.premiumsSum,
      totalPremium: quote.total.annual,
      policyEffectiveDate: policyEffectiveInstant(effectiveDay),
      policyExpiryDate: policyEffectiveInstant(expiryDay),
      boundDate,
      createdAt: boundDate,
      updatedAt: boundDate,
    };
  });
}

/** Adds the policies due for renewal (idempotent: fixed ids). */
export async function seedRenewalsDue(db: Db, now: Date): Promise<void> {
  await db.insert(applications).values(renewalDueRows(now)).onConflictDoNothing();
}
