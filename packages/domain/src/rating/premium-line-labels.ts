import type { Locale } from '../i18n/locales.ts';
import { productTextInFrench } from '../i18n/product-option.ts';
import { MINIMUM_PREMIUM_NOTE } from './models/rated-result.ts';

/**
 * The premium lines' names the rating models write (in English, stored with the quote), in French
 * (issue 27). A line may add to its name an option in brackets or after a colon, the roommates it
 * covers and the minimum premium note: those parts are said in turn.
 */
const LINE_NAMES_FR: Readonly<Record<string, string>> = {
  Contents: 'Biens',
  'Additional living expenses': 'Frais de subsistance additionnels',
  'Personal liability': 'Responsabilité civile personnelle',
  'Cover level': 'Niveau de garantie',
  'Business contents': 'Biens de l’entreprise',
  'Commercial general liability': 'Responsabilité civile générale',
  'Building under construction': 'Bâtiment en construction',
  'Existing building': 'Bâtiment existant',
  'Soft costs (delay in start-up)': 'Frais non matériels (retard de mise en exploitation)',
  'Contractors equipment': 'Matériel d’entrepreneur',
  'Contractors equipment floater': 'Formule flottante du matériel d’entrepreneur',
  'Health & fitness liability': 'Responsabilité civile – santé et conditionnement physique',
  'Life agents errors & omissions': 'Erreurs et omissions – agents d’assurance vie',
  'Directors & officers liability': 'Responsabilité des administrateurs et dirigeants',
  'Technology errors & omissions': 'Erreurs et omissions – technologies',
  'Cyber add-on': 'Garantie complémentaire cyberrisques',
};

const MINIMUM_PREMIUM_NOTE_FR = ' (prime minimale appliquée)';
const ROOMMATES = / \(insured and (\d+) roommates?\)$/;
/** 'Name: option' and 'Name (option)', the two ways a model adds the option a line is priced for. */
const WITH_OPTION = [/^(.+?)(: )(.+)$/, /^(.+?)( \()(.+)\)$/];
/**
 * An option named in a line as the product's screens say it: whole dollars ('$2,000,000') in the French
 * number format, a cover level by its own French (« Supérieure »), any other by the product texts.
 */
const sayOption = (option: string, named: string): string => productTextInFrench(option, named);

function sayName(name: string): string {
  const known = LINE_NAMES_FR[name];
  if (known) return known;
  for (const pattern of WITH_OPTION) {
    const [, named, separator, option] = pattern.exec(name) ?? [];
    const base = named && LINE_NAMES_FR[named];
    if (!base || !option) continue;
    return separator === ': '
      ? `${base}\u00a0: ${sayOption(option, named)}`
      : `${base} (${sayOption(option, named)})`;
  }
  return name;
}

/** A premium line's name in the locale; a name no model writes stays as it came. */
export function premiumLineLabel(label: string, locale: Locale): string {
  if (locale !== 'fr-CA') return label;
  let rest = label;
  let minimum = '';
  if (rest.endsWith(MINIMUM_PREMIUM_NOTE)) {
    rest = rest.slice(0, -MINIMUM_PREMIUM_NOTE.length);
    minimum = MINIMUM_PREMIUM_NOTE_FR;
  }
  let roommates = '';
  const covered = ROOMMATES.exec(rest);
  if (covered) {
    const count = Number(covered[1]);
    rest = rest.slice(0, covered.index);
    roommates = ` (assuré et ${count} colocataire${count === 1 ? '' : 's'})`;
  }
  return `${sayName(rest)}${roommates}${minimum}`;
}
