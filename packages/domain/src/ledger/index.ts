export * from './entries.ts';
export * from './refunds.ts';
