// What certificates/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { addressLines } from './certificate-model.ts';
export { certificateRoutes } from './routes.ts';
export { CERTIFICATE_MESSAGES } from './additional-insured-service.ts';
