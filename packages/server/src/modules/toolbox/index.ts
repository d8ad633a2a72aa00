// What toolbox/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { toolboxRoutes } from './routes.ts';
export { TOOLBOX_USER_MESSAGES } from './user-service.ts';
