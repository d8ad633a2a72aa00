import { formatNumber } from './format.ts';
import { OPTION_LABEL_PAIRS, PRODUCT_TEXT_PAIRS } from './fr/products/index.ts';
import type { Locale } from './locales.ts';
import { MessageCatalogue } from './translate.ts';

/** The French of an option label within its question, where it is not the catalogue's ('cover-level' 'Premium'). */
const OPTION_LABEL_FRENCH = new Map(
  OPTION_LABEL_PAIRS.map((pair) => [`${pair.question}\u0000${pair.en}`, pair.fr]),
);

/** A whole-dollar option label of the definitions ('$10,000', from moneyLabel). */
const WHOLE_DOLLARS = /^\$(\d{1,3}(?:,\d{3})*)$/;

/**
 * A product option's label in the locale, the one rule the screens (web `useProductSay`) and the
 * documents (server `sayOptionLabel`) follow: the option's own French within its question first
 * (OPTION_LABEL_PAIRS: the cover level "Premium" is « Supérieure », not the money word « Prime »), a
 * whole-dollar label ('$10,000') in the locale's number format ('10 000 $'), any other label by
 * `say` (the shared catalogue).
 */
export function sayOptionLabelIn(
  label: string,
  question: string | undefined,
  locale: Locale,
  say: (english: string) => string,
): string {
  if (locale !== 'fr-CA') return say(label);
  const own = question ? OPTION_LABEL_FRENCH.get(`${question}\u0000${label}`) : undefined;
  if (own !== undefined) return own;
  const dollars = WHOLE_DOLLARS.exec(label);
  if (!dollars) return say(label);
  return `${formatNumber(Number(dollars[1]!.replace(/,/g, '')), locale)}\u00a0$`;
}

const productTexts = new MessageCatalogue().add(PRODUCT_TEXT_PAIRS);

/** The question a heading names, where its options have a French of their own there (« Supérieure »). */
const QUESTION_OF_HEADING: Readonly<Record<string, string>> = { 'Cover level': 'cover-level' };

/**
 * A product text (a question's heading, or an option label after the heading of its question) in
 * French as the product's screens say it: for the sentences the rating models write in English (the
 * premium lines, the reasons a quote cannot be priced).
 */
export const productTextInFrench = (english: string, heading?: string): string =>
  sayOptionLabelIn(english, heading ? QUESTION_OF_HEADING[heading] : undefined, 'fr-CA', (label) =>
    productTexts.translate(label, 'fr-CA'),
  );
