import { SHOWN_MESSAGE_PAIRS } from '@bm/contracts';
import { MessageCatalogue, sayOptionLabelIn, type Locale } from '@bm/domain';

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
 * A product option's label in the locale, by the domain's one rule (`sayOptionLabelIn`, which the web's
 * product texts follow too): its own French within its question (the cover level "Premium" is
 * « Supérieure »), a whole-dollar label ('$10,000') as '10 000 $' in French, any other by `sayShown`.
 */
export const sayOptionLabel = (label: string, question: string | undefined, locale: Locale): string =>
  sayOptionLabelIn(label, question, locale, (english) => sayShown(english, locale));
