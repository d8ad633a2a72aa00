// What analytics/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { rollUpAnalytics } from './rollup.ts';
export { analyticsRoutes } from './routes.ts';
