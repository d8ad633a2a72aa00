export * from './authorities.ts';
export * from './tax-rows.ts';
export * from './taxes-on.ts';
export * from './plan-taxes.ts';
export * from './tax-labels.ts';
