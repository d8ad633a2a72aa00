import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKERAGE_IDS, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed-data.ts';
import { CROSS_SITE_MESSAGE } from '../src/plugins/same-origin.ts';
import { SEEDED } from './helpers/seeded.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let broker = '';
const PUBLIC_URL = 'https://broker.apollocover.example';

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  broker = await sessionCookie(t.db, 'broker');
});
afterAll(() => t?.close());

const started = SEEDED.find((a) => a.brokerageId === BROKERAGE_IDS.maple && !a.policyNumber)!;
const login = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers,
    payload: { email: DEMO_USERS.broker.email, password: DEMO_PASSWORD },
  });

function upload(headers: Record<string, string>) {
  const boundary = `----bm-${randomBytes(6).toString('hex')}`;
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="note.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`,
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/applications/${started.id}/uploads`,
    headers: { cookie: broker, 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
    payload,
  });
}

describe('writes from another site', () => {
  it('are refused with 403 and a message: a foreign Origin, or Sec-Fetch-Site cross-site', async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost.evil.example' },
      { origin: 'http://localhost:8080' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const response = await login(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ message: CROSS_SITE_MESSAGE });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const foreignUpload = await upload({ origin: 'https://evil.example' });
    expect(foreignUpload.statusCode).toBe(403);
    expect(foreignUpload.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    const note = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${started.id}/notes`,
      headers: { cookie: broker, 'sec-fetch-site': 'cross-site' },
      payload: { comment: 'from elsewhere' },
    });
    expect(note.statusCode).toBe(403);
  });

  it('are taken without an Origin, from the server own origin, and from PUBLIC_URL', async () => {
    // inject's Host is localhost:80.
    for (const headers of <Record<string, string>[]>[
      {},
      { origin: 'http://localhost' },
      { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
      { origin: PUBLIC_URL, 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'none' },
    ]) {
      const response = await login(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
    }
    expect((await upload({ origin: 'http://localhost' })).statusCode).toBe(201);
  });

  it('leaves reads alone: a GET with a foreign Origin is answered', async () => {
    const response = await t.app.inject({
      url: `/api/applications/${started.id}`,
      headers: { cookie: broker, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('Cache-Control', () => {
  it('is no-store on API answers that carry personal data, signed in or not, errors included', async () => {
    const answers = await Promise.all([
      t.app.inject({ url: '/api/auth/me', headers: { cookie: broker } }),
      t.app.inject({ url: `/api/applications/${started.id}`, headers: { cookie: broker } }),
      t.app.inject({ url: '/api/applications?limit=5', headers: { cookie: broker } }),
      t.app.inject({ url: '/api/auth/me' }),
      login({}),
      t.app.inject({ url: '/api/no-such-route', headers: { cookie: broker } }),
    ]);
    for (const response of answers) {
      expect(response.headers['cache-control'], response.body.slice(0, 80)).toMatch(/\bno-store\b/);
    }
  });

  it('is left to the default on the public catalogue', async () => {
    const products = await t.app.inject({ url: '/api/products' });
    expect(products.statusCode).toBe(200);
    expect(products.headers['cache-control']).toBeUndefined();
  });
});
