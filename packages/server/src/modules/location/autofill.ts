import type { LocationInfo } from '@bm/contracts';
import type { AddressParts } from '../../integrations/location/index.ts';

/** The address question of the product forms whose parts a location answer fills. */
export const ADDRESS_QUESTION = 'business-address';

const PARTS = ['city', 'province', 'postal'] as const;

/**
 * Form keys the location answer fills in (spec 3: autofilledKeys): the city, province and postal
 * code of the address question when they were missing or the canonical address writes them
 * differently ('v1y2a1' becomes 'V1Y 2A1', 'montreal' becomes 'Montréal').
 */
export function autofilledKeys(given: AddressParts, info: LocationInfo): string[] {
  return PARTS.filter((part) => given[part].trim() !== info[part]).map(
    (part) => `${ADDRESS_QUESTION}-${part}`,
  );
}
