// What webhooks/ offers the rest of the server (docs/decisions/0072-server-module-walls.md; 0091-0094).
export { webhookEndpointRoutes, WEBHOOK_ENDPOINT_MESSAGES } from './endpoints/index.ts';
export { webhookDelivery } from './delivery/index.ts';
export {
  CHANGE_EVENT_TYPES,
  type InvoiceMove,
  type RecordedChangeEvents,
  writeChangeEvents,
  writePaymentEvents,
} from './events/change-events.ts';
export {
  type NewWebhookEvent,
  WEBHOOK_DELIVERIES_CHANNEL,
  writeWebhookEvents,
} from './events/write-events.ts';
export { openApiWebhooks } from './events/openapi-webhooks.ts';
