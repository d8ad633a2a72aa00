export * from './common.ts';
export * from './auth.ts';
export * from './brokerages.ts';
export * from './applications.ts';
