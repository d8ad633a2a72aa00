import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MeUser } from '@bm/contracts';
import {
  applicationId,
  BROKER_USER,
  BROKERAGE_A,
  BROKERAGE_B,
  SUPER_ADMIN_USER,
} from '../../../test/crm-fixtures.ts';
import { mockApi, type ApiHandler } from '../../../test/mock-api.ts';
import { makeInvoicePage, makeInvoiceRow } from '../test/invoice-fixtures.ts';
import { renderInvoices } from '../test/render-invoices.tsx';

afterEach(() => {
  // Vitest runs without globals here, so Testing Library does not clean up by itself.
  cleanup();
  vi.unstubAllGlobals();
});

const TOTALS = { count: 123_456, billed: 1_234_567_89, paid: 234_567_89, owing: 1_000_000_00 };
const PAGE_ONE = makeInvoicePage(
  [makeInvoiceRow(2), makeInvoiceRow(1, { status: 'paid', amountPaid: 10_050, owing: 0, description: null })],
  'c2',
  TOTALS,
);
const PAGE_TWO = makeInvoicePage(
  [makeInvoiceRow(3, { number: 'TEN-2025-100002-MPF1', type: 'missed payment fee', kind: 'MPF' })],
  null,
  TOTALS,
);

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

/** /api/auth/me as `user`, the brokerages, and invoices that page by cursor 'c2'. */
function invoicesApi(user: MeUser = BROKER_USER, list?: ApiHandler) {
  return mockApi((url) => {
    if (url.pathname === '/api/auth/me') return { body: { user } };
    if (url.pathname === '/api/brokerages')
      return {
        body: {
          items: [
            brokerage(BROKERAGE_B.id, BROKERAGE_B.name, 'COASTAL'),
            brokerage(BROKERAGE_A.id, BROKERAGE_A.name, 'MAPLE'),
          ],
        },
      };
    if (url.pathname === '/api/invoices') {
      if (list) return list(url);
      return { body: url.searchParams.get('cursor') === 'c2' ? PAGE_TWO : PAGE_ONE };
    }
    return undefined;
  });
}

const totalsStrip = () => screen.getByRole('region', { name: 'Totals' });

describe('InvoicesPage', () => {
  it('lists the invoices with their policy link, due day, amounts and status, and the totals of every match', async () => {
    const api = invoicesApi();
    renderInvoices('/invoices');

    const row = (await screen.findByRole('rowheader', { name: 'TEN-2025-100001-02' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'TEN-2025-100001' })).toHaveAttribute(
      'href',
      `/crm/applications/${applicationId(1)}`,
    );
    expect(within(row).getByText('Insured 1')).toBeInTheDocument();
    expect(within(row).getByText('Premium')).toBeInTheDocument();
    expect(within(row).getByText('Plan payment 2 of 12')).toBeInTheDocument();
    expect(within(row).getByText('2026-02-01')).toBeInTheDocument();
    expect(within(row).getAllByText('$100.50')).toHaveLength(2);
    expect(within(row).getByText('$0.00')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    const paid = screen.getByRole('rowheader', { name: 'TEN-2025-100001-01' }).closest('tr')!;
    expect(within(paid).getByText('Paid')).toBeInTheDocument();

    const totals = totalsStrip();
    expect(within(totals).getByText('Invoices matching').nextSibling).toHaveTextContent('123,456');
    expect(within(totals).getByText('Billed').nextSibling).toHaveTextContent('$1,234,567.89');
    expect(within(totals).getByText('Paid').nextSibling).toHaveTextContent('$234,567.89');
    expect(within(totals).getByText('Owing').nextSibling).toHaveTextContent('$1,000,000.00');
    expect(totals).toHaveTextContent(/every invoice matching the search and filters, not only this page/);

    expect(api.last('/api/invoices')?.search).toBe('?limit=25');
    await waitFor(() => expect(document.title).toBe('Invoices | Apollo Broker Marketplace'));
    expect(screen.getByRole('region', { name: 'Invoices table' })).toHaveAttribute('tabindex', '0');
  });

  it('does not show a broker the brokerage column or filter, and ignores a brokerage in a link', async () => {
    const api = invoicesApi(BROKER_USER);
    renderInvoices(`/invoices?brokerageId=${BROKERAGE_B.id}`);
    await screen.findByRole('rowheader', { name: 'TEN-2025-100001-02' });

    expect(screen.queryByRole('columnheader', { name: 'Brokerage' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Brokerage/ })).not.toBeInTheDocument();
    expect(screen.queryByText(BROKERAGE_A.name)).not.toBeInTheDocument();
    expect(api.requests('/api/invoices').every((url) => !url.searchParams.has('brokerageId'))).toBe(true);
    expect(api.requests('/api/brokerages')).toHaveLength(0);
  });

  it('shows a super admin the brokerage column and filters by brokerage', async () => {
    const user = userEvent.setup();
    const api = invoicesApi(SUPER_ADMIN_USER);
    const { router } = renderInvoices('/invoices');
    const row = (await screen.findByRole('rowheader', { name: 'TEN-2025-100001-02' })).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: 'Brokerage' })).toBeInTheDocument();
    expect(within(row).getByText(BROKERAGE_A.name)).toBeInTheDocument();

    await user.click(await screen.findByRole('combobox', { name: /^Brokerage/ }));
    await user.click(await screen.findByRole('option', { name: BROKERAGE_B.name }));
    await waitFor(() =>
      expect(api.last('/api/invoices')?.searchParams.get('brokerageId')).toBe(BROKERAGE_B.id),
    );
    expect(router.state.location.search).toBe(`?brokerageId=${BROKERAGE_B.id}`);
  });

  it('puts the status, type and due days in the request and the URL, back to the first page', async () => {
    const user = userEvent.setup();
    const api = invoicesApi();
    const { router } = renderInvoices('/invoices?cursor=c2');
    await screen.findByText('TEN-2025-100002-MPF1');
    const lastParam = (name: string) => api.last('/api/invoices')?.searchParams.get(name);

    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All statuses',
      'Open',
      'Paid',
      'Void',
    ]);
    await user.click(screen.getByRole('option', { name: 'Open' }));
    await waitFor(() => expect(lastParam('status')).toBe('open'));
    expect(api.last('/api/invoices')?.searchParams.has('cursor')).toBe(false);

    await user.click(screen.getByRole('combobox', { name: /^Type/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All types',
      'Plan payments',
      'Endorsements',
      'Cancellations',
      'Reinstatements',
      'Missed payment fees',
      'Manual invoices',
      // Every invoice type has a kind (issue 24 item 7).
      'Custom premiums',
      'Extensions',
      'Extended reporting periods',
      'Finance adjustments',
    ]);
    await user.click(screen.getByRole('option', { name: 'Missed payment fees' }));
    await waitFor(() => expect(lastParam('kind')).toBe('MPF'));

    fireEvent.change(screen.getByLabelText('Due from'), { target: { value: '2026-01-01' } });
    await waitFor(() => expect(lastParam('dueFrom')).toBe('2026-01-01'));
    fireEvent.change(screen.getByLabelText('Due to'), { target: { value: '2026-06-30' } });
    await waitFor(() => expect(lastParam('dueTo')).toBe('2026-06-30'));
    expect(lastParam('status')).toBe('open');
    expect(lastParam('kind')).toBe('MPF');
    expect(router.state.location.search).toBe('?status=open&kind=MPF&dueFrom=2026-01-01&dueTo=2026-06-30');
    // The export takes every invoice of the same search and filters (not the page).
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/invoices.csv?status=open&kind=MPF&dueFrom=2026-01-01&dueTo=2026-06-30&lang=en-CA',
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters (4)' }));
    await waitFor(() => expect(api.last('/api/invoices')?.search).toBe('?limit=25'));
    expect(screen.getByLabelText('Due from')).toHaveValue('');
  });

  it('keeps both due days when "Due to" is typed before the URL change of "Due from" has rendered', async () => {
    const api = invoicesApi();
    const { router } = renderInvoices('/invoices?status=open');
    await screen.findByRole('rowheader', { name: 'TEN-2025-100001-02' });

    // Typed fast: both fields change before the router renders the first change (in the app, each
    // history change renders in a transition that typing outruns).
    act(() => {
      fireEvent.change(screen.getByLabelText('Due from'), { target: { value: '2026-01-01' } });
      fireEvent.change(screen.getByLabelText('Due to'), { target: { value: '2026-06-30' } });
    });
    await waitFor(() => expect(api.last('/api/invoices')?.searchParams.get('dueTo')).toBe('2026-06-30'));
    expect(api.last('/api/invoices')?.searchParams.get('dueFrom')).toBe('2026-01-01');
    expect(api.last('/api/invoices')?.searchParams.get('status')).toBe('open');
    expect(router.state.location.search).toBe('?status=open&dueFrom=2026-01-01&dueTo=2026-06-30');
    expect(screen.getByLabelText('Due from')).toHaveValue('2026-01-01');
  });

  it('keeps a filter picked while the search is still waiting for its pause', async () => {
    const user = userEvent.setup();
    const api = invoicesApi();
    const { router } = renderInvoices('/invoices');
    await screen.findByRole('rowheader', { name: 'TEN-2025-100001-02' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'TEN');
    act(() => {
      fireEvent.change(screen.getByLabelText('Due from'), { target: { value: '2026-01-01' } });
    });
    await waitFor(() => expect(api.last('/api/invoices')?.searchParams.get('search')).toBe('TEN'));
    expect(api.last('/api/invoices')?.searchParams.get('dueFrom')).toBe('2026-01-01');
    expect(router.state.location.search).toBe('?search=TEN&dueFrom=2026-01-01');
  });

  it('searches after a pause in typing, once', async () => {
    const user = userEvent.setup();
    const api = invoicesApi();
    const { router } = renderInvoices('/invoices');
    await screen.findByRole('rowheader', { name: 'TEN-2025-100001-02' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'TEN-2025');
    await waitFor(() => expect(api.last('/api/invoices')?.searchParams.get('search')).toBe('TEN-2025'));
    const searches = api.requests('/api/invoices').map((url) => url.searchParams.get('search'));
    expect(searches.filter(Boolean)).toEqual(['TEN-2025']);
    expect(router.state.location.search).toBe('?search=TEN-2025');
  });

  it('pages forward with nextCursor and back with Previous, and by page size', async () => {
    const user = userEvent.setup();
    const api = invoicesApi();
    const { router } = renderInvoices('/invoices');
    await screen.findByRole('rowheader', { name: 'TEN-2025-100001-02' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByText(/Page 1 · rows 1–2/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('TEN-2025-100002-MPF1');
    expect(api.last('/api/invoices')?.searchParams.get('cursor')).toBe('c2');
    expect(router.state.location.search).toBe('?cursor=c2');
    expect(screen.queryByText('TEN-2025-100001-02')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText(/Page 2 · rows 26–26/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('TEN-2025-100001-02');
    expect(router.state.location.search).toBe('');
    expect(screen.getByText(/Page 1/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
    await user.click(screen.getByRole('option', { name: '100' }));
    await waitFor(() => expect(api.last('/api/invoices')?.searchParams.get('limit')).toBe('100'));
  });

  it("shows the server's message when the list fails, and Retry loads it", async () => {
    const user = userEvent.setup();
    let fail = true;
    const api = invoicesApi(BROKER_USER, () =>
      fail ? { status: 500, body: { message: 'The invoices are resting' } } : { body: PAGE_ONE },
    );
    renderInvoices('/invoices');
    expect(await screen.findByRole('alert')).toHaveTextContent('The invoices are resting');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('rowheader', { name: 'TEN-2025-100001-02' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(totalsStrip()).getByText('Owing').nextSibling).toHaveTextContent('$1,000,000.00');
    expect(api.requests('/api/invoices')).toHaveLength(2);
  });

  it('shows an empty state that clears the search and filters', async () => {
    const user = userEvent.setup();
    const api = invoicesApi(BROKER_USER, (url) =>
      url.searchParams.get('search') ? { body: makeInvoicePage([]) } : { body: PAGE_ONE },
    );
    renderInvoices('/invoices?search=nothing&status=void');
    expect(await screen.findByText('No invoices found')).toBeInTheDocument();
    expect(within(totalsStrip()).getByText('Owing').nextSibling).toHaveTextContent('$0.00');
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await screen.findByRole('rowheader', { name: 'TEN-2025-100001-02' });
    expect(api.last('/api/invoices')?.search).toBe('?limit=25');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('sorts overdue first, back to the first page, in the URL and the export; clearing filters keeps the order', async () => {
    const user = userEvent.setup();
    const api = invoicesApi();
    const { router } = renderInvoices('/invoices?status=open&cursor=c2');
    await screen.findByText('TEN-2025-100002-MPF1');

    await user.click(screen.getByRole('combobox', { name: /^Sort/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Latest due first',
      'Overdue first',
    ]);
    await user.click(screen.getByRole('option', { name: 'Overdue first' }));
    await waitFor(() => expect(api.last('/api/invoices')?.searchParams.get('sort')).toBe('overdue-first'));
    expect(api.last('/api/invoices')?.searchParams.has('cursor')).toBe(false);
    expect(router.state.location.search).toBe('?status=open&sort=overdue-first');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/invoices.csv?status=open&sort=overdue-first&lang=en-CA',
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=overdue-first'));
    expect(screen.getByRole('combobox', { name: /^Sort/ })).toHaveTextContent('Overdue first');
  });
});
