export * from './quote.ts';
export * from './rules.ts';
export * from './policy-total.ts';
