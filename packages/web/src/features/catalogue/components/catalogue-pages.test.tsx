import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@bm/domain';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';
import { MOST_POPULAR } from '../model/catalogue-groups.ts';
import { CATALOGUE_PRODUCTS, makeProduct, pagesOf, productsHandler } from '../test/products.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tileNames = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('HomePage', () => {
  it('follows nextToken until the last page and shows every product', async () => {
    const api = mockFetch(productsHandler(pagesOf(CATALOGUE_PRODUCTS, 5)));
    renderApp('/', { user: null });

    // The last page's products (Health & Fitness) arrive with the third request.
    const premises = await screen.findByRole('heading', { name: 'Health & Fitness Liability (Premises)' });
    expect(premises).toBeInTheDocument();
    const asked = api.to('GET', '/api/products').map((request) => request.url.searchParams.get('nextToken'));
    expect(asked).toEqual([null, 'page-2', 'page-3']);
    expect(tileNames()).toHaveLength(CATALOGUE_PRODUCTS.length);
    expect(
      within(screen.getByRole('region', { name: MOST_POPULAR })).getByRole('heading', {
        name: 'Custom Business',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a spinner until the first page arrives', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderApp('/', { user: null });
    expect(await screen.findByRole('progressbar', { name: 'Loading products' })).toBeInTheDocument();
  });

  it('keeps the first page on screen when a later page fails, and retries that page', async () => {
    const pages = pagesOf(
      [makeProduct('First Product'), makeProduct('Second Product', { categories: ['Tenants'] })],
      1,
    );
    let failSecond = true;
    const handler = productsHandler(pages);
    const api = mockFetch((request) => {
      if (request.url.searchParams.get('nextToken') === 'page-2' && failSecond) {
        failSecond = false;
        return { status: 503, body: { message: 'The catalogue is busy, try again.' } };
      }
      return handler(request);
    });
    renderApp('/', { user: null });

    expect(await screen.findByRole('alert')).toHaveTextContent('The catalogue is busy, try again.');
    expect(screen.getByRole('heading', { name: 'First Product' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Second Product' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Second Product' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const asked = api.to('GET', '/api/products').map((request) => request.url.searchParams.get('nextToken'));
    expect(asked).toEqual([null, 'page-2', 'page-2']);
  });

  it('shows the server’s message when the catalogue cannot load, and loads it on retry', async () => {
    let fail = true;
    const handler = productsHandler(pagesOf(CATALOGUE_PRODUCTS, 50));
    mockFetch((request) => {
      if (fail) {
        fail = false;
        return { status: 500, body: { message: 'Products are unavailable right now.' } };
      }
      return handler(request);
    });
    renderApp('/', { user: null });

    expect(await screen.findByRole('alert')).toHaveTextContent('Products are unavailable right now.');
    expect(screen.queryByRole('searchbox', { name: 'Search products' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Tenants Plus' })).toBeInTheDocument();
  });

  it('searches the products of every page, and hides tiles with showTile false', async () => {
    const products = [
      ...CATALOGUE_PRODUCTS,
      makeProduct('Hidden Yoga Cover', { searchKeywords: ['yoga'], showTile: false }),
    ];
    mockFetch(productsHandler(pagesOf(products, 4)));
    renderApp('/', { user: null });
    await screen.findByRole('heading', { name: 'Health & Fitness Liability (Premises)' });
    expect(screen.queryByRole('heading', { name: 'Hidden Yoga Cover' })).not.toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(search, 'yoga');
    expect(tileNames()).toEqual(['Health & Fitness Liability (Individuals)']);
    await userEvent.clear(search);
    await userEvent.type(search, 'zeppelin');
    expect(screen.getByRole('status')).toHaveTextContent('No products match “zeppelin”');
  });

  it('opens a product card whose Get a quote link goes to the product', async () => {
    mockFetch(productsHandler(pagesOf(CATALOGUE_PRODUCTS, 10)));
    renderApp('/', { user: null });
    await userEvent.click(await screen.findByRole('heading', { name: 'Tenants Plus' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tenants Plus' });
    expect(within(dialog).getByRole('link', { name: 'Get a quote' })).toHaveAttribute(
      'href',
      '/products/tenants-plus',
    );
  });
});

describe('InsurerPage', () => {
  it('asks for that insurer’s products, page by page, and shows them', async () => {
    const api = mockFetch(productsHandler(pagesOf(CATALOGUE_PRODUCTS, 7)));
    renderApp('/insurer/prairie-specialty', { user: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Prairie Specialty Underwriters' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('3 products underwritten by Prairie Specialty Underwriters.'),
    ).toBeInTheDocument();
    expect(tileNames()).toEqual(['Contractors Liability', 'Contractors Equipment', 'Trade Contractors']);
    const requests = api.to('GET', '/api/products');
    expect(requests.map((request) => request.url.searchParams.get('insurerId'))).toEqual([
      'prairie-specialty',
      'prairie-specialty',
    ]);
    expect(requests.map((request) => request.url.searchParams.get('nextToken'))).toEqual([null, 'page-2']);
  });

  it('is the not-found page for an unknown insurer, without asking the server', async () => {
    const api = mockFetch(productsHandler(pagesOf(CATALOGUE_PRODUCTS, 50)));
    renderApp('/insurer/no-such-insurer', { user: null });
    expect(await screen.findByText(MESSAGES.notFoundText)).toBeInTheDocument();
    expect(api.to('GET', '/api/products')).toHaveLength(0);
  });
});
