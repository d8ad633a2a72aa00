export * from './locales.ts';
export * from './format.ts';
export * from './translate.ts';
export * from './twins.ts';
export * from './catalogue.ts';
export * from './report-labels.ts';
export * from './product-option.ts';
export * from './history-texts.ts';
