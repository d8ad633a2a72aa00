export * from './collections.ts';
export * from './manual-invoice.ts';
export * from './nsf.ts';
export * from './overdue.ts';
export * from './pay-in-full.ts';
export * from './invoice-kinds.ts';
export * from './payment-link.ts';
export * from './finance-transaction.ts';
