import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Application,
  InvoiceList,
  InvoicePaymentLinkResponse,
  PaymentLinkView,
  PortalLinkResponse,
  PortalView,
} from '@bm/contracts';
import { MESSAGES } from '@bm/domain';
import { applications, auditLog, policyTransactions } from '../src/db/schema.ts';
import { CORRESPONDENCE_LANGUAGE_CHANGE } from '../src/modules/correspondence/service.ts';
import { ACTION_NOT_ALLOWED } from '../src/modules/policies/access.ts';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { carrierCookie, sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Decision 0079, "Whose language": the insured's language of correspondence on the record. */
let t: TestApp;
const cookies = { broker: '', broker2: '', admin: '', finance: '', carrier: '' };

const QUEBEC = {
  'business-address-street': '1250 rue Sainte-Catherine Ouest',
  'business-address-city': 'Montréal',
  'business-address-province': 'QC',
  'business-address-postal': 'H3G 1P1',
};

beforeAll(async () => {
  t = await createTestApp();
  for (const key of ['broker', 'broker2', 'admin', 'finance'] as const) {
    cookies[key] = await sessionCookie(t.db, key);
  }
  cookies.carrier = await carrierCookie(t.db);
});
afterAll(() => t?.close());

const start = async (): Promise<Application> => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/applications',
    headers: { cookie: cookies.broker },
    payload: { productId: 'tenants' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Application;
};

const save = async (id: string, form: Record<string, unknown>): Promise<Application> => {
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/applications/${id}`,
    headers: { cookie: cookies.broker },
    payload: { productId: 'tenants', currentPage: 1, form, productVersionSeen: '1.0' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { application: Application }).application;
};

const choose = (id: string, cookie: string, correspondenceLanguage: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/applications/${id}/correspondenceLanguage`,
    headers: cookie ? { cookie } : {},
    payload: { correspondenceLanguage } as Record<string, unknown>,
  });

const historyOf = (id: string) =>
  t.db
    .select()
    .from(policyTransactions)
    .where(
      and(
        eq(policyTransactions.applicationId, id),
        eq(policyTransactions.type, CORRESPONDENCE_LANGUAGE_CHANGE),
      ),
    );

describe("the insured's language of correspondence", () => {
  it('is English for a new application and follows the province while open: Quebec French, Ontario English', async () => {
    const started = await start();
    expect(started.correspondenceLanguage).toBe('en-CA');
    const quebec = await save(started.applicationId, tenantsForm(QUEBEC));
    expect(quebec).toMatchObject({ province: 'QC', correspondenceLanguage: 'fr-CA' });
    const ontario = await save(started.applicationId, tenantsForm());
    expect(ontario).toMatchObject({ province: 'ON', correspondenceLanguage: 'en-CA' });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${started.applicationId}`,
      headers: { cookie: cookies.broker },
    });
    expect((read.json() as Application).correspondenceLanguage).toBe('en-CA');
  });

  it('once chosen on the record, stays whatever the address becomes; the change is in the history and the audit log', async () => {
    const { applicationId: id } = await start();
    await save(id, tenantsForm(QUEBEC));
    const changed = await choose(id, cookies.broker, 'en-CA');
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as Application).correspondenceLanguage).toBe('en-CA');
    expect(
      (await save(id, tenantsForm({ ...QUEBEC, 'insured-name': 'Amélie Roy' }))).correspondenceLanguage,
    ).toBe('en-CA');

    const [row, ...more] = await historyOf(id);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      before: { correspondenceLanguage: 'fr-CA' },
      after: { correspondenceLanguage: 'en-CA' },
      premiumDelta: 0,
      totalDelta: 0,
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'application.correspondence_language_changed'));
    expect(audits.some((audit) => audit.entityId === id)).toBe(true);

    // The same language again writes nothing more.
    expect((await choose(id, cookies.admin, 'en-CA')).statusCode).toBe(200);
    expect(await historyOf(id)).toHaveLength(1);
  });

  it('choosing the language the province gave keeps it when the province changes', async () => {
    const { applicationId: id } = await start();
    await save(id, tenantsForm());
    expect((await choose(id, cookies.broker, 'en-CA')).statusCode).toBe(200);
    expect(await historyOf(id)).toHaveLength(0);
    expect((await save(id, tenantsForm(QUEBEC))).correspondenceLanguage).toBe('en-CA');
  });

  it('refuses a language we do not write in (400), another brokerage (404), a carrier (403), no session (401)', async () => {
    const { applicationId: id } = await start();
    await save(id, tenantsForm());
    for (const wrong of ['fr-FR', 'fr', '', null, 42]) {
      expect((await choose(id, cookies.broker, wrong)).statusCode).toBe(400);
    }
    const foreign = await choose(id, cookies.broker2, 'fr-CA');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(MESSAGES.applicationNotFound);
    const carrier = await choose(id, cookies.carrier, 'fr-CA');
    expect(carrier.statusCode).toBe(403);
    expect(carrier.json().message).toBe(ACTION_NOT_ALLOWED);
    expect((await choose(id, '', 'fr-CA')).statusCode).toBe(401);
    expect((await choose(randomUUID(), cookies.admin, 'fr-CA')).statusCode).toBe(404);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
    expect(row).toMatchObject({ correspondenceLanguage: 'en-CA', correspondenceLanguageChosen: false });
  });

  it('is answered to the portal and the payment link page, and may change on a bound policy', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(QUEBEC), 'monthly');
    expect(policy.correspondenceLanguage).toBe('fr-CA');

    const link = await t.app.inject({
      method: 'GET',
      url: `/api/link/${policy.applicationId}`,
      headers: { cookie: cookies.broker },
    });
    expect(link.statusCode, link.body).toBe(200);
    const token = new URL((link.json() as PortalLinkResponse).data.link).pathname.replace('/portal/', '');
    const portal = async () =>
      ((await t.app.inject({ method: 'GET', url: `/api/portal/${token}` })).json() as PortalView)
        .correspondenceLanguage;
    expect(await portal()).toBe('fr-CA');

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${policy.applicationId}/invoices`,
      headers: { cookie: cookies.admin },
    });
    const open = (list.json() as InvoiceList).invoices.find((invoice) => invoice.status === 'open')!;
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${policy.applicationId}/invoices/${open.id}/paymentLink`,
      headers: { cookie: cookies.finance },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const { token: payToken } = issued.json() as InvoicePaymentLinkResponse;
    const payPage = async () =>
      (
        (
          await t.app.inject({ method: 'GET', url: `/api/payments/links/${payToken}` })
        ).json() as PaymentLinkView
      ).correspondenceLanguage;
    expect(await payPage()).toBe('fr-CA');

    expect((await choose(policy.applicationId, cookies.broker, 'en-CA')).statusCode).toBe(200);
    expect(await portal()).toBe('en-CA');
    expect(await payPage()).toBe('en-CA');
  });
});
