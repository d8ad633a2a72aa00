// What renewal/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { offerDueRenewals } from './offer-job.ts';
export { renewalRoutes } from './routes.ts';
