// What billing/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { applyOpenCredits } from './apply-credits.ts';
export { billingRoutes } from './routes.ts';
export { billingConfigFor, createCardToken } from './service.ts';
export { BILLING_MESSAGES } from './service.ts';
