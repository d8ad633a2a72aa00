// What portal/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { allowPortalFraming } from './framing.ts';
export { portalRoutes } from './routes.ts';
export { PORTAL_MESSAGES } from './link.ts';
