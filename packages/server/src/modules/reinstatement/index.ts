// What reinstatement/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { reinstatementRoutes } from './routes.ts';
export { REINSTATE_MESSAGES } from './facts.ts';
export { OPEN_LAPSED_MESSAGES } from './open-lapsed-service.ts';
