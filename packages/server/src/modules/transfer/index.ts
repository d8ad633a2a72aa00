// What transfer/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { transferRoutes } from './routes.ts';
