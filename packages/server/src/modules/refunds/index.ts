// What refunds/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { refundRoutes } from './routes.ts';
export { SETTLE_REFUND_MESSAGES } from './service.ts';
