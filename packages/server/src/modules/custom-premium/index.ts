// What custom-premium/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { customPremiumRoutes } from './routes.ts';
