export { webhookDelivery } from './plugin.ts';
export { startDeliveryWorker, type DeliveryWorker } from './worker.ts';
export { ENDPOINT_DISABLED_EMAIL, endpointDisabledEmailText } from './disabled-email.ts';
