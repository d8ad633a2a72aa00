export * from './common.ts';
export * from './auth.ts';
export * from './brokerages.ts';
export * from './applications.ts';
export * from './products.ts';
export * from './quote.ts';
export * from './location.ts';
