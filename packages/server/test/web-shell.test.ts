import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(webDist, 'assets', 'app-1.js'), 'console.log(1)');
  t = await createTestApp({ webDist });
});
afterAll(() => t?.close());

/** The Content-Security-Policy header as directive name to its sources. */
function cspOf(header: string | string[] | number | undefined): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources.join(' ')]),
  );
}

describe('serving the web app', () => {
  it("answers a 5,000-character token on the API's token routes in its JSON shape, and its pages with the app", async () => {
    const token = `${'a'.repeat(2500)}.${'b'.repeat(2500)}`;
    for (const [method, url] of [
      ['GET', `/api/payments/links/${token}`],
      ['POST', `/api/payments/links/${token}/pay`],
      ['GET', `/api/portal/${token}`],
      ['GET', `/api/portal/${token}/documents/00000000-0000-4000-a000-000000000001`],
      ['GET', `/api/documents/files/${token}`],
      ['GET', `/api/${token}`],
    ] as const) {
      const response = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(response.statusCode, url.slice(0, 30)).not.toBe(403);
      expect(response.statusCode, url.slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(response.headers['content-type'], url.slice(0, 30)).toMatch(/application\/json/);
      expect(Object.keys(response.json()), url.slice(0, 30)).toEqual(['message']);
    }
    for (const page of [`/pay/${token}`, `/portal/${token}`]) {
      const response = await t.app.inject(page);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('answers any app path with the single-page app, so deep links work', async () => {
    const response = await t.app.inject('/crm/applications/00000000-0000-4000-a000-000000000001');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('answers the home page with the single-page app', async () => {
    const response = await t.app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('serves a file added after start-up, as after a rebuild', async () => {
    expect((await t.app.inject('/assets/app-1.js')).body).toBe('console.log(1)');
    writeFileSync(path.join(webDist, 'assets', 'app-2.js'), 'console.log(2)');
    const response = await t.app.inject('/assets/app-2.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(2)');
  });

  it('never answers a missing asset with the HTML page', async () => {
    const response = await t.app.inject('/assets/no-such-chunk-1234.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });

  it('answers a payment link with the app, though its token looks like a file name', async () => {
    const response = await t.app.inject('/pay/eyJrIjoiYSJ9.abcDEF123');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect((await t.app.inject('/pay/nested/file.js')).statusCode).toBe(404);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject('/api/docs');
    const csp = cspOf(response.headers['content-security-policy']);
    expect(csp).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'connect-src': "'self'",
      'frame-ancestors': "'none'",
    });
    expect(csp['frame-src']).toBeUndefined();
    expect(String(response.headers['content-security-policy'])).not.toContain('stripe.com');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('allows Stripe.js (script, card frames, API) only when Stripe is configured', async () => {
    const config = loadConfig({
      STRIPE_MAIN_SECRET_KEY: 'sk_test_main',
      STRIPE_FINANCE_SECRET_KEY: 'sk_test_finance',
      STRIPE_MAIN_PUBLISHABLE_KEY: 'pk_test_main',
      STRIPE_FINANCE_PUBLISHABLE_KEY: 'pk_test_finance',
      LOG_LEVEL: 'silent',
      WEB_DIST: webDist,
    } as NodeJS.ProcessEnv);
    const stripeApp = await buildApp({
      config,
      database: t.database,
      logger: false,
    });
    try {
      const response = await stripeApp.inject('/');
      expect(cspOf(response.headers['content-security-policy'])).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self' https://js.stripe.com",
        'frame-src': "'self' https://js.stripe.com",
        'connect-src': "'self' https://api.stripe.com",
        'frame-ancestors': "'none'",
        'object-src': "'none'",
      });
    } finally {
      await stripeApp.close();
    }
  });
});
