export * from './collections.ts';
export * from './nsf.ts';
