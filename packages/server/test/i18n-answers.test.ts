import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@bm/domain';
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed-data.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const fr = { 'accept-language': 'fr-CA' };

describe('the server answers its errors in the request’s language (decision 0079)', () => {
  it('a signed-out /me: French with Accept-Language fr-CA, the English word for word without', async () => {
    const french = await t.app.inject({ url: '/api/auth/me', headers: fr });
    expect(french.statusCode).toBe(401);
    expect(french.json().message).toBe('Vous devez vous connecter pour faire cela.');
    const english = await t.app.inject({ url: '/api/auth/me' });
    expect(english.json().message).toBe(MESSAGES.notSignedIn);
  });

  it('a validation error of a contract', async () => {
    const payload = { email: 'not-an-email', password: 'x' };
    const french = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: fr });
    expect(french.statusCode).toBe(400);
    expect(french.json().message).toBe('email: Saisissez une adresse courriel valide');
    const english = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(english.json().message).toBe('email: Enter a valid email address');
  });

  it('PUT /api/auth/language remembers the language, and refuses one that is not ours', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_USERS.broker.email, password: DEMO_PASSWORD },
    });
    const cookie = (login.headers['set-cookie'] as string[]).map((c) => c.split(';')[0]).join('; ');
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: { cookie },
      payload: { language: 'fr-CA' },
    });
    expect(set.statusCode).toBe(200);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toMatchObject({ user: { language: 'fr-CA' } });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: { cookie },
      payload: { language: 'de-DE' },
    });
    expect(refused.statusCode).toBe(400);
  });
});
