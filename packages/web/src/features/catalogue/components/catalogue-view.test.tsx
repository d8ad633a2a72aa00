import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render.tsx';
import { groupCatalogue, MOST_POPULAR } from '../model/catalogue-groups.ts';
import { CATALOGUE_PRODUCTS, makeProduct } from '../test/products.ts';
import { CatalogueView } from './catalogue-view.tsx';
import { setLocale } from '../../../i18n/locale-store.ts';

afterEach(() => {
  cleanup();
  setLocale('en-CA');
});

function section(name: string) {
  return screen.getByRole('region', { name });
}

describe('catalogue grouping (spec 9)', () => {
  it('puts uncategorised products in Most popular, first', () => {
    const groups = groupCatalogue([
      makeProduct('a'),
      makeProduct('b', { categories: [] }),
      makeProduct('c', { categories: ['Tenants'] }),
    ]);
    expect(groups.map((group) => group.category)).toEqual([MOST_POPULAR, 'Construction', 'Tenants']);
    expect(groups[0]?.entries.map((item) => item.productId)).toEqual(['b']);
  });

  it('leaves out tiles with showTile false, and empty categories', () => {
    const groups = groupCatalogue([
      makeProduct('a'),
      makeProduct('hidden', { categories: ['Hidden'], showTile: false }),
    ]);
    expect(groups.map((group) => group.category)).toEqual(['Construction']);
  });

  it('searches names and keywords, every word, ignoring case', () => {
    const entries = [
      makeProduct('Gym Cover', { searchKeywords: ['fitness centre'] }),
      makeProduct('Builders'),
    ];
    expect(groupCatalogue(entries, 'FITNESS')[0]?.entries.map((item) => item.name)).toEqual(['Gym Cover']);
    expect(groupCatalogue(entries, 'gym centre')[0]?.entries.map((item) => item.name)).toEqual(['Gym Cover']);
    expect(groupCatalogue(entries, 'gym builders')).toEqual([]);
  });
});

describe('CatalogueView', () => {
  it('shows the uncategorised product under Most popular', () => {
    renderWithProviders(<CatalogueView entries={CATALOGUE_PRODUCTS} />, { user: null });
    const popular = section(MOST_POPULAR);
    expect(within(popular).getByRole('heading', { name: 'Custom Business' })).toBeInTheDocument();
    expect(
      within(section('Residential')).getByRole('heading', { name: 'Tenants Insurance' }),
    ).toBeInTheDocument();
  });

  it('hides a tile whose showTile is false, and a disabled product', () => {
    renderWithProviders(
      <CatalogueView
        entries={[
          makeProduct('Shown Product'),
          makeProduct('Hidden Product', { showTile: false }),
          makeProduct('Disabled Product', { enabled: false }),
        ]}
      />,
      { user: null },
    );
    expect(screen.getByRole('heading', { name: 'Shown Product' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Hidden Product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Disabled Product' })).not.toBeInTheDocument();
  });

  it('filters by search over names and keywords, and says when nothing matches', async () => {
    renderWithProviders(<CatalogueView entries={CATALOGUE_PRODUCTS} />, { user: null });
    const search = screen.getByRole('searchbox', { name: 'Search products' });

    await userEvent.type(search, 'yoga');
    const tiles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(tiles).toEqual(['Health & Fitness Liability (Individuals)']);

    await userEvent.clear(search);
    await userEvent.type(search, 'zeppelin');
    expect(screen.getByRole('status')).toHaveTextContent('No products match “zeppelin”');
  });

  it('names the insurer on the tile and links to its page from the product card', async () => {
    renderWithProviders(<CatalogueView entries={CATALOGUE_PRODUCTS} />, { user: null });
    const tile = screen
      .getByRole('heading', { name: 'Life Agents E&O' })
      .closest('.MuiCard-root') as HTMLElement;
    expect(within(tile).getByText('Laurentian General Insurance')).toBeInTheDocument();
    await userEvent.click(within(tile).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Life Agents E&O' });
    expect(within(dialog).getByRole('link', { name: 'Laurentian General Insurance' })).toHaveAttribute(
      'href',
      '/insurer/laurentian-general',
    );
  });

  it('opens the product card with a Get a quote link to the product', async () => {
    renderWithProviders(<CatalogueView entries={CATALOGUE_PRODUCTS} />, { user: null });
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

  it('speaks French to a user who reads in French', async () => {
    setLocale('fr-CA');
    renderWithProviders(<CatalogueView entries={CATALOGUE_PRODUCTS} />, { user: null });
    const search = screen.getByRole('searchbox', { name: 'Rechercher des produits' });
    await userEvent.type(search, 'zeppelin');
    expect(screen.getByRole('status')).toHaveTextContent('Aucun produit ne correspond à « zeppelin »');
    await userEvent.clear(search);
    // The product's name and description are the catalogue's, in French.
    expect(
      screen.getByText('Assurance améliorée des locataires avec options inondation et limites plus élevées.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('heading', { name: 'Locataires Plus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Locataires Plus' });
    expect(within(dialog).getByRole('link', { name: 'Obtenir une soumission' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    expect(within(dialog).getByText('Résidentiel')).toBeInTheDocument();
  });

  it('names the categories in French, on the sections and on the product card', async () => {
    setLocale('fr-CA');
    renderWithProviders(<CatalogueView entries={CATALOGUE_PRODUCTS} />, { user: null });
    expect(
      within(section('Les plus populaires')).getByRole('heading', { name: 'Entreprise sur mesure' }),
    ).toBeInTheDocument();
    expect(
      within(section('Résidentiel')).getByRole('heading', { name: 'Assurance des locataires' }),
    ).toBeInTheDocument();
    expect(section('Entrepreneurs')).toBeInTheDocument();
    expect(section('Responsabilité professionnelle')).toBeInTheDocument();
    expect(section('Santé et conditionnement physique')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Most popular' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('heading', { name: 'Responsabilité des entrepreneurs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Responsabilité des entrepreneurs' });
    expect(within(dialog).getByText('Commercial')).toBeInTheDocument();
    expect(within(dialog).getByText('Entrepreneurs')).toBeInTheDocument();
    expect(within(dialog).queryByText('Contractors')).not.toBeInTheDocument();
  });

  it('finds a product by its French name in French, with or without accents, and by its English name', async () => {
    setLocale('fr-CA');
    renderWithProviders(<CatalogueView entries={CATALOGUE_PRODUCTS} />, { user: null });
    const search = screen.getByRole('searchbox', { name: 'Rechercher des produits' });
    const tiles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

    await userEvent.type(search, 'locataires étudiants');
    expect(tiles()).toEqual(['Locataires étudiants']);
    await userEvent.clear(search);
    await userEvent.type(search, 'materiel');
    expect(tiles()).toEqual(['Matériel d’entrepreneur']);
    await userEvent.clear(search);
    await userEvent.type(search, 'Student Tenants');
    expect(tiles()).toEqual(['Locataires étudiants']);
  });
});
