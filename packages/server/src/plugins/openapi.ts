import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY_SCHEME } from '../modules/api-keys/index.ts';
import { openApiWebhooks } from '../modules/webhooks/index.ts';
import { SESSION_COOKIE } from './auth-context.ts';

/**
 * The OpenAPI document served at /api/docs (docs/decisions/0023-openapi-document.md): the session
 * cookie as the security scheme, the server it is served from, an operationId for every route
 * derived from its method and path, and wildcard parameters under names a path template can carry.
 * `npm run openapi:lint` and test/openapi.test.ts keep it clean under Redocly's recommended rules.
 */

/** Methods that the document lists (Fastify's HEAD twin of each GET route is left out). */
const DOCUMENTED_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The name a route's `*` parameter has in the document: `{*}` is no path template parameter, so
 * `/files/*` is documented as `/files/{token}`. A wildcard route not listed here gets `{path}`.
 */
const WILDCARD_NAMES: Record<string, string> = {
  '/api/documents/*': 'key',
  '/api/files/*': 'token',
};
const DEFAULT_WILDCARD_NAME = 'path';

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `applications` → `application`, `policies` → `policy`: a collection named before one of its ids. */
function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (/[^s]s$/.test(word)) return word.slice(0, -1);
  return word;
}

const isParameter = (segment: string) => segment.startsWith(':') || segment === '*';

/**
 * A route's operationId from its method and path: the method, then the path's words in camelCase
 * without the `/api` prefix and the parameters, a collection followed by an id in the singular.
 * `GET /api/applications` → getApplications, `GET /api/applications/:applicationId` →
 * getApplication, `POST /api/applications/:applicationId/refunds/:refundId/settle` →
 * postApplicationRefundSettle, `GET /api/applications/:applicationId/transactions.csv` →
 * getApplicationTransactionsCsv. A route sets `schema.operationId` where this reads poorly.
 */
export function operationIdFor(method: string, url: string): string {
  const segments = url.split('/').filter(Boolean);
  if (segments[0] === 'api') segments.shift();
  const words = segments.flatMap((segment, index) => {
    if (isParameter(segment)) return [];
    const word = segment
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((part, partIndex) => (partIndex === 0 ? part : capitalize(part)))
      .join('');
    const next = segments[index + 1];
    return [capitalize(next !== undefined && isParameter(next) ? singular(word) : word)];
  });
  return method.toLowerCase() + words.join('');
}

/**
 * Gives each documented route its operationId (unless it has its own) as it is registered; two
 * routes with one operationId stop the app from starting, since clients name functions by it.
 */
function nameOperations() {
  const taken = new Map<string, string>();
  return (route: RouteOptions) => {
    const schema: FastifySchema = route.schema ?? {};
    if (typeof route.method !== 'string' || !DOCUMENTED_METHODS.has(route.method) || schema.hide) return;
    const operationId = schema.operationId ?? operationIdFor(route.method, route.url);
    const where = `${route.method} ${route.url}`;
    const holder = taken.get(operationId);
    if (holder !== undefined && holder !== where) {
      throw new Error(
        `operationId ${operationId} of ${where} is already ${holder}'s: give one of them schema.operationId`,
      );
    }
    taken.set(operationId, where);
    route.schema = { ...schema, operationId };
  };
}

interface JsonObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/** The `{ message }` answer, as the document shows it. */
const MESSAGE_SCHEMA = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
};

/** Methods that plugins/same-origin.ts refuses with 403 when they come from another website. */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A `*` parameter renamed in the path and in the params schema. */
function nameWildcard(schema: FastifySchema, url: string): { schema: FastifySchema; url: string } {
  if (!url.endsWith('*')) return { schema, url };
  const name = WILDCARD_NAMES[url] ?? DEFAULT_WILDCARD_NAME;
  const params = schema.params as JsonObjectSchema | undefined;
  const { '*': wildcard, ...others } = params?.properties ?? {};
  return {
    url: `${url.slice(0, -1)}:${name}`,
    schema: {
      ...schema,
      params: {
        ...params,
        properties: { ...others, [name]: wildcard ?? { type: 'string' } },
        required: [...(params?.required ?? []).filter((key) => key !== '*'), name],
      },
    },
  };
}

/** Every write can answer 403 (a request from another website): listed where the route does not. */
function withCrossSiteRefusal(schema: FastifySchema, method: RouteOptions['method']): FastifySchema {
  const response = (schema.response ?? {}) as Record<string, unknown>;
  if (typeof method !== 'string' || !WRITE_METHODS.has(method) || '403' in response) return schema;
  const refused = { ...MESSAGE_SCHEMA, description: 'Refused: the request came from another website' };
  return { ...schema, response: { ...response, 403: refused } };
}

/** Zod schemas to JSON Schema, then the wildcard's name and the cross-site 403 of writes. */
const transform: SwaggerTransform = (input) => {
  const converted = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]);
  const { schema, url } = nameWildcard(converted.schema, converted.url);
  return { schema: withCrossSiteRefusal(schema, input.route.method), url };
};

export interface OpenApiOptions {
  /** The address users open the app at (config.PUBLIC_URL); else the document names its own server. */
  publicUrl?: string | undefined;
}

export const openApi = fp(async (app: FastifyInstance, options: OpenApiOptions) => {
  const events = openApiWebhooks();
  await app.register(fastifySwagger, {
    openapi: {
      // 3.1: the document describes the webhooks the platform sends (its `webhooks` section).
      openapi: '3.1.0',
      info: {
        title: 'Apollo Broker Marketplace API',
        version: '1.0.0',
        description:
          'The API of the broker marketplace. Sign in with POST /api/auth/login: the session is an ' +
          `HTTP-only cookie (${SESSION_COOKIE}) that the browser sends with every later request. ` +
          'Server-to-server: a brokerage’s API key, `Authorization: Bearer bmk_…`, on the routes that name the apiKey scheme.',
      },
      servers: [
        options.publicUrl
          ? { url: new URL(options.publicUrl).origin, description: 'This deployment' }
          : { url: '/', description: 'The server that serves this document' },
      ],
      // Plain JSON Schema objects, which the OpenAPI 3.1 types spell more narrowly.
      webhooks: events.webhooks as never,
      components: {
        schemas: events.schemas as never,
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session cookie that POST /api/auth/login sets',
          },
          [API_KEY_SECURITY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'bmk_…',
            description:
              'A brokerage’s API key (`bmk_` and 43 characters), made by its agency admin with POST /api/api-keys and sent as `Authorization: Bearer bmk_…`. Only the routes that name this scheme accept it, each with the scope its description names (policies:read, invoices:read, notes:write); the key sees its own brokerage’s records only. Any other route answers a key 403; past the key’s rate limit, 429 with Retry-After.',
          },
        },
      },
    },
    transform,
  });
  app.addHook('onRoute', nameOperations());
});
