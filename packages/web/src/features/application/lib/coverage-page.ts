import type { ProductDefinition, ProductPage } from '@bm/domain';

/**
 * The page whose answers set the price the broker tunes on the quote: the page named 'coverage'
 * (limits, deductible, cover level) where the product has one, otherwise the last page of the
 * questionnaire. (Tenants asks its insurance history after the coverage page.)
 */
export function coveragePage(definition: ProductDefinition): ProductPage | undefined {
  return definition.pages.find((page) => page.name === 'coverage') ?? definition.pages.at(-1);
}
