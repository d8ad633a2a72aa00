// What collections/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { collectionsLookedAt, collectScheduledPayments, nthCollectionDueDate } from './collect-service.ts';
export { cancelForNonPayment } from './non-payment-service.ts';
export { nsfRoutes } from './nsf-routes.ts';
