import { SHOWN_MESSAGE_PAIRS } from '@bm/contracts';
import { formatNumber, MessageCatalogue, moneyLabel, type Locale } from '@bm/domain';

/** The shared texts (domain labels, product texts, contracts) and their French: the web's `useSay` reads the same pairs. */
const catalogue = new MessageCatalogue().add(SHOWN_MESSAGE_PAIRS);

/**
 * A text the domain or a product definition holds in English (a label, a question heading, an option
 * label, a province's name) in the locale, by the pairs the web's screens say it with. Apart from the
 * server's catalogue (lib/i18n/index.ts, which gathers every module's messages) so that modules may
 * import it. Text no pair knows is returned as it came.
 */
export const sayShown = (english: string, locale: Locale): string => catalogue.translate(english, locale);

/**
 * A product option's label in the locale: a whole-dollar label ('$10,000', from moneyLabel, for the
 * value 10000) in the locale's number format ('10 000 $' in French, as the web's product texts show
 * it), any other label by `sayShown`.
 */
export function sayOptionLabel(label: string, value: string, locale: Locale): string {
  const dollars = Number(value);
  if (
    locale === 'fr-CA' &&
    value.trim() !== '' &&
    Number.isSafeInteger(dollars) &&
    label === moneyLabel(dollars)
  )
    return `${formatNumber(dollars, locale)}\u00a0$`;
  return sayShown(label, locale);
}
