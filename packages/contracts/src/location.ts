import { z } from 'zod';
import { PROVINCES } from '@bm/domain';

export const addressSchema = z.object({
  street: z.string(),
  unit: z.string().optional(),
  city: z.string(),
  province: z.enum(PROVINCES),
  postal: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** GET /api/addressSuggestions?query=: address autocomplete (local stand-in for the maps service). */
export const addressSuggestionsQuery = z.object({
  query: z.string().trim().min(3).max(200),
  /** The postal code the form already holds: the typed street is suggested at its city and province. */
  postal: z.string().trim().max(7).optional(),
});
export const addressSuggestionsResponse = z.object({
  suggestions: z.array(addressSchema.extend({ label: z.string() })),
});
export type AddressSuggestionsResponse = z.infer<typeof addressSuggestionsResponse>;

/** POST /api/publicLocationInfo: facts about an address used to prefill and rate (spec section 7). */
export const publicLocationInfoBody = z.object({
  street: z.string().trim().max(200).default(''),
  city: z.string().trim().max(100).default(''),
  province: z.string().trim().max(2).default(''),
  postal: z.string().trim().max(7).default(''),
  subdomain: z.string().trim().max(100).optional(),
});
export const locationInfoSchema = z.object({
  street: z.string(),
  city: z.string(),
  province: z.enum(PROVINCES),
  postal: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Flood and wildfire hazard bands of the forward sortation area. */
  floodRisk: z.enum(['low', 'moderate', 'high']),
  wildfireRisk: z.enum(['low', 'moderate', 'high']),
  /** Road distance to the nearest fire hall, km. */
  fireHallDistanceKm: z.number(),
});
export type LocationInfo = z.infer<typeof locationInfoSchema>;
export const publicLocationInfoResponse = z.object({
  locationInfo: locationInfoSchema.nullable(),
  /** Form keys the answer filled in (spec 3: autofilledKeys). */
  autofilledKeys: z.array(z.string()),
});
export type PublicLocationInfoResponse = z.infer<typeof publicLocationInfoResponse>;

/** GET /api/buildings?subdomain&productId: known buildings for a product (answer in data.data). */
export const buildingsQuery = z.object({
  subdomain: z.string().trim().max(100).optional(),
  productId: z.string().trim().max(100),
});
export const buildingSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: addressSchema,
});
export const buildingsResponse = z.object({ data: z.object({ data: z.array(buildingSchema) }) });
export type BuildingsResponse = z.infer<typeof buildingsResponse>;
