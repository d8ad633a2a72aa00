// What finance-transaction/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { financeTransactionRoutes } from './routes.ts';
