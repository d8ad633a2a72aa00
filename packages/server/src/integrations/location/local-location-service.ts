import { BUILDINGS } from './local-data.ts';
import { lookupLocal } from './local-lookup.ts';
import { MAX_SUGGESTIONS, suggestAtPostal, suggestLocal } from './local-suggest.ts';
import type { LocationService } from './types.ts';

/** The offline location service: suggestions, lookups and buildings from the bundled local data. */
export function createLocalLocationService(): LocationService {
  return {
    suggest: async (query, near) =>
      [...suggestAtPostal(query, near?.postal), ...suggestLocal(query)].slice(0, MAX_SUGGESTIONS),
    lookup: async (address) => lookupLocal(address),
    buildings: async (productId, subdomain) => {
      const marketplace = subdomain?.trim().toLowerCase();
      return BUILDINGS.filter(
        (building) =>
          building.productIds.includes(productId) &&
          (!building.subdomains || (!!marketplace && building.subdomains.includes(marketplace))),
      ).map(({ id, name, address }) => ({ id, name, address: { ...address } }));
    },
  };
}
