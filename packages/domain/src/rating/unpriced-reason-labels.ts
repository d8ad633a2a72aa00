import { formatNumber } from '../i18n/format.ts';
import { PROVINCE_LABEL_PAIRS } from '../i18n/fr/labels.ts';
import type { Locale } from '../i18n/locales.ts';
import { productTextInFrench } from '../i18n/product-option.ts';
import { MessageCatalogue } from '../i18n/translate.ts';

/**
 * The reasons a quote cannot be priced online, which the rating models write in English (stored with
 * the quote) from the questions' headings, in French (issue 27). Each sentence shape the models write
 * is said in French, with the heading, the option and the province it names said by the product texts.
 */
const provinces = new MessageCatalogue().add(PROVINCE_LABEL_PAIRS);

/** A question heading, or an option label after its question's heading, as the product's screens say it in French. */
const text = productTextInFrench;

/** An amount the models write grouped with commas ('30,000', '2.5') in the French number format. */
const amount = (grouped: string): string => {
  const value = Number(grouped.replace(/,/g, ''));
  return Number.isFinite(value) ? formatNumber(value, 'fr-CA', 6) : grouped;
};

/** A heading the model wrote in lower case (the province reason), said with its French capital. */
const lowered = (heading: string): string => {
  const capital = `${heading.charAt(0).toUpperCase()}${heading.slice(1)}`;
  const french = text(capital);
  return french === capital ? heading : french;
};

/** « cannot be priced online », said without an agreement with the question or the option it is about. */
const CANNOT = 'tarification en ligne impossible';

type Shape = readonly [RegExp, (...parts: string[]) => string];

/** The sentence shapes, first match wins (the more particular shapes first). */
const SHAPES: readonly Shape[] = [
  [/^Answer "(.+)" to get a price\.$/, (h) => `Répondez à « ${text(h!)} » pour obtenir un prix.`],
  [
    /^"(.+)" of (-?[\d,.]+) cannot be priced online \((-?[\d,.]+) to (-?[\d,.]+)\)\.$/,
    (h, v, min, max) =>
      `« ${text(h!)} » de ${amount(v!)}\u00a0: ${CANNOT} (de ${amount(min!)} à ${amount(max!)}).`,
  ],
  [
    /^"(.+)" of (-?[\d,.]+) cannot be priced online\.$/,
    (h, v) => `« ${text(h!)} » de ${amount(v!)}\u00a0: ${CANNOT}.`,
  ],
  [
    /^"(.+)": (.+) cannot be priced online\.$/,
    (h, o) => `« ${text(h!)} »\u00a0: ${CANNOT} pour « ${text(o!, h!)} ».`,
  ],
  [
    /^Enter the province of the (.+) to get a price\.$/,
    (h) => `Indiquez la province dans « ${lowered(h!)} » pour obtenir un prix.`,
  ],
  [
    /^Choose at least one option of "(.+)" to get a price\.$/,
    (h) => `Choisissez au moins une option de « ${text(h!)} » pour obtenir un prix.`,
  ],
  [
    /^Contents of (.+) cannot be priced online; an underwriter prices them\.$/,
    (o) => `Biens de l’activité « ${text(o!)} »\u00a0: ${CANNOT}; un souscripteur en établit le prix.`,
  ],
  [
    /^(.+) cannot be priced online; an underwriter prices it\.$/,
    (o) => `« ${text(o!)} »\u00a0: ${CANNOT}; un souscripteur en établit le prix.`,
  ],
  [
    /^(.+) cannot be priced online for this product\.$/,
    (p) => `${provinces.translate(p!, 'fr-CA')}\u00a0: ${CANNOT} pour ce produit.`,
  ],
  [
    /^Roommates cannot be insured on this product\.$/,
    () => 'Ce produit ne peut pas assurer de colocataires.',
  ],
  [
    /^At most (\d+) roommates can be insured on this product\.$/,
    (n) => `Ce produit peut assurer au plus ${n} colocataire${n === '1' ? '' : 's'}.`,
  ],
  [/^The answers give no premium lines\.$/, () => 'Les réponses ne donnent aucune ligne de prime.'],
  [/^The answers give no premium to charge\.$/, () => 'Les réponses ne donnent aucune prime à facturer.'],
  [
    /^Enter the address \(postal code\) to see a price\.$/,
    () => 'Entrez l’adresse (code postal) pour voir un prix.',
  ],
  // Stored before the product was named by its name: its id (and version).
  [
    /^No online rating exists for product (.+)\.$/,
    (id) => `Aucune tarification en ligne n’existe pour le produit ${id}.`,
  ],
  [
    /^No online rating exists for (.+)\.$/,
    (name) => `Aucune tarification en ligne n’existe pour le produit « ${text(name!)} ».`,
  ],
  [
    /^The rating tables of (.+) \(version (.+)\) are incomplete\.$/,
    (name, version) =>
      `Les tables de tarification du produit « ${text(name!)} » (version ${version}) sont incomplètes.`,
  ],
  [
    /^The rating tables of (.+) are incomplete\.$/,
    (version) => `Les tables de tarification de ${version} sont incomplètes.`,
  ],
];

/** The prefix a reason about one entry of a group carries ('Roommate 2: '). */
const ROOMMATE = /^Roommate (\d+): /;

/** An unpriced reason in the locale; a reason no model writes stays as it came. */
export function unpricedReasonLabel(reason: string, locale: Locale): string {
  if (locale !== 'fr-CA') return reason;
  const roommate = ROOMMATE.exec(reason);
  const rest = roommate ? reason.slice(roommate[0].length) : reason;
  for (const [pattern, say] of SHAPES) {
    const match = pattern.exec(rest);
    if (!match) continue;
    const said = say(...match.slice(1));
    if (!roommate) return said;
    // After the colon, the sentence goes on in lower case: « Colocataire 2 : répondez à … ».
    return `Colocataire ${roommate[1]}\u00a0: ${said.charAt(0).toLowerCase()}${said.slice(1)}`;
  }
  return reason;
}
