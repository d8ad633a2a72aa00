import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTERNAL_LINKS, LOGIN_WINDOW_MS, MESSAGES, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@bm/domain';
import { auditLog, sessions, users } from '../src/db/schema.ts';
import { BROKERAGE_IDS, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed-data.ts';
import { loadConfig } from '../src/config.ts';
import { sha256 } from '../src/lib/crypto.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let current = new Date('2027-02-01T09:00:00Z');
const advance = (ms: number) => {
  current = new Date(current.getTime() + ms);
};
const MINUTE = 60_000;
beforeAll(async () => {
  t = await createTestApp({ now: () => current });
});
afterAll(() => t?.close());

const login = (email: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });

describe('POST /api/auth/login', () => {
  it('signs in and sets an HttpOnly session cookie and a broker cookie', async () => {
    const response = await login(DEMO_USERS.broker.email, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'signedIn', user: { id: DEMO_USERS.broker.id } });
    const cookies = response.headers['set-cookie'] as string[];
    const session = cookies.find((c) => c.startsWith('bm_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\//);
    expect(session).not.toMatch(/Secure/);
    const broker = cookies.find((c) => c.startsWith('bm_broker='))!;
    expect(broker).toMatch(/^bm_broker=1;/);
    expect(broker).not.toMatch(/HttpOnly/);

    // Only the token's SHA-256 is stored.
    const token = session.split(';')[0]!.slice('bm_session='.length);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256(token)));
    expect(row).toMatchObject({ userId: DEMO_USERS.broker.id, revokedAt: null });
    expect(row!.expiresAt.getTime()).toBe(current.getTime() + SESSION_ABSOLUTE_MS);
  });

  it("answers a wrong password with 'Incorrect username or password.'", async () => {
    const response = await login(DEMO_USERS.broker.email, 'not-the-right-password');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Incorrect username or password.' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers an unknown email with the same message', async () => {
    const response = await login('nobody@example.com', DEMO_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Incorrect username or password.' });
  });

  it('writes audit rows for sign-in success and failure', async () => {
    const ok = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.login'), eq(auditLog.actorId, DEMO_USERS.broker.id)));
    const failed = await t.db.select().from(auditLog).where(eq(auditLog.action, 'auth.login_failed'));
    expect(ok.length).toBeGreaterThan(0);
    expect(failed.map((row) => row.details)).toContainEqual({
      email: 'nobody@example.com',
      reason: 'unknown email',
    });
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 when not signed in', async () => {
    const response = await t.app.inject('/api/auth/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.notSignedIn });
  });

  it('gives an admin the super-admin and agency flags', async () => {
    const response = await me(await t.loginAs('admin'));
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      email: DEMO_USERS.admin.email,
      username: DEMO_USERS.admin.email,
      groups: ['SuperAdmin', 'Apollo'],
      flags: { superadmin: true, agencyUser: true, standardUser: false },
      brokerage: { id: BROKERAGE_IDS.apollo, code: 'APOLLO', name: 'Apollo Agency', isAgency: true },
      mfaEnabled: false,
      mfaPreference: null,
      // NSF_NAV_FLAG is off by default; the external links are the defaults.
      settings: { nsfNavFlag: false, links: { ...DEFAULT_LINKS } },
    });
  });

  it('gives a broker the standard-user flag only', async () => {
    const { user } = (await me(await t.loginAs('broker'))).json();
    expect(user.flags).toMatchObject({ standardUser: true, superadmin: false, agencyUser: false });
    expect(user.brokerage).toMatchObject({ code: 'MAPLE', isAgency: false });
  });
});

const DEFAULT_LINKS = {
  helpCentre: EXTERNAL_LINKS.helpCentre,
  brokerResource: EXTERNAL_LINKS.brokerResource,
  reportClaim: EXTERNAL_LINKS.reportClaim,
  freeCeWebinars: EXTERNAL_LINKS.freeCeWebinars,
};

describe('external links', () => {
  it('accept only http(s) addresses', () => {
    expect(loadConfig({ REPORT_CLAIM_URL: 'https://claims.example.org/form' }).REPORT_CLAIM_URL).toBe(
      'https://claims.example.org/form',
    );
    expect(() => loadConfig({ REPORT_CLAIM_URL: 'javascript:alert(1)' })).toThrow(/REPORT_CLAIM_URL/);
    expect(() => loadConfig({ HELP_CENTRE_URL: 'not an address' })).toThrow(/HELP_CENTRE_URL/);
  });
});

describe('NSF_NAV_FLAG', () => {
  it('is off unless set to true, and refuses any other value', () => {
    expect(loadConfig({}).NSF_NAV_FLAG).toBe(false);
    expect(loadConfig({ NSF_NAV_FLAG: 'true' }).NSF_NAV_FLAG).toBe(true);
    expect(() => loadConfig({ NSF_NAV_FLAG: 'yes' })).toThrow(/NSF_NAV_FLAG/);
  });

  it('set, the session tells the web so (login and GET /api/auth/me), with the configured links', async () => {
    const flagged = await createTestApp({
      env: { NSF_NAV_FLAG: 'true', HELP_CENTRE_URL: 'https://help.example.org/', FREE_CE_WEBINARS_URL: 'https://ce.example.org/webinars' },
    });
    try {
      const response = await flagged.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: DEMO_USERS.admin.email, password: DEMO_PASSWORD },
      });
      const settings = {
        nsfNavFlag: true,
        links: { ...DEFAULT_LINKS, helpCentre: 'https://help.example.org/', freeCeWebinars: 'https://ce.example.org/webinars' },
      };
      expect(response.json().user.settings).toEqual(settings);
      const cookie = await flagged.loginAs('broker');
      const answer = await flagged.app.inject({ url: '/api/auth/me', headers: { cookie } });
      expect(answer.json().user.settings).toEqual(settings);
    } finally {
      await flagged.close();
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session server-side and clears the cookies', async () => {
    const cookie = await t.loginAs('underwriter');
    expect((await me(cookie)).statusCode).toBe(200);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const cleared = (response.headers['set-cookie'] as string[]).join('\n');
    expect(cleared).toMatch(/bm_session=;.*Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/bm_broker=;/);
    // The old cookie no longer works, even if the browser kept it.
    expect((await me(cookie)).statusCode).toBe(401);
    const revoked = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, DEMO_USERS.underwriter.id), isNotNull(sessions.revokedAt)));
    expect(revoked).toHaveLength(1);
  });

  it('answers 200 when not signed in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: 'bm_session=nope' },
    });
    expect(stale.statusCode).toBe(200);
  });
});

describe('session expiry', () => {
  it('ends a session after 30 minutes without requests', async () => {
    const cookie = await t.loginAs('endorsement');
    advance(SESSION_IDLE_MS - MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    advance(SESSION_IDLE_MS - MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    advance(SESSION_IDLE_MS + MINUTE);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends a session 12 hours after sign-in, however active', async () => {
    const cookie = await t.loginAs('finance');
    const start = current.getTime();
    while (current.getTime() + 20 * MINUTE < start + SESSION_ABSOLUTE_MS) {
      advance(20 * MINUTE);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    current = new Date(start + SESSION_ABSOLUTE_MS);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('login rate limits', () => {
  it('refuses an account after 5 failures, even with the right password, until the window passes', async () => {
    advance(LOGIN_WINDOW_MS);
    const email = DEMO_USERS.broker2.email;
    for (let i = 0; i < 5; i += 1) {
      expect((await login(email, `wrong-password-${i}`, '10.0.0.1')).statusCode).toBe(401);
    }
    const blocked = await login(email, DEMO_PASSWORD, '10.0.0.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MESSAGES.tooManyAttempts });

    advance(LOGIN_WINDOW_MS + MINUTE);
    expect((await login(email, DEMO_PASSWORD, '10.0.0.1')).json().status).toBe('signedIn');
  });

  it('forgets failures once the account signs in', async () => {
    const email = DEMO_USERS.agency.email;
    for (let i = 0; i < 4; i += 1)
      expect((await login(email, 'wrong-password', '10.0.1.1')).statusCode).toBe(401);
    expect((await login(email, DEMO_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await login(email, 'wrong-password', '10.0.1.1')).statusCode).toBe(401);
    expect((await login(email, DEMO_PASSWORD, '10.0.1.1')).statusCode).toBe(200);
  });

  it('never locks an address out through its own successful sign-ins', async () => {
    for (let i = 0; i < 35; i += 1) {
      expect((await login(DEMO_USERS.agency.email, DEMO_PASSWORD, '10.0.0.9')).statusCode).toBe(200);
    }
  });

  it('refuses an address after 30 failed attempts in the window', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await login(`guess${i}@example.com`, 'wrong-password', '10.0.0.2')).statusCode).toBe(401);
    }
    const blocked = await login(DEMO_USERS.setup.email, DEMO_PASSWORD, '10.0.0.2');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MESSAGES.tooManyAttempts });
    expect((await login(DEMO_USERS.setup.email, DEMO_PASSWORD, '10.0.0.3')).statusCode).toBe(200);
  });
});

describe('PUT /api/auth/mfa-preference', () => {
  it('turns email MFA on and off for the signed-in user', async () => {
    const cookie = await t.loginAs('broker');
    const put = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/mfa-preference',
        headers: { cookie },
        payload: { enabled },
      });

    const on = await put(true);
    expect(on.statusCode).toBe(200);
    expect(on.json().user).toMatchObject({ mfaEnabled: true, mfaPreference: 'EMAIL' });
    const [user] = await t.db.select().from(users).where(eq(users.id, DEMO_USERS.broker.id));
    expect(user).toMatchObject({ mfaStartedAt: current, mfaUpdatedAt: current });
    const next = await login(DEMO_USERS.broker.email, DEMO_PASSWORD);
    expect(next.json()).toMatchObject({ status: 'mfaRequired', destination: 'b***@example.com' });

    const off = await put(false);
    expect(off.json().user).toMatchObject({ mfaEnabled: false, mfaPreference: null });
    expect((await login(DEMO_USERS.broker.email, DEMO_PASSWORD)).json().status).toBe('signedIn');
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/mfa-preference',
      payload: { enabled: true },
    });
    expect(response.statusCode).toBe(401);
  });
});
