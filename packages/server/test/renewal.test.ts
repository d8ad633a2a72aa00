import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Application,
  PayApplicationResponse,
  QuoteResponse,
  RenewalOfferResponse,
  RenewalStatusResponse,
} from '@bm/contracts';
import { formatDate, policyEffectiveInstant, renewalOfferOpensOn } from '@bm/domain';
import { applications, invoices, policyTransactions } from '../src/db/schema.ts';
import { DEMO_USERS } from '../src/db/seed-data.ts';
import { loadConfig } from '../src/config.ts';
import { defaultJobs } from '../src/jobs/registry.ts';
import { offerDueRenewals } from '../src/modules/renewal/offer-job.ts';
import { bindPolicy, cardToken } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

type User = keyof typeof DEMO_USERS;

let t: TestApp;
/** The app's clock: moved to a policy's renewal window by the tests. */
let clock = new Date();

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t?.close());

/** A session valid at the app's current clock. */
const as = (user: User) => sessionCookie(t.db, user, clock);
/** Noon (Vancouver) of a calendar day. */
const noonOf = (day: string) => new Date(policyEffectiveInstant(day).getTime() + 12 * 3_600_000);
const expiryDay = (policy: Application) => formatDate(new Date(policy.policyExpiryDate!));
/** `day` moved by whole calendar days, YYYY-MM-DD. */
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);

async function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  user: User,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({ method, url, headers: { cookie: await as(user) }, ...(payload ? { payload } : {}) });
}
const offer = (id: string, user: User = 'broker') => call('POST', `/api/applications/${id}/renewal`, user);
const status = async (id: string, user: User = 'broker') =>
  (await call('GET', `/api/applications/${id}/renewal`, user)).json() as RenewalStatusResponse;

const STOP = {
  reason: 'material-change-in-risk',
  reasonDescription: 'New roommate runs a business.',
  initiator: 'insurer',
};

async function history(id: string) {
  return t.db
    .select()
    .from(policyTransactions)
    .where(eq(policyTransactions.applicationId, id))
    .orderBy(policyTransactions.createdAt);
}

/** A bound tenants policy of the broker's brokerage, bound at the real current time. */
async function boundPolicy(): Promise<Application> {
  clock = new Date();
  return bindPolicy(t, await as('broker'), 'tenants', tenantsForm(), 'annual');
}

/** A bound policy and its renewal, offered on the first day of the window. */
async function policyWithRenewal() {
  const policy = await boundPolicy();
  clock = noonOf(renewalOfferOpensOn(expiryDay(policy)));
  const offered = await offer(policy.applicationId);
  expect(offered.statusCode, offered.body).toBe(201);
  return { policy, renewal: (offered.json() as RenewalOfferResponse).application };
}

/** Pays an application with a new card at today's quoted total. */
async function pay(id: string, user: User = 'broker') {
  const cookie = await as(user);
  const quoted = await t.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/quote`,
    headers: { cookie },
  });
  const quote = (quoted.json() as QuoteResponse).quote;
  return t.app.inject({
    method: 'POST',
    url: `/api/applications/${id}/pay`,
    headers: { cookie },
    payload: {
      paymentPeriod: 'annual',
      token: await cardToken(t, cookie, 'main'),
      idempotencyKey: crypto.randomUUID(),
      expectedTotal: quote?.total.annual ?? 0,
    },
  });
}

describe('POST /api/applications/{id}/renewal: the offer', () => {
  let policy: Application;
  beforeAll(async () => {
    policy = await boundPolicy();
  });

  it('refuses before the window and names the first day it can be offered', async () => {
    const opensOn = renewalOfferOpensOn(expiryDay(policy));
    const early = await offer(policy.applicationId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `A renewal can be offered from ${opensOn}, 60 days before the policy expires.`,
    );
    clock = noonOf(formatDate(new Date(policyEffectiveInstant(opensOn).getTime() - 86_400_000)));
    expect((await offer(policy.applicationId)).statusCode).toBe(409);
    const state = await status(policy.applicationId);
    expect(state.offer).toEqual({
      available: false,
      opensOn,
      message: `A renewal can be offered from ${opensOn}, 60 days before the policy expires.`,
    });
  });

  it('creates the renewal from the first day of the window: same number, product, owner and insured', async () => {
    clock = noonOf(renewalOfferOpensOn(expiryDay(policy)));
    expect((await status(policy.applicationId)).offer.available).toBe(true);
    const response = await offer(policy.applicationId);
    expect(response.statusCode, response.body).toBe(201);
    const { application: renewal, created } = response.json() as RenewalOfferResponse;
    expect(created).toBe(true);
    expect(renewal).toMatchObject({
      policyNumber: policy.policyNumber,
      productId: 'tenants',
      brokerageId: policy.brokerageId,
      brokerId: policy.brokerId,
      insuredName: policy.insuredName,
      email: policy.email,
      transactionType: 'Renewal',
      renewalOfId: policy.applicationId,
      status: 'quoted',
      salesStatus: 'Open',
      paymentPeriod: 'annual',
    });
    expect(renewal.form['policy-effective-date']).toBe(expiryDay(policy));
    expect(formatDate(new Date(renewal.policyEffectiveDate!))).toBe(expiryDay(policy));
    expect(renewal.totalPremium).toBeGreaterThan(0);
    for (const id of [policy.applicationId, renewal.applicationId]) {
      expect((await history(id)).map((row) => row.type)).toContain('Renewal Offered');
    }
    // The history names the status as the record shows it, not its code (issue 27).
    const words = (await history(policy.applicationId)).find((row) => row.type === 'Renewal Offered');
    expect(words!.description).toBe(`Renewal offered for the term starting ${expiryDay(policy)} (Quoted).`);
    // The record pages link both ways.
    expect((await status(policy.applicationId)).renewal?.applicationId).toBe(renewal.applicationId);
    expect((await status(renewal.applicationId)).renewalOf?.applicationId).toBe(policy.applicationId);
    expect((await status(policy.applicationId)).offer.available).toBe(false);
  });

  it('answers the existing renewal on a second call (idempotent), for staff too', async () => {
    const again = await offer(policy.applicationId, 'underwriter');
    expect(again.statusCode).toBe(200);
    const body = again.json() as RenewalOfferResponse;
    expect(body.created).toBe(false);
    const rows = await t.db
      .select()
      .from(applications)
      .where(eq(applications.renewalOfId, policy.applicationId));
    expect(rows).toHaveLength(1);
    expect(body.application.applicationId).toBe(rows[0]!.id);
    const offeredRows = (await history(policy.applicationId)).filter((row) => row.type === 'Renewal Offered');
    expect(offeredRows).toHaveLength(1);
  });

  it('answers one renewal to concurrent offers', async () => {
    const other = await boundPolicy();
    clock = noonOf(renewalOfferOpensOn(expiryDay(other)));
    const answers = await Promise.all([offer(other.applicationId), offer(other.applicationId, 'admin')]);
    const ids = answers.map((answer) => (answer.json() as RenewalOfferResponse).application.applicationId);
    expect(new Set(ids).size).toBe(1);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
  });

  it('is refused to another brokerage (403) and to a record not found (404)', async () => {
    expect((await offer(policy.applicationId, 'broker2')).statusCode).toBe(403);
    expect((await offer(crypto.randomUUID())).statusCode).toBe(404);
  });

  it('refuses after expiry, and lapsed, cancelled or unbound records', async () => {
    const other = await boundPolicy();
    clock = noonOf(formatDate(new Date(policyEffectiveInstant(expiryDay(other)).getTime() + 86_400_000)));
    const late = await offer(other.applicationId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This policy has expired, so a renewal can no longer be offered.');
    clock = noonOf(renewalOfferOpensOn(expiryDay(other)));
    for (const state of ['lapsed', 'cancelled'] as const) {
      await t.db.update(applications).set({ status: state }).where(eq(applications.id, other.applicationId));
      const refused = await offer(other.applicationId);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Only a bound policy can be renewed.');
    }
  });
});

describe('binding the renewal through the normal pay flow', () => {
  it('keeps the policy number, writes a Renewal row and leaves the expiring policy bound', async () => {
    const { policy, renewal } = await policyWithRenewal();
    const paid = await pay(renewal.applicationId);
    expect(paid.statusCode, paid.body).toBe(200);
    const bound = (paid.json() as PayApplicationResponse).application;
    expect(bound.status).toBe('bound');
    expect(bound.policyNumber).toBe(policy.policyNumber);
    expect(formatDate(new Date(bound.policyEffectiveDate!))).toBe(expiryDay(policy));
    const rows = await t.db.select().from(invoices).where(eq(invoices.applicationId, renewal.applicationId));
    expect(rows.map((row) => row.number)).toEqual([
      `${policy.policyNumber}-R${expiryDay(policy).replaceAll('-', '')}-01`,
    ]);
    expect((await history(renewal.applicationId)).map((row) => row.type)).toContain('Renewal');
    const expiring = (
      await call('GET', `/api/applications/${policy.applicationId}`, 'broker')
    ).json() as Application;
    expect(expiring.status).toBe('bound');
    // A bound renewal is neither declined nor stopped from the expiring policy.
    const declined = await call('POST', `/api/applications/${policy.applicationId}/decline`, 'broker', {
      declineReason: 'price',
    });
    expect(declined.statusCode).toBe(409);
    expect(declined.json().message).toBe(
      'The renewal of this policy is already bound, so it cannot be stopped or declined.',
    );
  });
});

describe('PUT /api/applications/{id}/stopRenewal', () => {
  let policy: Application;
  let renewal: Application;
  beforeAll(async () => {
    ({ policy, renewal } = await policyWithRenewal());
  });
  const stopRenewal = (id: string, user: User, body: Record<string, unknown>) =>
    call('PUT', `/api/applications/${id}/stopRenewal`, user, body);

  it.each([
    ['no reason', { ...STOP, reason: '' }],
    ['no description', { ...STOP, reasonDescription: ' ' }],
    ['no initiator', { reason: STOP.reason, reasonDescription: STOP.reasonDescription }],
  ])('needs every field (%s): Required fields need to be filled', async (_name, body) => {
    const response = await stopRenewal(policy.applicationId, 'underwriter', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Required fields need to be filled');
  });

  it('refuses an unlisted reason', async () => {
    const response = await stopRenewal(policy.applicationId, 'underwriter', { ...STOP, reason: 'boredom' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Choose one of the listed reasons.');
  });

  it.each<User>(['broker', 'agency', 'endorsement', 'finance'])('is refused to %s (403)', async (user) => {
    const response = await stopRenewal(policy.applicationId, user, STOP);
    expect(response.statusCode).toBe(403);
  });

  it('marks the policy non-renewable and closes its renewal, which then cannot be paid or bound', async () => {
    const response = await stopRenewal(renewal.applicationId, 'underwriter', STOP);
    expect(response.statusCode, response.body).toBe(200);
    const [expiring] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.id, policy.applicationId));
    const [closed] = await t.db.select().from(applications).where(eq(applications.id, renewal.applicationId));
    expect(expiring).toMatchObject({ nonRenewable: true, status: 'bound' });
    expect(closed).toMatchObject({ nonRenewable: true, bindStopped: true, salesStatus: 'Open' });
    for (const id of [policy.applicationId, renewal.applicationId]) {
      const row = (await history(id)).find((entry) => entry.type === 'Renewal Stopped');
      expect(row).toMatchObject({ reason: 'Material change in risk', description: STOP.reasonDescription });
    }
    const stop = (await status(renewal.applicationId, 'underwriter')).stop;
    expect(stop).toMatchObject({
      kind: 'stopRenewal',
      reasonLabel: 'Material change in risk',
      initiatorLabel: 'Insurer',
    });

    const paid = await pay(renewal.applicationId);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('The renewal of this policy was stopped, so it cannot be bound.');
    const manual = await call('POST', `/api/applications/${renewal.applicationId}/bind`, 'admin', {
      boundDate: '01-15-2026',
      accountNotes: 'Paid by cheque.',
    });
    expect(manual.statusCode).toBe(409);
    expect(manual.json().message).toBe('The renewal of this policy was stopped, so it cannot be bound.');
    // No second stop, and no decline of a stopped renewal.
    expect((await stopRenewal(policy.applicationId, 'admin', STOP)).statusCode).toBe(403);
    expect(
      (
        await call('POST', `/api/applications/${renewal.applicationId}/decline`, 'broker', {
          declineReason: 'price',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('on a policy with no renewal yet, stops the offer too', async () => {
    const other = await boundPolicy();
    const stopped = await stopRenewal(other.applicationId, 'admin', { ...STOP, initiator: 'company' });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect((stopped.json() as Application).nonRenewable).toBe(true);
    clock = noonOf(renewalOfferOpensOn(expiryDay(other)));
    const refused = await offer(other.applicationId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This policy is marked non-renewable, so no renewal can be offered.');
  });
});

describe('PUT /api/applications/{id}/stopBind', () => {
  let quoted: Application;
  beforeAll(async () => {
    clock = new Date();
    const cookie = await as('broker');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { cookie },
      payload: { productId: 'tenants' },
    });
    const id = (started.json() as Application).applicationId;
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/applications/${id}`,
      headers: { cookie },
      payload: {
        productId: 'tenants',
        currentPage: 9,
        form: tenantsForm(),
        productVersionSeen: '1.0',
        paymentPeriod: 'annual',
      },
    });
    quoted = saved.json().application as Application;
  });
  const stopBind = (user: User, body: Record<string, unknown>) =>
    call('PUT', `/api/applications/${quoted.applicationId}/stopBind`, user, body);

  it('needs every field', async () => {
    const response = await stopBind('underwriter', { reason: STOP.reason });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Required fields need to be filled');
  });

  it.each<User>(['broker', 'endorsement'])('is refused to %s', async (user) => {
    expect((await stopBind(user, STOP)).statusCode).toBe(403);
  });

  it('closes the application: unavailable, not payable, not bindable, stop shown with its reason', async () => {
    expect(quoted.status).toBe('quoted');
    const response = await stopBind('underwriter', { ...STOP, reason: 'non-disclosure' });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Application).bindStopped).toBe(true);
    // The CRM list marks it too (as unavailable).
    const listed = await call('GET', '/api/applications?status=quoted&limit=100', 'underwriter');
    const item = (listed.json() as { items: { applicationId: string; bindStopped: boolean }[] }).items.find(
      (entry) => entry.applicationId === quoted.applicationId,
    );
    expect(item?.bindStopped).toBe(true);
    const row = (await history(quoted.applicationId)).find((entry) => entry.type === 'Bind Stopped');
    expect(row).toMatchObject({ reason: 'Non-disclosure', userId: DEMO_USERS.underwriter.id });
    expect((await status(quoted.applicationId)).stop).toMatchObject({
      kind: 'stopBind',
      reasonLabel: 'Non-disclosure',
    });
    const paid = await pay(quoted.applicationId);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('Underwriting stopped this application, so it cannot be bound.');
    const manual = await call('POST', `/api/applications/${quoted.applicationId}/bind`, 'underwriter', {
      boundDate: '01-15-2026',
      accountNotes: 'Paid by cheque.',
    });
    expect(manual.statusCode).toBe(409);
    expect((await stopBind('underwriter', STOP)).statusCode).toBe(403);
  });

  it('is refused on a bound policy as a stop bind', async () => {
    const policy = await boundPolicy();
    const response = await call(
      'PUT',
      `/api/applications/${policy.applicationId}/stopBind`,
      'underwriter',
      STOP,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Stop bind applies to a quoted or referred application that is still open.',
    );
  });
});

describe('POST /api/applications/{id}/decline', () => {
  const decline = (id: string, user: User, body: Record<string, unknown>) =>
    call('POST', `/api/applications/${id}/decline`, user, body);

  it("needs a reason, and details for 'other'", async () => {
    const { renewal } = await policyWithRenewal();
    const none = await decline(renewal.applicationId, 'broker', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose why the renewal is declined.');
    const other = await decline(renewal.applicationId, 'broker', {
      declineReason: 'other',
      declineDescription: '',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('Please provide more details');
    expect((await decline(renewal.applicationId, 'broker2', { declineReason: 'price' })).statusCode).toBe(
      403,
    );
  });

  it('on the renewal application: Closed-Loss with a history row', async () => {
    const { policy, renewal } = await policyWithRenewal();
    const response = await decline(renewal.applicationId, 'broker', {
      declineReason: 'other',
      declineDescription: 'Moving in with family.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Application).salesStatus).toBe('Closed-Loss');
    const row = (await history(renewal.applicationId)).find((entry) => entry.type === 'Renewal Declined');
    expect(row).toMatchObject({ reason: 'Other', description: 'Moving in with family.' });
    // The renewal is gone from the broker's list; the policy itself is untouched.
    const [expiring] = await t.db
      .select()
      .from(applications)
      .where(eq(applications.id, policy.applicationId));
    expect(expiring?.salesStatus).toBe('Closed-Won');
  });

  it('on the expiring policy: its renewal goes Closed-Loss and the policy becomes non-renewable', async () => {
    const { policy, renewal } = await policyWithRenewal();
    const response = await decline(policy.applicationId, 'broker', {
      declineReason: 'placed-coverage-elsewhere',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Application).nonRenewable).toBe(true);
    const [closed] = await t.db.select().from(applications).where(eq(applications.id, renewal.applicationId));
    expect(closed?.salesStatus).toBe('Closed-Loss');
    const rows = await t.db
      .select()
      .from(policyTransactions)
      .where(
        and(
          eq(policyTransactions.type, 'Renewal Declined'),
          eq(policyTransactions.reason, 'Placed coverage elsewhere'),
        ),
      );
    expect(rows.map((row) => row.applicationId).sort()).toEqual(
      [policy.applicationId, renewal.applicationId].sort(),
    );
    expect((await decline(policy.applicationId, 'admin', { declineReason: 'price' })).statusCode).toBe(403);
  });

  it('is not offered on new business', async () => {
    clock = new Date();
    const cookie = await as('broker');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { cookie },
      payload: { productId: 'tenants' },
    });
    const response = await decline((started.json() as Application).applicationId, 'admin', {
      declineReason: 'price',
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('offerDueRenewals: the scheduled offer', () => {
  it('offers renewals in the window once, however often it runs', async () => {
    const inWindow = await boundPolicy();
    const notYet = await boundPolicy();
    // Move the second policy's expiry a year on, out of the window.
    const later = new Date(new Date(notYet.policyExpiryDate!).getTime() + 365 * 86_400_000);
    await t.db
      .update(applications)
      .set({ policyExpiryDate: later })
      .where(eq(applications.id, notYet.applicationId));
    clock = noonOf(renewalOfferOpensOn(expiryDay(inWindow)));

    const first = await offerDueRenewals({ db: t.db }, clock);
    const second = await offerDueRenewals({ db: t.db }, clock);
    const mine = await t.db
      .select()
      .from(applications)
      .where(eq(applications.renewalOfId, inWindow.applicationId));
    expect(mine).toHaveLength(1);
    expect(first.offered).toContain(mine[0]!.id);
    expect(second.offered).toEqual([]);
    const offeredRows = (await history(inWindow.applicationId)).filter(
      (row) => row.type === 'Renewal Offered',
    );
    expect(offeredRows).toHaveLength(1);
    expect(offeredRows[0]?.userId).toBeNull();
    const none = await t.db
      .select()
      .from(applications)
      .where(eq(applications.renewalOfId, notYet.applicationId));
    expect(none).toHaveLength(0);
  });

  it('reads RENEWAL_OFFER_JOB_DAYS: 1 to 60, default 60', () => {
    const env = (days?: string) => (days ? { RENEWAL_OFFER_JOB_DAYS: days } : {}) as NodeJS.ProcessEnv;
    expect(loadConfig(env()).RENEWAL_OFFER_JOB_DAYS).toBe(60);
    expect(loadConfig(env('30')).RENEWAL_OFFER_JOB_DAYS).toBe(30);
    for (const days of ['0', '61', '2.5', 'soon']) {
      expect(() => loadConfig(env(days)), days).toThrow(/RENEWAL_OFFER_JOB_DAYS/);
    }
  });

  it('with RENEWAL_OFFER_JOB_DAYS 30, offers only within 30 days; an underwriter still offers from 60', async () => {
    const { RENEWAL_OFFER_JOB_DAYS } = loadConfig({ RENEWAL_OFFER_JOB_DAYS: '30' } as NodeJS.ProcessEnv);
    const job = defaultJobs(t.db, { renewalOfferDays: RENEWAL_OFFER_JOB_DAYS }).find(
      (scheduled) => scheduled.name === 'renewal-offers',
    )!;
    const early = await boundPolicy();
    const due = await boundPolicy();
    const today = shiftDay(expiryDay(early), -45);
    // The second policy expires 20 days from today.
    await t.db
      .update(applications)
      .set({ policyExpiryDate: policyEffectiveInstant(shiftDay(today, 20)) })
      .where(eq(applications.id, due.applicationId));
    clock = noonOf(today);

    await job.run(clock);
    const renewalsOf = (policy: Application) =>
      t.db.select().from(applications).where(eq(applications.renewalOfId, policy.applicationId));
    expect(await renewalsOf(early)).toHaveLength(0);
    expect(await renewalsOf(due)).toHaveLength(1);

    // 45 days from expiry is in the manual window: an underwriter offers it by hand.
    const manual = await offer(early.applicationId, 'underwriter');
    expect(manual.statusCode, manual.body).toBe(201);
    expect(await renewalsOf(early)).toHaveLength(1);
  });
});
