import type { LocationInfo } from '@bm/contracts';
import { isValidPostalCode, normalisePostalCode, provinceFromPostalCode } from '@bm/domain';
import { cityByFsa, cityNames, postalFor } from './local-cities.ts';
import { CITIES, HAZARDS, type LocalCity } from './local-data.ts';
import { hash, isRuralFsa, normalise } from './text.ts';
import type { AddressParts } from './types.ts';

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A city by name (or alias) and province; the province may be empty, the postal code rules it out. */
function cityByName(name: string, province: string, postal: string): LocalCity | undefined {
  const wanted = normalise(name);
  if (!wanted) return undefined;
  const code = province.trim().toUpperCase();
  const postalProvince = postal ? provinceFromPostalCode(postal) : null;
  return CITIES.find(
    (city) =>
      cityNames(city).includes(wanted) &&
      (!code || city.province === code) &&
      (!postalProvince || city.province === postalProvince),
  );
}

/**
 * Location facts of an address from the local data: the city by the FSA of the postal code, else
 * by city name and province; null when neither is known.
 */
export function lookupLocal(address: AddressParts): LocationInfo | null {
  const given = isValidPostalCode(address.postal) ? normalisePostalCode(address.postal) : '';
  const city = (given && cityByFsa(given.slice(0, 3))) || cityByName(address.city, address.province, given);
  if (!city) return null;
  const street = address.street.trim();
  const postal = given || postalFor(city, street, street);
  const fsa = postal.slice(0, 3);
  const key = `${normalise(street)}|${postal}`;
  // A small offset from the city centre (about 2 km by 2 km at most), the same for the same address.
  const spot = hash(key);
  const latitude = city.latitude + ((spot & 0xffff) / 0xffff - 0.5) * 0.04;
  const longitude = city.longitude + ((spot >>> 16) / 0xffff - 0.5) * 0.06;
  const fire = hash(`fire|${key}`);
  const fireHallDistanceKm = isRuralFsa(fsa) ? 5 + (fire % 100) / 10 : 0.5 + (fire % 45) / 10;
  const hazards = HAZARDS[fsa] ?? {};
  return {
    street,
    city: city.name,
    province: city.province,
    postal,
    latitude: round(latitude, 5),
    longitude: round(longitude, 5),
    floodRisk: hazards.flood ?? 'low',
    wildfireRisk: hazards.wildfire ?? 'low',
    fireHallDistanceKm: round(fireHallDistanceKm, 1),
  };
}
