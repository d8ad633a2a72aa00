// What uploads/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { isPdf } from './content.ts';
export { uploadRoutes } from './routes.ts';
export { UPLOAD_LIMIT_MESSAGES } from './routes.ts';
export { UPLOAD_MESSAGES } from './service.ts';
