import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, CommissionReportResponse, Partnership, ProductListResponse } from '@bm/contracts';
import { applyRate, PARTNERSHIP_MESSAGES } from '@bm/domain';
import { applications, auditLog, brokerages, emailOutbox } from '../src/db/schema.ts';
import { DEMO_USERS } from '../src/db/seed-data.ts';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { codeIn, cookieHeader, createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let setup = '';
beforeAll(async () => {
  t = await createTestApp();
  setup = await sessionCookie(t.db, 'setup');
});
afterAll(() => t?.close());

const NORTHSTAR = {
  name: 'Northstar Brokers',
  code: 'northstar',
  subdomain: 'Northstar',
  marketplaceName: 'Northstar Market',
  province: 'ON',
  email: 'hello@northstar.example',
  productIds: ['tenants', 'contractors'],
  commissionRates: { tenants: 0.2 },
  invitations: ['nadia.north@example.net', 'omar.north@example.net'],
};
const create = (body: object, cookie = setup) =>
  t.app.inject({ method: 'POST', url: '/api/partnerships', headers: { cookie }, payload: body });
const brokerageCount = async () => (await t.db.select({ n: count() }).from(brokerages))[0]!.n;
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, ...(cookie ? { headers: { cookie } } : {}) });

describe('who may set up a partnership', () => {
  it.each(['broker', 'admin', 'finance', 'underwriter'] as const)(
    'refuses %s, writing nothing',
    async (who) => {
      const cookie = await sessionCookie(t.db, who);
      const before = await brokerageCount();
      const list = await t.app.inject({ url: '/api/partnerships', headers: { cookie } });
      expect(list.statusCode).toBe(403);
      const made = await create({ ...NORTHSTAR, code: 'NOPE', subdomain: 'nope' }, cookie);
      expect(made.statusCode).toBe(403);
      expect(await brokerageCount()).toBe(before);
    },
  );
});

describe('a partner brokerage', () => {
  let partner: Partnership;

  it('refuses bad terms with a clear message and writes nothing', async () => {
    const before = await brokerageCount();
    const cases: [object, string][] = [
      [{ code: 'N-1' }, PARTNERSHIP_MESSAGES.codeFormat],
      [{ subdomain: '-north' }, PARTNERSHIP_MESSAGES.subdomainFormat],
      [{ productIds: [] }, PARTNERSHIP_MESSAGES.noProducts],
      [{ productIds: ['pets'] }, PARTNERSHIP_MESSAGES.unknownProduct('pets')],
      [{ commissionRates: { tenants: 0.35 } }, PARTNERSHIP_MESSAGES.rateRange('tenants')],
      [
        { commissionRates: { 'builders-risk': 0.1 } },
        PARTNERSHIP_MESSAGES.rateForUnchosenProduct('builders-risk'),
      ],
      [{ invitations: [DEMO_USERS.broker.email] }, PARTNERSHIP_MESSAGES.alreadyUser(DEMO_USERS.broker.email)],
      [{ code: 'MAPLE' }, PARTNERSHIP_MESSAGES.codeTaken],
      [{ subdomain: 'mapleleaf' }, PARTNERSHIP_MESSAGES.subdomainTaken],
    ];
    for (const [change, message] of cases) {
      const response = await create({ ...NORTHSTAR, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().message).toContain(message);
    }
    expect(await brokerageCount()).toBe(before);
  });

  it('is created with its terms, audited, and its brokers are invited by email with the code preset', async () => {
    const response = await create(NORTHSTAR);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { message: string; partnership: Partnership };
    partner = body.partnership;
    expect(body.message).toBe(PARTNERSHIP_MESSAGES.created('Northstar Brokers', 2));
    expect(partner).toMatchObject({
      name: 'Northstar Brokers',
      code: 'NORTHSTAR',
      subdomain: 'northstar',
      marketplaceName: 'Northstar Market',
      productIds: ['tenants', 'contractors'],
      commissionRates: { tenants: 0.2 },
      brokers: 0,
    });
    expect(partner.invitations.map((i) => [i.email, i.acceptedAt])).toEqual([
      ['nadia.north@example.net', null],
      ['omar.north@example.net', null],
    ]);
    const email = await t.lastEmailTo('nadia.north@example.net');
    expect(email!.subject).toContain('Northstar Brokers');
    expect(email!.textBody).toContain('/signup?brokerage=NORTHSTAR&email=nadia.north%40example.net');
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'partnership.create'));
    expect(audit).toMatchObject({
      actorId: DEMO_USERS.setup.id,
      entityType: 'brokerage',
      entityId: partner.id,
    });

    const list = await t.app.inject({ url: '/api/partnerships', headers: { cookie: setup } });
    expect((list.json().items as Partnership[]).map((p) => p.code)).toContain('NORTHSTAR');
  });

  it('invites more brokers, but never the same address twice', async () => {
    const url = `/api/partnerships/${partner.id}/invitations`;
    const more = await post(url, { invitations: ['priya.north@example.net'] }, setup);
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().message).toBe(PARTNERSHIP_MESSAGES.invited(1));
    const again = await post(url, { invitations: ['priya.north@example.net'] }, setup);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PARTNERSHIP_MESSAGES.alreadyInvited('priya.north@example.net'));
    const [emails] = await t.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(eq(sql`lower(${emailOutbox.toAddress})`, 'priya.north@example.net'));
    expect(emails!.n).toBe(1);
    const unknown = await post(
      '/api/partnerships/00000000-0000-4000-8000-000000000999/invitations',
      { invitations: ['x@example.net'] },
      setup,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('an invited broker signs up with the code and quotes at once: only its products, its commission, its marketplace', async () => {
    const email = 'nadia.north@example.net';
    const password = 'a-long-enough-password';
    const signed = await post('/api/auth/signup', {
      email,
      password,
      givenName: 'Nadia',
      familyName: 'North',
      brokerage: 'NORTHSTAR',
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const code = codeIn((await t.lastEmailTo(email))!.textBody);
    expect((await post('/api/auth/confirm', { email, code })).statusCode).toBe(200);
    const login = await post('/api/auth/login', { email, password });
    const cookie = cookieHeader(login.headers['set-cookie']);

    const list = await t.app.inject({ url: '/api/partnerships', headers: { cookie: setup } });
    const now = (list.json().items as Partnership[]).find((p) => p.id === partner.id)!;
    expect(now.brokers).toBe(1);
    expect(now.invitations.find((i) => i.email === email)!.acceptedAt).not.toBeNull();

    const catalogue = await t.app.inject({ url: '/api/products?limit=100', headers: { cookie } });
    expect((catalogue.json() as ProductListResponse).items.map((p) => p.productId).sort()).toEqual([
      'contractors',
      'tenants',
    ]);
    const notSold = await post('/api/applications', { productId: 'builders-risk' }, cookie);
    expect(notSold.statusCode).toBe(403);
    expect(notSold.json()).toEqual({ message: PARTNERSHIP_MESSAGES.notSold });

    const bound: Application = await bindPolicy(
      t,
      cookie,
      'tenants',
      tenantsForm({ 'insured-name': 'Partner Tenant' }),
      'annual',
    );
    const [row] = await t.db
      .select({ boundQuote: applications.boundQuote, marketplace: applications.marketplace })
      .from(applications)
      .where(eq(applications.id, bound.applicationId));
    expect(row!.marketplace).toEqual({ name: 'Northstar Market' });
    const quote = row!.boundQuote as {
      premiumsSum: number;
      brokerPremium: number;
      dmgaPremium: number;
      insurerPremium: number;
    };
    expect(quote.brokerPremium).toBe(applyRate(quote.premiumsSum, 0.2));
    expect(quote.brokerPremium + quote.dmgaPremium + quote.insurerPremium).toBe(quote.premiumsSum);

    const report = await t.app.inject({ url: '/api/reports/commissions', headers: { cookie } });
    const line = (report.json() as CommissionReportResponse).items.find(
      (l) => l.policyNumber === bound.policyNumber,
    )!;
    expect(line.leadSource).toBe('Marketplace');
    expect(line.brokerageName).toBe('Northstar Brokers');
    expect(line.figures.brokerCommission).toBe(quote.brokerPremium);
  });

  it('changes its terms under the same rules, audited: its catalogue and new quotes follow, bound policies keep theirs', async () => {
    const url = `/api/partnerships/${partner.id}/terms`;
    const put = (payload: object, cookie = setup) =>
      t.app.inject({ method: 'PUT', url, headers: { cookie }, payload });
    const broker = await sessionCookie(t.db, 'broker');
    expect((await put({ productIds: ['tenants'] }, broker)).statusCode).toBe(403);
    const bad = await put({ productIds: ['tenants'], commissionRates: { tenants: 0.3 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: PARTNERSHIP_MESSAGES.rateRange('tenants') });
    const none = await put({ productIds: [] });
    expect(none.json()).toEqual({ message: PARTNERSHIP_MESSAGES.noProducts });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/partnerships/00000000-0000-4000-8000-000000000999/terms',
      headers: { cookie: setup },
      payload: { productIds: ['tenants'] },
    });
    expect(missing.statusCode).toBe(404);

    const saved = await put({
      productIds: ['tenants', 'builders-risk'],
      commissionRates: { tenants: 0.1 },
      marketplaceName: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe(PARTNERSHIP_MESSAGES.termsUpdated('Northstar Brokers'));
    expect(saved.json().partnership).toMatchObject({
      productIds: ['tenants', 'builders-risk'],
      commissionRates: { tenants: 0.1 },
      marketplaceName: null,
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'partnership.terms'));
    expect(audit!.details).toMatchObject({
      before: { productIds: ['tenants', 'contractors'], commissionRates: { tenants: 0.2 } },
      after: { productIds: ['tenants', 'builders-risk'], commissionRates: { tenants: 0.1 } },
    });

    // Its broker's catalogue and next quote follow the new terms at once.
    const login = await post('/api/auth/login', {
      email: 'nadia.north@example.net',
      password: 'a-long-enough-password',
    });
    const cookie = cookieHeader(login.headers['set-cookie']);
    const catalogue = await t.app.inject({ url: '/api/products?limit=100', headers: { cookie } });
    expect((catalogue.json() as ProductListResponse).items.map((p) => p.productId).sort()).toEqual([
      'builders-risk',
      'tenants',
    ]);
    expect((await post('/api/applications', { productId: 'contractors' }, cookie)).statusCode).toBe(403);
    const bound: Application = await bindPolicy(
      t,
      cookie,
      'tenants',
      tenantsForm({ 'insured-name': 'Second Tenant' }),
      'annual',
    );
    const rows = await t.db
      .select({ id: applications.id, boundQuote: applications.boundQuote })
      .from(applications)
      .where(eq(applications.brokerageId, partner.id));
    const quoteOf = (id: string) =>
      rows.find((r) => r.id === id)!.boundQuote as { premiumsSum: number; brokerPremium: number };
    expect(quoteOf(bound.applicationId).brokerPremium).toBe(
      applyRate(quoteOf(bound.applicationId).premiumsSum, 0.1),
    );
    const earlier = rows.find((r) => r.id !== bound.applicationId && r.boundQuote)!;
    expect(quoteOf(earlier.id).brokerPremium).toBe(applyRate(quoteOf(earlier.id).premiumsSum, 0.2));
  });
});
