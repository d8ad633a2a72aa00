import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, NoteList, PortalLinkResponse, PortalView } from '@bm/contracts';
import { auditLog, documents, policyTransactions, tickets } from '../src/db/schema.ts';
import { LINK_PURPOSES, linkSecret, signLinkToken } from '../src/modules/documents/link-token.ts';
import { PORTAL_MESSAGES } from '../src/modules/portal/link.ts';
import { bindPolicy } from './helpers/bind.ts';
import { healthFitnessIndividualForm, tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const HOUR_MS = 3_600_000;
let clock: Date | null = null;
let t: TestApp;
const USERS = ['broker', 'broker2', 'endorsement', 'admin'] as const;
const cookies = Object.fromEntries(USERS.map((user) => [user, ''])) as Record<(typeof USERS)[number], string>;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock ?? new Date() });
  for (const user of USERS) cookies[user] = await sessionCookie(t.db, user);
});
afterAll(() => t?.close());

const linkOf = (id: string, cookie: string, query = 'scope=ADMIN&agentName=Blake%20Broker') =>
  t.app.inject({ method: 'GET', url: `/api/link/${id}?${query}`, headers: { cookie } });
const tokenOf = (link: string) => new URL(link).pathname.replace('/portal/', '');
const view = (token: string) => t.app.inject({ method: 'GET', url: `/api/portal/${token}` });
const request = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/portal/${token}/endorsementRequest`, payload });

describe('policy portal of a tenants policy', () => {
  let policy: Application;
  let other: Application;
  let token = '';

  beforeAll(async () => {
    policy = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'monthly');
    other = await bindPolicy(t, cookies.broker, 'tenants', tenantsForm(), 'annual');
  });

  it('gives the record’s users a signed link in data.link (spec 7)', async () => {
    for (const user of ['broker', 'endorsement', 'admin'] as const) {
      const answer = await linkOf(policy.applicationId, cookies[user]);
      expect(answer.statusCode, answer.body).toBe(200);
      const { data } = answer.json() as PortalLinkResponse;
      expect(data.link).toMatch(/^http:\/\/[^/]+\/portal\/[\w-]+\.[\w-]+$/);
      expect(new Date(data.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(8 * HOUR_MS);
    }
    token = tokenOf(
      ((await linkOf(policy.applicationId, cookies.broker)).json() as PortalLinkResponse).data.link,
    );
  });

  it('refuses a broker of another brokerage (403) and a product without the portal (403)', async () => {
    expect((await linkOf(policy.applicationId, cookies.broker2)).statusCode).toBe(403);
    const hf = await bindPolicy(
      t,
      cookies.broker,
      'health-fitness-individual',
      healthFitnessIndividualForm(),
      'annual',
    );
    const answer = await linkOf(hf.applicationId, cookies.broker);
    expect(answer.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/link/${policy.applicationId}` })).statusCode).toBe(
      401,
    );
  });

  it("a policyholder link (no scope) lasts 30 days and names the record's email", async () => {
    const answer = await linkOf(policy.applicationId, cookies.broker, 'email=insured%40example.net');
    const { data } = answer.json() as PortalLinkResponse;
    expect(new Date(data.expiresAt).getTime() - Date.now()).toBeGreaterThan(29 * 24 * HOUR_MS);
    const page = (await view(tokenOf(data.link))).json() as PortalView;
    expect(page).toMatchObject({ scope: 'INSURED', policy: { email: 'insured@example.net' } });
  });

  it("shows the policy's summary, documents and payment schedule without a session", async () => {
    const answer = await view(token);
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json() as PortalView;
    expect(page).toMatchObject({
      scope: 'ADMIN',
      agentName: 'Blake Broker',
      policy: {
        policyNumber: policy.policyNumber,
        insuredName: policy.insuredName,
        status: 'bound',
        paymentPeriod: 'monthly',
      },
    });
    expect(page.schedule).toHaveLength(12);
    expect(page.schedule[0]).toMatchObject({ status: 'paid' });
    const stored = await t.db
      .select()
      .from(documents)
      .where(eq(documents.applicationId, policy.applicationId));
    expect(page.documents.map((d) => d.id).sort()).toEqual(stored.map((d) => d.id).sort());
    expect(page.documents.length).toBeGreaterThan(0);
    const file = await t.app.inject({ method: 'GET', url: page.documents[0]!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('pdf');
  });

  it("does not reach another policy's documents with this token", async () => {
    const [foreign] = await t.db
      .select()
      .from(documents)
      .where(eq(documents.applicationId, other.applicationId));
    expect(foreign).toBeDefined();
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/portal/${token}/documents/${foreign!.id}`,
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe(PORTAL_MESSAGES.documentNotFound);
  });

  it('refuses a forged or altered token, and a token signed for another purpose (404)', async () => {
    const [payload, mac] = token.split('.') as [string, string];
    const forgedPayload = Buffer.from(
      JSON.stringify({ k: JSON.stringify({ a: other.applicationId, s: 'ADMIN' }), u: 'x', e: 9_999_999_999 }),
    ).toString('base64url');
    const paymentToken = signLinkToken(
      linkSecret(t.app.config.DOCUMENT_LINK_SECRET),
      {
        key: JSON.stringify({ a: policy.applicationId, s: 'ADMIN' }),
        userId: 'x',
        expiresAt: new Date(Date.now() + HOUR_MS),
      },
      LINK_PURPOSES.payment,
    );
    for (const bad of [
      `${forgedPayload}.${mac}`,
      `${payload}.${mac.slice(0, -2)}xx`,
      'nonsense',
      paymentToken,
    ]) {
      const answer = await view(bad);
      expect(answer.statusCode, bad).toBe(404);
      expect(answer.json().message).toBe(PORTAL_MESSAGES.invalid);
      expect((await request(bad, { reason: 'Other', details: 'x' })).statusCode).toBe(404);
    }
  });

  it('lands an endorsement request as a note, a ticket and a history row on the record', async () => {
    const answer = await request(token, {
      reason: 'Add roommate',
      details: 'Please add Sam Roommate from next month.',
      contactEmail: 'tenant@example.net',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { noteId, ticketId, message } = answer.json() as {
      noteId: string;
      ticketId: string;
      message: string;
    };
    expect(message).toBe(PORTAL_MESSAGES.requested);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${policy.applicationId}/notes`,
      headers: { cookie: cookies.broker },
    });
    const note = (listed.json() as NoteList).find((n) => n.id === noteId);
    expect(note?.comment).toContain('Please add Sam Roommate from next month.');
    expect(note?.comment).toContain('Contact: tenant@example.net');
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.id, ticketId));
    expect(ticket).toMatchObject({ applicationId: policy.applicationId });
    expect(ticket!.subject).toContain(policy.policyNumber!);
    const history = await t.db
      .select()
      .from(policyTransactions)
      .where(
        and(
          eq(policyTransactions.applicationId, policy.applicationId),
          eq(policyTransactions.reason, 'Endorsement request (policy portal)'),
        ),
      );
    expect(history).toHaveLength(1);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityId, policy.applicationId), eq(auditLog.action, 'portal.endorsement_request')),
      );
    expect(audit).toHaveLength(1);
  });

  it('refuses an empty request (400) and writes nothing', async () => {
    const answer = await request(token, { reason: 'Other', details: '  ' });
    expect(answer.statusCode).toBe(400);
    const [ticketsNow] = [
      await t.db.select().from(tickets).where(eq(tickets.applicationId, policy.applicationId)),
    ];
    expect(ticketsNow).toHaveLength(1);
  });

  it('answers 410 once the link has expired (8 hours for scope ADMIN)', async () => {
    clock = new Date(Date.now() + 8 * HOUR_MS + 60_000);
    try {
      const answer = await view(token);
      expect(answer.statusCode).toBe(410);
      expect(answer.json().message).toBe(PORTAL_MESSAGES.expired);
      expect((await request(token, { reason: 'Other', details: 'late' })).statusCode).toBe(410);
    } finally {
      clock = null;
    }
  });
});

describe('framing', () => {
  it("lets this app frame the portal page only: /portal/* says frame-ancestors 'self', other pages 'none'", async () => {
    const portal = await t.app.inject({ method: 'GET', url: '/portal/some-token' });
    expect(portal.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(portal.headers['x-frame-options']).toBe('SAMEORIGIN');
    // A token ends in `.{signature}`, like a file name: still the page, never a missing file's 404.
    const page = await t.app.inject({ method: 'GET', url: '/portal/eyJrIjoiYSJ9.abcDEF123' });
    const other = await t.app.inject({ method: 'GET', url: '/crm' });
    expect(page.statusCode).toBe(other.statusCode);
    expect(other.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
