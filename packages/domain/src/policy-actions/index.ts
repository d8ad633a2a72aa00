/** The record's action registry: the modal types, who may open which on which record (spec 2.6, 6). */
export * from './actions.ts';
