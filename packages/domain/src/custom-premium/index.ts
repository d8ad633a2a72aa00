export * from './quote.ts';
export * from './rules.ts';
