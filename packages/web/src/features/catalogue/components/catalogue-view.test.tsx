import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATALOGUE, type CatalogueEntry } from '@bm/domain';
import { renderApp, renderWithProviders } from '../../../testing/render.tsx';
import { groupCatalogue, MOST_POPULAR } from '../model/catalogue-groups.ts';
import { CatalogueView } from './catalogue-view.tsx';

afterEach(cleanup);

const entry = (productId: string, overrides: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
  productId,
  name: productId,
  categories: ['Construction'],
  searchKeywords: [],
  applicationPath: productId,
  insurerId: 'cascadia-mutual',
  lineOfBusiness: 'commercial',
  showTile: true,
  description: `About ${productId}`,
  ...overrides,
});

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('catalogue grouping (spec 9)', () => {
  it('puts uncategorised products in Most popular, first', () => {
    const groups = groupCatalogue([
      entry('a'),
      entry('b', { categories: [] }),
      entry('c', { categories: ['Tenants'] }),
    ]);
    expect(groups.map((group) => group.category)).toEqual([MOST_POPULAR, 'Construction', 'Tenants']);
    expect(groups[0]?.entries.map((item) => item.productId)).toEqual(['b']);
  });

  it('leaves out tiles with showTile false, and empty categories', () => {
    const groups = groupCatalogue([entry('a'), entry('hidden', { categories: ['Hidden'], showTile: false })]);
    expect(groups.map((group) => group.category)).toEqual(['Construction']);
  });

  it('searches names and keywords, every word, ignoring case', () => {
    const entries = [entry('Gym Cover', { searchKeywords: ['fitness centre'] }), entry('Builders')];
    expect(groupCatalogue(entries, 'FITNESS')[0]?.entries.map((item) => item.name)).toEqual(['Gym Cover']);
    expect(groupCatalogue(entries, 'gym centre')[0]?.entries.map((item) => item.name)).toEqual(['Gym Cover']);
    expect(groupCatalogue(entries, 'gym builders')).toEqual([]);
  });
});

describe('CatalogueView', () => {
  it('shows the uncategorised product under Most popular', () => {
    renderWithProviders(<CatalogueView entries={CATALOGUE} />, { user: null });
    const popular = section(MOST_POPULAR);
    expect(within(popular).getByRole('heading', { name: 'Custom Business' })).toBeInTheDocument();
    expect(
      within(section('Residential')).getByRole('heading', { name: 'Tenants Insurance' }),
    ).toBeInTheDocument();
  });

  it('hides a tile whose showTile is false', () => {
    renderWithProviders(
      <CatalogueView entries={[entry('Shown Product'), entry('Hidden Product', { showTile: false })]} />,
      { user: null },
    );
    expect(screen.getByRole('heading', { name: 'Shown Product' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hidden Product' })).not.toBeInTheDocument();
  });

  it('filters by search over names and keywords, and says when nothing matches', async () => {
    renderWithProviders(<CatalogueView entries={CATALOGUE} />, { user: null });
    const search = screen.getByRole('searchbox', { name: 'Search products' });

    await userEvent.type(search, 'yoga');
    const tiles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(tiles).toEqual(['Health & Fitness Liability (Individuals)']);

    await userEvent.clear(search);
    await userEvent.type(search, 'zeppelin');
    expect(screen.getByRole('status')).toHaveTextContent('No products match “zeppelin”');
  });

  it('opens the product card with a Get a quote link to the product', async () => {
    renderWithProviders(<CatalogueView entries={CATALOGUE} />, { user: null });
    await userEvent.click(screen.getByRole('heading', { name: 'Tenants Plus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tenants Plus' });
    expect(
      within(dialog).getByText('Enhanced renters cover with flood options and higher limits.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Get a quote' })).toHaveAttribute(
      'href',
      '/products/tenants-plus',
    );
  });
});

describe('catalogue pages', () => {
  it('shows one insurer’s products on /insurer/{slug}', async () => {
    renderApp('/insurer/prairie-specialty', { user: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prairie Specialty Underwriters' }),
    ).toBeInTheDocument();
    const tiles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(tiles).toEqual(['Contractors Liability', 'Contractors Equipment', 'Trade Contractors']);
  });
});
