import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, MFA_CODE_TTL_MS, RESET_CODE_TTL_MS } from '@bm/domain';
import { auditLog, emailOutbox, users } from '../src/db/schema.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed-data.ts';
import { codeIn, cookieHeader, createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let current = new Date('2027-04-01T09:00:00Z');
const advance = (ms: number) => {
  current = new Date(current.getTime() + ms);
};
beforeAll(async () => {
  t = await createTestApp({ now: () => current });
});
afterAll(() => t?.close());

const NEW_PASSWORD = 'a-brand-new-password';
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });
const codeFor = async (email: string) => codeIn((await t.lastEmailTo(email))!.textBody);

describe('forgot and reset password', () => {
  it('resets with the emailed code, ends the old sessions and changes the password', async () => {
    const email = DEMO_USERS.broker.email;
    const oldSession = await t.loginAs('broker');
    expect((await me(oldSession)).statusCode).toBe(200);

    const forgot = await post('/api/auth/forgot-password', { email });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ status: 'codeSent', destination: 'b***@example.com' });
    const code = await codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';

    const bad = await post('/api/auth/reset-password', { email, code: wrong, newPassword: NEW_PASSWORD });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: MESSAGES.invalidCode });

    const reset = await post('/api/auth/reset-password', { email, code, newPassword: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });

    expect((await me(oldSession)).statusCode).toBe(401);
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).json().status).toBe('signedIn');

    const again = await post('/api/auth/reset-password', {
      email,
      code,
      newPassword: 'yet-another-password',
    });
    expect(again.statusCode).toBe(400);

    const [audit] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.password_reset'), eq(auditLog.actorId, DEMO_USERS.broker.id)));
    expect(audit!.n).toBe(1);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const response = await post('/api/auth/forgot-password', { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'codeSent', destination: 'n***@example.com' });
    const [row] = await t.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'nobody@example.com'));
    expect(row!.n).toBe(0);

    const reset = await post('/api/auth/reset-password', {
      email: 'nobody@example.com',
      code: '123456',
      newPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toEqual({ message: MESSAGES.invalidCode });
  });

  it('refuses an expired reset code and a short password', async () => {
    const email = DEMO_USERS.broker2.email;
    await post('/api/auth/forgot-password', { email });
    const code = await codeFor(email);
    const short = await post('/api/auth/reset-password', { email, code, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    advance(RESET_CODE_TTL_MS);
    const expired = await post('/api/auth/reset-password', { email, code, newPassword: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ message: MESSAGES.expiredCode });
  });
});

describe('invited users (FORCE_CHANGE_PASSWORD)', () => {
  const email = DEMO_USERS.finance.email;
  const invite = () =>
    t.db.update(users).set({ status: 'FORCE_CHANGE_PASSWORD' }).where(eq(users.id, DEMO_USERS.finance.id));

  it('must choose a new password, and is then signed in', async () => {
    await invite();
    const response = await login(email, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ status: 'newPasswordRequired', challengeId: expect.any(String) });
    expect(response.headers['set-cookie']).toBeUndefined();

    const short = await post('/api/auth/new-password', {
      challengeId: body.challengeId,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);

    const done = await post('/api/auth/new-password', {
      challengeId: body.challengeId,
      newPassword: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'signedIn', user: { email } });
    expect((await me(cookieHeader(done.headers['set-cookie']))).statusCode).toBe(200);

    const [user] = await t.db.select().from(users).where(eq(users.id, DEMO_USERS.finance.id));
    expect(user!.status).toBe('CONFIRMED');
    expect((await login(email, NEW_PASSWORD)).json().status).toBe('signedIn');

    const reused = await post('/api/auth/new-password', {
      challengeId: body.challengeId,
      newPassword: NEW_PASSWORD,
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ message: MESSAGES.signInExpired });
  });

  it('refuses an expired challenge', async () => {
    await invite();
    const { challengeId } = (await login(email, NEW_PASSWORD)).json();
    advance(MFA_CODE_TTL_MS);
    const response = await post('/api/auth/new-password', {
      challengeId,
      newPassword: 'another-new-password',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.signInExpired });
  });
});

describe('per-address limit on code routes', () => {
  it('refuses an address after 30 requests to forgot-password in the window', async () => {
    const forgot = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'flood@example.com' },
        remoteAddress: '10.9.9.9',
      });
    for (let i = 0; i < 30; i += 1) expect((await forgot()).statusCode).toBe(200);
    const blocked = await forgot();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MESSAGES.tooManyAttempts });
  });
});
