// What webhooks/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { webhookEndpointRoutes, WEBHOOK_ENDPOINT_MESSAGES } from './endpoints/index.ts';
export { webhookDelivery, WEBHOOK_DELIVERIES_CHANNEL } from './delivery/index.ts';
