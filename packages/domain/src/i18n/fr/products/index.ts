import type { BilingualMessage } from '../../translate.ts';
import type { OptionLabelPair } from './pairs.ts';
import { CATALOGUE_PRODUCT_PAIRS } from './catalogue.ts';
import { COMMON_PRODUCT_PAIRS, CONSTRUCTION_PRODUCT_PAIRS } from './common.ts';
import { CONTRACTORS_PRODUCT_PAIRS } from './contractors.ts';
import { ELIGIBILITY_PRODUCT_PAIRS } from './eligibility.ts';
import { HEALTH_FITNESS_PRODUCT_PAIRS } from './health-fitness.ts';
import { PROFESSIONAL_PRODUCT_PAIRS } from './professional.ts';
import { COVER_LEVEL_PAIRS, RESIDENTIAL_PRODUCT_PAIRS } from './residential.ts';

export type { OptionLabelPair } from './pairs.ts';

/**
 * The French of every product definition's texts (page titles, question headings, help texts,
 * placeholders, option labels and tooltips, marketplace labels, eligibility rule messages) and of the
 * catalogue's names and descriptions. Stored answers stay the English option values.
 */
export const PRODUCT_TEXT_PAIRS: BilingualMessage[] = [
  ...COMMON_PRODUCT_PAIRS,
  ...CONSTRUCTION_PRODUCT_PAIRS,
  ...RESIDENTIAL_PRODUCT_PAIRS,
  ...CONTRACTORS_PRODUCT_PAIRS,
  ...PROFESSIONAL_PRODUCT_PAIRS,
  ...HEALTH_FITNESS_PRODUCT_PAIRS,
  ...CATALOGUE_PRODUCT_PAIRS,
  ...ELIGIBILITY_PRODUCT_PAIRS,
];

/**
 * The option labels whose French depends on their question (`sayQuestion` looks here first, by the
 * question's name): one French per (question, English), checked with the catalogue's pairs.
 */
export const OPTION_LABEL_PAIRS: OptionLabelPair[] = [...COVER_LEVEL_PAIRS];
