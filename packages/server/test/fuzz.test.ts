import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BROKERAGE_IDS } from '../src/db/seed-data.ts';
import {
  bodyCase,
  brokenMultipart,
  createRandom,
  encodeText,
  ODD_STRINGS,
  queryString,
  randomUuid,
  type JsonSchema,
  type QueryParameter,
  type Random,
} from './helpers/fuzz.ts';
import { SEEDED } from './helpers/seeded.ts';
import { sessionCookie } from './helpers/sessions.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Hostile requests generated from the app's own OpenAPI document: no answer may be a 5xx, and each
 * answer must match the response schema its route declares for that status (every 4xx at least
 * carries a string message). FUZZ_SEED=<n> replays a run; FUZZ_REQUESTS sets how many requests.
 */
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 500);

interface Parameter extends QueryParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
}
interface Operation {
  method: string;
  path: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

let t: TestApp;
let brokerCookie = '';
let operations: Operation[] = [];

const ownApplications = SEEDED.filter((a) => a.brokerageId === BROKERAGE_IDS.maple).map((a) => a.id!);
const otherApplications = SEEDED.filter((a) => a.brokerageId !== BROKERAGE_IDS.maple).map((a) => a.id!);

beforeAll(async () => {
  t = await createTestApp();
  brokerCookie = await sessionCookie(t.db, 'broker');
  const doc = (await t.app.inject({ url: '/api/docs' })).json() as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      ...operation,
      method: method.toUpperCase(),
      path,
    })),
  );
  console.log(`fuzz: FUZZ_SEED=${SEED}, ${REQUESTS} requests over ${operations.length} operations`);
}, 120_000);
afterAll(() => t?.close());

/** A path parameter: a record of the caller's, another brokerage's, unknown, or garbage. */
function pathValue(name: string, random: Random): string {
  const roll = random.int(0, 9);
  if (name === 'applicationId' && roll < 5) return random.pick(ownApplications);
  if (name === 'applicationId' && roll < 6) return random.pick(otherApplications);
  if (roll < 7) return randomUuid(random);
  // No '.' or '..': every HTTP client (light-my-request and browsers alike, by the WHATWG URL rules)
  // resolves such a segment, even escaped as %2E%2E, before sending, so it reaches another route.
  if (roll < 8) return random.pick(['abc', '1', '-1', 'x'.repeat(5000), '...', '.x', ' ', '%']);
  return random.pick(ODD_STRINGS);
}

/** Encodes a path parameter, or now and then leaves it raw (bad percent-escapes, slashes). */
function encodePath(value: string, random: Random): string {
  if (random.chance(0.1)) return value.replace(/[\s?#]/g, '');
  return encodeText(value);
}

interface Built {
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

function buildRequest(operation: Operation, random: Random, cookie: string): Built {
  const parameters = operation.parameters ?? [];
  let url = operation.path;
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    const raw = pathValue(parameter.name, random);
    url = url.replace(`{${parameter.name}}`, encodePath(raw, random));
  }
  url += queryString(
    parameters.filter((p) => p.in === 'query'),
    random,
  );
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (random.chance(0.05)) {
    headers.cookie = random.pick([
      'bm_session=%E0%A4%A',
      'bm_session=',
      ';;;===',
      `bm_session=${'a'.repeat(8000)}`,
    ]);
  }
  if (random.chance(0.05)) headers.accept = random.pick(['text/html', 'application/xml', '*/*;q=abc', '']);
  let label = `${operation.method} ${url.slice(0, 200)}`;
  const isUpload = operation.path.endsWith('/uploads');
  if (isUpload) {
    const body = brokenMultipart(random);
    headers['content-type'] = body.contentType;
    return { label: `${label} ${body.label}`, method: operation.method, url, headers, payload: body.payload };
  }
  const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
  if (!jsonSchema && !random.chance(0.2)) return { label, method: operation.method, url, headers };
  const body = bodyCase(jsonSchema, random);
  label += ` body: ${body.label}`;
  if (body.kind === 'raw') {
    headers['content-type'] = body.contentType;
    return { label, method: operation.method, url, headers, payload: body.payload };
  }
  headers['content-type'] = 'application/json';
  return { label, method: operation.method, url, headers, payload: JSON.stringify(body.value) };
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const compiled = new Map<JsonSchema, z.ZodType | null>();

/** The zod schema of a declared JSON response, or null when it cannot be compiled. */
function responseSchema(schema: JsonSchema): z.ZodType | null {
  if (!compiled.has(schema)) {
    try {
      compiled.set(schema, z.fromJSONSchema(schema as never, { defaultTarget: 'openapi-3.0' }));
    } catch {
      compiled.set(schema, null);
    }
  }
  return compiled.get(schema)!;
}

describe(`fuzzing the API from its OpenAPI document (FUZZ_SEED=${SEED})`, () => {
  it('never answers 5xx, and every answer matches its declared schema', { timeout: 240_000 }, async () => {
    const random = createRandom(SEED);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let order: Operation[] = [];
    for (let n = 0; n < REQUESTS && failures.length < 10; n++) {
      // Every operation gets its share: one random pass over all of them, then the next.
      if (n % operations.length === 0) order = shuffled(operations, random);
      const operation = order[n % operations.length]!;
      const signedIn = random.chance(0.7);
      const request = buildRequest(operation, random, signedIn ? brokerCookie : '');
      const response = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      // Signing out ends the broker's session: the next requests get a fresh one.
      if (signedIn && operation.path === '/api/auth/logout')
        brokerCookie = await sessionCookie(t.db, 'broker');
      const where = `#${n} ${signedIn ? 'broker' : 'anonymous'} ${request.label} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
      if (response.statusCode >= 500) {
        failures.push(where);
        continue;
      }
      const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
      if (response.statusCode >= 400) {
        const body = isJson ? (response.json() as { message?: unknown }) : null;
        if (typeof body?.message !== 'string' || body.message === '') failures.push(`${where} (no message)`);
      }
      const declared =
        operation.responses?.[String(response.statusCode)]?.content?.['application/json']?.schema;
      if (declared && isJson) {
        const schema = responseSchema(declared);
        const checked = schema?.safeParse(response.json());
        if (checked && !checked.success) {
          failures.push(`${where} (does not match its schema: ${checked.error.issues[0]?.message})`);
        }
      }
    }
    console.log(`fuzz: answers by status ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
    expect(failures, `FUZZ_SEED=${SEED} replays this run`).toEqual([]);
  });
});
