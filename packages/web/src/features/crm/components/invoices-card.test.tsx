import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application, InvoiceList } from '@bm/contracts';
import { mockFetch, type MockReply } from '../../../testing/fetch-mock.ts';
import { makeUser, renderApp } from '../../../testing/render.tsx';
import { applicationId, makeApplication, makeInvoice } from '../testing/fixtures.ts';
import { useSaveCancellation } from './cancel-policy/cancellation-api.ts';
import { INVOICES_ERROR, NO_INVOICES, NO_INVOICES_MANUAL } from './invoices-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const ID = applicationId(1);
const INVOICES = `/api/applications/${ID}/invoices`;

/** A monthly plan: the first payment paid, the second open, the third voided, and a balance owing. */
const PLAN: InvoiceList = {
  invoices: [
    makeInvoice(1, {
      status: 'paid',
      amountPaid: 10_000,
      dueDate: '2025-02-22T19:00:00.000Z',
      paidAt: '2025-02-22T19:00:00.000Z',
    }),
    makeInvoice(2),
    makeInvoice(3, { status: 'void', voidedAt: '2025-03-20T18:00:00.000Z' }),
    makeInvoice(4, {
      number: 'TEN-2025-100001-CXL-20250320',
      type: 'cancellation balance',
      description: null,
      amountDue: 4_321,
      dueDate: '2025-03-20T18:00:00.000Z',
      instalmentNumber: null,
    }),
  ],
  totals: { billed: 24_321, paid: 10_000, owing: 14_321 },
};

function serve(invoices: () => MockReply, record: Application = makeApplication()) {
  return mockFetch(({ method, url }) => {
    if (method === 'GET' && url.pathname === `/api/applications/${ID}`) return { body: record };
    if (method === 'GET' && url.pathname === INVOICES) return invoices();
    if (method === 'GET' && url.pathname === `/api/applications/${ID}/documents`) return { body: [] };
    if (method === 'GET' && url.pathname === `/api/applications/${ID}/notes`) return { body: [] };
    if (method === 'GET' && url.pathname === `/api/applications/${ID}/transactions`) return { body: [] };
    if (method === 'POST' && url.pathname === '/api/analytics/events') return { body: { ok: true } };
    // A cancellation saved through the endorsement call.
    if (method === 'POST' && url.pathname === `/api/applications/${ID}/endorsement`) {
      const application = { ...record, status: 'cancelled', updatedAt: '2025-03-20T18:00:00.000Z' };
      return { body: { application, transactionId: ID, payment: null, refund: null, message: null } };
    }
    return undefined;
  });
}

function heading(name: string) {
  return screen.getByRole('heading', { level: 2, name });
}

async function findInvoicesCard() {
  await screen.findByRole('heading', { level: 2, name: 'Invoices' });
  return heading('Invoices').closest<HTMLElement>('.MuiCard-root')!;
}

/** Each body row's cells as text: number, description, due day, amount, paid, status. */
function rows(card: HTMLElement) {
  const table = within(card).getByRole('table', { name: 'Invoices' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('the Invoices card', () => {
  it('lists each invoice with its status chip, then the totals, between the quote and the notes', async () => {
    serve(() => ({ body: PLAN }));
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const card = await findInvoicesCard();
    await within(card).findByRole('table', { name: 'Invoices' });

    const header = within(card).getAllByRole('columnheader');
    expect(header.map((cell) => cell.textContent)).toEqual([
      'Invoice #',
      'Description',
      'Due',
      'Amount',
      'Paid',
      'Status',
    ]);
    expect(rows(card)).toEqual([
      [
        'TEN-2025-100001-01',
        'Tenants Insurance monthly payment 1 of 12',
        '2025-02-22',
        '$100.00',
        '$100.00',
        'Paid',
      ],
      [
        'TEN-2025-100001-02',
        'Tenants Insurance monthly payment 2 of 12',
        '2025-04-01',
        '$100.00',
        '$0.00',
        'Open',
      ],
      [
        'TEN-2025-100001-03',
        'Tenants Insurance monthly payment 3 of 12',
        '2025-05-01',
        '$100.00',
        '$0.00',
        'Void',
      ],
      ['TEN-2025-100001-CXL-20250320', '', '2025-03-20', '$43.21', '$0.00', 'Open'],
    ]);
    expect(card).toHaveTextContent('Billed $243.21 · Paid $100.00 · Owing $143.21');

    // After the Quote section, before Notes.
    const invoices = heading('Invoices');
    expect(
      heading('Quote').compareDocumentPosition(invoices) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      invoices.compareDocumentPosition(heading('Notes')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("shows the spec's message when the invoices cannot load, and retries", async () => {
    let fail = true;
    const api = serve(() =>
      fail ? { status: 403, body: { message: 'You cannot see these invoices.' } } : { body: PLAN },
    );
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const card = await findInvoicesCard();
    expect(await within(card).findByText(INVOICES_ERROR)).toBeInTheDocument();
    expect(within(card).queryByText('You cannot see these invoices.')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByRole('table', { name: 'Invoices' })).toBeInTheDocument();
    expect(api.to('GET', INVOICES)).toHaveLength(2);
  });

  it('says when there are no invoices, and why for a manually bound policy', async () => {
    const none = { body: { invoices: [], totals: { billed: 0, paid: 0, owing: 0 } } };
    serve(() => none, makeApplication({ status: 'cancelled' }));
    const first = renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    expect(await within(await findInvoicesCard()).findByText(NO_INVOICES)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Invoices' })).not.toBeInTheDocument();
    first.unmount();

    serve(() => none, makeApplication({ status: 'bound', stripe: { customerId: null, cardId: null } }));
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    expect(await within(await findInvoicesCard()).findByText(NO_INVOICES_MANUAL)).toBeInTheDocument();
  });

  it('is not shown for a record without a policy number', async () => {
    const api = serve(() => ({ body: PLAN }), makeApplication({ status: 'quoted', policyNumber: null }));
    renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    await screen.findByRole('heading', { level: 1, name: 'Insured 1' });
    await screen.findByRole('heading', { level: 2, name: 'Notes' });
    expect(screen.queryByRole('heading', { level: 2, name: 'Invoices' })).not.toBeInTheDocument();
    expect(api.to('GET', INVOICES)).toHaveLength(0);
  });

  it('refreshes after a cancellation', async () => {
    let plan: InvoiceList = {
      invoices: [makeInvoice(1), makeInvoice(2)],
      totals: { billed: 20_000, paid: 0, owing: 20_000 },
    };
    const api = serve(() => ({ body: plan }));
    const view = renderApp(`/crm/applications/${ID}`, { user: makeUser(['Standard']) });
    const card = await findInvoicesCard();
    await within(card).findByRole('table', { name: 'Invoices' });
    expect(rows(card).map((row) => row[5])).toEqual(['Open', 'Open']);

    // The cancellation voids the plan's open invoices; once saved, the card asks for them again.
    plan = {
      invoices: [makeInvoice(1, { status: 'void' }), makeInvoice(2, { status: 'void' })],
      totals: { billed: 0, paid: 0, owing: 0 },
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={view.queryClient}>{children}</QueryClientProvider>
    );
    const save = renderHook(() => useSaveCancellation(ID), { wrapper });
    await act(() =>
      save.result.current.mutateAsync({
        cancellation: {
          cancellationReason: 'Tenant Moved',
          cancellationOption: 'Policy Cancellation',
          cancEffectiveDate: '2025-03-20',
          cancOption: 'prorata',
          expectedRefundDue: 0,
          expectedAmountOwing: 0,
        },
        idempotencyKey: ID,
      }),
    );
    await waitFor(() => expect(rows(card).map((row) => row[5])).toEqual(['Void', 'Void']));
    expect(api.to('GET', INVOICES)).toHaveLength(2);
    expect(card).toHaveTextContent('Billed $0.00 · Paid $0.00 · Owing $0.00');
  });
});
