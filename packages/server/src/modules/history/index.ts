// What history/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { historyRoutes } from './routes.ts';
