/** Account notes and the sales status they move (spec 2.6, 3, 4, 5 and 6). */
export * from './loss-reasons.ts';
export * from './account-note.ts';
