import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_WINDOW_MS, MESSAGES, MFA_CODE_TTL_MS } from '@bm/domain';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed-data.ts';
import { codeIn, cookieHeader, createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let current = new Date('2027-03-01T09:00:00Z');
const advance = (ms: number) => {
  current = new Date(current.getTime() + ms);
};
beforeAll(async () => {
  t = await createTestApp({ now: () => current });
});
afterAll(() => t?.close());

const EMAIL = DEMO_USERS.mfa.email;
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

/** Signs in with the password and returns the challenge and the emailed code. */
async function startMfa() {
  const response = await post('/api/auth/login', { email: EMAIL, password: DEMO_PASSWORD });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({ status: 'mfaRequired', destination: 'm***@example.com' });
  expect(response.headers['set-cookie']).toBeUndefined();
  const code = codeIn((await t.lastEmailTo(EMAIL))!.textBody);
  return { challengeId: body.challengeId as string, code, wrong: code === '000000' ? '111111' : '000000' };
}
const verify = (challengeId: string, code: string) => post('/api/auth/mfa', { challengeId, code });

describe('email MFA', () => {
  it('signs in with the emailed code, and the code works once', async () => {
    const { challengeId, code } = await startMfa();
    const response = await verify(challengeId, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'signedIn',
      user: { email: EMAIL, mfaEnabled: true, mfaPreference: 'EMAIL' },
    });
    const cookie = cookieHeader(response.headers['set-cookie']);
    expect((await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(200);

    const again = await verify(challengeId, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: MESSAGES.invalidCode });
  });

  it('refuses a wrong code and still accepts the right one afterwards', async () => {
    const { challengeId, code, wrong } = await startMfa();
    const response = await verify(challengeId, wrong);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.invalidCode });
    expect((await verify(challengeId, code)).statusCode).toBe(200);
  });

  it('refuses an unknown challenge', async () => {
    const response = await verify('00000000-0000-4000-8000-00000000abcd', '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.invalidCode });
  });

  it('accepts the code until 10 minutes have passed, not after', async () => {
    const early = await startMfa();
    advance(MFA_CODE_TTL_MS - 1000);
    expect((await verify(early.challengeId, early.code)).statusCode).toBe(200);

    const late = await startMfa();
    advance(MFA_CODE_TTL_MS);
    const response = await verify(late.challengeId, late.code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.expiredCode });
  });

  it('a new sign-in replaces the previous challenge', async () => {
    const first = await startMfa();
    await startMfa();
    expect((await verify(first.challengeId, first.code)).json()).toEqual({ message: MESSAGES.invalidCode });
  });

  it('allows 5 tries per code; the 6th is refused even with the right code', async () => {
    advance(LOGIN_WINDOW_MS);
    const { challengeId, code, wrong } = await startMfa();
    for (let i = 0; i < 5; i += 1) {
      const response = await verify(challengeId, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.invalidCode });
    }
    const sixth = await verify(challengeId, code);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: MESSAGES.tooManyAttempts });

    // The wrong codes count as failed sign-ins, so new challenges cannot be farmed either.
    const login = await post('/api/auth/login', { email: EMAIL, password: DEMO_PASSWORD });
    expect(login.statusCode).toBe(429);
    advance(LOGIN_WINDOW_MS + 1000);
    const next = await startMfa();
    expect((await verify(next.challengeId, next.code)).statusCode).toBe(200);
  });
});
