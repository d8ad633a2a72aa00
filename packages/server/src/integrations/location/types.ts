import type { Address, LocationInfo, buildingSchema } from '@bm/contracts';
import type { z } from 'zod';

/** One address suggestion, with the line a picker shows. */
export type AddressSuggestion = Address & { label: string };

export type Building = z.infer<typeof buildingSchema>;

/** The address parts a form holds; any of them may be empty. */
export interface AddressParts {
  street: string;
  city: string;
  province: string;
  postal: string;
}

/**
 * Address autocomplete and location facts (architecture: integrations behind interfaces, with a
 * real local default). The local service answers from bundled data; a maps-service adapter can
 * implement the same interface, hence the promises.
 */
export interface LocationService {
  /**
   * Up to 8 addresses matching free text such as '123 Main St, Kelowna'; with the postal code the
   * form already holds (`near.postal`), the typed street at that postal code's city comes first.
   */
  suggest(query: string, near?: { postal?: string }): Promise<AddressSuggestion[]>;
  /** Canonical address, coordinates and hazards of an address, or null when it is not known. */
  lookup(address: AddressParts): Promise<LocationInfo | null>;
  /** Known buildings (rental buildings, campus residences) offered for a product. */
  buildings(productId: string, subdomain?: string): Promise<Building[]>;
}
