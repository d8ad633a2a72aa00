/** Transfer account, lead transfer and lead assignment rules (spec 2.6, 5, 6 and 8). */
export * from './reasons.ts';
export * from './rules.ts';
export * from './lead-answers.ts';
