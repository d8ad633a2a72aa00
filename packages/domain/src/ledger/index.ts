export * from './entries.ts';
export * from './refunds.ts';
export * from './invoice-changes.ts';
export * from './billed-by-change.ts';
export * from './money-audit.ts';
