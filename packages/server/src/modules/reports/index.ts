// What reports/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { backfillReportFigures } from './figures-backfill.ts';
export { reportRoutes } from './routes.ts';
