import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONFIRMATION_CODE_TTL_MS, MESSAGES } from '@bm/domain';
import { auditLog, emailOutbox, users } from '../src/db/schema.ts';
import { BROKERAGE_IDS, DEMO_USERS } from '../src/db/seed-data.ts';
import { codeIn, cookieHeader, createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let current = new Date('2027-01-10T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => current });
});
afterAll(() => t?.close());

const PASSWORD = 'a-long-enough-password';
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const signup = (email: string, overrides: object = {}) =>
  post('/api/auth/signup', {
    email,
    password: PASSWORD,
    givenName: 'Nora',
    familyName: 'Newcomer',
    brokerage: 'maple',
    ...overrides,
  });
const codeFor = async (email: string) => codeIn((await t.lastEmailTo(email))!.textBody);
const emailsTo = async (email: string) => {
  const [row] = await t.db
    .select({ n: count() })
    .from(emailOutbox)
    .where(eq(sql`lower(${emailOutbox.toAddress})`, email));
  return row!.n;
};

describe('POST /api/auth/signup and /confirm', () => {
  it('signs up, emails a code, confirms, then signs in', async () => {
    const response = await signup('Nora.Newcomer@Example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'confirmSignUp', email: 'nora.newcomer@example.com' });

    const [user] = await t.db.select().from(users).where(eq(users.email, 'nora.newcomer@example.com'));
    expect(user).toMatchObject({
      status: 'UNCONFIRMED',
      groups: ['Standard'],
      brokerageId: BROKERAGE_IDS.maple,
    });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);

    const code = await codeFor('nora.newcomer@example.com');
    // Without SMTP_URL the outbox is delivered to the server log, after the commit.
    await vi.waitFor(async () =>
      expect((await t.lastEmailTo('nora.newcomer@example.com'))!.status).toBe('logged'),
    );
    const confirmed = await post('/api/auth/confirm', { email: 'nora.newcomer@example.com', code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ ok: true });

    const login = await post('/api/auth/login', { email: 'nora.newcomer@example.com', password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      status: 'signedIn',
      user: {
        username: 'nora.newcomer@example.com',
        givenName: 'Nora',
        groups: ['Standard'],
        flags: { standardUser: true, superadmin: false },
        brokerage: { id: BROKERAGE_IDS.maple, code: 'MAPLE', isAgency: false },
      },
    });
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: cookieHeader(login.headers['set-cookie']) },
    });
    expect(me.json().user.email).toBe('nora.newcomer@example.com');

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.signup'), eq(auditLog.actorId, user!.id)));
    expect(audit).toHaveLength(1);
  });

  it('finds the brokerage by id as well as by code', async () => {
    const response = await signup('by.id@example.com', { brokerage: BROKERAGE_IDS.coastal });
    expect(response.statusCode).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'by.id@example.com'));
    expect(user!.brokerageId).toBe(BROKERAGE_IDS.coastal);
  });

  it("answers 404 'No such brokerage' for an unknown brokerage", async () => {
    const response = await signup('lost@example.com', { brokerage: 'NOPE' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such brokerage' });
    expect(await emailsTo('lost@example.com')).toBe(0);
  });

  it('refuses an email that already has an account, whatever its case', async () => {
    for (const email of [DEMO_USERS.broker.email, DEMO_USERS.broker.email.toUpperCase()]) {
      const response = await signup(email);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: MESSAGES.emailTaken });
    }
  });

  it('refuses a password shorter than 12 characters', async () => {
    const response = await signup('short@example.com', { password: 'too-short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/at least 12 characters/);
  });

  it('refuses a wrong code, then too many tries', async () => {
    await signup('wrong.code@example.com');
    const code = await codeFor('wrong.code@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const response = await post('/api/auth/confirm', { email: 'wrong.code@example.com', code: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.invalidCode });
    }
    const sixth = await post('/api/auth/confirm', { email: 'wrong.code@example.com', code });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: MESSAGES.tooManyAttempts });
  });

  it('refuses an expired code and a code for an unknown email', async () => {
    await signup('slow@example.com');
    const code = await codeFor('slow@example.com');
    current = new Date(current.getTime() + CONFIRMATION_CODE_TTL_MS);
    const expired = await post('/api/auth/confirm', { email: 'slow@example.com', code });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: MESSAGES.expiredCode });

    const unknown = await post('/api/auth/confirm', { email: 'nobody@example.com', code: '123456' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: MESSAGES.invalidCode });
  });
});

describe('unconfirmed accounts', () => {
  it('login with the right password answers confirmSignUp and sends a fresh code', async () => {
    await signup('pending@example.com');
    const first = await codeFor('pending@example.com');

    const wrongPassword = await post('/api/auth/login', {
      email: 'pending@example.com',
      password: 'not-the-password',
    });
    expect(wrongPassword.statusCode).toBe(401);

    const login = await post('/api/auth/login', { email: 'pending@example.com', password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ status: 'confirmSignUp', email: 'pending@example.com' });
    expect(login.headers['set-cookie']).toBeUndefined();
    const second = await codeFor('pending@example.com');

    if (first !== second) {
      const old = await post('/api/auth/confirm', { email: 'pending@example.com', code: first });
      expect(old.json()).toEqual({ message: MESSAGES.invalidCode });
    }
    const confirmed = await post('/api/auth/confirm', { email: 'pending@example.com', code: second });
    expect(confirmed.statusCode).toBe(200);
  });

  it('resend-confirmation sends a new code and invalidates the old one', async () => {
    await signup('resend@example.com');
    const first = await codeFor('resend@example.com');
    const response = await post('/api/auth/resend-confirmation', { email: 'resend@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'confirmSignUp', email: 'resend@example.com' });
    const second = await codeFor('resend@example.com');
    expect(await emailsTo('resend@example.com')).toBe(2);
    if (first !== second) {
      const old = await post('/api/auth/confirm', { email: 'resend@example.com', code: first });
      expect(old.statusCode).toBe(400);
    }
    expect((await post('/api/auth/confirm', { email: 'resend@example.com', code: second })).statusCode).toBe(
      200,
    );
  });

  it('resend-confirmation answers the same for an unknown or confirmed account, and sends nothing', async () => {
    for (const email of ['ghost@example.com', DEMO_USERS.broker2.email]) {
      const response = await post('/api/auth/resend-confirmation', { email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'confirmSignUp', email });
      expect(await emailsTo(email)).toBe(0);
    }
  });

  it('sends at most 5 confirmation codes per account in 15 minutes', async () => {
    await signup('spammed@example.com');
    for (let i = 0; i < 7; i += 1) {
      expect((await post('/api/auth/resend-confirmation', { email: 'spammed@example.com' })).statusCode).toBe(
        200,
      );
    }
    expect(await emailsTo('spammed@example.com')).toBe(5);
  });
});

describe('OpenAPI', () => {
  it('documents the auth routes', async () => {
    const paths = (await t.app.inject('/api/docs')).json().paths;
    for (const path of [
      'signup',
      'confirm',
      'resend-confirmation',
      'login',
      'mfa',
      'new-password',
      'logout',
      'me',
    ]) {
      expect(paths).toHaveProperty(`/api/auth/${path}`);
    }
    expect(paths['/api/auth/login'].post.responses).toHaveProperty('429');
  });
});
