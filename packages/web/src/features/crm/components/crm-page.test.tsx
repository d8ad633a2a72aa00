import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MeUser } from '@bm/contracts';
import {
  applicationId,
  BROKER_USER,
  BROKERAGE_A,
  BROKERAGE_B,
  makeListItem,
  SUPER_ADMIN_USER,
} from '../../../test/crm-fixtures.ts';
import { mockApi, type ApiHandler } from '../../../test/mock-api.ts';
import { renderCrm } from '../test/render-crm.tsx';
import { CLOSE_MATCHES, CLOSE_MATCHES_FAILED } from './search-box.tsx';

afterEach(() => {
  // Vitest runs without globals here, so Testing Library does not clean up by itself.
  cleanup();
  vi.unstubAllGlobals();
});

const PAGE_ONE = [
  makeListItem(1),
  makeListItem(2, { insuredName: 'Acme Roofing Ltd.', totalPremium: 5_000_00 }),
];
const PAGE_TWO = [makeListItem(3, { insuredName: 'Second Page Co.' })];

/** /api/auth/me as `user`, and a list that pages by cursor 'c2'. */
const brokerage = (id: string, name: string, code: string) => ({
  id,
  name,
  code,
  isAgency: false,
  province: null,
  email: null,
  phone: null,
  address: null,
  subdomain: null,
});
const PRAIRIE = { id: '0b7c1c0e-0000-4000-8000-00000000000c', name: 'Prairie Risk Advisors' };
const BROKERAGE_LIST = [
  brokerage(BROKERAGE_B.id, BROKERAGE_B.name, 'COASTAL'),
  brokerage(BROKERAGE_A.id, BROKERAGE_A.name, 'MAPLE'),
  brokerage(PRAIRIE.id, PRAIRIE.name, 'PRAIRIE'),
];

function listApi(user: MeUser = BROKER_USER, list?: ApiHandler) {
  return mockApi((url) => {
    if (url.pathname === '/api/auth/me') return { body: { user } };
    if (url.pathname === '/api/brokerages') return { body: { items: BROKERAGE_LIST } };
    if (url.pathname === '/api/applications') {
      if (list) return list(url);
      return url.searchParams.get('cursor') === 'c2'
        ? { body: { items: PAGE_TWO, nextCursor: null } }
        : { body: { items: PAGE_ONE, nextCursor: 'c2' } };
    }
    return undefined;
  });
}

describe('CrmPage', () => {
  it('lists applications with formatted money and dates', async () => {
    const api = listApi();
    renderCrm('/crm');

    const row = (await screen.findByText('TEN-2025-100001')).closest('tr')!;
    expect(within(row).getByText('Insured 1')).toBeInTheDocument();
    expect(within(row).getByText('insured.1@example.net')).toBeInTheDocument();
    expect(within(row).getByText('$1,234.56')).toBeInTheDocument();
    expect(within(row).getByText('2025-03-01')).toBeInTheDocument();
    expect(within(row).getByText('2026-03-01')).toBeInTheDocument();
    expect(within(row).getByText('Bound')).toBeInTheDocument();
    expect(within(row).getByText('Closed-Won')).toBeInTheDocument();
    expect(within(row).getByText('Bea Broker')).toBeInTheDocument();
    expect(within(row).getByText(BROKERAGE_A.name)).toBeInTheDocument();
    expect(screen.getByText('$5,000.00')).toBeInTheDocument();

    const first = api.last('/api/applications')!;
    expect(first.searchParams.get('sort')).toBe('createdAt');
    expect(first.searchParams.get('order')).toBe('desc');
    expect(first.searchParams.get('limit')).toBe('25');
    expect(first.searchParams.has('includeClosed')).toBe(false);
    await waitFor(() => expect(document.title).toBe('CRM | Apollo Broker Marketplace'));
  });

  it('marks an application whose bind underwriting stopped as Unavailable', async () => {
    listApi(BROKER_USER, () => ({
      body: {
        items: [
          makeListItem(1),
          makeListItem(2, { status: 'quoted', salesStatus: 'Open', policyNumber: null, bindStopped: true }),
        ],
        nextCursor: null,
      },
    }));
    renderCrm('/crm');

    const stopped = (await screen.findByText('Insured 2')).closest('tr')!;
    expect(within(stopped).getByText('Unavailable')).toBeInTheDocument();
    const open = screen.getByText('Insured 1').closest('tr')!;
    expect(within(open).queryByText('Unavailable')).not.toBeInTheDocument();
  });

  it('labels a renewal offer apart from the policy it renews (same policy number)', async () => {
    listApi(BROKER_USER, () => ({
      body: {
        items: [
          makeListItem(1),
          makeListItem(2, { policyNumber: 'TEN-2025-100001', status: 'quoted', isRenewal: true }),
        ],
        nextCursor: null,
      },
    }));
    renderCrm('/crm');

    const renewal = (await screen.findByText('Insured 2')).closest('tr')!;
    expect(within(renewal).getByText('Renewal')).toBeInTheDocument();
    const expiring = screen.getByText('Insured 1').closest('tr')!;
    expect(within(expiring).queryByText('Renewal')).not.toBeInTheDocument();
  });

  it('sends the search after a pause in typing, once', async () => {
    const user = userEvent.setup();
    const api = listApi();
    const { router } = renderCrm('/crm');
    await screen.findByText('TEN-2025-100001');

    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'acme');
    await waitFor(() => expect(api.last('/api/applications')?.searchParams.get('search')).toBe('acme'));
    const searches = api.requests('/api/applications').map((url) => url.searchParams.get('search'));
    expect(searches.filter(Boolean)).toEqual(['acme']);
    expect(router.state.location.search).toContain('search=acme');
  });

  it('sorts by a column header, ascending then descending', async () => {
    const user = userEvent.setup();
    const api = listApi();
    renderCrm('/crm');
    await screen.findByText('TEN-2025-100001');

    await user.click(screen.getByRole('button', { name: 'Policy number' }));
    await waitFor(() => expect(api.last('/api/applications')?.searchParams.get('sort')).toBe('policyNumber'));
    expect(api.last('/api/applications')?.searchParams.get('order')).toBe('asc');

    await user.click(screen.getByRole('button', { name: 'Policy number' }));
    await waitFor(() => expect(api.last('/api/applications')?.searchParams.get('order')).toBe('desc'));
    expect(api.last('/api/applications')?.searchParams.get('sort')).toBe('policyNumber');

    await user.click(screen.getByRole('button', { name: 'Total premium' }));
    await waitFor(() => expect(api.last('/api/applications')?.searchParams.get('sort')).toBe('totalPremium'));
  });

  it('pages forward with nextCursor and back with Previous', async () => {
    const user = userEvent.setup();
    const api = listApi();
    const { router } = renderCrm('/crm');
    await screen.findByText('Acme Roofing Ltd.');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Second Page Co.');
    expect(api.last('/api/applications')?.searchParams.get('cursor')).toBe('c2');
    expect(screen.queryByText('Acme Roofing Ltd.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText(/Page 2/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Acme Roofing Ltd.');
    expect(screen.queryByText('Second Page Co.')).not.toBeInTheDocument();
    expect(router.state.location.search).not.toContain('cursor');
    expect(screen.getByText(/Page 1/)).toBeInTheDocument();
  });

  it('resets to the first page when the page size changes', async () => {
    const user = userEvent.setup();
    const api = listApi();
    renderCrm('/crm');
    await screen.findByText('Acme Roofing Ltd.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Second Page Co.');

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(screen.getByRole('option', { name: '100' }));
    await waitFor(() => expect(api.last('/api/applications')?.searchParams.get('limit')).toBe('100'));
    expect(api.last('/api/applications')?.searchParams.has('cursor')).toBe(false);
  });

  it('puts the status filters in the request and the URL', async () => {
    const user = userEvent.setup();
    const api = listApi();
    const { router } = renderCrm('/crm');
    await screen.findByText('TEN-2025-100001');
    const lastParam = (name: string) => api.last('/api/applications')?.searchParams.get(name);

    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    await user.click(screen.getByRole('option', { name: 'Bound' }));
    await user.click(screen.getByRole('option', { name: 'Quoted' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(lastParam('status')).toBe('quoted,bound'));

    await user.click(screen.getByRole('combobox', { name: /^Sales status/ }));
    await user.click(screen.getByRole('option', { name: 'Open' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(lastParam('salesStatus')).toBe('Open'));

    await user.click(screen.getByRole('switch', { name: /Include closed/ }));
    await waitFor(() => expect(lastParam('includeClosed')).toBe('true'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      status: 'quoted,bound',
      salesStatus: 'Open',
      includeClosed: 'true',
    });
  });

  it('puts the product, province and payment period filters in the request and the URL', async () => {
    const user = userEvent.setup();
    const api = listApi();
    const { router } = renderCrm('/crm');
    await screen.findByText('TEN-2025-100001');
    const lastParam = (name: string) => api.last('/api/applications')?.searchParams.get(name);

    await user.click(screen.getByRole('combobox', { name: /^Product/ }));
    await user.click(screen.getByRole('option', { name: 'Tenants Insurance' }));
    await waitFor(() => expect(lastParam('productId')).toBe('tenants'));

    await user.click(screen.getByRole('combobox', { name: /^Province/ }));
    await user.click(screen.getByRole('option', { name: 'Ontario (ON)' }));
    await waitFor(() => expect(lastParam('province')).toBe('ON'));

    await user.click(screen.getByRole('combobox', { name: /^Payment period/ }));
    await user.click(screen.getByRole('option', { name: 'Monthly' }));
    await waitFor(() => expect(lastParam('paymentPeriod')).toBe('monthly'));

    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      productId: 'tenants',
      province: 'ON',
      paymentPeriod: 'monthly',
    });
    await user.click(screen.getByRole('button', { name: 'Clear filters (3)' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('reads the filters, sort and page size from the URL', async () => {
    const api = listApi();
    renderCrm('/crm?status=bound,lapsed&sort=totalPremium&order=asc&limit=50&search=roof&province=XX');
    await screen.findByText('TEN-2025-100001');
    const request = api.last('/api/applications')!;
    expect(request.searchParams.get('status')).toBe('bound,lapsed');
    expect(request.searchParams.get('sort')).toBe('totalPremium');
    expect(request.searchParams.get('order')).toBe('asc');
    expect(request.searchParams.get('limit')).toBe('50');
    expect(request.searchParams.get('search')).toBe('roof');
    // An unknown province is dropped rather than sent for the API to refuse.
    expect(request.searchParams.has('province')).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('roof');
  });

  it('opens the record on a row click or Enter', async () => {
    const user = userEvent.setup();
    listApi();
    const { router } = renderCrm('/crm?status=bound');
    const row = (await screen.findByText('Acme Roofing Ltd.')).closest('tr')!;

    await user.click(row);
    expect(router.state.location.pathname).toBe(`/crm/applications/${applicationId(2)}`);
    expect(router.state.location.state).toEqual({ crmSearch: '?status=bound' });

    await router.navigate(-1);
    const first = (await screen.findByText('Insured 1')).closest('tr')!;
    first.focus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe(`/crm/applications/${applicationId(1)}`);
  });

  it('hides the brokerage filter from a broker', async () => {
    listApi(BROKER_USER);
    renderCrm('/crm');
    await screen.findByText('TEN-2025-100001');
    expect(screen.getByRole('combobox', { name: /^Status/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Brokerage/ })).not.toBeInTheDocument();
  });

  it('shows a super admin the brokerage filter with every brokerage', async () => {
    const user = userEvent.setup();
    const api = listApi(SUPER_ADMIN_USER, (url) =>
      url.searchParams.get('brokerageId')
        ? {
            body: {
              items: [makeListItem(9, { brokerageId: BROKERAGE_B.id, brokerageName: BROKERAGE_B.name })],
              nextCursor: null,
            },
          }
        : {
            body: {
              items: [
                makeListItem(1),
                makeListItem(2, { brokerageId: BROKERAGE_B.id, brokerageName: BROKERAGE_B.name }),
              ],
              nextCursor: null,
            },
          },
    );
    renderCrm('/crm');
    await screen.findByText('TEN-2025-100001');

    await user.click(await screen.findByRole('combobox', { name: /^Brokerage/ }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All brokerages', BROKERAGE_B.name, BROKERAGE_A.name, PRAIRIE.name]);
    await user.click(screen.getByRole('option', { name: BROKERAGE_B.name }));
    await waitFor(() =>
      expect(api.last('/api/applications')?.searchParams.get('brokerageId')).toBe(BROKERAGE_B.id),
    );
    await screen.findByText('Insured 9');
    // Every brokerage stays selectable, whatever the current page shows.
    await user.click(screen.getByRole('combobox', { name: /^Brokerage/ }));
    expect(screen.getByRole('option', { name: PRAIRIE.name })).toBeInTheDocument();
  });

  it('shows an empty state that clears the filters', async () => {
    const user = userEvent.setup();
    const api = listApi(BROKER_USER, (url) =>
      url.searchParams.get('search')
        ? { body: { items: [], nextCursor: null } }
        : { body: { items: PAGE_ONE, nextCursor: null } },
    );
    renderCrm('/crm?search=nothing');
    expect(await screen.findByText('No applications found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await screen.findByText('Acme Roofing Ltd.');
    expect(api.last('/api/applications')?.searchParams.has('search')).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('');
  });

  it("shows the server's message when the list fails", async () => {
    listApi(BROKER_USER, () => ({ status: 400, body: { message: 'limit must be at most 100' } }));
    renderCrm('/crm');
    expect(await screen.findByRole('alert')).toHaveTextContent('limit must be at most 100');
  });

  it('has one search box: the typed text filters the list, and its close matches open a record', async () => {
    const user = userEvent.setup();
    const api = mockApi((url) => {
      if (url.pathname === '/api/auth/me') return { body: { user: BROKER_USER } };
      if (url.pathname === '/api/applications') {
        // A misspelt name matches nothing exactly; the close matches still find it.
        const items = url.searchParams.get('search') ? [] : PAGE_ONE;
        return { body: { items, nextCursor: null } };
      }
      if (url.pathname === '/api/fuzzysearch') {
        return {
          body: {
            searchTerm: url.searchParams.get('searchword'),
            results: [
              {
                applicationId: applicationId(7),
                policyNumber: 'TEN-2025-100007',
                insuredName: 'Jonathan Smith',
                email: 'jon.smith@example.net',
                brokerageName: BROKERAGE_A.name,
                productName: 'Tenants Insurance',
                status: 'bound',
                score: 0.82,
              },
            ],
          },
        };
      }
      return undefined;
    });
    const { router } = renderCrm('/crm');
    await screen.findByText('TEN-2025-100001');

    expect(screen.getAllByRole('combobox', { name: /search|find/i })).toHaveLength(1);
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'jonathn smth');
    // The list is filtered by the typed text, through the URL, as before...
    await waitFor(() => expect(router.state.location.search).toContain('search=jonathn+smth'));
    expect(await screen.findByText('No applications found')).toBeInTheDocument();
    expect(api.last('/api/applications')?.searchParams.get('search')).toBe('jonathn smth');
    // ...and the same box offers the typo-tolerant close matches; picking one opens its record.
    expect(await screen.findByText(CLOSE_MATCHES)).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: /Jonathan Smith/ }));
    expect(router.state.location.pathname).toBe(`/crm/applications/${applicationId(7)}`);
    expect(router.state.location.state).toEqual({ crmSearch: '?search=jonathn+smth' });
    expect(api.requests('/api/fuzzysearch').map((url) => url.searchParams.get('searchword'))).toEqual([
      'jonathn smth',
    ]);
  });
});

describe('CrmPage close matches', () => {
  it('says so when the close matches fail, instead of an empty list without a word', async () => {
    const user = userEvent.setup();
    const api = mockApi((url) => {
      if (url.pathname === '/api/auth/me') return { body: { user: BROKER_USER } };
      if (url.pathname === '/api/applications') return { body: { items: PAGE_ONE, nextCursor: null } };
      if (url.pathname === '/api/fuzzysearch')
        return { status: 500, body: { message: 'Internal server error' } };
      return undefined;
    });
    renderCrm('/crm');
    await screen.findByText('TEN-2025-100001');

    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'Lakeview');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${CLOSE_MATCHES_FAILED} Internal server error`,
    );
    expect(api.requests('/api/fuzzysearch')).not.toHaveLength(0);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
