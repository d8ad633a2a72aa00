export * from './types.ts';
export * from './answers.ts';
export * from './conditions.ts';
export * from './question-tree.ts';
export * from './form-rules.ts';
export * from './eligibility.ts';
export * from './versions.ts';
export * from './sample-forms.ts';
