import { z } from 'zod';

/** A catalogue entry (spec section 3, Product / Catalogue entry). */
export const productSummarySchema = z.object({
  productId: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  categories: z.array(z.string()),
  searchKeywords: z.array(z.string()),
  applicationPath: z.string(),
  insurerId: z.string(),
  insurerName: z.string(),
  lineOfBusiness: z.enum(['commercial', 'residential']),
  showTile: z.boolean(),
  description: z.string(),
  version: z.string().nullable(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** GET /api/products: the catalogue in pages, as the spec's GraphQL products query (nextToken). */
export const productListQuery = z.object({
  nextToken: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  insurerId: z.string().max(100).optional(),
});
export const productListResponse = z.object({
  items: z.array(productSummarySchema),
  nextToken: z.string().nullable(),
});
export type ProductListResponse = z.infer<typeof productListResponse>;

export const productParams = z.object({ productId: z.string().min(1).max(100) });

/**
 * GET /api/products/{productId}: the product with its current definition (pages, questions,
 * eligibility, rating inputs). The definition is the domain's ProductDefinition, as JSON.
 */
export const productDetailSchema = productSummarySchema.extend({
  versionId: z.string().uuid(),
  definition: z
    .object({
      productId: z.string(),
      version: z.string(),
      pages: z.array(z.object({ name: z.string(), title: z.string() }).passthrough()),
      eligibility: z.array(z.unknown()),
      rating: z.record(z.string(), z.unknown()),
    })
    .passthrough(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/**
 * GET /api/applications/{id}/definition: the definition an application is answered and priced with
 * (the version it was started on), so that a change form lists exactly the questions the server prices.
 */
export const applicationDefinitionResponse = productDetailSchema.pick({ versionId: true, definition: true });
export type ApplicationDefinition = z.infer<typeof applicationDefinitionResponse>;
