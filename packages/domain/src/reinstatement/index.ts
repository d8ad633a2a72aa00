/** Reinstating a cancelled policy, reopening a lapsed one and when a policy lapses. */
export * from './reasons.ts';
export * from './figures.ts';
export * from './lapse.ts';
