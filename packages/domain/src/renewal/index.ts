/** Renewal controls: the offer window, stop renewal / stop bind, decline renewal. */
export * from './reasons.ts';
export * from './messages.ts';
export * from './window.ts';
export * from './validate.ts';
export * from './stop-actions.ts';
