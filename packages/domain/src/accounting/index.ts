export * from './months.ts';
export * from './earning.ts';
export * from './premium-report.ts';
export * from './report-kinds.ts';
export * from './tax-authorities.ts';
export * from './sync-errors.ts';
