/**
 * The questionnaire engine every product uses (spec sections 3 and 5): which questions and options
 * are shown, validation of answers, and recording answers with their consequences.
 */
export * from './form-visibility.ts';
export * from './form-validation.ts';
export * from './form-answers.ts';
