import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_ROUTES } from '../src/modules/api-keys/index.ts';
import { SESSION_COOKIE } from '../src/plugins/auth-context.ts';
import { openApi, operationIdFor } from '../src/plugins/openapi.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The OpenAPI document at /api/docs is what client generators read: it passes Redocly's
 * recommended rules with warnings failing as errors (redocly.yaml, as `npm run openapi:lint`), and
 * each operation has a unique operationId and a security declaration that the route lives up to.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const redoclyCli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

type Security = Record<string, string[]>[];
interface Operation {
  method: string;
  path: string;
  operationId?: string;
  security?: Security;
  parameters?: { name: string; in: string }[];
}
interface OpenApiDocument {
  servers?: { url: string }[];
  components: { securitySchemes?: Record<string, unknown> };
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
}
interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer?: string }[] }[];
}

let t: TestApp;
let doc: OpenApiDocument;
let operations: Operation[] = [];
const work = mkdtempSync(path.join(tmpdir(), 'bm-openapi-test-'));

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject('/api/docs');
  expect(response.statusCode).toBe(200);
  doc = response.json();
  operations = Object.entries(doc.paths).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      ...operation,
      method: method.toUpperCase(),
      path: route,
    })),
  );
});
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Redocly CLI's lint of a document, with the repository's redocly.yaml, as JSON. */
function redoclyLint(file: string): Promise<LintReport> {
  const args = [redoclyCli, 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'json'];
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  return new Promise((resolve, reject) => {
    // Exit code 1 means problems were found: the report on stdout says which.
    execFile(process.execPath, args, { env, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      try {
        resolve(JSON.parse(stdout) as LintReport);
      } catch {
        reject(new Error(`redocly lint gave no report (${error?.message ?? 'exit 0'}): ${stderr}`));
      }
    });
  });
}

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules, warnings included", async () => {
    const file = path.join(work, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const report = await redoclyLint(file);
    const problems = report.problems.map(
      (p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '?'}: ${p.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  }, 60_000);

  it('and the lint fails a document with a problem (the check can see one)', async () => {
    const file = path.join(work, 'broken.json');
    writeFileSync(file, JSON.stringify({ ...doc, servers: [] }));
    const report = await redoclyLint(file);
    expect(report.problems.map((p) => p.ruleId)).toContain('no-empty-servers');
    expect(report.totals.errors).toBeGreaterThan(0);
  }, 60_000);

  it('gives every operation an operationId, unique across the document', () => {
    expect(operations.length).toBeGreaterThan(50);
    const missing = operations.filter((o) => !o.operationId).map((o) => `${o.method} ${o.path}`);
    expect(missing).toEqual([]);
    const ids = operations.map((o) => o.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it('keeps the derived names stable, and the explicit ones where the path reads poorly', () => {
    const idOf = (method: string, route: string) => doc.paths[route]?.[method]?.operationId;
    expect(idOf('get', '/api/applications')).toBe('getApplications');
    expect(idOf('get', '/api/applications/{applicationId}')).toBe('getApplication');
    expect(idOf('put', '/api/applications/{applicationId}/stopRenewal')).toBe('putApplicationStopRenewal');
    expect(idOf('get', '/api/documents/{key}')).toBe('getDocument');
    expect(idOf('post', '/api/auth/login')).toBe('postAuthLogin');
    expect(idOf('post', '/api/applications')).toBe('createApplication');
    expect(idOf('get', '/api/fuzzysearch')).toBe('searchApplications');
    expect(idOf('post', '/api/brokerages/{applicationId}/cognitoUsers')).toBe('listTransferChoices');
    expect(idOf('post', '/api/applications/{applicationId}/fillpdf')).toBe('createCertificate');
  });

  it('declares the session cookie and API keys as its security schemes, and the security of every operation', () => {
    expect(doc.components.securitySchemes).toEqual({
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }),
      apiKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    const undeclared = operations
      .filter((o) => !Array.isArray(o.security))
      .map((o) => `${o.method} ${o.path}`);
    expect(undeclared).toEqual([]);
    // API keys on exactly the routes that accept them (modules/api-keys/scoped-routes.ts).
    const keyRoutes = API_KEY_ROUTES.map(
      (route) => `${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`,
    );
    for (const operation of operations) {
      const schemes = operation.security!.flatMap((requirement) => Object.keys(requirement));
      const expected = keyRoutes.includes(`${operation.method} ${operation.path}`)
        ? ['session', 'apiKey']
        : schemes.length === 0
          ? []
          : ['session'];
      expect(schemes, `${operation.method} ${operation.path}`).toEqual(expected);
    }
  });

  it('keeps its word: a session operation refuses a caller without one, a public one does not ask', async () => {
    const wrong: string[] = [];
    for (const operation of operations) {
      let url = operation.path;
      for (const parameter of operation.parameters?.filter((p) => p.in === 'path') ?? []) {
        url = url.replace(`{${parameter.name}}`, /id$/i.test(parameter.name) ? randomUUID() : 'x');
      }
      const response = await t.app.inject({ method: operation.method as 'GET', url });
      const security = operation.security ?? [];
      const anonymous = security.length === 0 || security.some((r) => Object.keys(r).length === 0);
      // Without a session: 401; or 400 (malformed) or 403 (a download link that is not valid) where
      // the request is refused before the session is asked for. Never an answer, nor a 404 hint.
      const refused = [400, 401, 403].includes(response.statusCode);
      if (!anonymous && !refused)
        wrong.push(`${operation.method} ${url} needs a session yet answered ${response.statusCode}`);
      if (anonymous && response.statusCode === 401)
        wrong.push(`${operation.method} ${url} is public yet answered 401`);
    }
    expect(wrong).toEqual([]);
    const publicOnes = operations.filter((o) => o.security?.length === 0).map((o) => `${o.method} ${o.path}`);
    expect(publicOnes).toEqual(
      expect.arrayContaining(['POST /api/auth/login', 'GET /api/products', 'GET /api/brokerages/{id}']),
    );
  });

  it('names the wildcard parameters, which their paths then use', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => p.includes('*'))).toEqual([]);
    expect(doc.paths['/api/documents/{key}']?.get?.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'key', required: true }),
    ]);
    expect(doc.paths['/api/files/{token}']?.get?.parameters).toEqual([
      expect.objectContaining({ in: 'path', name: 'token', required: true }),
    ]);
  });

  it('names its server', () => {
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });
});

describe('operationIdFor', () => {
  it.each([
    ['GET', '/api/applications', 'getApplications'],
    ['GET', '/api/applications/:applicationId', 'getApplication'],
    ['POST', '/api/applications/:applicationId/refunds/:refundId/settle', 'postApplicationRefundSettle'],
    ['GET', '/api/applications/:applicationId/transactions.csv', 'getApplicationTransactionsCsv'],
    ['PUT', '/api/auth/mfa-preference', 'putAuthMfaPreference'],
    ['GET', '/api/files/*', 'getFile'],
    ['GET', '/api/policies/:policyId/addresses', 'getPolicyAddresses'],
    ['DELETE', '/api/classes/:classId', 'deleteClass'],
    ['GET', '/api/addresses/:addressId/boxes', 'getAddressBoxes'],
  ])('%s %s → %s', (method, url, expected) => {
    expect(operationIdFor(method, url)).toBe(expected);
  });

  it('stops the app from starting when two routes would share one', async () => {
    const app = Fastify({ logger: false });
    await app.register(openApi, {});
    app.get('/api/things', { schema: { operationId: 'getThings' } }, async () => ({}));
    expect(() =>
      app.get('/api/other-things', { schema: { operationId: 'getThings' } }, async () => ({})),
    ).toThrow(/operationId getThings of GET \/api\/other-things/);
    await app.close();
  });

  it('documents a PUBLIC_URL as the server', async () => {
    const app = Fastify({ logger: false });
    await app.register(openApi, { publicUrl: 'https://broker.example.com/' });
    await app.ready();
    expect(app.swagger()).toMatchObject({ servers: [{ url: 'https://broker.example.com' }] });
    await app.close();
  });
});
