import { createLocalLocationService } from './local-location-service.ts';
import type { LocationService } from './types.ts';

export type { AddressParts, AddressSuggestion, Building, LocationService } from './types.ts';

/**
 * The location service the app uses. Only the local one exists (there is no network here); a
 * maps-service adapter implementing LocationService would be chosen here by configuration.
 */
export function createLocationService(): LocationService {
  return createLocalLocationService();
}
