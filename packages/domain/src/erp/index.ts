export * from './erp.ts';
