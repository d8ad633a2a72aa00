// What financial-reports/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { closePremiumMonths } from './premium-months.ts';
export { financialReportRoutes } from './routes.ts';
