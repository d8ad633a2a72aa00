// What partner-payouts/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { groupPartnerPayouts } from './payout-service.ts';
export { partnerPayoutRoutes } from './routes.ts';
