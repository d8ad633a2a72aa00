import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, PortalLinkResponse, PortalView } from '@bm/contracts';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { broker: '', endorsement: '', admin: '' };

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
});
afterAll(() => t?.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function portalOpenedBy(id: string, cookie: string, agentName: string): Promise<PortalView> {
  const link = await get(`/api/link/${id}?scope=ADMIN&agentName=${encodeURIComponent(agentName)}`, cookie);
  expect(link.statusCode, link.body).toBe(200);
  const token = new URL((link.json() as PortalLinkResponse).data.link).pathname.replace('/portal/', '');
  const page = await get(`/api/portal/${token}`);
  expect(page.statusCode, page.body).toBe(200);
  return page.json() as PortalView;
}

describe('the policy portal names the brokerage and broker of record, and totals custom premiums', () => {
  it('shows the record’s brokerage and broker, not the staff member who opened it', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
    const page = await portalOpenedBy(policy.applicationId, cookies.endorsement, 'Erin Endorsement');
    expect(policy.brokerName).toBeTruthy();
    expect(page.policy).toMatchObject({
      brokerageName: policy.brokerageName,
      brokerName: policy.brokerName,
    });
  });

  it('adds a custom premium charged on the policy to its total premium', async () => {
    const policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
    const before = await portalOpenedBy(policy.applicationId, cookies.admin, 'Ada Admin');
    expect(before.policy.totalPremium).toBe(policy.totalPremium);
    const charged = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${policy.applicationId}/createCustomPremiums`,
      headers: { cookie: cookies.admin },
      payload: { idempotencyKey: crypto.randomUUID(), reason: 'Second location added mid-term', totalPremium: 10_000 },
    });
    expect(charged.statusCode, charged.body).toBe(200);
    const after = await portalOpenedBy(policy.applicationId, cookies.admin, 'Ada Admin');
    const custom = after.schedule.filter((row) => row.description.startsWith('Custom premium'));
    expect(custom).toHaveLength(1);
    expect(custom[0]!.amountDue).toBeGreaterThan(10_000);
    const record = (await get(`/api/applications/${policy.applicationId}`, cookies.admin)).json() as Application;
    expect(after.policy.totalPremium).toBe(record.totalPremium + custom[0]!.amountDue);
  });
});
