import type { ProductSummary } from '@bm/contracts';

/** The category that shows the products without a category (spec 9). */
export const MOST_POPULAR = 'Most popular';

export interface CatalogueGroup {
  category: string;
  entries: ProductSummary[];
}

function normalise(text: string): string {
  return text.toLocaleLowerCase('en-CA').replace(/\s+/g, ' ').trim();
}

/** A product matches when every word of the query is in its name or one of its search keywords. */
export function matchesSearch(entry: ProductSummary, query: string): boolean {
  const words = normalise(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [entry.name, ...entry.searchKeywords].map(normalise).join(' | ');
  return words.every((word) => haystack.includes(word));
}

/** A product has a tile in the catalogue when it is enabled and its tile is not hidden (the toolbox sets both). */
export function hasTile(entry: ProductSummary): boolean {
  return entry.enabled && entry.showTile;
}

/**
 * Tiles by category, in catalogue order: 'Most popular' first with the uncategorised products, then
 * each category as first seen. Disabled products and hidden tiles are left out; so are empty groups.
 */
export function groupCatalogue(entries: readonly ProductSummary[], query = ''): CatalogueGroup[] {
  const groups = new Map<string, ProductSummary[]>([[MOST_POPULAR, []]]);
  for (const entry of entries) {
    if (!hasTile(entry) || !matchesSearch(entry, query)) continue;
    const categories = entry.categories.length === 0 ? [MOST_POPULAR] : entry.categories;
    for (const category of categories) {
      const list = groups.get(category) ?? [];
      list.push(entry);
      groups.set(category, list);
    }
  }
  return [...groups]
    .filter(([, list]) => list.length > 0)
    .map(([category, list]) => ({ category, entries: list }));
}
