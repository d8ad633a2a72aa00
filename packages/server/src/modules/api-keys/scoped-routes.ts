import type { RouteOptions } from 'fastify';
import type { ApiKeyScope } from '@bm/domain';
import { errorResponse } from '@bm/contracts';

/** A route an API key may call, and the scope it needs there. */
export interface ApiKeyRoute {
  method: 'GET' | 'POST';
  url: string;
  scope: ApiKeyScope;
}

/**
 * The only routes that accept `Authorization: Bearer bmk_…` (docs/decisions/0095). A key acts as its
 * brokerage with a broker's rights and no user: it sees its brokerage's records only, and another
 * brokerage's record is not found (404). Every other route answers a key 403.
 */
export const API_KEY_ROUTES: readonly ApiKeyRoute[] = [
  { method: 'GET', url: '/api/applications', scope: 'policies:read' },
  { method: 'GET', url: '/api/fuzzysearch', scope: 'policies:read' },
  { method: 'GET', url: '/api/applications/:applicationId', scope: 'policies:read' },
  { method: 'GET', url: '/api/applications/:applicationId/transactions', scope: 'policies:read' },
  { method: 'GET', url: '/api/invoices', scope: 'invoices:read' },
  { method: 'GET', url: '/api/applications/:applicationId/invoices', scope: 'invoices:read' },
  { method: 'GET', url: '/api/applications/:applicationId/openInvoices', scope: 'invoices:read' },
  { method: 'GET', url: '/api/invoices/:type/:id', scope: 'invoices:read' },
  { method: 'GET', url: '/api/applications/:applicationId/notes', scope: 'notes:write' },
  { method: 'POST', url: '/api/applications/:applicationId/notes', scope: 'notes:write' },
];

const scopes = new Map(API_KEY_ROUTES.map((route) => [`${route.method} ${route.url}`, route.scope]));

/** The scope a key needs on this route (a HEAD is its GET's), or null when keys may not call it. */
export function scopeOfRoute(method: string, url: string | undefined): ApiKeyScope | null {
  if (url === undefined) return null;
  return scopes.get(`${method === 'HEAD' ? 'GET' : method} ${url}`) ?? null;
}

/** The OpenAPI security scheme of keys (plugins/openapi.ts lists it under components). */
export const API_KEY_SECURITY_SCHEME = 'apiKey';

/**
 * An onRoute hook: each route of API_KEY_ROUTES, as it is registered, names the key's security
 * scheme beside the session's, its scope in its description, and its 429 (the key's rate limit).
 */
export function documentKeyRoutes(route: RouteOptions): void {
  if (typeof route.method !== 'string') return;
  const scope = scopes.get(`${route.method} ${route.url}`);
  if (!scope) return;
  const schema = route.schema ?? {};
  const response = (schema.response ?? {}) as Record<string, unknown>;
  const keys = `API keys: \`Authorization: Bearer bmk_…\` with the scope \`${scope}\` (the key's brokerage's records only; 429 past the key's rate limit).`;
  route.schema = {
    ...schema,
    security: [...(schema.security ?? []), { [API_KEY_SECURITY_SCHEME]: [] }],
    description: schema.description ? `${schema.description}\n\n${keys}` : keys,
    response: { ...response, 429: response['429'] ?? errorResponse },
  };
}
