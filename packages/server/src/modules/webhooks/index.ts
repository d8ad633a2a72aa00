export { webhookDelivery, WEBHOOK_DELIVERIES_CHANNEL } from './delivery/index.ts';
