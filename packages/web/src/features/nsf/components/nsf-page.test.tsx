import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MeUser, NsfInvoiceItem } from '@bm/contracts';
import {
  BROKER_USER,
  BROKERAGE_A,
  BROKERAGE_B,
  FINANCE_USER,
  SUPER_ADMIN_USER,
} from '../../../test/crm-fixtures.ts';
import { mockFetch, type MockRequest, type MockReply } from '../../../test/fetch-mock.ts';
import { makeNsfItem } from '../../../test/nsf-fixtures.ts';
import { renderNsf } from '../test/render-nsf.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

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

const PAGE_ONE = [
  makeNsfItem(1, { letterSentOn: '2025-04-10' }),
  makeNsfItem(2, {
    insuredName: 'Acme Roofing Ltd.',
    status: 'completed',
    attempts: 4,
    nextAttemptDay: null,
    cancellationDate: '2025-04-25',
    amountOwing: 0,
  }),
];
const PAGE_TWO = [makeNsfItem(3, { insuredName: 'Second Page Co.' })];

/** /api/auth/me as `user`, the brokerages, and an NSF list that pages by cursor 'c2'. */
function nsfApi(user: MeUser, handler?: (request: MockRequest) => MockReply | undefined) {
  return mockFetch((request) => {
    const own = handler?.(request);
    if (own) return own;
    const { method, url } = request;
    if (url.pathname === '/api/auth/me') return { body: { user } };
    if (url.pathname === '/api/brokerages') {
      return {
        body: {
          items: [
            brokerage(BROKERAGE_A.id, BROKERAGE_A.name, 'MAPLE'),
            brokerage(BROKERAGE_B.id, BROKERAGE_B.name, 'COASTAL'),
          ],
        },
      };
    }
    if (method === 'GET' && url.pathname === '/api/nsfInvoices') {
      return url.searchParams.get('cursor') === 'c2'
        ? { body: { items: PAGE_TWO, nextCursor: null } }
        : { body: { items: PAGE_ONE, nextCursor: 'c2' } };
    }
    return undefined;
  });
}

const lastList = (api: ReturnType<typeof mockFetch>) => api.to('GET', '/api/nsfInvoices').at(-1)?.url;

describe('NsfPage (/nsf)', () => {
  it('lists NSF invoices: the policy links to its record, money in CAD, collection and status', async () => {
    const user = userEvent.setup();
    nsfApi(BROKER_USER);
    const { router } = renderNsf();

    const link = await screen.findByRole('link', { name: 'TEN-2025-100001' });
    // A few columns by default, to fit a 1366 px screen; the chooser shows the others.
    expect(screen.queryByRole('columnheader', { name: 'Term' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Missed payment fee owing' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Columns of the NSF invoices/ }));
    for (const name of ['Term', 'Policy status', 'Missed payment fee owing', 'Attempts']) {
      await user.click(screen.getByRole('menuitemcheckbox', { name }));
    }
    await user.keyboard('{Escape}');
    expect(screen.getByRole('columnheader', { name: 'Term' })).toBeInTheDocument();
    const row = link.closest('tr')!;
    expect(within(row).getByText('Insured 1')).toBeInTheDocument();
    expect(within(row).getByText('INV-NSF-0001')).toBeInTheDocument();
    expect(within(row).getByText('2025-03-01 to 2026-03-01')).toBeInTheDocument();
    expect(within(row).getByText('Bound')).toBeInTheDocument();
    expect(within(row).getByText('Your card has insufficient funds.')).toBeInTheDocument();
    expect(within(row).getByText('$108.12')).toBeInTheDocument();
    expect(within(row).getByText('$25.00')).toBeInTheDocument();
    expect(within(row).getByText('2025-04-03')).toBeInTheDocument();
    // Its notice went out; no cancellation date until its delivery is recorded.
    expect(within(row).getByText('Notice sent 2025-04-10; awaiting delivery')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    const done = screen.getByText('Acme Roofing Ltd.').closest('tr')!;
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(done).getByText('2025-04-25')).toBeInTheDocument();

    // A broker sees only their brokerage: no brokerage column or filter, and no Edit.
    expect(screen.queryByRole('columnheader', { name: 'Brokerage' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Brokerage' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit NSF invoice/ })).not.toBeInTheDocument();
    // On a phone the table scrolls inside a labelled region the keyboard can reach.
    expect(screen.getByRole('region', { name: 'NSF invoices table' })).toHaveAttribute('tabindex', '0');
    await waitFor(() => expect(document.title).toBe('NSF Invoices | Apollo Broker Marketplace'));

    await user.click(link);
    await screen.findByText('Record page');
    expect(router.state.location.pathname).toBe('/crm/applications/5e3d9a10-0000-4000-8000-000000000001');
  });

  it('sends the status, search and brokerage filters and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const api = nsfApi(SUPER_ADMIN_USER);
    const { router } = renderNsf();
    await screen.findByText('Acme Roofing Ltd.');
    expect(screen.getByRole('columnheader', { name: 'Brokerage' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Completed' }));
    await waitFor(() => expect(lastList(api)?.searchParams.get('status')).toBe('completed'));

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'acme');
    await waitFor(() => expect(lastList(api)?.searchParams.get('search')).toBe('acme'));
    const searches = api.to('GET', '/api/nsfInvoices').map((r) => r.url.searchParams.get('search'));
    expect(searches.filter(Boolean)).toEqual(['acme']);

    await user.click(screen.getByRole('combobox', { name: 'Brokerage' }));
    await user.click(await screen.findByRole('option', { name: BROKERAGE_B.name }));
    await waitFor(() => expect(lastList(api)?.searchParams.get('brokerageId')).toBe(BROKERAGE_B.id));
    expect(lastList(api)?.searchParams.get('status')).toBe('completed');
    expect(router.state.location.search).toContain('status=completed');
    expect(router.state.location.search).toContain('search=acme');

    // The notices sent whose delivery day is not recorded yet (issue 24 item 10).
    await user.click(screen.getByRole('combobox', { name: 'Notice' }));
    await user.click(await screen.findByRole('option', { name: 'Awaiting delivery' }));
    await waitFor(() => expect(lastList(api)?.searchParams.get('notice')).toBe('awaitingDelivery'));
    expect(router.state.location.search).toContain('notice=awaitingDelivery');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    // Back to the unfiltered list (its first page is still in the cache).
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All statuses');
    expect(await screen.findByText('Acme Roofing Ltd.')).toBeInTheDocument();
  });

  it('pages forward with nextCursor and back with Previous', async () => {
    const user = userEvent.setup();
    const api = nsfApi(BROKER_USER);
    renderNsf();
    await screen.findByText('Acme Roofing Ltd.');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Second Page Co.');
    expect(lastList(api)?.searchParams.get('cursor')).toBe('c2');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText(/^Page 2/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Acme Roofing Ltd.');
    expect(screen.getByText(/^Page 1/)).toBeInTheDocument();
  });

  it('says so when there are no NSF invoices, and when the filters match none', async () => {
    const user = userEvent.setup();
    nsfApi(BROKER_USER, ({ url }) =>
      url.pathname === '/api/nsfInvoices' ? { body: { items: [], nextCursor: null } } : undefined,
    );
    renderNsf();
    expect(await screen.findByText('No NSF invoices')).toBeInTheDocument();
    expect(screen.getByText(/When a scheduled payment is declined/)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Pending' }));
    expect(await screen.findByText('Nothing matches this search and these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByText(/When a scheduled payment is declined/)).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    nsfApi(BROKER_USER, ({ url }) =>
      url.pathname === '/api/nsfInvoices' && fail
        ? { status: 500, body: { message: 'The server could not answer.' } }
        : undefined,
    );
    renderNsf();
    expect(await screen.findByText('The server could not answer.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Acme Roofing Ltd.')).toBeInTheDocument();
  });

  it('lets finance edit the reason and status, then shows the list again from the server', async () => {
    const user = userEvent.setup();
    let saved: NsfInvoiceItem | null = null;
    const api = nsfApi(FINANCE_USER, ({ method, url, body }) => {
      if (method === 'PUT' && url.pathname === `/api/nsfInvoices/${PAGE_ONE[0]!.invoiceId}`) {
        saved = { ...PAGE_ONE[0]!, ...(body as Partial<NsfInvoiceItem>) };
        return { body: saved };
      }
      if (method === 'GET' && url.pathname === '/api/nsfInvoices' && saved) {
        return { body: { items: [saved, PAGE_ONE[1]], nextCursor: null } };
      }
      return undefined;
    });
    renderNsf();
    await user.click(await screen.findByRole('button', { name: 'Edit NSF invoice INV-NSF-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit NSF invoice' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveValue('Your card has insufficient funds.');
    await user.clear(reason);
    await user.type(reason, 'Insured paying by cheque');
    await user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Completed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('PUT', `/api/nsfInvoices/${PAGE_ONE[0]!.invoiceId}`)[0]!.body).toEqual({
      reason: 'Insured paying by cheque',
      status: 'completed',
    });
    expect(await screen.findByText('NSF invoice updated.')).toBeInTheDocument();
    const row = (await screen.findByText('Insured paying by cheque')).closest('tr')!;
    expect(within(row).getByText('Completed')).toBeInTheDocument();
  });

  it("shows the server's message when it refuses the change, and keeps the dialog open", async () => {
    const user = userEvent.setup();
    nsfApi(SUPER_ADMIN_USER, ({ method }) =>
      method === 'PUT'
        ? {
            status: 400,
            body: { message: 'Nothing has been changed. Please change the reason or the status.' },
          }
        : undefined,
    );
    renderNsf();
    await user.click(await screen.findByRole('button', { name: 'Edit NSF invoice INV-NSF-0001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit NSF invoice' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Nothing has been changed. Please change the reason or the status.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('NsfPage columns', () => {
  it('shows a few columns by default, remembers the ones chosen, and goes back to the default', async () => {
    const user = userEvent.setup();
    nsfApi(FINANCE_USER);
    renderNsf();
    await screen.findByRole('link', { name: 'TEN-2025-100001' });
    const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers()).toEqual([
      'Policy number',
      'Insured',
      'Brokerage',
      'Invoice',
      'Reason',
      'Amount owing',
      'Next attempt',
      'Cancellation date',
      'Status',
      'Actions',
    ]);
    await user.click(screen.getByRole('button', { name: 'Columns of the NSF invoices (9 of 13 shown)' }));
    await user.click(screen.getByRole('menuitemcheckbox', { name: 'Reason' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('columnheader', { name: 'Reason' })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('nsf-columns')!)).not.toContain('reason');

    cleanup();
    renderNsf();
    await screen.findByRole('link', { name: 'TEN-2025-100001' });
    expect(screen.queryByRole('columnheader', { name: 'Reason' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Columns of the NSF invoices/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Default columns' }));
    expect(screen.getByRole('columnheader', { name: 'Reason' })).toBeInTheDocument();
  });
});
