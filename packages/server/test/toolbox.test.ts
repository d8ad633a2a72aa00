import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, ToolboxJob, ToolboxPolicyTerm, ToolboxProduct, ToolboxUser } from '@bm/contracts';
import { MESSAGES } from '@bm/domain';
import { auditLog, jobRuns, users } from '../src/db/schema.ts';
import { JOB_ALREADY_RUNNING, startJobNow } from '../src/modules/toolbox/job-service.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed-data.ts';
import { TOOLBOX_FORBIDDEN } from '../src/modules/toolbox/routes.ts';
import { TOOLBOX_USER_MESSAGES } from '../src/modules/toolbox/user-service.ts';
import { POLICY_NOT_FOUND } from '../src/modules/toolbox/policy-service.ts';
import { bindPolicy } from './helpers/bind.ts';
import { tenantsForm } from './helpers/forms.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = await sessionCookie(t.db, 'admin');
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, cookie = admin, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const ok = async <T>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) => {
  const response = await call(method, url, admin, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const findUser = async (email: string) =>
  (
    await ok<{ items: ToolboxUser[] }>('GET', `/api/toolbox/users?search=${encodeURIComponent(email)}`)
  ).items.find((u) => u.email === email)!;
const audits = (action: string, entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

describe('who reaches the toolbox', () => {
  const endpoints: ['GET' | 'POST' | 'PATCH', string, object?][] = [
    ['GET', '/api/toolbox/users?search=broker'],
    ['POST', `/api/toolbox/users/${DEMO_USERS.broker.id}/end-sessions`],
    ['GET', '/api/toolbox/products'],
    ['PATCH', '/api/toolbox/products/tenants', { enabled: false }],
    ['GET', '/api/toolbox/jobs'],
    ['POST', '/api/toolbox/jobs/housekeeping/runs'],
    ['GET', '/api/toolbox/policies?policyNumber=X'],
  ];
  it.each(['broker', 'finance', 'underwriter', 'agency', 'setup'] as const)(
    'refuses %s on every endpoint, changing nothing',
    async (who) => {
      const cookie = await sessionCookie(t.db, who);
      for (const [method, url, payload] of endpoints) {
        const response = await call(method, url, cookie, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ message: TOOLBOX_FORBIDDEN });
      }
      const products = await ok<{ items: ToolboxProduct[] }>('GET', '/api/toolbox/products');
      expect(products.items.every((p) => p.enabled)).toBe(true);
    },
  );
  it('asks a visitor to sign in', async () => {
    const response = await t.app.inject({ url: '/api/toolbox/products' });
    expect(response.statusCode).toBe(401);
  });
});

describe('users', () => {
  it('shows a locked sign-in and unlocks it, audited with the super admin', async () => {
    const email = DEMO_USERS.broker2.email;
    for (let i = 0; i < 5; i += 1) expect((await login(email, 'not-the-password')).statusCode).toBe(401);
    const refused = await login(email, DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MESSAGES.tooManyAttempts });
    expect(await findUser(email)).toMatchObject({ signInLocked: true, brokerageName: expect.any(String) });

    const unlocked = await ok<{ message: string; user: ToolboxUser }>(
      'POST',
      `/api/toolbox/users/${DEMO_USERS.broker2.id}/unlock`,
    );
    expect(unlocked.message).toBe(TOOLBOX_USER_MESSAGES.unlocked);
    expect(unlocked.user.signInLocked).toBe(false);
    expect((await login(email, DEMO_PASSWORD)).json().status).toBe('signedIn');
    const [audit] = await audits('toolbox.unlock', DEMO_USERS.broker2.id);
    expect(audit).toMatchObject({ actorId: DEMO_USERS.admin.id, entityType: 'user' });

    const again = await call('POST', `/api/toolbox/users/${DEMO_USERS.broker2.id}/unlock`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: TOOLBOX_USER_MESSAGES.notLocked });
  });

  it('ends every session of a user: their next request is signed out', async () => {
    const session = await t.loginAs('endorsement');
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: session } })).statusCode).toBe(200);
    const before = await findUser(DEMO_USERS.endorsement.email);
    expect(before.activeSessions).toBeGreaterThanOrEqual(1);
    expect(before.lastSignInAt).not.toBeNull();

    const ended = await ok<{ message: string; user: ToolboxUser }>(
      'POST',
      `/api/toolbox/users/${DEMO_USERS.endorsement.id}/end-sessions`,
    );
    expect(ended.message).toBe(TOOLBOX_USER_MESSAGES.sessionsEnded(before.activeSessions));
    expect(ended.user.activeSessions).toBe(0);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie: session } })).statusCode).toBe(401);
    expect(await audits('toolbox.end-sessions', DEMO_USERS.endorsement.id)).toHaveLength(1);
  });

  it('emails a reset code, and a confirmation code only to an unconfirmed account', async () => {
    const email = DEMO_USERS.underwriter.email;
    const reset = await ok<{ message: string }>(
      'POST',
      `/api/toolbox/users/${DEMO_USERS.underwriter.id}/send-reset-code`,
    );
    expect(reset.message).toBe(TOOLBOX_USER_MESSAGES.resetSent(email));
    expect((await t.lastEmailTo(email))!.textBody).toMatch(/\b\d{6}\b/);

    const confirmed = await call(
      'POST',
      `/api/toolbox/users/${DEMO_USERS.underwriter.id}/resend-confirmation`,
    );
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json()).toEqual({ message: TOOLBOX_USER_MESSAGES.alreadyConfirmed });

    await t.db.update(users).set({ status: 'UNCONFIRMED' }).where(eq(users.id, DEMO_USERS.mfa.id));
    const sent = await ok<{ message: string; user: ToolboxUser }>(
      'POST',
      `/api/toolbox/users/${DEMO_USERS.mfa.id}/resend-confirmation`,
    );
    expect(sent.message).toBe(TOOLBOX_USER_MESSAGES.confirmationSent(DEMO_USERS.mfa.email));
    expect(sent.user.status).toBe('UNCONFIRMED');
    expect((await t.lastEmailTo(DEMO_USERS.mfa.email))!.subject).toMatch(/confirm/i);
  });

  it('answers a clear message for a short search, an unknown user and an unknown action', async () => {
    const short = await call('GET', '/api/toolbox/users?search=a');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch('Type at least 2 characters');
    const unknown = await call('POST', '/api/toolbox/users/00000000-0000-4000-9000-0000000fffff/unlock');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: TOOLBOX_USER_MESSAGES.notFound });
    const action = await call('POST', `/api/toolbox/users/${DEMO_USERS.broker.id}/delete`);
    expect(action.statusCode).toBe(400);
  });
});

describe('products', () => {
  it('disables a product: it leaves the catalogue at once and cannot be started; enabling brings it back', async () => {
    const broker = await sessionCookie(t.db, 'broker');
    const disabled = await ok<{ message: string; product: ToolboxProduct }>(
      'PATCH',
      '/api/toolbox/products/tenants',
      {
        enabled: false,
      },
    );
    expect(disabled.product).toMatchObject({ productId: 'tenants', enabled: false, showTile: true });
    expect(disabled.message).toMatch(/is disabled/);
    const catalogue = await t.app.inject({ url: '/api/products?limit=100', headers: { cookie: broker } });
    expect(catalogue.json().items.find((p: { productId: string }) => p.productId === 'tenants').enabled).toBe(
      false,
    );
    expect(
      (await t.app.inject({ url: '/api/products/tenants', headers: { cookie: broker } })).statusCode,
    ).toBe(404);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { cookie: broker },
      payload: { productId: 'tenants' },
    });
    expect(start.statusCode).toBeGreaterThanOrEqual(400);
    expect(start.statusCode).toBeLessThan(500);

    await ok('PATCH', '/api/toolbox/products/tenants', { enabled: true });
    expect(
      (await t.app.inject({ url: '/api/products/tenants', headers: { cookie: broker } })).statusCode,
    ).toBe(200);
    const [audit] = await audits('toolbox.product', 'tenants');
    expect(audit).toMatchObject({
      actorId: DEMO_USERS.admin.id,
      entityType: 'product',
      details: { before: { enabled: true }, after: { enabled: false } },
    });
  });

  it('hides a tile and refuses an empty or unknown change', async () => {
    const hidden = await ok<{ product: ToolboxProduct }>('PATCH', '/api/toolbox/products/tenants', {
      showTile: false,
    });
    expect(hidden.product).toMatchObject({ enabled: true, showTile: false });
    await ok('PATCH', '/api/toolbox/products/tenants', { showTile: true });
    const empty = await call('PATCH', '/api/toolbox/products/tenants', admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch('Say what to change');
    const unknown = await call('PATCH', '/api/toolbox/products/no-such-product', admin, { enabled: false });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('jobs', () => {
  const runsOf = async (job: string) =>
    (await ok<{ items: ToolboxJob[] }>('GET', '/api/toolbox/jobs')).items.find((j) => j.name === job)!.runs;
  /** The job's latest run once it has an outcome (the toolbox runs jobs in the background). */
  const finished = async (job: string) => {
    for (let i = 0; i < 200; i += 1) {
      const [latest] = await runsOf(job);
      if (latest?.outcome) return latest;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${job} did not finish`);
  };

  it('lists every job, starts one now in the background and shows that run first, with its outcome, audited', async () => {
    const before = await ok<{ items: ToolboxJob[] }>('GET', '/api/toolbox/jobs');
    const names = before.items.map((j) => j.name);
    expect(names).toEqual(
      expect.arrayContaining(['collections', 'lapse-policies', 'renewal-offers', 'housekeeping']),
    );
    expect(before.items.every((j) => j.description.length > 10)).toBe(true);

    const started = await call('POST', '/api/toolbox/jobs/lapse-policies/runs');
    expect(started.statusCode, started.body).toBe(202);
    const { message, run } = started.json() as { message: string; run: ToolboxJob['runs'][number] };
    expect(message).toBe('lapse-policies started: its progress shows below.');
    expect(run).toMatchObject({
      outcome: null,
      finishedAt: null,
      runner: `toolbox: ${DEMO_USERS.admin.email}`,
    });

    const done = await finished('lapse-policies');
    expect(done).toMatchObject({ startedAt: run.startedAt, outcome: 'done', runner: run.runner });
    expect(done.summary).toHaveProperty('lapsed');
    expect(done.finishedAt).not.toBeNull();
    expect(await audits('toolbox.run-job', 'lapse-policies')).toHaveLength(1);

    const unknown = await call('POST', '/api/toolbox/jobs/no-such-job/runs');
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a second start while a toolbox run of the job is unfinished, unless that run is stale', async () => {
    await t.db.insert(jobRuns).values({
      job: 'renewal-offers',
      slot: new Date(Date.now() - 1_000),
      runner: 'toolbox: other@example.com',
    });
    const twice = await call('POST', '/api/toolbox/jobs/renewal-offers/runs');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: JOB_ALREADY_RUNNING('renewal-offers') });
    expect(await audits('toolbox.run-job', 'renewal-offers')).toHaveLength(0);

    // A run whose process stopped two hours ago no longer blocks one.
    await t.db
      .update(jobRuns)
      .set({ startedAt: new Date(Date.now() - 2 * 60 * 60_000) })
      .where(and(eq(jobRuns.job, 'renewal-offers'), eq(jobRuns.runner, 'toolbox: other@example.com')));
    const again = await call('POST', '/api/toolbox/jobs/renewal-offers/runs');
    expect(again.statusCode, again.body).toBe(202);
    expect((await finished('renewal-offers')).outcome).toBe('done');
  });

  it("writes a running job's progress to its run, then its outcome", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const job = {
      name: 'counting',
      description: 'Counts to three, reporting as it goes.',
      run: async (_now: Date, progress?: (soFar: Record<string, unknown>) => void) => {
        progress?.({ counted: 2 });
        await released;
        return { counted: 3 };
      },
    };
    const inFlight = new Set<Promise<void>>();
    const actor = { id: DEMO_USERS.admin.id, email: DEMO_USERS.admin.email, ip: '127.0.0.1' };
    const run = await startJobNow(
      { db: t.db, log: t.app.log, inFlight },
      [job],
      actor,
      'counting',
      new Date(),
    );
    expect(run.outcome).toBeNull();
    const current = async () => (await t.db.select().from(jobRuns).where(eq(jobRuns.job, 'counting')))[0]!;
    for (let i = 0; i < 100 && !(await current()).summary; i += 1)
      await new Promise((r) => setTimeout(r, 20));
    expect(await current()).toMatchObject({ outcome: null, summary: { counted: 2 } });
    release();
    await Promise.all([...inFlight]);
    expect(await current()).toMatchObject({ outcome: 'done', summary: { counted: 3 } });
  });
});

describe('policy ledger', () => {
  it("shows a policy's raw ledger entry by entry, with totals by kind that sum the entries", async () => {
    const broker = await sessionCookie(t.db, 'broker');
    const bound: Application = await bindPolicy(
      t,
      broker,
      'tenants',
      tenantsForm({ 'insured-name': 'Ledger Look' }),
      'annual',
    );
    const { items } = await ok<{ items: ToolboxPolicyTerm[] }>(
      'GET',
      `/api/toolbox/policies?policyNumber=${encodeURIComponent(bound.policyNumber!)}`,
    );
    expect(items).toHaveLength(1);
    const [term] = items;
    expect(term).toMatchObject({ applicationId: bound.applicationId, insuredName: 'Ledger Look' });
    expect(term!.entries.length).toBeGreaterThan(0);
    expect(term!.entries.every((e) => e.changeType.length > 0 && e.invoiceNumber.length > 0)).toBe(true);
    const kinds = [...new Set(term!.entries.map((e) => e.kind))];
    for (const kind of kinds) {
      const sum = term!.entries.filter((e) => e.kind === kind).reduce((s, e) => s + e.amount, 0);
      expect(term!.totals[kind]).toBe(sum);
    }
    // An annual plan paid by card at bind: what was charged was paid.
    expect(term!.totals.charge).toBeGreaterThan(0);

    const missing = await call('GET', '/api/toolbox/policies?policyNumber=NO-SUCH-1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: POLICY_NOT_FOUND });
  });
});
