export * from './commission-report.ts';
export * from './report-columns.ts';
export * from './partner-payouts.ts';
export * from './backfill-figures.ts';
