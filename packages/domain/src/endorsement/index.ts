/** Endorsements of a bound policy: reasons, validation, pricing and refunds. */
export * from './reasons.ts';
export * from './validate.ts';
export * from './endorsement-totals.ts';
export * from './refusal.ts';
export * from './price.ts';
export * from './refunds.ts';
export * from './product-groups.ts';
