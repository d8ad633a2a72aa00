import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { applications, tickets } from '../src/db/schema.ts';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import { SEED_POLICY_TICKETS, seedTicketId, seedTicketRows } from '../src/db/seed-tickets.ts';
import {
  createHubSpotTicketService,
  createTicketService,
  TicketServiceError,
} from '../src/integrations/tickets/index.ts';
import { SEEDED } from './helpers/seeded.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const cookies = { broker: '', broker2: '', admin: '', endorsement: '', underwriter: '', agency: '' };
beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(cookies) as (keyof typeof cookies)[])
    cookies[key] = await sessionCookie(t.db, key);
});
afterAll(() => t?.close());

const boundPolicies = SEEDED.filter((a) => a.status === 'bound' && a.policyNumber);
const ticketed = boundPolicies.slice(0, SEED_POLICY_TICKETS);
const otherPolicy = boundPolicies[SEED_POLICY_TICKETS]!;

const lookup = (ticketId: string, applicationId: string, cookie: string = cookies.admin) =>
  t.app.inject({
    url: `/api/hubspot/ticket/${encodeURIComponent(ticketId)}?applicationId=${applicationId}`,
    headers: cookie ? { cookie } : {},
  });
const create = (payload: Record<string, unknown>, cookie: string) =>
  t.app.inject({ method: 'POST', url: '/api/tickets', headers: { cookie }, payload });

describe('the seeded tickets', () => {
  it('name the first seeded bound policies in their subjects, with fixed ten-digit ids', async () => {
    const rows = await t.db.select().from(tickets).orderBy(tickets.id);
    expect(rows.map((r) => r.id).slice(0, SEED_POLICY_TICKETS + 1)).toEqual(
      Array.from({ length: SEED_POLICY_TICKETS + 1 }, (_, k) => seedTicketId(k)),
    );
    expect(rows.every((r) => /^\d{10}$/.test(r.id))).toBe(true);
    const expected = seedTicketRows(ticketed);
    for (const [k, policy] of ticketed.entries()) {
      const row = rows.find((r) => r.id === seedTicketId(k))!;
      expect(row).toMatchObject({ subject: expected[k]!.subject, applicationId: policy.id });
      expect(row.subject).toContain(policy.policyNumber);
    }
  });
});

describe('GET /api/hubspot/ticket/{ticketId}?applicationId=', () => {
  it("answers found and matches when the subject contains the application's policy number", async () => {
    for (const [k, policy] of ticketed.entries()) {
      const response = await lookup(seedTicketId(k), policy.id!);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ found: true, matches: true });
    }
  });

  it('answers found but not matching for another policy or a ticket naming none', async () => {
    expect((await lookup(seedTicketId(0), otherPolicy.id!)).json()).toEqual({ found: true, matches: false });
    expect((await lookup(seedTicketId(SEED_POLICY_TICKETS), ticketed[0]!.id!)).json()).toEqual({
      found: true,
      matches: false,
    });
    // An application without a policy number matches no ticket.
    const started = SEEDED.find((a) => !a.policyNumber)!;
    expect((await lookup(seedTicketId(0), started.id!)).json()).toEqual({ found: true, matches: false });
  });

  it('answers not found for an unknown or malformed ticket number', async () => {
    for (const id of ['9999999999', 'abc', '1000000001x', ' ']) {
      const response = await lookup(id, ticketed[0]!.id!);
      if (id.trim() === '') {
        expect(response.statusCode).toBe(400);
        continue;
      }
      expect(response.statusCode, id).toBe(200);
      expect(response.json()).toEqual({ found: false, matches: false });
    }
  });

  it('lets a broker look up tickets for their own brokerage only', async () => {
    const k = ticketed.findIndex((a) => a.brokerageId === BROKERAGE_IDS.maple);
    expect(k).toBeGreaterThanOrEqual(0);
    const own = await lookup(seedTicketId(k), ticketed[k]!.id!, cookies.broker);
    expect(own.json()).toEqual({ found: true, matches: true });
    const forbidden = await lookup(seedTicketId(k), ticketed[k]!.id!, cookies.broker2);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'You do not have access to this record.' });
  });

  it("never tells a broker that another brokerage's ticket exists, even looked up with their own record", async () => {
    const k = ticketed.findIndex((a) => a.brokerageId === BROKERAGE_IDS.maple);
    const own = ticketed[k]!;
    const foreign = ticketed.findIndex((a) => a.brokerageId !== BROKERAGE_IDS.maple);
    expect(foreign).toBeGreaterThanOrEqual(0);
    // Sequential ids: every other ticket, another brokerage's or naming no policy, is not found.
    for (const id of [seedTicketId(foreign), seedTicketId(SEED_POLICY_TICKETS)]) {
      const response = await lookup(id, own.id!, cookies.broker);
      expect(response.statusCode, id).toBe(200);
      expect(response.json(), id).toEqual({ found: false, matches: false });
    }
    // A ticket about another of the broker's own records is found (it does not match this one).
    const ownOther = SEEDED.find((a) => a.brokerageId === BROKERAGE_IDS.maple && a.id !== own.id)!;
    expect((await lookup(seedTicketId(k), ownOther.id!, cookies.broker)).json()).toEqual({
      found: true,
      matches: false,
    });
    // Staff who see every brokerage still find any ticket.
    expect((await lookup(seedTicketId(foreign), own.id!, cookies.admin)).json()).toEqual({
      found: true,
      matches: false,
    });
  });

  it('answers 401 signed out, 400 without an application id and 404 for an unknown application', async () => {
    expect((await lookup(seedTicketId(0), ticketed[0]!.id!, '')).statusCode).toBe(401);
    const missing = await t.app.inject({
      url: `/api/hubspot/ticket/${seedTicketId(0)}`,
      headers: { cookie: cookies.admin },
    });
    expect(missing.statusCode).toBe(400);
    const unknown = await lookup(seedTicketId(0), '00000000-0000-4000-a000-0000000fffff');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Application not found' });
  });
});

describe('POST /api/tickets', () => {
  it('opens a ticket with a new ten-digit id that the lookup then finds', async () => {
    const [policy] = await t.db.select().from(applications).where(eq(applications.id, otherPolicy.id!));
    const response = await create(
      {
        subject: `Endorsement for ${policy!.policyNumber}`,
        content: 'Change of mailing address',
        applicationId: policy!.id,
      },
      cookies.endorsement,
    );
    expect(response.statusCode).toBe(201);
    const ticket = response.json();
    expect(ticket).toEqual({
      id: expect.stringMatching(/^\d{10}$/),
      subject: `Endorsement for ${policy!.policyNumber}`,
      content: 'Change of mailing address',
      status: 'open',
    });
    expect(Number(ticket.id)).toBeGreaterThanOrEqual(2_000_000_000);
    expect((await lookup(ticket.id, policy!.id)).json()).toEqual({ found: true, matches: true });
    const [row] = await t.db.select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(row!.applicationId).toBe(policy!.id);
  });

  it('lets underwriters and super admins open tickets too, each with its own id', async () => {
    const a = await create({ subject: 'Underwriting question' }, cookies.underwriter);
    const b = await create({ subject: 'Admin question', content: '' }, cookies.admin);
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(a.json().id).not.toBe(b.json().id);
    expect(a.json().content).toBe('');
  });

  it('refuses brokers and agency users, an empty subject and an unknown application', async () => {
    for (const cookie of [cookies.broker, cookies.agency]) {
      const refused = await create({ subject: 'Please change my policy' }, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/endorsement users, underwriters and super admins/);
    }
    expect((await create({ subject: '  ' }, cookies.admin)).statusCode).toBe(400);
    const unknown = await create(
      { subject: 'x', applicationId: '00000000-0000-4000-a000-0000000fffff' },
      cookies.admin,
    );
    expect(unknown.statusCode).toBe(404);
    const signedOut = await t.app.inject({ method: 'POST', url: '/api/tickets', payload: { subject: 'x' } });
    expect(signedOut.statusCode).toBe(401);
  });

  it('documents both routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs', headers: { cookie: cookies.admin } })).json();
    expect(doc.paths['/api/hubspot/ticket/{ticketId}'].get.tags).toEqual(['tickets']);
    expect(doc.paths['/api/tickets'].post.summary).toBeTruthy();
  });
});

describe('ticket service selection and the HubSpot adapter (offline)', () => {
  it('uses the local tickets table without a token and HubSpot with one', () => {
    expect(t.app.tickets.name).toBe('local');
    const config = (env: Record<string, string>) => loadConfig(env as NodeJS.ProcessEnv);
    expect(createTicketService(config({}), t.db).name).toBe('local');
    expect(createTicketService(config({ HUBSPOT_ACCESS_TOKEN: 'pat-na1-x' }), t.db).name).toBe('hubspot');
  });

  interface Call {
    url: string;
    method: string;
    headers: Record<string, string>;
    body: unknown;
  }
  function fakeHubSpot(answer: (call: Call) => Response) {
    const calls: Call[] = [];
    const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
      const call: Call = {
        url: String(input),
        method: init?.method ?? 'GET',
        headers: (init?.headers ?? {}) as Record<string, string>,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return answer(call);
    }) as typeof fetch;
    const service = createHubSpotTicketService({
      accessToken: 'pat-na1-test',
      baseUrl: 'https://api.hubapi.example/',
      pipeline: '0',
      stage: '1',
      fetch: fetchFn,
    });
    return { service, calls };
  }
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('reads a ticket through the CRM v3 tickets API with the bearer token', async () => {
    const { service, calls } = fakeHubSpot(() =>
      json({
        id: '1234567890',
        properties: { subject: 'TEN-2026-100042 change', content: 'Body', hs_pipeline_stage: '4' },
      }),
    );
    expect(await service.findTicket('1234567890')).toEqual({
      id: '1234567890',
      subject: 'TEN-2026-100042 change',
      content: 'Body',
      status: 'closed',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(
      'https://api.hubapi.example/crm/v3/objects/tickets/1234567890?properties=subject,content,hs_pipeline_stage',
    );
    expect(calls[0]!.headers.authorization).toBe('Bearer pat-na1-test');
  });

  it('answers null for a 404 and for a malformed id (without calling HubSpot), and throws otherwise', async () => {
    const { service, calls } = fakeHubSpot((call) =>
      call.url.includes('/404') || call.url.includes('1111')
        ? json({ message: 'not found' }, 404)
        : json({}, 500),
    );
    expect(await service.findTicket('1111111111')).toBeNull();
    expect(await service.findTicket('../contacts/1')).toBeNull();
    expect(calls).toHaveLength(1);
    await expect(service.findTicket('2222222222')).rejects.toBeInstanceOf(TicketServiceError);
  });

  it('creates a ticket in the configured pipeline and stage', async () => {
    const { service, calls } = fakeHubSpot((call) =>
      json({ id: '5550001111', properties: { ...(call.body as { properties: object }).properties } }, 201),
    );
    const ticket = await service.createTicket({ subject: 'Policy TEN-1', content: 'Please amend' });
    expect(ticket).toEqual({
      id: '5550001111',
      subject: 'Policy TEN-1',
      content: 'Please amend',
      status: 'open',
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: 'https://api.hubapi.example/crm/v3/objects/tickets',
      body: {
        properties: {
          subject: 'Policy TEN-1',
          content: 'Please amend',
          hs_pipeline: '0',
          hs_pipeline_stage: '1',
        },
      },
    });
  });
});
