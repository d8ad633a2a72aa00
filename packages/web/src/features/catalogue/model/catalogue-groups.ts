import type { ProductSummary } from '@bm/contracts';
import { MOST_POPULAR_CATEGORY } from '@bm/domain';

/** The category that shows the products without a category (spec 9), in English as the categories are. */
export const MOST_POPULAR = MOST_POPULAR_CATEGORY;

/** A catalogue text (a product's name) in the screens' language. */
type Say = (english: string) => string;

export interface CatalogueGroup {
  category: string;
  entries: ProductSummary[];
}

/** Lower case, single spaces, without accents ('Matériel' is found by 'materiel'). */
function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-CA').replace(/\s+/g, ' ').trim();
}

/**
 * A product matches when every word of the query is in its name (in English, or as the screen shows it:
 * 'locataires' finds Tenants Insurance in French) or one of its search keywords.
 */
export function matchesSearch(entry: ProductSummary, query: string, say?: Say): boolean {
  const words = normalise(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const names = say ? [entry.name, say(entry.name)] : [entry.name];
  const haystack = [...names, ...entry.searchKeywords].map(normalise).join(' | ');
  return words.every((word) => haystack.includes(word));
}

/** A product has a tile in the catalogue when it is enabled and its tile is not hidden (the toolbox sets both). */
export function hasTile(entry: ProductSummary): boolean {
  return entry.enabled && entry.showTile;
}

/**
 * Tiles by category, in catalogue order: 'Most popular' first with the uncategorised products, then
 * each category as first seen. Disabled products and hidden tiles are left out; so are empty groups.
 * The categories stay English (the screen says them); `say` lets the search find a shown name.
 */
export function groupCatalogue(entries: readonly ProductSummary[], query = '', say?: Say): CatalogueGroup[] {
  const groups = new Map<string, ProductSummary[]>([[MOST_POPULAR, []]]);
  for (const entry of entries) {
    if (!hasTile(entry) || !matchesSearch(entry, query, say)) continue;
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
