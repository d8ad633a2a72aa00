// What cancellation/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { saveCancellation } from './cancel-service.ts';
export { cancellationFigures } from './figures-service.ts';
export { cancellationRoutes } from './routes.ts';
export { writeCancellation } from './write-cancellation.ts';
export { CANCEL_MESSAGES } from './cancel-service.ts';
