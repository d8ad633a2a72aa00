export * from './accounts.ts';
export * from './entries.ts';
export * from './journal-csv.ts';
export * from './reconciliation.ts';
