import { PROVINCES, type Province } from '@bm/domain';
import { CITIES_BY_POPULATION, cityByFsa, cityNames, postalFor } from './local-cities.ts';
import { STREETS, type LocalCity, type LocalStreet } from './local-data.ts';
import { expandAbbreviation, normalise, wordsOf } from './text.ts';
import type { AddressSuggestion } from './types.ts';

export const MAX_SUGGESTIONS = 8;

interface ParsedQuery {
  unit: string;
  civic: string;
  /** Normalised words of the street part, abbreviations spelt out. */
  street: string[];
  /** The street part as typed, normalised: it may be the start of a city name instead. */
  typed: string;
  /** The city typed after a comma (a prefix), or found at the end of the street part (a whole name). */
  city: { text: string; whole: boolean } | null;
  province: Province | null;
}

const provinceCode = (word: string | undefined) =>
  PROVINCES.find((code) => code === word?.toUpperCase()) ?? null;

/** Halves of a postal code ('v1y', '1a1'), which say nothing about the street or city. */
const POSTAL_HALF = /^([a-z]\d[a-z]|\d[a-z]\d)$/;

/**
 * The longest city name ending the text. After a civic number, a lone name is a street rather
 * than a city ('123 Victoria' is more likely Victoria Avenue than an address in Victoria).
 */
function trailingCityName(text: string, hasCivic: boolean): string | undefined {
  return CITIES_BY_POPULATION.flatMap(cityNames)
    .filter((name) => text.endsWith(` ${name}`) || (text === name && !hasCivic))
    .sort((a, b) => b.length - a.length)[0];
}

/** Reads '12-345 Main St, Kelowna, BC' or '345 main street kelowna bc' into its parts. */
function parse(query: string): ParsedQuery {
  const [first = '', ...others] = query.split(',');
  const civicMatch = /^\s*(?:([0-9a-z]+)\s*-\s*)?(\d+[a-z]?)\b(.*)$/i.exec(first);
  const words = wordsOf(civicMatch ? (civicMatch[3] ?? '') : first);
  let province: Province | null = null;
  const cityTexts: string[] = [];
  for (const part of others) {
    const kept = wordsOf(part).filter((word) => {
      const code = provinceCode(word);
      province ??= code;
      return !code && !POSTAL_HALF.test(word);
    });
    if (kept.length > 0) cityTexts.push(kept.join(' '));
  }
  let city: ParsedQuery['city'] = cityTexts[0] ? { text: cityTexts[0], whole: false } : null;
  if (!city) {
    // Without a comma, a province code and a whole city name may end the street part.
    while (words.length > 1 && POSTAL_HALF.test(words.at(-1) ?? '')) words.pop();
    const trailing = words.length > 1 ? provinceCode(words.at(-1)) : null;
    if (trailing) {
      province ??= trailing;
      words.pop();
    }
    const name = trailingCityName(words.join(' '), !!civicMatch);
    if (name) {
      city = { text: name, whole: true };
      words.splice(words.length - name.split(' ').length);
    }
  }
  return {
    unit: civicMatch?.[1] ?? '',
    civic: civicMatch?.[2] ?? '',
    street: words.map(expandAbbreviation),
    typed: words.join(' '),
    city,
    province,
  };
}

/** Every word typed is the start of a word of the street name ('main st' matches Main Street). */
function streetMatches(street: LocalStreet, words: string[]): boolean {
  const nameWords = normalise(street.name).split(' ');
  return words.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)));
}

function cityMatches(city: LocalCity, parsed: ParsedQuery): boolean {
  if (parsed.province && city.province !== parsed.province) return false;
  if (!parsed.city) return true;
  const { text, whole } = parsed.city;
  return cityNames(city).some((name) => (whole ? name === text : name.startsWith(text)));
}

/** (street, city) pairs walked diagonally, so that suggestions mix streets and cities. */
function* pairs(streets: readonly LocalStreet[], cities: readonly LocalCity[]) {
  for (let sum = 0; sum < streets.length + cities.length - 1; sum += 1) {
    for (let s = Math.max(0, sum - cities.length + 1); s <= Math.min(sum, streets.length - 1); s += 1) {
      const street = streets[s];
      const city = cities[sum - s];
      if (street && city && (!street.provinces || street.provinces.includes(city.province))) {
        yield { street, city };
      }
    }
  }
}

/** Up to 8 addresses for free text, from common street names in known cities. */
export function suggestLocal(query: string): AddressSuggestion[] {
  const parsed = parse(query);
  let cities = CITIES_BY_POPULATION.filter((city) => cityMatches(city, parsed));
  let streets: readonly LocalStreet[] = STREETS.filter((street) => streetMatches(street, parsed.street));
  if (streets.length === 0 && !parsed.city && !parsed.civic) {
    // 'kelow': no street starts so, but a city does; offer streets there.
    cities = cities.filter((city) => cityNames(city).some((name) => name.startsWith(parsed.typed)));
    streets = STREETS;
  }
  const suggestions: AddressSuggestion[] = [];
  for (const { street, city } of pairs(streets, cities)) {
    if (suggestions.length === MAX_SUGGESTIONS) break;
    const line = parsed.civic ? `${parsed.civic} ${street.name}` : street.name;
    const postal = postalFor(city, street.name, line);
    const unit = parsed.unit ? `${parsed.unit.toUpperCase()}-` : '';
    suggestions.push({
      street: line,
      ...(parsed.unit ? { unit: parsed.unit.toUpperCase() } : {}),
      city: city.name,
      province: city.province,
      postal,
      label: `${unit}${line}, ${city.name}, ${city.province} ${postal}`,
    });
  }
  return suggestions;
}

const FULL_POSTAL = /^([A-Z]\d[A-Z])\s?(\d[A-Z]\d)$/;

/**
 * The typed street at the typed postal code: its city and province are those of the postal code's
 * forward sortation area (when the bundled data knows it), so a street the data has never heard of
 * is still suggested whole. None without a full postal code or a street.
 */
export function suggestAtPostal(query: string, postal: string | undefined): AddressSuggestion[] {
  const match = FULL_POSTAL.exec((postal ?? '').trim().toUpperCase());
  const street = query.split(',')[0]?.trim().replace(/\s+/g, ' ') ?? '';
  if (!match || street.length === 0) return [];
  const city = cityByFsa(match[1]!);
  if (!city) return [];
  const code = `${match[1]} ${match[2]}`;
  return [
    {
      street,
      city: city.name,
      province: city.province,
      postal: code,
      label: `${street}, ${city.name}, ${city.province} ${code}`,
    },
  ];
}
