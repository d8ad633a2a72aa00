// What correspondence/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { correspondenceRoutes } from './routes.ts';
