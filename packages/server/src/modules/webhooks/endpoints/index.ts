// What webhooks/endpoints/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { webhookEndpointRoutes } from './routes.ts';
export { WEBHOOK_ENDPOINT_MESSAGES } from './messages.ts';
