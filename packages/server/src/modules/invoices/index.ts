// What invoices/ offers the rest of the server (docs/decisions/0072-server-module-walls.md).
export { changesNamingRefunds, creditNoteOf, ledgerRows, toManualRefund } from './refund-credit-notes.ts';
export { invoiceRoutes } from './routes.ts';
export { invoiceSearchRoutes } from './search-routes.ts';
export { toInvoiceItem } from './service.ts';
export { REFUND_MPF_MESSAGES } from './mpf-refund-service.ts';
export { VOID_INVOICE_MESSAGES } from './void-service.ts';
