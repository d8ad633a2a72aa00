import { and, asc, eq } from 'drizzle-orm';
import {
  addDaysToDay,
  addMonthsToDay,
  formatDate,
  paymentAccountFor,
  policyEffectiveInstant,
  sampleTenantsForm,
} from '@bm/domain';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { Database } from './client.ts';
import { applications, invoices } from './schema.ts';
import { DEMO_PASSWORD } from './seed-data.ts';

/** Pays the bind, then declines every later charge: insufficient funds (the simulated processor's test card). */
export const DECLINES_LATER_CARD = '4000000000019952';

/**
 * The insureds of the seeded declined policies: the e2e journeys and the README find them by name
 * (one is paid through its NSF payment link, the other's overdue invoices from the record).
 */
export const DECLINED_POLICY_INSUREDS = [
  { name: 'Dana Declined', email: 'dana.declined@example.net' },
  { name: 'Owen Overdue', email: 'owen.overdue@example.net' },
] as const;

const DAY_MS = 86_400_000;

/**
 * Binds a monthly tenants policy whose second instalment is due today or a day or two before, with
 * the card that pays the bind and declines every later charge, so that the next collections run (the
 * server runs its jobs at start-up) declines it: an NSF invoice and a missed payment fee appear.
 *
 * Nothing is written by hand: a broker signs in and starts, answers, quotes and pays the application
 * through the API of an app whose clock is set to a week before the policy's start, a month ago (the
 * bind, its invoices, ledger, history and documents are what a broker's bind writes). For demos and
 * the browser journeys (docs/decisions/0035). Idempotent: a second call finds the policy and does
 * nothing.
 */
export async function seedDeclinedMonthlyPolicy(
  config: Config,
  database: Database,
  insured: { name: string; email: string } = DECLINED_POLICY_INSUREDS[0],
  now = new Date(),
): Promise<{ applicationId: string; policyNumber: string; secondDueDay: string; created: boolean }> {
  const [existing] = await database.db
    .select({ id: applications.id, policyNumber: applications.policyNumber })
    .from(applications)
    .where(and(eq(applications.insuredName, insured.name), eq(applications.status, 'bound')));
  if (existing) {
    const secondDueDay = await secondDueDayOf(database, existing.id);
    return {
      applicationId: existing.id,
      policyNumber: existing.policyNumber ?? '',
      secondDueDay,
      created: false,
    };
  }

  const today = formatDate(now);
  // The first instalment is paid at bind; the second falls due a month after the start.
  const effectiveDay = addMonthsToDay(today, -1);
  const boundDay = addDaysToDay(effectiveDay, -7);
  const boundAt = new Date(policyEffectiveInstant(boundDay).getTime() + 12 * 3_600_000);
  // The clock moves a second per request, so that the bind's rows keep their order.
  let tick = 0;
  const app = await buildApp({ config, database, now: () => new Date(boundAt.getTime() + tick++ * 1000) });
  try {
    const call = async (method: 'POST' | 'PUT', url: string, payload: object, cookie?: string) => {
      const response = await app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
      if (response.statusCode >= 300) {
        throw new Error(`seed declined policy: ${method} ${url}: ${response.statusCode} ${response.body}`);
      }
      return response;
    };
    const login = await call('POST', '/api/auth/login', {
      email: 'broker@example.com',
      password: DEMO_PASSWORD,
    });
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

    const form = sampleTenantsForm(effectiveDay, { 'insured-name': insured.name, email: insured.email });
    const started = await call('POST', '/api/applications', { productId: 'tenants' }, cookie);
    const applicationId = (started.json() as { applicationId: string }).applicationId;
    await call(
      'PUT',
      `/api/applications/${applicationId}`,
      { productId: 'tenants', currentPage: 9, form, productVersionSeen: '1.0', paymentPeriod: 'monthly' },
      cookie,
    );
    const quoted = await call('POST', `/api/applications/${applicationId}/quote`, {}, cookie);
    const { quote } = quoted.json() as { quote: { total: { monthly: number } } | null };
    if (!quote) throw new Error('seed declined policy: the sample tenants answers no longer price');
    const token = await call(
      'POST',
      '/api/billing/tokens',
      {
        account: paymentAccountFor('monthly', boundAt),
        number: DECLINES_LATER_CARD,
        expMonth: 12,
        expYear: Number(today.slice(0, 4)) + 3,
        cvc: '123',
        postalCode: String(form['business-address-postal']).replace(/\s/g, ''),
      },
      cookie,
    );
    const paid = await call(
      'POST',
      `/api/applications/${applicationId}/pay`,
      {
        paymentPeriod: 'monthly',
        token: (token.json() as { token: string }).token,
        idempotencyKey: crypto.randomUUID(),
        expectedTotal: quote.total.monthly,
      },
      cookie,
    );
    const { application } = paid.json() as { application: { policyNumber: string } };
    const secondDueDay = await secondDueDayOf(database, applicationId);
    if (secondDueDay > today || Date.parse(secondDueDay) < Date.parse(today) - 3 * DAY_MS) {
      throw new Error(
        `seed declined policy: the second instalment falls due on ${secondDueDay}, not about ${today}`,
      );
    }
    return { applicationId, policyNumber: application.policyNumber, secondDueDay, created: true };
  } finally {
    await app.close();
  }
}

async function secondDueDayOf(database: Database, applicationId: string): Promise<string> {
  const rows = await database.db
    .select({ dueDate: invoices.dueDate, instalment: invoices.instalmentNumber })
    .from(invoices)
    .where(and(eq(invoices.applicationId, applicationId), eq(invoices.instalmentNumber, 2)))
    .orderBy(asc(invoices.dueDate));
  if (!rows[0]) throw new Error('seed declined policy: the monthly policy has no second instalment');
  return formatDate(rows[0].dueDate);
}
