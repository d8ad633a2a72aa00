export * from './collections.ts';
