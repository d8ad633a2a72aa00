import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Application,
  ApplicationListResponse,
  LeadResultResponse,
  TransferOptionsResponse,
  TransferPreviewResponse,
  TransferResponse,
} from '@bm/contracts';
import {
  AGENCY_MISTAKE_REASON,
  LAUNCHPAD_LEAD_REASON,
  TRANSFER_MESSAGES,
  TRANSFER_REASONS,
  type PaymentPeriod,
} from '@bm/domain';
import { applications, auditLog, invoices, policyTransactions, products } from '../src/db/schema.ts';
import { BROKERAGE_IDS, DEMO_USERS, EXTRA_BROKERS } from '../src/db/seed-data.ts';
import { ACTION_NOT_ALLOWED } from '../src/modules/policies/access.ts';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { carrierCookie, sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { broker: '', broker2: '', admin: '', agency: '', underwriter: '', carrier: '' };
const PRIYA = EXTRA_BROKERS.find((u) => u.givenName === 'Priya')!;
const LIAM = EXTRA_BROKERS.find((u) => u.givenName === 'Liam')!;
const CASEY = DEMO_USERS.broker2;
const BLAKE = DEMO_USERS.broker;

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['broker', 'broker2', 'admin', 'agency', 'underwriter'] as const)
    cookies[key] = await sessionCookie(t.db, key);
  cookies.carrier = await carrierCookie(t.db);
});
afterAll(() => t?.close());

const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

const choice = (brokerage: string, broker: string, reason: string = TRANSFER_REASONS[0]) => ({
  selectedBrokerage: brokerage,
  selectedBrokerId: broker,
  transferReason: reason,
});

async function history(id: string) {
  return t.db
    .select()
    .from(policyTransactions)
    .where(eq(policyTransactions.applicationId, id))
    .orderBy(policyTransactions.createdAt);
}

/** The CRM list as a user sees it, searched by insured name. */
async function crmNames(cookie: string, search: string): Promise<string[]> {
  const response = await get(`/api/applications?search=${encodeURIComponent(search)}`, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ApplicationListResponse).items.map((item) => item.applicationId);
}

/** A bound tenants policy for `insuredName`, bought by `cookie`'s user (the broker by default). */
function tenantsPolicy(
  insuredName: string,
  period: PaymentPeriod = 'annual',
  cookie = cookies.broker,
): Promise<Application> {
  return bindPolicy(t, cookie, 'tenants', tenantsForm({ 'insured-name': insuredName }), period);
}

/** A renewal application offered on a policy (as the renewal job would write it). */
async function offerRenewal(policy: Application): Promise<string> {
  const id = crypto.randomUUID();
  await t.db.insert(applications).values({
    id,
    status: 'quoted',
    productId: policy.productId,
    productName: policy.productName,
    brokerageId: policy.brokerageId,
    brokerageName: policy.brokerageName,
    brokerId: policy.brokerId,
    insuredName: policy.insuredName,
    transactionType: 'Renewal',
    renewalOfId: policy.applicationId,
  });
  return id;
}

/** An open lead of the user's brokerage with a tenants form saved. */
async function openLead(cookie: string, insuredName: string): Promise<Application> {
  const started = await post('/api/applications', cookie, { productId: 'tenants' });
  expect(started.statusCode, started.body).toBe(201);
  const lead = started.json() as Application;
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/applications/${lead.applicationId}`,
    headers: { cookie },
    payload: {
      productId: 'tenants',
      currentPage: 0,
      form: tenantsForm({ 'insured-name': insuredName }),
      productVersionSeen: null,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().application as Application;
}

describe('transfer options (POST /api/brokerages/{applicationId}/cognitoUsers)', () => {
  let policy: Application;
  beforeAll(async () => {
    policy = await tenantsPolicy('Options Owner');
  });
  const url = () => `/api/brokerages/${policy.applicationId}/cognitoUsers`;

  it('offers a broker only their own brokerage, its owners and the seven reasons', async () => {
    const response = await post(url(), cookies.broker, {});
    expect(response.statusCode, response.body).toBe(200);
    const options = response.json() as TransferOptionsResponse;
    expect(options.canChooseBrokerage).toBe(false);
    expect(options.brokerageSelectOptions).toEqual([
      { value: BROKERAGE_IDS.maple, label: 'Maple Leaf Brokers', isAgency: false },
    ]);
    expect(options.originalBrokerage.value).toBe(BROKERAGE_IDS.maple);
    expect(options.originalBroker).toEqual({ value: BLAKE.id, label: 'Blake Broker (broker@example.com)' });
    const owners = options.usersSelectOptions.map((o) => o.value);
    expect(owners).toEqual(expect.arrayContaining([BLAKE.id, PRIYA.id, DEMO_USERS.mfa.id]));
    expect(owners).not.toContain(CASEY.id);
    expect(options.reasons).toEqual([...TRANSFER_REASONS]);
  });

  it("refuses a broker another brokerage's owners", async () => {
    const response = await post(url(), cookies.broker, { selectedBrokerageGroup: BROKERAGE_IDS.coastal });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(TRANSFER_MESSAGES.otherBrokerage);
  });

  it('offers a super admin every brokerage and the owners of the one selected', async () => {
    const response = await post(url(), cookies.admin, { selectedBrokerageGroup: BROKERAGE_IDS.coastal });
    expect(response.statusCode, response.body).toBe(200);
    const options = response.json() as TransferOptionsResponse;
    expect(options.canChooseBrokerage).toBe(true);
    expect(options.brokerageSelectOptions.map((o) => o.value).sort()).toEqual(
      Object.values(BROKERAGE_IDS).sort(),
    );
    expect(options.selectedBrokerage.value).toBe(BROKERAGE_IDS.coastal);
    expect(options.usersSelectOptions.map((o) => o.value).sort()).toEqual([CASEY.id, LIAM.id].sort());
    const unknown = await post(url(), cookies.admin, { selectedBrokerageGroup: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No such brokerage');
  });

  it("adds 'Broker not logged in, bound on agency by mistake' for an account held by the agency", async () => {
    const lead = await openLead(cookies.agency, 'Agency Held Insured');
    const response = await post(`/api/brokerages/${lead.applicationId}/cognitoUsers`, cookies.admin, {});
    expect((response.json() as TransferOptionsResponse).reasons).toEqual([
      ...TRANSFER_REASONS,
      AGENCY_MISTAKE_REASON,
    ]);
  });

  it("hides the account from another brokerage's broker and refuses a carrier", async () => {
    expect((await post(url(), cookies.broker2, {})).statusCode).toBe(403);
    const carrier = await post(url(), cookies.carrier, {});
    expect(carrier.statusCode).toBe(403);
    expect(carrier.json().message).toBe(ACTION_NOT_ALLOWED);
  });
});

describe('transfer rules (POST /api/applications/{id}/transfer)', () => {
  let policy: Application;
  beforeAll(async () => {
    policy = await tenantsPolicy('Rules Insured');
  });
  const url = () => `/api/applications/${policy.applicationId}/transfer`;

  it.each([
    ['no broker', choice(BROKERAGE_IDS.maple, ''), TRANSFER_MESSAGES.required],
    ['no brokerage', choice('', PRIYA.id), TRANSFER_MESSAGES.required],
    ['no reason', choice(BROKERAGE_IDS.maple, PRIYA.id, ''), TRANSFER_MESSAGES.required],
    ['an unlisted reason', choice(BROKERAGE_IDS.maple, PRIYA.id, 'Because'), TRANSFER_MESSAGES.unknownReason],
    [
      'the agency reason on a brokerage account',
      choice(BROKERAGE_IDS.maple, PRIYA.id, AGENCY_MISTAKE_REASON),
      TRANSFER_MESSAGES.unknownReason,
    ],
    ['nothing changed', choice(BROKERAGE_IDS.maple, BLAKE.id), TRANSFER_MESSAGES.nothingChanged],
    [
      'a broker of another brokerage',
      choice(BROKERAGE_IDS.maple, CASEY.id),
      TRANSFER_MESSAGES.brokerNotInBrokerage,
    ],
    ['an unknown broker', choice(BROKERAGE_IDS.maple, 'not-an-id'), TRANSFER_MESSAGES.brokerNotInBrokerage],
  ])('refuses %s with 400 and changes nothing', async (_name, body, message) => {
    const response = await post(url(), cookies.broker, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
    const preview = await post(`${url()}/preview`, cookies.broker, body);
    expect(preview.statusCode).toBe(400);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, policy.applicationId));
    expect(row).toMatchObject({ brokerId: BLAKE.id, brokerageId: BROKERAGE_IDS.maple });
    expect((await history(policy.applicationId)).map((r) => r.type)).toEqual(['New Business']);
  });

  it("shows the spec's message when neither broker nor brokerage changed, for a super admin too", async () => {
    const response = await post(url(), cookies.admin, choice(BROKERAGE_IDS.maple, BLAKE.id));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Nothing has been changed. Please select either a different broker or brokerage.',
    );
  });

  it('does not let a broker or an underwriter move the account to another brokerage', async () => {
    for (const cookie of [cookies.broker, cookies.underwriter]) {
      const response = await post(url(), cookie, choice(BROKERAGE_IDS.coastal, CASEY.id));
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(TRANSFER_MESSAGES.otherBrokerage);
    }
  });

  it("refuses a carrier, and a broker of another brokerage can't even see the account", async () => {
    const carrier = await post(url(), cookies.carrier, choice(BROKERAGE_IDS.maple, PRIYA.id));
    expect(carrier.statusCode).toBe(403);
    expect(carrier.json().message).toBe(ACTION_NOT_ALLOWED);
    const outsider = await post(url(), cookies.broker2, choice(BROKERAGE_IDS.coastal, CASEY.id));
    expect(outsider.statusCode).toBe(403);
    const missing = await post(
      `/api/applications/${crypto.randomUUID()}/transfer`,
      cookies.admin,
      choice(BROKERAGE_IDS.maple, PRIYA.id),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('lets an underwriter reassign within the brokerage', async () => {
    const response = await post(
      url(),
      cookies.underwriter,
      choice(BROKERAGE_IDS.maple, PRIYA.id, 'Temporary ownership change'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as TransferResponse;
    expect(result.application).toMatchObject({ brokerId: PRIYA.id, brokerageId: BROKERAGE_IDS.maple });
    expect(result.accessible).toBe(true);
  });
});

describe('transfer preview', () => {
  let policy: Application;
  let renewalId: string;
  beforeAll(async () => {
    policy = await tenantsPolicy('Preview Insured', 'monthly');
    renewalId = await offerRenewal(policy);
  });

  it('shows what moves: the policy, its renewal, open invoices, commission, and that it is irreversible', async () => {
    const response = await post(
      `/api/applications/${policy.applicationId}/transfer/preview`,
      cookies.admin,
      choice(BROKERAGE_IDS.coastal, CASEY.id, 'Brokerage acquisition'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json() as TransferPreviewResponse;
    const open = await t.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.applicationId, policy.applicationId), eq(invoices.status, 'open')));
    expect(open.length).toBe(11);
    expect(preview.openInvoices).toEqual({
      count: open.length,
      amountDue: open.reduce((sum, invoice) => sum + invoice.amountDue - invoice.amountPaid, 0),
    });
    const summary = policy.commissionTransferSummary as { broker: { amount: number } };
    expect(preview.commission).toEqual({ amount: summary.broker.amount, status: 'pending', basis: 'bound' });
    expect(preview.commission!.amount).toBeGreaterThan(0);
    expect(preview.policy).toMatchObject({ policyNumber: policy.policyNumber, status: 'bound' });
    expect(preview.renewal).toEqual({ applicationId: renewalId, status: 'quoted' });
    expect(preview.from).toMatchObject({
      broker: { value: BLAKE.id },
      brokerage: { value: BROKERAGE_IDS.maple },
    });
    expect(preview.to).toMatchObject({
      broker: { value: CASEY.id },
      brokerage: { value: BROKERAGE_IDS.coastal },
    });
    expect(preview.irreversible).toBe(true);
    expect(preview.transferReason).toBe('Brokerage acquisition');
  });

  it('is reversible within the brokerage, and for a lead shows the commission quoted', async () => {
    const within = await post(
      `/api/applications/${policy.applicationId}/transfer/preview`,
      cookies.broker,
      choice(BROKERAGE_IDS.maple, PRIYA.id),
    );
    expect((within.json() as TransferPreviewResponse).irreversible).toBe(false);
    const lead = await openLead(cookies.broker, 'Preview Lead');
    const preview = await post(
      `/api/applications/${lead.applicationId}/transfer/preview`,
      cookies.broker,
      choice(BROKERAGE_IDS.maple, PRIYA.id),
    );
    const body = preview.json() as TransferPreviewResponse;
    expect(body.commission).toMatchObject({ basis: 'quote', status: 'not yet due' });
    expect(body.openInvoices).toEqual({ count: 0, amountDue: 0 });
    expect(body.renewal).toBeNull();
  });

  it('saves nothing', async () => {
    const [row] = await t.db.select().from(applications).where(eq(applications.id, policy.applicationId));
    expect(row!.brokerId).toBe(BLAKE.id);
  });
});

describe('a super admin transfers an account to another brokerage', () => {
  let policy: Application;
  let renewalId: string;
  beforeAll(async () => {
    policy = await tenantsPolicy('Moving Insured');
    renewalId = await offerRenewal(policy);
  });

  it('moves the policy and its renewal, writes history and audit, and changes who sees it', async () => {
    expect(await crmNames(cookies.broker, 'Moving Insured')).toContain(policy.applicationId);
    expect(await crmNames(cookies.broker2, 'Moving Insured')).not.toContain(policy.applicationId);

    const response = await post(
      `/api/applications/${policy.applicationId}/transfer`,
      cookies.admin,
      choice(BROKERAGE_IDS.coastal, CASEY.id, 'Broker listed under wrong brokerage'),
    );
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as TransferResponse;
    expect(result.message).toBe('Account has successfully transferred to the new owner');
    expect(result.accessible).toBe(true);
    expect(result.application).toMatchObject({
      brokerId: CASEY.id,
      brokerageId: BROKERAGE_IDS.coastal,
      brokerageName: 'Coastal Insurance Group',
      brokerName: 'Casey Coast',
    });

    const [renewal] = await t.db.select().from(applications).where(eq(applications.id, renewalId));
    expect(renewal).toMatchObject({ brokerId: CASEY.id, brokerageId: BROKERAGE_IDS.coastal });

    const rows = await history(policy.applicationId);
    expect(rows.map((r) => r.type)).toEqual(['New Business', 'Transfer']);
    expect(rows[1]).toMatchObject({
      reason: 'Broker listed under wrong brokerage',
      userId: DEMO_USERS.admin.id,
      before: { broker: 'Blake Broker (broker@example.com)', brokerage: 'Maple Leaf Brokers' },
      after: { broker: 'Casey Coast (broker2@example.com)', brokerage: 'Coastal Insurance Group' },
    });
    expect((await history(renewalId)).map((r) => r.type)).toEqual(['Transfer']);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, policy.applicationId), eq(auditLog.action, 'application.transfer')));
    expect(audit).toHaveLength(1);

    // The new owner's brokerage sees it at once; the old one no longer does.
    expect((await get(`/api/applications/${policy.applicationId}`, cookies.broker2)).statusCode).toBe(200);
    expect(await crmNames(cookies.broker2, 'Moving Insured')).toContain(policy.applicationId);
    expect((await get(`/api/applications/${policy.applicationId}`, cookies.broker)).statusCode).toBe(403);
    expect(await crmNames(cookies.broker, 'Moving Insured')).not.toContain(policy.applicationId);
  });

  it('lets a broker reassign within their brokerage and keep access', async () => {
    const own = await tenantsPolicy('Coastal Own', 'annual', cookies.broker2);
    const response = await post(
      `/api/applications/${own.applicationId}/transfer`,
      cookies.broker2,
      choice(BROKERAGE_IDS.coastal, LIAM.id, 'Broker no longer works there'),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as TransferResponse).accessible).toBe(true);
    expect((await get(`/api/applications/${own.applicationId}`, cookies.broker2)).json().brokerId).toBe(
      LIAM.id,
    );
  });
});

describe('lead transfer (ProductCardModal, POST /api/applications/{id}/lead/move)', () => {
  it('moves an open lead to another product for the same insured and closes the old one', async () => {
    const lead = await openLead(cookies.broker, 'Lead Mover');
    const response = await post(`/api/applications/${lead.applicationId}/lead/move`, cookies.broker, {
      productId: 'technology-eo',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as LeadResultResponse;
    expect(result).toMatchObject({
      previousApplicationId: lead.applicationId,
      accessible: true,
      productName: expect.any(String),
    });
    const moved = (
      await get(`/api/applications/${result.applicationId}`, cookies.broker)
    ).json() as Application;
    expect(moved).toMatchObject({
      productId: 'technology-eo',
      status: 'started',
      salesStatus: 'Open',
      brokerId: BLAKE.id,
      brokerageId: BROKERAGE_IDS.maple,
      insuredName: 'Lead Mover',
      email: 'jordan.rivera@example.net',
    });
    expect(moved.form).toMatchObject({ 'business-address-city': 'Toronto' });
    expect(moved.form).not.toHaveProperty('contents-limit');

    const old = (await get(`/api/applications/${lead.applicationId}`, cookies.broker)).json() as Application;
    expect(old.salesStatus).toBe('Closed-Loss');
    expect(await crmNames(cookies.broker, 'Lead Mover')).toEqual([result.applicationId]);

    const [oldRow] = await history(lead.applicationId);
    expect(oldRow).toMatchObject({ type: 'Lead Transfer', reason: `Moved to ${moved.productName}` });
    const [newRow] = await history(result.applicationId);
    expect(newRow).toMatchObject({ type: 'Lead Transfer', reason: 'Moved from Tenants Insurance' });

    // The closed lead cannot move again.
    const again = await post(`/api/applications/${lead.applicationId}/lead/move`, cookies.broker, {
      productId: 'tenants',
    });
    expect(again.statusCode).toBe(403);
  });

  it("keeps the insured's chosen language of correspondence on the product they move to", async () => {
    // A Toronto lead (English by its province) whose insured asked for French on the record.
    const lead = await openLead(cookies.broker, 'Lead Francophone');
    const chosen = await t.app.inject({
      method: 'PUT',
      url: `/api/applications/${lead.applicationId}/correspondenceLanguage`,
      headers: { cookie: cookies.broker },
      payload: { correspondenceLanguage: 'fr-CA' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const response = await post(`/api/applications/${lead.applicationId}/lead/move`, cookies.broker, {
      productId: 'technology-eo',
    });
    expect(response.statusCode, response.body).toBe(200);
    const moved = (
      await get(`/api/applications/${(response.json() as LeadResultResponse).applicationId}`, cookies.broker)
    ).json() as Application;
    expect(moved.correspondenceLanguage).toBe('fr-CA');
  });

  it('requires a product, another product and an enabled one, and only on open leads', async () => {
    const lead = await openLead(cookies.broker, 'Lead Stayer');
    const url = `/api/applications/${lead.applicationId}/lead/move`;
    const cases: [string, string][] = [
      ['', TRANSFER_MESSAGES.productRequired],
      ['tenants', TRANSFER_MESSAGES.sameProduct],
      ['no-such-product', TRANSFER_MESSAGES.productUnavailable],
    ];
    for (const [productId, message] of cases) {
      const response = await post(url, cookies.broker, { productId });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    await t.db.update(products).set({ enabled: false }).where(eq(products.id, 'private-dno'));
    const disabled = await post(url, cookies.broker, { productId: 'private-dno' });
    await t.db.update(products).set({ enabled: true }).where(eq(products.id, 'private-dno'));
    expect(disabled.json().message).toBe(TRANSFER_MESSAGES.productUnavailable);

    const policy = await tenantsPolicy('Bound Stayer');
    const bound = await post(`/api/applications/${policy.applicationId}/lead/move`, cookies.broker, {
      productId: 'technology-eo',
    });
    expect(bound.statusCode).toBe(403);
    expect((await post(url, cookies.carrier, { productId: 'technology-eo' })).statusCode).toBe(403);
    expect((await history(lead.applicationId)).length).toBe(0);
  });
});

describe('assign a custom lead (AssignCustomLead, POST /api/applications/{id}/lead/assign)', () => {
  it('lets an agency user hand a launchpad lead to a broker of another brokerage', async () => {
    const lead = await openLead(cookies.agency, 'Launchpad Lead');
    const options = await post(`/api/brokerages/${lead.applicationId}/cognitoUsers`, cookies.agency, {
      purpose: 'assignLead',
      selectedBrokerageGroup: BROKERAGE_IDS.coastal,
    });
    expect(options.statusCode, options.body).toBe(200);
    const body = options.json() as TransferOptionsResponse;
    expect(body.brokerageSelectOptions).toHaveLength(Object.keys(BROKERAGE_IDS).length);
    expect(body.reasons).toEqual([LAUNCHPAD_LEAD_REASON]);
    expect(body.usersSelectOptions.map((o) => o.value)).toContain(CASEY.id);

    const response = await post(`/api/applications/${lead.applicationId}/lead/assign`, cookies.agency, {
      selectedBrokerage: BROKERAGE_IDS.coastal,
      selectedBrokerId: CASEY.id,
      productId: 'tenants',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as LeadResultResponse;
    expect(result).toMatchObject({ applicationId: lead.applicationId, accessible: false });
    const seen = await get(`/api/applications/${lead.applicationId}`, cookies.broker2);
    expect(seen.json()).toMatchObject({ brokerId: CASEY.id, brokerageId: BROKERAGE_IDS.coastal });
    expect((await get(`/api/applications/${lead.applicationId}`, cookies.agency)).statusCode).toBe(403);
    const [row] = await history(lead.applicationId);
    expect(row).toMatchObject({ type: 'Transfer', reason: 'Assign launchpad lead to broker' });
  });

  it('moves the lead to the product chosen for the new owner', async () => {
    const lead = await openLead(cookies.agency, 'Launchpad Product Lead');
    const response = await post(`/api/applications/${lead.applicationId}/lead/assign`, cookies.admin, {
      selectedBrokerage: BROKERAGE_IDS.maple,
      selectedBrokerId: PRIYA.id,
      productId: 'technology-eo',
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as LeadResultResponse;
    expect(result.applicationId).not.toBe(lead.applicationId);
    const moved = (
      await get(`/api/applications/${result.applicationId}`, cookies.broker)
    ).json() as Application;
    expect(moved).toMatchObject({
      productId: 'technology-eo',
      brokerId: PRIYA.id,
      insuredName: 'Launchpad Product Lead',
    });
    const [newRow] = await history(result.applicationId);
    expect(newRow).toMatchObject({ type: 'Lead Transfer', description: LAUNCHPAD_LEAD_REASON });
    const [old] = await t.db.select().from(applications).where(eq(applications.id, lead.applicationId));
    expect(old!.salesStatus).toBe('Closed-Loss');
  });

  it('refuses brokers, missing choices, unchanged owners and brokers outside the brokerage', async () => {
    const lead = await openLead(cookies.agency, 'Launchpad Refusals');
    const url = `/api/applications/${lead.applicationId}/lead/assign`;
    const brokerLead = await openLead(cookies.broker, 'Broker Own Lead');
    const broker = await post(`/api/applications/${brokerLead.applicationId}/lead/assign`, cookies.broker, {
      selectedBrokerage: BROKERAGE_IDS.maple,
      selectedBrokerId: PRIYA.id,
      productId: 'tenants',
    });
    expect(broker.statusCode).toBe(403);
    expect(broker.json().message).toBe(ACTION_NOT_ALLOWED);
    const cases: [Record<string, string>, string][] = [
      [
        { selectedBrokerage: '', selectedBrokerId: CASEY.id, productId: 'tenants' },
        TRANSFER_MESSAGES.assignRequired,
      ],
      [
        { selectedBrokerage: BROKERAGE_IDS.coastal, selectedBrokerId: CASEY.id, productId: '' },
        TRANSFER_MESSAGES.assignRequired,
      ],
      [
        {
          selectedBrokerage: BROKERAGE_IDS.apollo,
          selectedBrokerId: DEMO_USERS.agency.id,
          productId: 'tenants',
        },
        TRANSFER_MESSAGES.nothingChanged,
      ],
      [
        { selectedBrokerage: BROKERAGE_IDS.maple, selectedBrokerId: CASEY.id, productId: 'tenants' },
        TRANSFER_MESSAGES.brokerNotInBrokerage,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await post(url, cookies.agency, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await history(lead.applicationId)).length).toBe(0);
  });
});
