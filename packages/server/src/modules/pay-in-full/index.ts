// What pay-in-full/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { payInFullRoutes } from './routes.ts';
