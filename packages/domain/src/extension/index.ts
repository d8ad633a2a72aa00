/** Extensions of construction policies' terms (docs/decisions/0036). */
export * from './details.ts';
export * from './price.ts';
