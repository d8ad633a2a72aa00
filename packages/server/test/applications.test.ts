import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationListItem } from '@bm/contracts';
import { BROKERAGE_IDS, DEMO_USERS } from '../src/db/seed-data.ts';
import { SEEDED } from './helpers/seeded.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies: Record<'broker' | 'broker2' | 'admin' | 'underwriter' | 'agency', string> = {
  broker: '',
  broker2: '',
  admin: '',
  underwriter: '',
  agency: '',
};

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[]) {
    cookies[key] = await sessionCookie(t.db, key);
  }
});
afterAll(() => t?.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const mapleApp = SEEDED.find((a) => a.brokerageId === BROKERAGE_IDS.maple && a.policyNumber)!;
const coastalApp = SEEDED.find((a) => a.brokerageId === BROKERAGE_IDS.coastal)!;

describe('GET /api/applications/{id}', () => {
  it('answers 401 when signed out', async () => {
    const response = await get(`/api/applications/${mapleApp.id}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'You need to sign in to do that.' });
  });

  it('answers 400 with a JSON message for an id that is not a UUID', async () => {
    const response = await get('/api/applications/not-a-uuid', cookies.admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expect.stringContaining('applicationId must be a UUID') });
  });

  it('answers 404 for an unknown application', async () => {
    const response = await get('/api/applications/00000000-0000-4000-a000-0000000fffff', cookies.admin);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Application not found' });
  });

  it("answers 403 to a broker for another brokerage's application", async () => {
    const response = await get(`/api/applications/${coastalApp.id}`, cookies.broker);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You do not have access to this record.' });
  });

  it('serves the whole record to a broker of its brokerage', async () => {
    const response = await get(`/api/applications/${mapleApp.id}`, cookies.broker);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      applicationId: mapleApp.id,
      policyNumber: mapleApp.policyNumber,
      insuredName: mapleApp.insuredName,
      email: mapleApp.email,
      status: mapleApp.status,
      brokerageId: BROKERAGE_IDS.maple,
      brokerageName: 'Maple Leaf Brokers',
      totalPremium: mapleApp.totalPremium,
      createdAt: mapleApp.createdAt!.toISOString(),
      policyEffectiveDate: mapleApp.policyEffectiveDate!.toISOString(),
      stripe: { customerId: mapleApp.stripeCustomerId, cardId: mapleApp.stripeCardId },
      form: mapleApp.form,
    });
    expect(body.quote).toMatchObject({ premiumsSum: mapleApp.premiumsSum });
    expect(body.broker).toMatchObject({ id: mapleApp.brokerId });
    expect(body.brokerName).toBe(body.broker.name);
  });

  it('lets staff who see every brokerage read any application', async () => {
    for (const cookie of [cookies.admin, cookies.underwriter]) {
      expect((await get(`/api/applications/${coastalApp.id}`, cookie)).statusCode).toBe(200);
    }
  });
});

describe('GET /api/applications: access', () => {
  it('answers 401 when signed out', async () => {
    expect((await get('/api/applications')).statusCode).toBe(401);
  });

  it('shows a broker only their own brokerage', async () => {
    const { items } = (await get('/api/applications?limit=100&includeClosed=true', cookies.broker)).json();
    expect(items.length).toBeGreaterThan(10);
    expect(items.every((i: ApplicationListItem) => i.brokerageId === BROKERAGE_IDS.maple)).toBe(true);
  });

  it('shows an agency user only the agency brokerage', async () => {
    const { items } = (await get('/api/applications?limit=100', cookies.agency)).json();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i: ApplicationListItem) => i.brokerageId === DEMO_USERS.agency.brokerageId)).toBe(
      true,
    );
  });

  it('shows admins and underwriters several brokerages', async () => {
    for (const cookie of [cookies.admin, cookies.underwriter]) {
      const { items } = (await get('/api/applications?limit=100', cookie)).json();
      expect(new Set(items.map((i: ApplicationListItem) => i.brokerageId)).size).toBeGreaterThan(1);
    }
  });

  it('gives a broker nothing when they filter on another brokerage', async () => {
    const response = await get(`/api/applications?brokerageId=${BROKERAGE_IDS.coastal}`, cookies.broker);
    expect(response.json()).toEqual({ items: [], nextCursor: null });
  });
});
