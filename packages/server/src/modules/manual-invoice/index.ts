// What manual-invoice/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { manualInvoiceRoutes } from './routes.ts';
