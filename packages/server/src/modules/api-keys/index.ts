// What api-keys/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { apiKeyAuth } from './authenticate.ts';
export { API_KEY_MESSAGES } from './messages.ts';
export { apiKeyRoutes } from './routes.ts';
export { API_KEY_ROUTES, API_KEY_SECURITY_SCHEME, type ApiKeyRoute } from './scoped-routes.ts';
