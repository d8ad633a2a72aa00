export * from './types.ts';
export * from './fee-schedule.ts';
export * from './card-surcharge.ts';
export * from './payment-schedule.ts';
export * from './payment-account.ts';
export * from './build-quote.ts';
export * from './commission.ts';
export * from './quote-lines.ts';
