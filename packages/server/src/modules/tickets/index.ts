// What tickets/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { ticketRoutes } from './routes.ts';
export { TICKET_MESSAGES } from './service.ts';
