export * from './collections.ts';
export * from './nsf.ts';
export * from './pay-in-full.ts';
