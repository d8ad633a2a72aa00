// What partnerships/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { partnershipRoutes } from './routes.ts';
export { acceptInvitation } from './service.ts';
