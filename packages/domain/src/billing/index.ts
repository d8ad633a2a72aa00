export * from './pay-in-full.ts';
