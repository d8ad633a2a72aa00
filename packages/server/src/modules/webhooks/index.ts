// What webhooks/ offers the rest of the server (docs/decisions/0091, 0092). Several issue-28 parts
// add to this file: only add lines.
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
