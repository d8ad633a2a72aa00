// What accounting/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { countPendingSources, journalPendingSources } from './journal-service.ts';
export { accountingRoutes } from './routes.ts';
export { ACCOUNTING_MESSAGES } from './connection-service.ts';
