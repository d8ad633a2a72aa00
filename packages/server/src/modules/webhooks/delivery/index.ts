export { webhookDelivery } from './plugin.ts';
export { startDeliveryWorker, WEBHOOK_DELIVERIES_CHANNEL, type DeliveryWorker } from './worker.ts';
export { ENDPOINT_DISABLED_EMAIL, endpointDisabledEmailText } from './disabled-email.ts';
