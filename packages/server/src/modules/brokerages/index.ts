// What brokerages/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { findBrokerage } from './repository.ts';
export { brokerageRoutes } from './routes.ts';
