import { CITIES, type LocalCity } from './local-data.ts';
import { hash, isRuralFsa, localDeliveryUnit, normalise } from './text.ts';

/** Larger places first: the order suggestions offer cities in. */
export const CITIES_BY_POPULATION: readonly LocalCity[] = [...CITIES].sort(
  (a, b) => b.population - a.population,
);

const CITY_BY_FSA = new Map(CITIES.flatMap((city) => city.fsas.map((fsa) => [fsa, city] as const)));

export const cityByFsa = (fsa: string): LocalCity | undefined => CITY_BY_FSA.get(fsa.toUpperCase());

/** The names a city answers to, normalised ('Montreal' finds Montréal, 'Quebec City' Québec). */
export const cityNames = (city: LocalCity): string[] => [city.name, ...(city.aliases ?? [])].map(normalise);

/**
 * A postal code for an address in a city: one of the city's FSAs chosen by the street name, and a
 * local delivery unit from the whole street line, so the same address always gets the same code.
 */
export function postalFor(city: LocalCity, streetName: string, streetLine: string): string {
  const fsas = city.fsas;
  const fsa = fsas[hash(`${city.name}|${normalise(streetName)}`) % fsas.length] ?? fsas[0] ?? '';
  return `${fsa} ${localDeliveryUnit(`${city.name}|${normalise(streetLine)}`, isRuralFsa(fsa))}`;
}
