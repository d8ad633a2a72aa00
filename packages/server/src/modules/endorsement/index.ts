// What endorsement/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { endorsementRoutes } from './routes.ts';
export { ENDORSEMENT_MESSAGES } from './endorsement-service.ts';
