/** Endorsements of a bound policy: reasons, validation, pricing, refunds and the policy actions. */
export * from './reasons.ts';
export * from './validate.ts';
export * from './endorsement-totals.ts';
export * from './refusal.ts';
export * from './price.ts';
export * from './refunds.ts';
export * from './actions.ts';
export * from './product-groups.ts';
