import { sayOptionLabelIn, type Locale } from '@bm/domain';
import { labelIn } from './labels.ts';

/**
 * A text the domain or a product definition holds in English (a label, a question heading, an option
 * label, a province's name) in the locale, by the pairs the web's screens say it with: `labelIn`, the
 * server's one lookup of shown labels. Text no pair knows is returned as it came.
 */
export const sayShown = (english: string, locale: Locale): string => labelIn(english, locale);

/**
 * A product option's label in the locale, by the domain's one rule (`sayOptionLabelIn`, which the web's
 * product texts follow too): its own French within its question (the cover level "Premium" is
 * « Supérieure »), a whole-dollar label ('$10,000') as '10 000 $' in French, any other by `sayShown`.
 */
export const sayOptionLabel = (label: string, question: string | undefined, locale: Locale): string =>
  sayOptionLabelIn(label, question, locale, (english) => sayShown(english, locale));
